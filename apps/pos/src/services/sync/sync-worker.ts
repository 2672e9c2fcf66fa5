// Carries the outbox to the own server: batches in outbox order, one batch at a time; each entry
// leaves the outbox only when the server answered for it (applied, replayed or refused). A batch
// that got no answer stays and is retried with backoff; since the server applies each id at most
// once, sending it again is safe. Progress lives in SQLite, so a restart just carries on. The worker
// never holds the database between statements, so a sale at the counter never waits for it. After
// the outbox is empty it pulls catalogue deltas.
import { INITIAL_SYNC_STATE, reduceSync, syncStatusLabel } from '@courtside/core/machines';
import { upgradePosSyncEntry, type PosConflict, type PosSyncEntry, type PosSyncReply } from '@courtside/core/pos';
import type { SyncEvent, SyncState } from '@courtside/core/machines';
import type { Outbox, OutboxSettlement } from '../outbox/outbox.ts';
import type { PosServerClient } from '../server/pos-server-client.ts';
import { isUnreachable, PosServerError } from '../server/pos-server-client.ts';
import type { TerminalIdentityStore } from '../terminal-identity.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { SyncStatusView } from '../../shared/schemas.ts';
import { terminalErrorMessage } from '../terminal-error.ts';
import { backoffDelay } from './backoff.ts';

/** Per-entry refusals that mean "later", not "never": the entry stays in the outbox. */
const TRANSIENT_ENTRY_CODES = new Set(['POS_SYNC_UNAVAILABLE', 'POS_PLATFORM_UNAVAILABLE']);

export interface SyncTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncWorkerDeps {
  readonly outbox: Outbox;
  readonly server: Pick<PosServerClient, 'sync' | 'catalogue'>;
  readonly identity: TerminalIdentityStore;
  readonly catalogue: CatalogueCache | null;
  /** The shop's receipt details, refreshed after the catalogue each round. */
  readonly shop?: { pull(): Promise<void> };
  readonly now: () => number;
  readonly random: () => number;
  readonly timers: SyncTimers;
  readonly batchSize: number;
  readonly intervalMs: number;
  readonly maxBackoffMs: number;
  readonly onStatus?: (status: SyncStatusView) => void;
}

export interface SyncRoundResult {
  readonly sent: number;
  readonly ok: boolean;
}

