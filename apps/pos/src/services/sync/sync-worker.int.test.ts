import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PosCataloguePage, PosConflict, PosSyncEntry, PosSyncReply, PosSyncRequest } from '@courtside/core/pos';
import { createTestTerminal, readyTerminal } from '../testing/test-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';
import { PosServerError } from '../server/pos-server-client.ts';
import { createSyncWorker } from './sync-worker.ts';
import type { SaleDraft } from '../../shared/schemas.ts';

/** A stand-in own server: applies each id once, answers replays with the first result. */
function fakeServer() {
  const applied = new Map<string, { serverNo: number; payload: string }>();
  const batches: string[][] = [];
  let failNext = 0;
  let rejectIds = new Set<string>();
  return {
    applied,
    batches,
    /** What the next replies say about the server's stock pushes and this terminal's open conflicts. */
    pendingStockPushes: 0,
    openConflicts: [] as PosConflict[],
    failNextRequests(n: number) {
      failNext = n;
    },
    reject(ids: string[]) {
      rejectIds = new Set(ids);
    },
    async sync(request: PosSyncRequest): Promise<PosSyncReply> {
      batches.push(request.entries.map((e) => e.id));
      if (failNext > 0) {
        failNext -= 1;
        throw new PosServerError('SERVER_UNREACHABLE', '연결 불가', 0, true);
      }
      const results = request.entries.map((entry: PosSyncEntry) => {
        if (rejectIds.has(entry.id)) return { id: entry.id, status: 'rejected' as const, code: 'POS_ENTRY_INVALID', message: '거래 내용이 올바르지 않습니다.' };
        const first = applied.get(entry.id);
        const result = (n: number) => ({ kind: entry.kind, serverNo: n, appliedAt: '2024-03-05T00:00:00Z', businessDate: '2024-03-05' });
        if (first) return { id: entry.id, status: 'replayed' as const, result: result(first.serverNo) };
        applied.set(entry.id, { serverNo: applied.size + 1, payload: JSON.stringify(entry.payload) });
        return { id: entry.id, status: 'applied' as const, result: result(applied.size) };
      });
      return { results, conflicts: this.openConflicts, pendingStockPushes: this.pendingStockPushes, serverTime: '2024-03-05T00:00:00Z' };
    },
    async catalogue(cursor: string | null): Promise<PosCataloguePage> {
      return { items: [], nextCursor: cursor ?? 'c1', hasMore: false };
    },
  };
}

function oversell(entryId: string): PosConflict {
  return {
    conflictId: 1, kind: 'oversell', status: 'open', entryId, entryKind: 'sale', terminalId: 3, staffId: 21, productNo: 1, optionNo: 10,
    delta: -1, stockBefore: 0, stockAfter: -1, detail: null, detectedAt: '2024-03-05T03:00:01Z', resolvedAt: null, resolvedByStaffId: null, note: null,
  };
}

const draft: SaleDraft = {
  lines: [{ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity: 1, unitPrice: 6000, discount: 0, voidReason: null }],
  saleDiscount: null,
  payments: [{ method: 'cash', amount: 6000, tendered: 10000 }],
  heldSaleId: null,
};

