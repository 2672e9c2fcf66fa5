// Carries the outbox to the own server: batches in outbox order, one batch at a time; each entry
// leaves the outbox only when the server answered for it (applied, replayed or refused). A batch
// that got no answer stays and is retried with backoff; since the server applies each id at most
// once, sending it again is safe. Progress lives in SQLite, so a restart just carries on. The worker
// never holds the database between statements, so a sale at the counter never waits for it. After
// the outbox is empty it pulls catalogue deltas. The parts: sync-status.ts (what the screens see),
// outbox-upload.ts (one upload, one catalogue pull); this file runs the rounds and their timing.
import type { Outbox } from '../outbox/outbox.ts';
import type { PosServerClient } from '../server/pos-server-client.ts';
import { isUnreachable, PosServerError } from '../server/pos-server-client.ts';
import type { TerminalIdentityStore } from '../terminal-identity.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { SyncStatusView } from '../../shared/schemas.ts';
import { terminalErrorMessage } from '../terminal-error.ts';
import { backoffDelay } from './backoff.ts';
import { pullCatalogue, uploadOutbox } from './outbox-upload.ts';
import { createSyncStatus } from './sync-status.ts';

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
  /** Catalogue items (products, barcodes, removals) applied from the delta feed in this round. */
  readonly catalogueApplied: number;
}

export function createSyncWorker(deps: SyncWorkerDeps) {
  const status = createSyncStatus(deps.outbox, deps.onStatus);
  let failures = 0;
  let timer: unknown = null;
  let running: Promise<SyncRoundResult> | null = null;
  let stopped = true;

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = deps.timers.setTimeout(() => {
      timer = null;
      void runOnce();
    }, ms);
  }

  function fail(code: string, message: string, offline: boolean): void {
    status.fail(code, message, offline);
    failures += 1;
  }

  async function round(): Promise<SyncRoundResult> {
    const identity = await deps.identity.load();
    if (!identity) {
      fail('TERMINAL_NOT_REGISTERED', terminalErrorMessage('TERMINAL_NOT_REGISTERED'), true);
      await status.publish();
      schedule(deps.intervalMs);
      return { sent: 0, ok: false, catalogueApplied: 0 };
    }
    if (status.isOffline()) status.apply({ type: 'connectivity', online: true });
    status.apply({ type: 'sync-started' });
    await status.publish();
    const applied = { items: 0 };
    try {
      const { sent } = await uploadOutbox(deps, status, identity.terminalId);
      if (deps.catalogue) await pullCatalogue(deps.server, deps.catalogue, applied);
      if (deps.shop) await deps.shop.pull();
      failures = 0;
      status.apply({ type: 'sync-succeeded', at: deps.now(), sent });
      await status.publish();
      schedule(deps.intervalMs);
      return { sent, ok: true, catalogueApplied: applied.items };
    } catch (error) {
      const code = error instanceof PosServerError ? error.code : 'SYNC_FAILED';
      const message = error instanceof Error ? error.message : '동기화하지 못했습니다.';
      fail(code, message, isUnreachable(error));
      await status.publish();
      schedule(backoffDelay(failures, { baseMs: 1_000, maxMs: deps.maxBackoffMs }, deps.random()));
      return { sent: 0, ok: false, catalogueApplied: applied.items };
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
      return status.view();
    },
    /** A new outbox entry: try to send it soon, unless the worker is backing off. */
    notifyEnqueued(): void {
      if (failures === 0 && !stopped) schedule(50);
      // Status only: a closed database during shutdown is not worth an error.
      status.publish().catch(() => undefined);
    },
    status: status.view,
    conflicts: status.conflicts,
  };
}

export type SyncWorker = ReturnType<typeof createSyncWorker>;
