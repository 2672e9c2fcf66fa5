// `pnpm bench` for the commerce API, against a real server process (issue 31: every figure beside
// a limit measured in the same run, interleaved with it, their ratio, the goal and the load):
// - keyword search with counts and facets, 520 different keywords, a stock change before each, at
//   10,000, 100,000 and 300,000 products (a catalogue per size), on SQLite — beside
//   the bare HTTP round trip plus an FTS5 match and count over the same products (bench/fts-floor.ts);
//   and at 100,000 on PostgreSQL: the server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names, or
//   else a throwaway one started for the run and stopped after;
// - product detail, cart get and order-sheet create under 50 concurrent clients beside GET /health
//   at the same concurrency, in alternating rounds (SQLite, 100,000 products); lists and typing.
// BENCH_SCALES=10000,100000 (say) times fewer sizes; BENCH_PG=0 skips PostgreSQL; BENCH_DATA_DIR keeps
// the SQLite catalogue for the next run.
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ascending, benchLine, formatMs, interleave, percentile, type BenchFigure } from '@courtside/core/bench';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import { seedMembers } from '../src/seed/fixtures.ts';
import type { LoadedCatalogue } from './load-catalogue.ts';
import { PORT, changeStock, headers, loadCatalogue, requestJson, startServer, stopServer, timedGet } from './bench-server.ts';
import { openFtsFloor } from './fts-floor.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';
import { typedPrefixes, type BenchKeyword, type KeywordKind } from './search-keywords.ts';

const SCALES = (process.env.BENCH_SCALES ?? '10000,100000,300000').split(',').map(Number).filter((n) => n > 0);
const CONCURRENCY_SCALE = SCALES.includes(100_000) ? 100_000 : (SCALES.at(-1) as number);
const CLIENTS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

const print = (figure: BenchFigure) => console.log(benchLine(figure, loadavg()));
const p95 = (values: number[]) => percentile(ascending(values), 95);
const p50 = (values: number[]) => percentile(ascending(values), 50);
const count = (n: number) => n.toLocaleString('ko-KR');

async function keywordBench(label: string, scale: number, loaded: LoadedCatalogue, ftsPath: string): Promise<void> {
  const { keywords, warmUp, stockProducts } = loaded;
  const fts = openFtsFloor(ftsPath);
  try {
    const search = (k: string, extra: string) => `/products/search?filter.keywords=${encodeURIComponent(k)}${extra}`;
    const full = '&hasTotalCount=true&pageSize=30&enableTypoCorrection=true';
    for (const k of warmUp) {
      await timedGet(search(k.keyword, full));
      fts.matchAndCount(k.keyword);
    }
    for (let i = 0; i < 100; i++) await timedGet('/health');
    let found = 0;
    const byKind = new Map<KeywordKind, number[]>();
    // Per keyword, in turns: the search; the round trip and the FTS5 match (the limit). A stock
    // change before each (not timed): a product sells out, and comes back before the next.
    const timed = await interleave(
      keywords.length,
      async (i) => {
        const k = keywords[i] as BenchKeyword;
        const { ms: t, body } = await timedGet(search(k.keyword, full));
        if ((body as { totalCount: number }).totalCount > 0) found++;
        byKind.set(k.kind, [...(byKind.get(k.kind) ?? []), t]);
      },
      [() => timedGet('/health'), (i) => fts.matchAndCount((keywords[i] as BenchKeyword).keyword)],
      () => performance.now(),
      async (i) => {
        const options = stockProducts[Math.floor(i / 2) % stockProducts.length] ?? [];
        for (const [k, optionNo] of options.entries()) await changeStock(optionNo, i % 2 === 0 ? -1_000_000 : 1_000_000, i * 10 + k);
      },
    );
    print({
      measure: `키워드 검색 ${label} 상품 ${count(scale)}개 p95 (서로 다른 키워드 ${keywords.length}개, 30개+건수+패싯, 매번 재고 변경 후)`,
      project: p95(timed.project),
      detail: `p50 ${formatMs(p50(timed.project))}, 결과 있음 ${found}개`,
      limit: p95(timed.limit),
      limitWhat: 'GET /health 왕복 + FTS5 두 글자 조각 매치·건수·30개',
      goal: { maxMs: 5, maxRatio: 1.2 },
    });
    const kinds = [...byKind].map(([kind, t]) => `${kind} ${t.length}개 p95 ${formatMs(p95(t))}`);
    console.log(`[bench]   종류별: ${kinds.join(', ')}`);

    const prefixes = typedPrefixes(keywords);
    const typed = new Set(prefixes);
    for (const p of typedPrefixes(warmUp, 300).filter((x) => !typed.has(x))) await timedGet(search(p, '&pageSize=8')); // warm-up
    const typing = await interleave(prefixes.length, (i) => timedGet(search(prefixes[i] as string, '&pageSize=8')), [() => timedGet('/health')], () => performance.now());
    print({
      measure: `자동완성 ${label} 상품 ${count(scale)}개 p95 (입력 중인 접두어 ${prefixes.length}개, 상품명 8개)`,
      project: p95(typing.project),
      detail: `p50 ${formatMs(p50(typing.project))}`,
      limit: p95(typing.limit),
      limitWhat: 'GET /health 왕복',
      goal: { maxMs: 5 },
    });
  } finally {
    await fts.close();
  }
}