describe('the sync worker', () => {
  let t: TestTerminal;
  let server: ReturnType<typeof fakeServer>;
  let scheduled: number[];

  const worker = () =>
    createSyncWorker({
      outbox: t.services.outbox,
      server,
      identity: t.services.identity,
      catalogue: t.services.catalogue,
      now: () => Date.parse('2024-03-05T03:00:00Z'),
      random: () => 0.5,
      timers: { setTimeout: (_fn, ms) => scheduled.push(ms), clearTimeout: () => undefined },
      batchSize: 4,
      intervalMs: 15_000,
      maxBackoffMs: 60_000,
    });

  beforeEach(async () => {
    t = await createTestTerminal();
    await readyTerminal(t);
    server = fakeServer();
    scheduled = [];
  });
  afterEach(async () => t.destroy());

  async function sell(n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const r = await t.dispatch('sales.complete', draft);
      if (r.ok) ids.push((r.value as { id: string }).id);
    }
    return ids;
  }

  it('uploads the outbox in order, in batches, and empties it', async () => {
    const ids = await sell(10);
    const w = worker();
    await w.start();
    await w.runOnce();
    expect(server.batches.map((b) => b.length)).toEqual([4, 4, 2]);
    expect(server.batches.flat()).toEqual(ids);
    expect(await t.services.outbox.pendingCount()).toBe(0);
    expect((await w.status()).status).toBe('online');
  });

  it('keeps everything when the server cannot be reached and retries with growing delays', async () => {
    await sell(3);
    server.failNextRequests(3);
    const w = worker();
    w.start();
    scheduled.length = 0;
    for (let i = 0; i < 3; i += 1) await w.runOnce();
    expect(await t.services.outbox.pendingCount()).toBe(3);
    expect(scheduled).toEqual([750, 1500, 3000]);
    const status = await w.status();
    expect(status).toMatchObject({ status: 'offline', pending: 3 });
    expect(status.label).toBe('오프라인 · 전송 대기 3건');
    await w.runOnce();
    expect(await t.services.outbox.pendingCount()).toBe(0);
    expect(server.applied.size).toBe(3);
  });

  it('sends a batch again after a lost reply, and the server counts each sale once', async () => {
    const ids = await sell(2);
    const w = worker();
    await w.runOnce();
    // The reply was lost: the terminal never recorded it.
    await t.services.db.updateTable('outbox').set({ settled_at: null, outcome: null }).execute();
    await w.runOnce();
    expect(server.batches).toEqual([ids, ids]);
    expect(server.applied.size).toBe(2);
    const outcomes = await t.services.db.selectFrom('outbox').select('outcome').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['duplicate', 'duplicate']);
  });

  it('learns of an oversell found after its upload without selling again, and of its resolution', async () => {
    const [id] = await sell(1);
    const w = worker();
    // The upload is applied; its stock push has not reached the platform yet.
    server.pendingStockPushes = 1;
    await w.runOnce();
    expect((await w.status()).conflicts).toBe(0);
    // The push went below zero on the platform: an idle round asks the server again.
    server.pendingStockPushes = 0;
    server.openConflicts = [oversell(id ?? '')];
    await w.runOnce();
    expect(server.batches.at(-1)).toEqual([]);
    const status = await w.status();
    expect(status.conflicts).toBe(1);
    expect(status.pending).toBe(0);
    // An admin settles it: the terminal hears on its next idle round, then stops asking.
    server.openConflicts = [];
    await w.runOnce();
    expect((await w.status()).conflicts).toBe(0);
    const asked = server.batches.length;
    await w.runOnce();
    expect(server.batches).toHaveLength(asked);
  });

  it('settles a refused entry with its reason instead of retrying it forever', async () => {
    const ids = await sell(2);
    server.reject([ids[0] ?? '']);
    const w = worker();
    await w.runOnce();
    expect(await t.services.outbox.pendingCount()).toBe(0);
    const problems = await t.services.outbox.problems(10);
    expect(problems.map((p) => [p.id, p.outcome])).toEqual([[ids[0], 'rejected']]);
    expect((await w.status()).conflicts).toBe(1);
  });

  it('carries on after a restart where it stopped', async () => {
    await sell(5);
    const first = worker();
    server.failNextRequests(0);
    // Only the first batch gets through before the "crash".
    const origSync = server.sync.bind(server);
    let calls = 0;
    server.sync = async (request) => {
      calls += 1;
      if (calls > 1) throw new PosServerError('SERVER_UNREACHABLE', '연결 불가', 0, true);
      return origSync(request);
    };
    await first.runOnce();
    expect(await t.services.outbox.pendingCount()).toBe(1);
    server.sync = origSync;
    await t.close();
    const again = await createTestTerminal({}, {}, t.dir);
    try {
      const w = createSyncWorker({
        outbox: again.services.outbox,
        server,
        identity: again.services.identity,
        catalogue: again.services.catalogue,
        now: Date.now,
        random: () => 0,
        timers: { setTimeout: () => 0, clearTimeout: () => undefined },
        batchSize: 4,
        intervalMs: 15_000,
        maxBackoffMs: 60_000,
      });
      await w.runOnce();
      expect(await again.services.outbox.pendingCount()).toBe(0);
      expect(server.applied.size).toBe(5);
    } finally {
      await again.close();
    }
  });

  it('never makes a sale wait: a sale completes while a slow upload is in flight', async () => {
    await sell(1);
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const uploading = new Promise<void>((resolve) => {
      started = resolve;
    });
    const origSync = server.sync.bind(server);
    server.sync = async (request) => {
      server.sync = origSync; // only the first upload is slow
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      started();
      await gate;
      return origSync(request);
    };
    const w = worker();
    const round = w.runOnce();
    await uploading;
    const sale = await t.dispatch('sales.complete', draft);
    expect(sale.ok).toBe(true);
    release();
    await round;
    // The round that was in flight also picks up the sale made meanwhile.
    expect(await t.services.outbox.pendingCount()).toBe(0);
    expect(server.applied.size).toBe(2);
  });
});
