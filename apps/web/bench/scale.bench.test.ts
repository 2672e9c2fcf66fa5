// Issue 15 — the own server on more than one machine, measured through `pnpm start:scale`'s stack
// (PostgreSQL, s3rver, the commerce stand-in, two storefront instances, nginx round robin):
// 1. 200 concurrent shoppers (home, search, product, cart, order sheet → checkout) for 60 s across
//    both instances: p50/p95/p99 per step and overall, and zero errors.
// 2. A counter terminal syncing 2,000 sales through nginx while one instance, then the other, is
//    killed with SIGKILL and started again: every sale on the server once, platform stock exact.
// Needs a built storefront (bench/run.mjs builds first). SCALE_BENCH_PORT_BASE picks the ports from
// an allotted range; SCALE_BENCH_SHOPPERS / SCALE_BENCH_SECONDS shorten the load for a quick look.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@courtside/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosDb } from '@courtside/pos-server';
import { platformCalls } from '@courtside/pos-server/testing/platform';
import { pendingStockPushes } from '@courtside/pos-server/stock-push-state';
import { randomInt, seededRng, testSeed } from '@courtside/pos-server/testing/rng';
import { loginSim, registerSimTerminal, SimTerminal } from '@courtside/pos-server/testing/sim-terminal';
import { pickPorts, startScaleStack, type ScaleStack } from '@/scripts/scale/stack.mjs';

const SHOPPERS = Number(process.env.SCALE_BENCH_SHOPPERS ?? 200);
const SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 60);
const SALES = 2000;
const SETUP_CODE = 'scale-bench-setup-code';
const SYSTEM_KEY = 'courtside-system-local-key';
const CLIENT_ID = 'courtside-local';
const shopHeaders = { clientId: CLIENT_ID, platform: 'PC', Version: '1.0', 'content-type': 'application/json' };

const report = (line: string): void => console.log(`[bench] ${line}`);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const orderSheetBody = (productNo: number, optionNo: number, orderCnt: number) => ({
  products: [{ productNo, optionNo, orderCnt, optionInputs: [] }],
  cartNos: [],
  productCoupons: [],
  channelType: null,
});

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

// Made when the suite runs (not at import), so a run that skips these tests leaves no folder behind.
let folder = '';
let stack: ScaleStack;
const log: string[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'courtside-scale-'));
  const ports = await pickPorts(Number(process.env.SCALE_BENCH_PORT_BASE ?? 5210));
  stack = await startScaleStack({
    dataDir: folder,
    ports,
    env: { ...process.env, POS_SETUP_CODE: SETUP_CODE, SHOP_SYSTEM_KEY: SYSTEM_KEY, NEXT_TELEMETRY_DISABLED: '1' },
    log: (line) => {
      log.push(line);
      if (/error|실패|종료/i.test(line)) console.log(line);
    },
  });
  report(`stack: nginx ${stack.url} → ${stack.instances.map((i) => `${i.id} ${i.url}`).join(', ')}; PostgreSQL, s3rver ${stack.s3Endpoint}, shop-api ${stack.shopUrl}`);
}, 10 * 60 * 1000);

