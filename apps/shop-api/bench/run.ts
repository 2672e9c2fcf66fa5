// `pnpm bench` for the commerce API: product search over 100,000 products, and product detail,
// cart get and order-sheet create under 50 concurrent clients — against a real server process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '@courtside/db';
import type { ShopDb } from '../src/db/schema.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { seedMembers } from '../src/seed/fixtures.ts';
import { BULK_FIRST_PRODUCT_NO, seedBulkProducts } from '../src/seed/catalogue-bulk.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CLIENTS = 50;
const PORT = 4400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${PORT}`;
const headers = { clientId: 'courtside-local', platform: 'PC', Version: '1.0' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - start;
}

async function waitForServer(child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const dir = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
const databaseUrl = `sqlite:${join(dir, 'bench.sqlite')}`;
const opened = openDatabase<ShopDb>(databaseUrl);
await migrateToLatest(opened.db as Kysely<unknown>, migrations);
await seedIfEmpty(opened.db, new Date());
const loadStart = performance.now();
await seedBulkProducts(opened.db, PRODUCTS, new Date());
const sample = await opened.db.selectFrom('options').select(['product_no as productNo', 'option_no as optionNo'])
  .where('product_no', '>=', BULK_FIRST_PRODUCT_NO).where('stock_cnt', '>', 0).orderBy('option_no').limit(1).executeTakeFirstOrThrow();
console.log(`[bench] 상품 ${PRODUCTS.toLocaleString('ko-KR')}개 적재: ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
await opened.close();

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', main], {
  env: { ...process.env, SHOP_API_PORT: String(PORT), DATABASE_URL: databaseUrl, SHOP_API_SEED: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForServer(child);

  // 1. Search: keywords (AND), sold-out hidden, several sort orders, paging.
  const queries = [
    'filter.keywords=댐프너&filter.soldout=false&pageSize=30',
    'filter.keywords=코트 댐프너&pageSize=30&order.by=DISCOUNTED_PRICE&order.direction=ASC',
    'filter.keywords=블랙&pageSize=30&order.by=RECENT_PRODUCT&hasTotalCount=true',
    'pageSize=30&order.by=SALE_CNT&pageNumber=50&hasTotalCount=true',
    'categoryNos=529105&pageSize=30&hasTotalCount=true',
    'filter.keywords=그립&pageSize=30&order.by=POPULAR&hasTotalCount=true',
  ];
  for (const q of queries) await timed(() => fetch(`${base}/products/search?${q}`, { headers })); // warm-up
  const search: number[] = [];
  for (let i = 0; i < 300; i++) {
    const q = queries[i % queries.length]!;
    search.push(await timed(() => fetch(`${base}/products/search?${q}`, { headers })));
  }
  search.sort((a, b) => a - b);
  console.log(`[bench] 상품 검색 (${PRODUCTS.toLocaleString('ko-KR')}개): p50 ${ms(percentile(search, 50))}, p95 ${ms(percentile(search, 95))} (목표 p95 ≤ 20 ms)`);

  // 2. Fifty concurrent clients.
  const login = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ memberId: seedMembers.shopper.memberId, password: seedMembers.shopper.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  await fetch(`${base}/cart`, {
    method: 'POST',
    headers: { ...headers, accessToken, 'content-type': 'application/json' },
    body: JSON.stringify([{ productNo: sample.productNo, optionNo: sample.optionNo, orderCnt: 1, optionInputs: [] }]),
  });

  const scenarios: Array<[string, () => Promise<Response>]> = [
    ['상품 상세', () => fetch(`${base}/products/${sample.productNo}`, { headers })],
    ['장바구니 조회', () => fetch(`${base}/cart`, { headers: { ...headers, accessToken } })],
    [
      '주문서 생성',
      () =>
        fetch(`${base}/order-sheets`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ products: [{ productNo: sample.productNo, optionNo: sample.optionNo, orderCnt: 1, optionInputs: [] }], cartNos: [], productCoupons: [] }),
        }),
    ],
  ];
  for (const [label, call] of scenarios) {
    const latencies: number[] = [];
    const perClient = 20;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < perClient; i++) latencies.push(await timed(call));
      }),
    );
    latencies.sort((a, b) => a - b);
    console.log(`[bench] ${label} (동시 ${CLIENTS}명, ${latencies.length}건): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (목표 p95 ≤ 100 ms)`);
  }
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