/** Up to 50 requests in flight at once: each client on its own kept-alive connection. */
const crowd = new http.Agent({ keepAlive: true, maxSockets: 64 });
function crowdRequest(method: string, path: string, extraHeaders: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolveRequest, reject) => {
    const start = performance.now();
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path, headers: { ...headers, ...extraHeaders }, agent: crowd }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 300) reject(new Error(`HTTP ${res.statusCode} ${path}`));
        else resolveRequest(performance.now() - start);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function listAndConcurrencyBench(sample: LoadedCatalogue['sample']): Promise<void> {
  // Lists without keywords (sort orders, paging, a category), and two fixed keyword searches.
  const queries = [
    'filter.keywords=댐프너&filter.soldout=false&pageSize=30',
    'filter.keywords=코트 댐프너&pageSize=30&order.by=DISCOUNTED_PRICE&order.direction=ASC',
    'pageSize=30&order.by=SALE_CNT&pageNumber=50&hasTotalCount=true',
    'categoryNos=529105&pageSize=30&hasTotalCount=true',
    'pageSize=30&order.by=RECENT_PRODUCT&hasTotalCount=true',
  ];
  for (const q of queries) await timedGet(encodeURI(`/products/search?${q}`)); // warm-up
  const list = await interleave(250, (i) => timedGet(encodeURI(`/products/search?${queries[i % queries.length]}`)), [() => timedGet('/health')], () => performance.now());
  print({ measure: `상품 목록·고정 검색 p95 (상품 ${count(CONCURRENCY_SCALE)}개)`, project: p95(list.project), detail: `p50 ${formatMs(p50(list.project))}`, limit: p95(list.limit), limitWhat: 'GET /health 왕복', goal: { maxMs: 20 } });

  const login = await requestJson('POST', '/oauth/token', { 'content-type': 'application/json' }, { memberId: seedMembers.shopper.memberId, password: seedMembers.shopper.password });
  const { accessToken } = login.body as { accessToken: string };
  await requestJson('POST', '/cart', { accessToken, 'content-type': 'application/json' }, [{ productNo: sample.productNo, optionNo: sample.optionNo, orderCnt: 1, optionInputs: [] }]);
  const sheet = JSON.stringify({ products: [{ productNo: sample.productNo, optionNo: sample.optionNo, orderCnt: 1, optionInputs: [] }], cartNos: [], productCoupons: [] });
  const health = () => crowdRequest('GET', '/health', {});
  const scenarios: Array<[string, () => Promise<number>]> = [
    ['상품 상세', () => crowdRequest('GET', `/products/${sample.productNo}`, {})],
    ['장바구니 조회', () => crowdRequest('GET', '/cart', { accessToken })],
    ['주문서 생성', () => crowdRequest('POST', '/order-sheets', { 'content-type': 'application/json' }, sheet)],
  ];
  const ROUNDS = 20;
  for (const [label, call] of scenarios) {
    // Warmed up one at a time first: otherwise the first 50 calls all queue behind the route's
    // first (cold) ones, and those 50 of 1,000 are exactly the p95.
    for (let i = 0; i < 20; i++) {
      await call();
      await health();
    }
    // Rounds in turns: 50 clients at once on the route, then 50 at once on GET /health (the order
    // turning each round), so both see the same machine.
    const route: number[] = [];
    const bare: number[] = [];
    const burst = async (fn: () => Promise<number>, into: number[]) => {
      await Promise.all(Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < 2; i++) into.push(await fn());
      }));
    };
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        await burst(call, route);
        await burst(health, bare);
      } else {
        await burst(health, bare);
        await burst(call, route);
      }
    }
    print({
      measure: `${label} 동시 ${CLIENTS}명 p95 (${route.length}건)`,
      project: p95(route),
      detail: `p50 ${formatMs(p50(route))}`,
      limit: p95(bare),
      limitWhat: `GET /health 동시 ${CLIENTS}명`,
      goal: { maxRatio: 1.2 },
    });
  }
}

