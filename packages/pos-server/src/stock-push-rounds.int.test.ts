// The stock outbox by round (migration 0145): a database upgraded with pushes still pending sends
// each of them once — a netted delta already sent keeps its key, so the platform answers the resend
// from its record — and a push committed after a later-numbered one is never passed by its option's
// cursor.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createLeasesTable, createRateLimitsTable, isPostgresUrl, migrateToLatest, openDatabase, sqlitePathFromUrl, type Migration } from '@courtside/db';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posMigrations } from './migrations';
import { createHttpPlatform } from './platform';
import type { PosDb, PosStockPushTable } from './schema';
import { pendingStockPushes, stockPushStates, writeStockPushes } from './stock-push-state';
import type { PosDeps } from './deps';
import type { DrainResult } from './stock-push-store';
import { drainStockPushes } from './stock-pushes';
import { startTestPlatform, type TestPlatform } from './testing/platform';
import { createPosTestDatabase, startPosServer } from './testing/pos-server';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform('pos-rounds-shop');
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

let serial = 0;
const push = (optionNo: number, productNo: number, delta: number, more: Partial<Insertable<PosStockPushTable>> = {}): Insertable<PosStockPushTable> => {
  const n = ++serial;
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    idempotency_key: `rounds-push-${n}`, client_id: `rounds-sale-${n}`, entry_kind: 'sale', line_no: 1, terminal_id: 1, staff_id: 1,
    product_no: productNo, option_no: optionNo, delta, reason: 'POS 판매', status: 'pending', attempts: 0, next_attempt_at: at, last_error: null,
    stock_after: null, created_at: at, pushed_at: null, net_key: null, ...more,
  };
};

describe('stock rounds', () => {
  it('turns pushes pending before the upgrade into rounds, and sends each delta once', async () => {
    const a = await platform.createProduct('업그레이드 A', 1000, [9]);
    const b = await platform.createProduct('업그레이드 B', 1000, [10]);
    const [optA = 0, optB = 0] = [a.optionNos[0], b.optionNos[0]];
    const posDb = await createPosTestDatabase('pos-rounds-upgrade');
    const { '0145-pos-stock-push-rounds': _rounds, ...before } = posMigrations;
    const support: Record<string, Migration> = { 'test-0140-leases': { up: createLeasesTable }, 'test-0150-rate-limits': { up: createRateLimitsTable } };
    const old = openDatabase<PosDb>(posDb.url);
    await migrateToLatest(old.db as Kysely<unknown>, { ...before, ...support });
    // A: one push done (the platform's 9 already counts it), two sent netted under one key whose
    // reply was lost (the platform applied it), one fresh. B: one tried alone and deferred, one fresh.
    const platformApi = createHttpPlatform({ baseUrl: platform.url, systemKey: platform.systemKey });
    await platformApi.adjustStockBatch([{ idempotencyKey: 'legacy-net:A', optionNo: optA, delta: -5, reason: 'POS 재고 2건 합산', allowNegative: true }]);
    await old.db.insertInto('pos_stock_pushes').values([
      push(optA, a.productNo, -1, { status: 'done', attempts: 1, stock_after: 9 }),
      push(optA, a.productNo, -2, { attempts: 1, net_key: 'legacy-net:A' }),
      push(optA, a.productNo, -3, { attempts: 1, net_key: 'legacy-net:A' }),
      push(optA, a.productNo, -1),
      push(optB, b.productNo, 4, { attempts: 2, idempotency_key: 'legacy-alone-B', last_error: '연결 거부' }),
      push(optB, b.productNo, -2),
    ]).execute();
    await old.close();

    const server = await startPosServer(posDb.url, { platformUrl: platform.url, systemKey: platform.systemKey });
    try {
      const db = server.deps.db;
      const rounds = await db.selectFrom('pos_stock_push_rounds').select(['option_no', 'push_count', 'delta', 'net_key', 'status', 'by_key']).orderBy('round_id').execute();
      expect(rounds.map((r) => [r.option_no, r.push_count, r.delta, r.status])).toEqual([
        [optA, 2, -5, 'deferred'],
        [optA, 1, -1, 'sending'],
        [optB, 1, 4, 'deferred'],
        [optB, 1, -2, 'sending'],
      ]);
      expect(rounds[0]?.net_key).toBe('legacy-net:A');
      expect(rounds[2]?.net_key).toBe('legacy-alone-B');
      expect(await pendingStockPushes(server.deps)).toBe(5);
      expect((await stockPushStates(db, optA)).map((p) => p.status)).toEqual(['done', 'pending', 'pending', 'pending']);

      const result = await drainStockPushes(server.deps);
      expect(result).toMatchObject({ pushed: 5, failed: 0 });
      // −5 applied once (before the upgrade), −1 after it; B: +4 −2.
      expect(await platform.stockOf(a.productNo, optA)).toBe(3);
      expect(await platform.stockOf(b.productNo, optB)).toBe(12);
      expect(await pendingStockPushes(server.deps)).toBe(0);
      expect((await stockPushStates(db, optA)).map((p) => [p.status, p.stockAfter])).toEqual([['done', 9], ['done', 4], ['done', 4], ['done', 3]]);

      // New pushes after the upgrade go out in rounds of their own.
      await db.transaction().execute((trx) => writeStockPushes(trx, [push(optA, a.productNo, -1), push(optB, b.productNo, -1)]));
      expect(await drainStockPushes(server.deps)).toMatchObject({ pushed: 2 });
      expect([await platform.stockOf(a.productNo, optA), await platform.stockOf(b.productNo, optB)]).toEqual([2, 11]);
    } finally {
      await server.close();
      await posDb.drop();
    }
  });

  it('waits for a push still being written before moving its option past it', async () => {
    const p = await platform.createProduct('늦게 끝난 기록', 1000, [50]);
    const opt = p.optionNos[0] ?? 0;
    const posDb = await createPosTestDatabase('pos-rounds-late');
    const server = await startPosServer(posDb.url, { platformUrl: platform.url, systemKey: platform.systemKey });
    try {
      // Another writer has a push written but not committed when the drain starts: on PostgreSQL
      // another connection, while a push numbered after it is committed; on SQLite another process
      // (one connection per process: a second one here would only wait for itself).
      const late = push(opt, p.productNo, -3);
      const other = push(opt, p.productNo, -1);
      const drained = isPostgresUrl(posDb.url) ? await drainBesidePostgresWriter(posDb.url, late, other, server.deps) : await drainBesideSqliteWriter(posDb.url, late, other, server.deps);
      expect(drained.pushed).toBeGreaterThanOrEqual(1);
      await drainStockPushes(server.deps);
      expect(await platform.stockOf(p.productNo, opt)).toBe(46);
      expect(await pendingStockPushes(server.deps)).toBe(0);
      expect((await stockPushStates(server.deps.db, opt)).map((s) => s.status)).toEqual(['done', 'done']);
    } finally {
      await server.close();
      await posDb.drop();
    }
  });
});