export function createSyncWorker(deps: SyncWorkerDeps) {
  let state: SyncState = INITIAL_SYNC_STATE;
  let conflicts: readonly PosConflict[] = [];
  // Oversells are found after an upload, when the server's stock pushes reach the platform, so the
  // reply to the upload often cannot name them yet. While the server still has pushes to make or this
  // terminal has open conflicts (or it has not asked since starting), an idle round asks again with
  // an empty batch, so the counter learns of its oversells without having to sell again.
  let conflictsMayChange = true;
  let failures = 0;
  let timer: unknown = null;
  let running: Promise<SyncRoundResult> | null = null;
  let stopped = true;

  const apply = (event: SyncEvent) => {
    state = reduceSync(state, event);
  };

  async function view(): Promise<SyncStatusView> {
    const pending = await deps.outbox.pendingCount();
    state = { ...state, pending };
    return {
      status: state.status,
      pending,
      lastSyncAt: state.lastSyncAt === null ? null : new Date(state.lastSyncAt).toISOString(),
      lastError: state.lastError,
      conflicts: conflicts.length + (await deps.outbox.conflictCount()),
      label: syncStatusLabel(state),
    };
  }

  async function publish(): Promise<void> {
    if (deps.onStatus) deps.onStatus(await view());
  }

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = deps.timers.setTimeout(() => {
      timer = null;
      void runOnce();
    }, ms);
  }

  function fail(code: string, message: string, offline: boolean): void {
    if (offline) apply({ type: 'connectivity', online: false });
    else apply({ type: 'sync-failed', code, message });
    state = { ...state, lastError: { code, message } };
    failures += 1;
  }

  function noteReply(reply: PosSyncReply): void {
    conflicts = reply.conflicts;
    conflictsMayChange = reply.pendingStockPushes > 0 || reply.conflicts.length > 0;
  }

  async function uploadAll(terminalId: number): Promise<{ sent: number }> {
    let sent = 0;
    for (;;) {
      const rows = await deps.outbox.pending(deps.batchSize);
      if (rows.length === 0) {
        if (sent === 0 && conflictsMayChange) noteReply(await deps.server.sync({ terminalId, entries: [] }));
        return { sent };
      }
      // Entries written before `qty` was named `quantity` are sent in today's shape (the server matches either).
      const entries = rows.map((row) => upgradePosSyncEntry(JSON.parse(row.payload)) as PosSyncEntry);
      const reply = await deps.server.sync({ terminalId, entries });
      noteReply(reply);
      const settlements: OutboxSettlement[] = [];
      let transient: { code: string; message: string } | null = null;
      for (const result of reply.results) {
        if (result.status === 'rejected' && TRANSIENT_ENTRY_CODES.has(result.code)) {
          transient = { code: result.code, message: result.message };
          break; // keep order: nothing after a deferred entry is settled in this round
        }
        settlements.push(
          result.status === 'rejected'
            ? { id: result.id, outcome: 'rejected', result: { code: result.code, message: result.message } }
            : { id: result.id, outcome: result.status === 'applied' ? 'applied' : 'duplicate', result: result.result },
        );
      }
      await deps.outbox.settle(settlements, new Date(deps.now()).toISOString());
      sent += settlements.length;
      if (transient) throw new PosServerError(transient.code, transient.message, 503, false);
      if (settlements.length === 0) throw new PosServerError('SERVER_ERROR', '서버가 거래를 받지 않았습니다.', 500, false);
    }
  }

  async function pullCatalogue(): Promise<void> {
    if (!deps.catalogue) return;
    for (let page = 0; page < 1000; page += 1) {
      const reply = await deps.server.catalogue(await deps.catalogue.cursor(), 2000);
      await deps.catalogue.applyPage(reply);
      if (!reply.hasMore) return;
    }
  }

  async function round(): Promise<SyncRoundResult> {
    const identity = await deps.identity.load();
    if (!identity) {
      fail('TERMINAL_NOT_REGISTERED', terminalErrorMessage('TERMINAL_NOT_REGISTERED'), true);
      await publish();
      schedule(deps.intervalMs);
      return { sent: 0, ok: false };
    }
    if (state.status === 'offline') apply({ type: 'connectivity', online: true });
    apply({ type: 'sync-started' });
    await publish();
    try {
      const { sent } = await uploadAll(identity.terminalId);
      await pullCatalogue();
      if (deps.shop) await deps.shop.pull();
      failures = 0;
      apply({ type: 'sync-succeeded', at: deps.now(), sent });
      await publish();
      schedule(deps.intervalMs);
      return { sent, ok: true };
    } catch (error) {
      const code = error instanceof PosServerError ? error.code : 'SYNC_FAILED';
      const message = error instanceof Error ? error.message : '동기화하지 못했습니다.';
      const offline = isUnreachable(error);
      fail(code, message, offline);
      await publish();
      schedule(backoffDelay(failures, { baseMs: 1_000, maxMs: deps.maxBackoffMs }, deps.random()));
      return { sent: 0, ok: false };
    }
  }

  /** One sync round now (or the one already running). */
  function runOnce(): Promise<SyncRoundResult> {
    if (!running) {
      running = round().finally(() => {
        running = null;
      });
    }
    return running;
  }

  return {
    start(): void {
      stopped = false;
      schedule(0);
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => undefined);
    },
    runOnce,
    /** 지금 동기화: run now and answer the status after it. */
    async syncNow(): Promise<SyncStatusView> {
      if (running) await running;
      await runOnce();
      return view();
    },
    /** A new outbox entry: try to send it soon, unless the worker is backing off. */
    notifyEnqueued(): void {
      if (failures === 0 && !stopped) schedule(50);
      // Status only: a closed database during shutdown is not worth an error.
      publish().catch(() => undefined);
    },
    status: view,
    conflicts: (): readonly PosConflict[] => conflicts,
  };
}

export type SyncWorker = ReturnType<typeof createSyncWorker>;
