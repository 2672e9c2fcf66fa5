// `pnpm bench` for the own server's terminal side (issue 31), each figure beside its same-run limit
// where the issue names one, the ratio, the goal and the load average:
// - a backlog of 1,000 and of 10,000 offline sales synced by a terminal over HTTP (batches of 500),
//   into a fresh database each (goal ≤ 2 s for 10,000; 1,000 in a tenth of it);
// - 2,000 and 20,000 stock deltas over 200 options drained to the real platform (apps/shop-api in
//   process, one batch call), beside the same backlog summed per option in one transaction — the
//   least any drain must read — timed just before it on the same rows (goal ≤ 50 ms, linear in
//   options: 20,000 no slower than 2,000 by more than the deltas' own reading).
// SQLite by default; TEST_DATABASE_URL=postgres://… runs both on PostgreSQL; BENCH_ONLY_DRAIN=1 skips the syncs.
import { loadavg } from 'node:os';
import { CompiledQuery } from 'kysely';
import { ascending, benchLine, formatMs, percentile, type BenchFigure } from '@courtside/core/bench';
import { drainStockPushes } from '../src/stock-pushes';
import { pendingStockPushes, writeStockPushes } from '../src/stock-push-state';
import { settleStockPushes } from '../src/stock-push-scheduler';
import { randomInt, seededRng, testSeed } from '../src/testing/rng';
import { SimTerminal } from '../src/testing/sim-terminal';
import { startPosStack } from '../src/testing/stack';

const print = (figure: BenchFigure) => console.log(benchLine(figure, loadavg()));
const median = (values: number[]) => percentile(ascending(values), 50);
const count = (n: number) => n.toLocaleString('ko-KR');

console.log(`[bench] pos-server — ${process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}; 시작 시 load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);

async function syncBench(sales: number): Promise<void> {
  const stack = await startPosStack(`bench-sync-${sales}`, { checkReplies: false });
  try {
    const rng = seededRng(testSeed(9001));
    const products: { productNo: number; optionNos: number[] }[] = [];
    for (let i = 0; i < 20; i++) products.push(await stack.platform.createProduct(`벤치 상품 ${i + 1}`, 5000, [1_000_000]));
    const terminal = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    for (let i = 0; i < sales; i++) {
      const lines = Array.from({ length: randomInt(rng, 1, 3) }, (_, k) => {
        const p = products[(i + k * 7) % products.length];
        return { productNo: p?.productNo ?? 0, optionNo: p?.optionNos[0] ?? 0, quantity: randomInt(rng, 1, 2), unitPrice: 5000 };
      });
      terminal.sell(lines, (['cash', 'card', 'split'] as const)[randomInt(rng, 0, 2)]);
    }
    const lineCount = terminal.recorded.reduce((s, e) => s + (e.kind === 'sale' ? e.payload.lines.length : 0), 0);
    const t0 = performance.now();
    await terminal.syncAll(500);
    const synced = performance.now() - t0;
    print({ measure: `오프라인 판매 ${count(sales)}건 동기화 (${count(lineCount)}줄, 500건씩)`, project: synced, limit: null, goal: { maxMs: (2000 * sales) / 10_000 } });
    await settleStockPushes(stack.server.deps);
    const held = await stack.server.deps.db.selectFrom('pos_sales').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    if (Number(held.n) !== sales) throw new Error(`synced ${held.n} of ${sales}`);
  } finally {
    await stack.close();
  }
}

async function drainBench(): Promise<void> {
  const stack = await startPosStack('bench-drain', { checkReplies: false });
  try {
    const OPTIONS = 200;
    const options: { productNo: number; optionNo: number }[] = [];
    for (let i = 0; i < OPTIONS; i++) {
      const p = await stack.platform.createProduct(`재고 벤치 ${i + 1}`, 3000, [1_000_000]);
      options.push({ productNo: p.productNo, optionNo: p.optionNos[0] ?? 0 });
    }
    const db = stack.server.deps.db;
    let serial = 0;
    /** The backlog the ledger writes when terminals upload that many sale lines: one push per line. */
    const backlog = async (deltas: number) => {
      const now = stack.server.deps.now().toISOString();
      const rows = Array.from({ length: deltas }, (_, i) => {
        const o = options[(i * 7) % OPTIONS] ?? { productNo: 0, optionNo: 0 };
        const n = serial++;
        return {
          idempotency_key: `bench-push-${n}`, client_id: `bench-sale-${n}`, entry_kind: 'sale', line_no: 1, terminal_id: stack.terminal.terminalId, staff_id: stack.admin.staffId,
          product_no: o.productNo, option_no: o.optionNo, delta: -1 - (i % 3), reason: 'POS 판매', status: 'pending', attempts: 0, next_attempt_at: now, last_error: null, stock_after: null, created_at: now, pushed_at: null,
        };
      });
      await db.transaction().execute((trx) => writeStockPushes(trx, rows));
    };
    /** The backlog just written (push numbers from `from` on), summed per option: the least any drain must read. */
    const summed = (from: number) => CompiledQuery.raw(`select option_no, sum(delta) as delta from pos_stock_pushes where push_id >= ${from} group by option_no`);
    const nextPush = async () => Number((await db.selectFrom('pos_stock_pushes').select((eb) => eb.fn.max('push_id').as('n')).executeTakeFirst())?.n ?? 0) + 1;
    const figures = new Map<number, { project: number[]; limit: number[] }>();
    // Warm-up: one small round (JIT, prepared statements, the platform's first batch).
    await backlog(500);
    await drainStockPushes(stack.server.deps);
    for (let round = 0; round < 5; round++) {
      for (const deltas of [2000, 20_000]) {
        const from = await nextPush();
        await backlog(deltas);
        const t0 = performance.now();
        const sums = await db.transaction().execute((trx) => trx.executeQuery(summed(from)));
        const t1 = performance.now();
        const result = await drainStockPushes(stack.server.deps);
        const t2 = performance.now();
        if (sums.rows.length !== OPTIONS || result.pushed !== deltas) throw new Error(`drained ${result.pushed} of ${deltas}`);
        const f = figures.get(deltas) ?? { project: [], limit: [] };
        f.project.push(t2 - t1);
        f.limit.push(t1 - t0);
        figures.set(deltas, f);
      }
    }
    if ((await pendingStockPushes(stack.server.deps)) !== 0) throw new Error('pushes left pending');
    for (const [deltas, f] of figures) {
      print({
        measure: `재고 델타 ${count(deltas)}건 (옵션 ${OPTIONS}개) 적체 반영, 5회 중앙값`,
        project: median(f.project),
        detail: `최소 ${formatMs(Math.min(...f.project))}, 플랫폼 일괄 호출 포함`,
        limit: median(f.limit),
        limitWhat: '같은 적체를 옵션별로 합산하는 한 트랜잭션',
        goal: { maxMs: 50 },
      });
    }
    const small = median(figures.get(2000)?.project ?? []);
    const large = median(figures.get(20_000)?.project ?? []);
    console.log(`[bench]   증가: 델타 10배(2,000 → 20,000)에 시간 ${(large / small).toFixed(2)}배 (옵션 수는 같음: 옵션에 선형이면 1배 가까이)`);
  } finally {
    await stack.close();
  }
}

if (!process.env.BENCH_ONLY_DRAIN) {
  await syncBench(1000);
  await syncBench(10_000);
}
await drainBench();
console.log(`[bench] pos-server 끝날 때 load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