async function drainBesidePostgresWriter(url: string, late: Insertable<PosStockPushTable>, committed: Insertable<PosStockPushTable>, deps: PosDeps): Promise<DrainResult> {
  const other = openDatabase<PosDb>(url);
  try {
    // The option is in the outbox already (its cursor committed), as for any option sold before.
    await deps.db.insertInto('pos_stock_push_cursors').values({ option_no: late.option_no, through_push_id: 0 }).execute();
    let drained: Promise<DrainResult> | null = null;
    await other.db.transaction().execute(async (trx) => {
      await writeStockPushes(trx, [late]);
      // Numbered after the late one, committed before it: a cursor moved past this one without
      // waiting would leave the late one behind for good.
      await deps.db.transaction().execute((own) => writeStockPushes(own, [committed]));
      drained = drainStockPushes(deps);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    return await (drained as unknown as Promise<DrainResult>);
  } finally {
    await other.close();
  }
}

/** A second process holds SQLite's write lock with a push written, and commits 300 ms later. */
async function drainBesideSqliteWriter(url: string, late: Insertable<PosStockPushTable>, committed: Insertable<PosStockPushTable>, deps: PosDeps): Promise<DrainResult> {
  await deps.db.transaction().execute((own) => writeStockPushes(own, [committed]));
  const driver = createRequire(fileURLToPath(import.meta.resolve('@courtside/db'))).resolve('better-sqlite3');
  const columns = Object.keys(late);
  const script = `
    const db = new (require(process.env.DRIVER))(process.env.DB_FILE);
    db.pragma('busy_timeout = 5000');
    db.exec('begin immediate');
    db.prepare('insert into pos_stock_pushes (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})').run(...JSON.parse(process.env.ROW));
    db.prepare('insert into pos_stock_push_cursors (option_no, through_push_id) values (?, 0) on conflict (option_no) do nothing').run(${late.option_no});
    process.stdout.write('held');
    setTimeout(() => { db.exec('commit'); db.close(); }, 300);`;
  const child = spawn(process.execPath, ['-e', script], { env: { ...process.env, DRIVER: driver, DB_FILE: sqlitePathFromUrl(url), ROW: JSON.stringify(columns.map((c) => (late as Record<string, unknown>)[c] ?? null)) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.on('exit', (code) => reject(new Error(`writer exited ${code}`)));
  });
  const drained = await drainStockPushes(deps);
  expect(await exited).toBe(0);
  return drained;
}