async function postgresDatabase(): Promise<{ db: TestDatabase; server: ThrowawayPostgres | null } | null> {
  let server: ThrowawayPostgres | null = null;
  let url = PG_URL;
  if (!url) {
    const started = await startThrowawayPostgres(process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined);
    if ('missing' in started) {
      console.log(`[bench] PostgreSQL 검색 벤치를 건너뜁니다: ${started.missing}. BENCH_DATABASE_URL로 서버를 지정할 수도 있습니다.`);
      return null;
    }
    server = started;
    url = started.url;
    console.log(`[bench] PostgreSQL: 이 벤치용 임시 서버(${started.version}, ${url.replace(/\/\/[^@]*@/, '//')}, fsync=off)를 띄웠습니다.`);
  }
  try {
    return { db: await createTestDatabase(url, 'bench'), server };
  } catch (error) {
    server?.stop();
    console.log(`[bench] PostgreSQL(${url.replace(/\/\/[^@]*@/, '//')})에 연결할 수 없어 PostgreSQL 검색 벤치를 건너뜁니다: ${(error as Error).message}`);
    return null;
  }
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
console.log(`[bench] 시작 시 부하(load average 1·5·15분): ${load()}`);
process.once('exit', () => console.log(`[bench] 끝날 때 부하(load average 1·5·15분): ${load()}`));

// SQLite: a catalogue per size; keyword search at each, lists and concurrency at 100,000.
// BENCH_DATA_DIR keeps the SQLite catalogue between runs (only what is missing is loaded again).
const keptDir = process.env.BENCH_DATA_DIR ?? null;
if (keptDir) mkdirSync(keptDir, { recursive: true });
const dir = keptDir ?? mkdtempSync(join(tmpdir(), 'courtside-bench-'));
try {
  for (const scale of SCALES) {
    // A catalogue per size (kept in BENCH_DATA_DIR): a kept larger one must not stand in for a smaller.
    const sqliteUrl = `sqlite:${join(dir, `bench-${scale}.sqlite`)}`;
    const ftsPath = join(dir, `fts-floor-${scale}.sqlite`);
    const loaded = await loadCatalogue(sqliteUrl, 'SQLite', scale, ftsPath);
    const child = await startServer(sqliteUrl);
    try {
      await keywordBench('SQLite', scale, loaded, ftsPath);
      if (scale === CONCURRENCY_SCALE) await listAndConcurrencyBench(loaded.sample);
    } finally {
      await stopServer(child);
    }
  }
} finally {
  if (!keptDir) rmSync(dir, { recursive: true, force: true });
}

// PostgreSQL: the same keyword search at 100,000 products.
const pg = process.env.BENCH_PG === '0' ? null : await postgresDatabase();
if (pg) {
  const pgDir = mkdtempSync(join(tmpdir(), 'courtside-bench-pg-'));
  try {
    const ftsPath = join(pgDir, 'fts-floor.sqlite');
    const loaded = await loadCatalogue(pg.db.url, 'PostgreSQL', CONCURRENCY_SCALE, ftsPath);
    const child = await startServer(pg.db.url);
    try {
      await keywordBench('PostgreSQL', CONCURRENCY_SCALE, loaded, ftsPath);
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
    await pg.db.drop();
    pg.server?.stop();
  }
}
