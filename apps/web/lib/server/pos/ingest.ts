// Sync ingest (POST /api/pos/sync). Entries are applied one by one in the order sent. Each applied
// client id is recorded in pos_applied_entries in the SAME transaction as its effect, so an entry is
// either fully in the ledger with its id or not at all; a replay answers the recorded first result,
// and the same id with a different payload is refused with POS_ID_CONFLICT.
import {
  canonicalPosJson,
  checkPosSyncEntry,
  posErrorMessage,
  type PosEntryResult,
  type PosSyncEntry,
  type PosSyncEntryReply,
  type PosTerminalInfo,
} from '@courtside/core';
import type { PosDeps } from './deps';
import { applyRefund, applySale, applyStock, EntryRejection, type AppliedEffect } from './ledger';
import { sha256 } from './secrets';
import { parseSyncEntry } from './sync-schemas';

function reject(id: string, code: string, message = posErrorMessage(code)): PosSyncEntryReply {
  return { id, status: 'rejected', code, message };
}

/** What makes two sends of an id "the same entry": everything the terminal sent, in canonical form. */
export function entryFingerprint(entry: PosSyncEntry): string {
  return sha256(canonicalPosJson({ kind: entry.kind, terminalId: entry.terminalId, staffId: entry.staffId, createdAt: entry.createdAt, payload: entry.payload }));
}

async function recorded(deps: PosDeps, entry: PosSyncEntry, hash: string): Promise<PosSyncEntryReply | null> {
  const prior = await deps.db.selectFrom('pos_applied_entries').select(['payload_hash', 'result_json']).where('client_id', '=', entry.id).executeTakeFirst();
  if (!prior) return null;
  if (prior.payload_hash !== hash) return reject(entry.id, 'POS_ID_CONFLICT');
  return { id: entry.id, status: 'replayed', result: JSON.parse(prior.result_json) as PosEntryResult };
}

function applyEffect(trx: Parameters<typeof applySale>[0], entry: PosSyncEntry, now: string): Promise<AppliedEffect> {
  switch (entry.kind) {
    case 'sale':
      return applySale(trx, entry, now);
    case 'refund':
      return applyRefund(trx, entry, now);
    case 'stock':
      return applyStock(trx, entry, now);
  }
}

export interface IngestContext {
  terminal: PosTerminalInfo;
  /** Staff ids known to exist (filled as the batch goes, so each id is looked up once). */
  knownStaff: Set<number>;
}

export async function ingestEntry(deps: PosDeps, ctx: IngestContext, raw: unknown): Promise<PosSyncEntryReply> {
  const rawId = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : '';
  const parsed = parseSyncEntry(raw);
  if (!parsed.ok) return reject(rawId, 'POS_ENTRY_INVALID', `${posErrorMessage('POS_ENTRY_INVALID')} (${parsed.fields})`);
  const entry = parsed.entry;
  const check = checkPosSyncEntry(entry);
  if (!check.ok) return reject(entry.id, check.code, check.message);
  if (entry.terminalId !== ctx.terminal.terminalId) return reject(entry.id, 'POS_TERMINAL_MISMATCH');

  const hash = entryFingerprint(entry);
  const earlier = await recorded(deps, entry, hash);
  if (earlier) return earlier;

  if (!ctx.knownStaff.has(entry.staffId)) {
    const staff = await deps.db.selectFrom('pos_staff').select('staff_id').where('staff_id', '=', entry.staffId).executeTakeFirst();
    if (!staff) return reject(entry.id, 'POS_STAFF_UNKNOWN');
    ctx.knownStaff.add(entry.staffId);
  }

  const now = deps.now().toISOString();
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      const effect = await applyEffect(trx, entry, now);
      const result: PosEntryResult = { kind: entry.kind, serverNo: effect.serverNo, appliedAt: now, businessDate: effect.businessDate };
      // The id goes in last: its primary key makes a concurrent second apply of this id fail and roll back.
      await trx
        .insertInto('pos_applied_entries')
        .values({ client_id: entry.id, kind: entry.kind, terminal_id: entry.terminalId, staff_id: entry.staffId, payload_hash: hash, result_json: JSON.stringify(result), applied_at: now })
        .execute();
      return result;
    });
    return { id: entry.id, status: 'applied', result };
  } catch (error) {
    if (error instanceof EntryRejection) return reject(entry.id, error.code, error.message);
    // Another request applied this id between our check and our commit: answer as a replay.
    const raced = await recorded(deps, entry, hash);
    if (raced) return raced;
    throw error;
  }
}

/** Applies a batch in order. A database failure stops the batch (the terminal retries; applied ids replay). */
export async function ingestBatch(deps: PosDeps, terminal: PosTerminalInfo, entries: readonly unknown[]): Promise<PosSyncEntryReply[]> {
  const ctx: IngestContext = { terminal, knownStaff: new Set() };
  const replies: PosSyncEntryReply[] = [];
  for (const raw of entries) replies.push(await ingestEntry(deps, ctx, raw));
  return replies;
}
