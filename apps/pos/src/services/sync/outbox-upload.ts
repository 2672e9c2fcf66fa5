// One upload of the outbox: batches in outbox order until it is empty. Each entry leaves the outbox
// only when the server answered for it (applied, replayed or refused); a "later" refusal stops the
// round with nothing after it settled, so the order of the outbox is kept.
import { upgradePosSyncEntry, type PosSyncEntry } from '@courtside/core/pos';
import type { Outbox, OutboxSettlement } from '../outbox/outbox.ts';
import type { PosServerClient } from '../server/pos-server-client.ts';
import { PosServerError } from '../server/pos-server-client.ts';
import type { SyncStatus } from './sync-status.ts';

/** Per-entry refusals that mean "later", not "never": the entry stays in the outbox. */
const TRANSIENT_ENTRY_CODES = new Set(['POS_SYNC_UNAVAILABLE', 'POS_PLATFORM_UNAVAILABLE']);

export interface UploadDeps {
  readonly outbox: Outbox;
  readonly server: Pick<PosServerClient, 'sync'>;
  readonly now: () => number;
  readonly batchSize: number;
}

/** Sends every pending entry; answers how many the server settled. Throws when a batch got no usable answer. */
export async function uploadOutbox(deps: UploadDeps, status: Pick<SyncStatus, 'noteReply' | 'conflictsMayChange'>, terminalId: number): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const rows = await deps.outbox.pending(deps.batchSize);
    if (rows.length === 0) {
      if (sent === 0 && status.conflictsMayChange()) status.noteReply(await deps.server.sync({ terminalId, entries: [] }));
      return { sent };
    }
    // Entries written before `qty` was named `quantity` are sent in today's shape (the server matches either).
    const entries = rows.map((row) => upgradePosSyncEntry(JSON.parse(row.payload)) as PosSyncEntry);
    const reply = await deps.server.sync({ terminalId, entries });
    status.noteReply(reply);
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

/**
 * Pulls the catalogue's delta feed from the stored cursor until it has no more, and counts the items
 * applied into `applied.items` as each page commits (a failure part-way keeps the pages before it).
 */
export async function pullCatalogue(server: Pick<PosServerClient, 'catalogue'>, catalogue: { cursor(): Promise<string | null>; applyPage(page: Awaited<ReturnType<PosServerClient['catalogue']>>): Promise<number> }, applied: { items: number }): Promise<void> {
  for (let page = 0; page < 1000; page += 1) {
    const reply = await server.catalogue(await catalogue.cursor(), 2000);
    applied.items += await catalogue.applyPage(reply);
    if (!reply.hasMore) return;
  }
}