afterAll(async () => {
  await stack?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 120_000);

interface Sample {
  step: string;
  ms: number;
}

describe('several instances behind nginx', () => {
  it(`${SHOPPERS} concurrent shoppers for ${SECONDS} s: latency percentiles, no errors, both instances serve`, async () => {
    const search = await fetch(`${stack.shopUrl}/products/search?pageNumber=1&pageSize=30&hasTotalCount=true`, { headers: shopHeaders });
    const items = ((await search.json()) as { items: { productNo: number; productName: string }[] }).items;
    const catalogue: { productNo: number; optionNo: number; word: string }[] = [];
    for (const item of items) {
      const res = await fetch(`${stack.shopUrl}/products/${item.productNo}/options`, { headers: shopHeaders });
      const body = (await res.json()) as { flatOptions?: { optionNo: number; stockCnt: number; saleType?: string }[] };
      const option = body.flatOptions?.find((o) => o.stockCnt > 0);
      if (!option) continue;
      // Shoppers buy what a guest can order as is (custom products need their design inputs first).
      const probe = await fetch(`${stack.shopUrl}/order-sheets`, { method: 'POST', headers: shopHeaders, body: JSON.stringify(orderSheetBody(item.productNo, option.optionNo, 1)) });
      await probe.arrayBuffer();
      if (probe.ok) catalogue.push({ productNo: item.productNo, optionNo: option.optionNo, word: item.productName.split(/\s+/)[0] ?? '댐프너' });
    }
    expect(catalogue.length).toBeGreaterThan(3);

    const samples: Sample[] = [];
    const errors: string[] = [];
    const served = new Map<string, number>();
    const deadline = Date.now() + SECONDS * 1000;

    async function call(step: string, url: string, init?: RequestInit): Promise<Response | null> {
      // The window closes for new requests at the deadline; requests under way finish and count.
      if (Date.now() >= deadline) return null;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(120_000) });
        const body = await res.arrayBuffer();
        samples.push({ step, ms: performance.now() - t0 });
        if (url.startsWith(stack.url)) {
          const instance = res.headers.get('x-courtside-instance') ?? '(none)';
          served.set(instance, (served.get(instance) ?? 0) + 1);
          if (!instance.startsWith('web-')) errors.push(`${step}: x-courtside-instance ${instance}`);
        }
        if (res.status >= 400) {
          errors.push(`${step} ${url} → ${res.status}`);
          return null;
        }
        return new Response(body, { status: res.status, headers: res.headers });
      } catch (error) {
        errors.push(`${step} ${url} → ${(error as Error).message}`);
        return null;
      }
    }

    async function shopper(n: number): Promise<void> {
      const rng = seededRng(testSeed(1500 + n));
      const think = (): Promise<void> => sleep(randomInt(rng, 200, 800));
      await sleep(randomInt(rng, 0, 2000));
      while (Date.now() < deadline) {
        const pick = catalogue[randomInt(rng, 0, catalogue.length - 1)] ?? catalogue[0]!;
        if (Date.now() >= deadline) break;
        await call('home', `${stack.url}/`);
        await think();
        await call('search', `${stack.url}/search?keyword=${encodeURIComponent(pick.word)}`);
        await think();
        await call('product', `${stack.url}/product/${pick.productNo}`);
        await think();
        const line = { cartNo: 1, productNo: pick.productNo, optionNo: pick.optionNo, orderCnt: randomInt(rng, 1, 2), optionInputs: [] };
        await call('cart (platform)', `${stack.shopUrl}/guest/cart`, { method: 'POST', headers: shopHeaders, body: JSON.stringify([line]) });
        await call('cart', `${stack.url}/guest/cart`);
        await think();
        const sheet = await call('order sheet (platform)', `${stack.shopUrl}/order-sheets`, {
          method: 'POST',
          headers: shopHeaders,
          body: JSON.stringify(orderSheetBody(pick.productNo, pick.optionNo, line.orderCnt)),
        });
        const sheetNo = sheet ? ((await sheet.json()) as { orderSheetNo?: string }).orderSheetNo : undefined;
        if (sheetNo) await call('checkout', `${stack.url}/order/${sheetNo}/checkout`);
        await think();
      }
    }

    const t0 = performance.now();
    const loadBefore = loadavg()[0] ?? 0;
    await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n)));
    const elapsed = (performance.now() - t0) / 1000;
    report(`machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after (shared with other work)`);

    const pages = samples.filter((s) => !s.step.includes('platform')).map((s) => s.ms).sort((x, y) => x - y);
    const fmt = (list: number[]): string => `p50 ${percentile(list, 50).toFixed(0)} ms, p95 ${percentile(list, 95).toFixed(0)} ms, p99 ${percentile(list, 99).toFixed(0)} ms`;
    report(`${SHOPPERS} shoppers for ${elapsed.toFixed(1)} s through nginx: ${samples.length} requests (${(samples.length / elapsed).toFixed(1)}/s), ${pages.length} own-server pages — ${fmt(pages)}; errors ${errors.length}`);
    for (const step of [...new Set(samples.map((s) => s.step))]) {
      const list = samples.filter((s) => s.step === step).map((s) => s.ms).sort((x, y) => x - y);
      report(`  ${step.padEnd(24)} n=${String(list.length).padStart(5)}  ${fmt(list)}`);
    }
    report(`  answered by: ${[...served.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    if (errors.length > 0) report(`  first errors: ${errors.slice(0, 5).join(' | ')}`);
    expect(errors).toEqual([]);
    expect([...served.keys()].sort()).toEqual(['web-1', 'web-2']);
    const [a = 0, b = 0] = [served.get('web-1'), served.get('web-2')];
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.8);
  }, 15 * 60 * 1000);

  it(`a terminal syncs ${SALES} sales through nginx while each instance in turn is SIGKILLed and restarted: nothing lost, nothing doubled`, async () => {
    const platform = platformCalls(stack.shopUrl, SYSTEM_KEY, CLIENT_ID);
    const products: { productNo: number; optionNo: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const p = await platform.createProduct(`스케일 벤치 상품 ${i + 1}`, 3000 + i * 100, [100_000]);
      products.push({ productNo: p.productNo, optionNo: p.optionNos[0] ?? 0 });
    }
    const admin = { name: '관리자', pin: '2468' };
    const registered = await registerSimTerminal(stack.url, '카운터 1', admin, SETUP_CODE);
    const session = await loginSim(stack.url, registered.terminalKey, admin.name, admin.pin);
    const terminal = new SimTerminal(stack.url, registered.terminalId, registered.terminalKey, session.staffId);
    const rng = seededRng(testSeed(1515));
    const sold = new Map<number, number>();

    // The cashier keeps selling (about 100 sales a second) while the terminal syncs in batches of 40.
    let selling = true;
    const seller = (async () => {
      for (let i = 0; i < SALES; i++) {
        const lines = Array.from({ length: randomInt(rng, 1, 3) }, (_, k) => {
          const p = products[(i + k * 3) % products.length]!;
          const quantity = randomInt(rng, 1, 2);
          sold.set(p.optionNo, (sold.get(p.optionNo) ?? 0) + quantity);
          return { productNo: p.productNo, optionNo: p.optionNo, quantity, unitPrice: 3000 };
        });
        terminal.sell(lines, (['cash', 'card', 'split'] as const)[randomInt(rng, 0, 2)]);
        if (i % 10 === 9) await sleep(100);
      }
      selling = false;
    })();
    let failedUploads = 0;
    const syncer = (async () => {
      while (selling || terminal.outbox.length > 0) {
        if (terminal.outbox.length === 0) {
          await sleep(50);
          continue;
        }
        const outcome = await terminal.syncOnce(40);
        if (!outcome.ok) {
          failedUploads += 1;
          await sleep(100);
        }
      }
    })();

    // The faults: web-1 dies at 4 s and is started again; once it answers, web-2 dies and is started again.
    const t0 = performance.now();
    const at = (): string => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
    const faults: string[] = [];
    await sleep(4000);
    for (const instance of stack.instances) {
      const confirmedBefore = terminal.confirmed.size;
      await instance.kill('SIGKILL');
      faults.push(`${instance.id} SIGKILL at ${at()} (${confirmedBefore} sales confirmed)`);
      await instance.start();
      faults.push(`${instance.id} back at ${at()}`);
      await sleep(1500);
    }
    await Promise.all([seller, syncer]);
    const syncedAt = at();

    // Every stock push reaches the platform (a lease a killed instance held lapses after 15 s).
    const shared = openDatabase<PosDb>(stack.webDatabaseUrl);
    try {
      const drainDeadline = Date.now() + 180_000;
      for (;;) {
        const pending = await pendingStockPushes({ db: shared.db });
        if (pending === 0) break;
        if (Date.now() > drainDeadline) throw new Error(`재고 반영 대기 중 ${pending}건이 남았습니다.`);
        await sleep(1000);
      }
      const drainedAt = at();

      const replies = [...terminal.confirmed.values()];
      const sales = await shared.db
        .selectFrom('pos_sales')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('client_id').distinct().as('ids'), eb.fn.sum('total').as('total')])
        .executeTakeFirstOrThrow();
      const expectedTotal = terminal.recorded.reduce((s, e) => s + (e.kind === 'sale' ? e.payload.totals.total : 0), 0);
      // A push's state is its round's (packages/pos-server stock-push-state.ts).
      const pushes = await shared.db.selectFrom('pos_stock_push_rounds').select(['status', (eb) => eb.fn.sum('push_count').as('n')]).groupBy('status').execute();
      const conflicts = await shared.db.selectFrom('pos_conflicts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      let stockExact = 0;
      const stockWrong: string[] = [];
      for (const p of products) {
        const stock = await platform.stockOf(p.productNo, p.optionNo);
        const expected = 100_000 - (sold.get(p.optionNo) ?? 0);
        if (stock === expected) stockExact += 1;
        else stockWrong.push(`${p.optionNo}: ${stock} ≠ ${expected}`);
      }
      const lost = SALES - Number(sales.ids);
      const doubled = Number(sales.n) - Number(sales.ids);
      report(`fault run: ${faults.join('; ')}`);
      report(
        `  ${SALES} sales synced through nginx by ${syncedAt}, stock drained by ${drainedAt}; the terminal saw ${failedUploads} failed uploads and ${terminal.replayed} replays; ` +
          `server: ${sales.n} sales (${sales.ids} distinct, total ${Number(sales.total).toLocaleString('ko-KR')}원 of ${expectedTotal.toLocaleString('ko-KR')}원); ` +
          `stock pushes ${pushes.map((r) => `${r.status} ${r.n}`).join(', ')}; conflicts ${conflicts.n}; platform stock exact on ${stockExact}/${products.length} options — lost ${lost}, doubled ${doubled}`,
      );
      expect(terminal.outbox).toHaveLength(0);
      expect(replies.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(terminal.confirmed.size).toBe(SALES);
      expect(lost).toBe(0);
      expect(doubled).toBe(0);
      expect(Number(sales.total)).toBe(expectedTotal);
      expect(stockWrong).toEqual([]);
      expect(Number(conflicts.n)).toBe(0);
    } finally {
      await shared.close();
    }
  }, 15 * 60 * 1000);
});
