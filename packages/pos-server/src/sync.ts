// One sync request end to end: apply the batch in order, start pushing its stock effects to the
// platform, and answer each entry's result with the terminal's open conflicts. A small batch (a live
// sale) waits briefly for its pushes so an oversell comes back in the same reply; a backlog does not.
import { POS_SYNC_MAX_BATCH, type PosSyncReply, type PosTerminalInfo } from '@courtside/core';
import { listConflicts } from './conflicts';
import type { PosDeps } from './deps';
import { posError } from './errors';
import { ingestBatch } from './ingest';
import { kickStockPushes, syncStarted } from './stock-push-scheduler';
import { pendingStockPushes } from './stock-pushes';

const WAIT_FOR_PUSHES_UP_TO = 20;
const PUSH_WAIT_MS = 1500;

const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export async function handleSync(deps: PosDeps, terminal: PosTerminalInfo, batch: { terminalId: number; entries: readonly unknown[] }): Promise<PosSyncReply> {
  if (batch.entries.length > POS_SYNC_MAX_BATCH) throw posError('POS_BATCH_TOO_LARGE');
  if (batch.terminalId !== terminal.terminalId) throw posError('POS_TERMINAL_MISMATCH');
  let results;
  const ended = syncStarted(deps);
  try {
    results = await ingestBatch(deps, terminal, batch.entries);
  } catch (error) {
    // Entries before the failure are committed and will answer as replays when the batch is resent.
    console.error('[pos sync]', error);
    throw posError('POS_SYNC_UNAVAILABLE');
  } finally {
    ended();
  }
  const drain = kickStockPushes(deps).catch((error: unknown) => {
    console.error('[pos stock push]', error);
  });
  if (results.some((r) => r.status === 'applied') && batch.entries.length <= WAIT_FOR_PUSHES_UP_TO) {
    await Promise.race([drain, pause(PUSH_WAIT_MS)]);
  }
  const [conflicts, pending] = await Promise.all([listConflicts(deps, { status: 'open', terminalId: terminal.terminalId, limit: 50 }), pendingStockPushes(deps)]);
  return { results, conflicts, pendingStockPushes: pending, serverTime: deps.now().toISOString() };
}
