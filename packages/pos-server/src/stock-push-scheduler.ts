// When the stock outbox is drained: right after a sync (kicked), and on a timer so a push deferred
// while the platform was down goes out even if no terminal syncs again. One drain at a time per
// database, across instances too: a drain holds the `pos-stock-pushes` lease in the database, and
// an instance that finds it taken asks again a moment later (the holder's last pass may have missed
// pushes this instance just wrote). A kick during a drain asks for one more pass afterwards. While a terminal is uploading,
// the drain pauses between pushes: acknowledging the terminal's sales comes first, the stock
// follows a moment later.
import { PROCESS_HOLDER, withLease, type LeasesDb } from '@courtside/db';
import type { Kysely } from 'kysely';
import type { PosDeps } from './deps';
import { drainStockPushes, type DrainResult } from './stock-pushes';

interface DrainState {
  running: Promise<DrainResult> | null;
  again: boolean;
  timer: ReturnType<typeof setInterval> | null;
  activeSyncs: number;
  /** Set at shutdown: no new drains; a drain cut off by the closing database ends quietly. */
  stopped: boolean;
  /** A retry planned because another instance held the lease. */
  retry: ReturnType<typeof setTimeout> | null;
}

export const STOCK_PUSH_LEASE = 'pos-stock-pushes';
/** Long enough for a slow pass; renewed every third of it while draining; a dead holder's lease lapses after it. */
const LEASE_TTL_MS = 15_000;
const LEASE_RETRY_MS = 1000;

const SYNC_YIELD_MS = 25;
/** A drain never waits longer than this for uploads to finish (a stream of syncs must not starve it). */
const MAX_YIELD_MS = 2000;

const states = new WeakMap<object, DrainState>();

function stateOf(deps: PosDeps): DrainState {
  let state = states.get(deps.db);
  if (!state) {
    state = { running: null, again: false, timer: null, activeSyncs: 0, stopped: false, retry: null };
    states.set(deps.db, state);
  }
  return state;
}

function yielder(state: DrainState) {
  return async (): Promise<void> => {
    const started = Date.now();
    while (state.activeSyncs > 0 && Date.now() - started < MAX_YIELD_MS) {
      await new Promise<void>((resolve) => setTimeout(resolve, SYNC_YIELD_MS));
    }
  };
}

/** Marks a terminal upload in progress; call the answer when it is done. */
export function syncStarted(deps: PosDeps): () => void {
  const state = stateOf(deps);
  state.activeSyncs += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    state.activeSyncs -= 1;
  };
}

async function loop(deps: PosDeps, state: DrainState): Promise<DrainResult> {
  const db = deps.db as unknown as Kysely<LeasesDb>;
  const outcome = await withLease(db, STOCK_PUSH_LEASE, PROCESS_HOLDER, LEASE_TTL_MS, () => passes(deps, state), () => deps.now().getTime()).catch((error: unknown) => {
    if (state.stopped) return { ran: true as const, value: emptyResult() };
    throw error;
  });
  if (outcome.ran) return outcome.value;
  // Another instance is draining: look again shortly, so pushes written here after its last pass go out.
  if (!state.retry && !state.stopped) {
    state.retry = setTimeout(() => {
      state.retry = null;
      kickStockPushes(deps).catch((error: unknown) => console.error('[pos stock push]', error));
    }, LEASE_RETRY_MS);
    state.retry.unref();
  }
  return emptyResult();
}

function emptyResult(): DrainResult {
  return { pushed: 0, failed: 0, deferred: 0, conflicts: 0 };
}

async function passes(deps: PosDeps, state: DrainState): Promise<DrainResult> {
  const total = emptyResult();
  const yieldToSyncs = yielder(state);
  do {
    state.again = false;
    let r: DrainResult;
    try {
      r = await drainStockPushes(deps, yieldToSyncs);
    } catch (error) {
      if (state.stopped) return total;
      throw error;
    }
    total.pushed += r.pushed;
    total.failed += r.failed;
    total.deferred += r.deferred;
    total.conflicts += r.conflicts;
  } while (state.again);
  return total;
}

/** Starts a drain (or asks the running one for another pass); resolves when it is done. */
export function kickStockPushes(deps: PosDeps): Promise<DrainResult> {
  const state = stateOf(deps);
  if (state.stopped) return Promise.resolve(emptyResult());
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = loop(deps, state).finally(() => {
    state.running = null;
  });
  return state.running;
}

/** Retries deferred pushes every `intervalMs` for as long as the process runs. */
export function startStockPushTimer(deps: PosDeps, intervalMs = 15_000): void {
  const state = stateOf(deps);
  if (state.timer) return;
  state.timer = setInterval(() => {
    kickStockPushes(deps).catch((error: unknown) => console.error('[pos stock push]', error));
  }, intervalMs);
  state.timer.unref();
}

/** Shutdown: stops the timer and further drains (pending pushes stay in the outbox for the next start). */
export function stopStockPushes(deps: PosDeps): void {
  const state = stateOf(deps);
  if (state.timer) clearInterval(state.timer);
  if (state.retry) clearTimeout(state.retry);
  state.timer = null;
  state.retry = null;
  state.stopped = true;
}

/** Waits for a running drain (tests and shutdown). */
export async function settleStockPushes(deps: PosDeps): Promise<void> {
  const running = stateOf(deps).running;
  if (running) await running.catch(() => undefined);
}
