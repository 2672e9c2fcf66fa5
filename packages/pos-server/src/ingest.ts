// Sync ingest (POST /api/pos/sync). Entries are applied in the order sent. Each applied client id is
// recorded in pos_applied_entries in the SAME transaction as its effect, so an entry is either fully
// in the ledger with its id or not at all; a replay answers the recorded first result, and the same
// id with a different payload is refused with POS_ID_CONFLICT.
//
// For speed a run of entries shares one transaction (one commit per group instead of per entry).
// Every refusal is decided before an entry writes anything, so a refused entry never needs undoing;
// if the group fails for any other reason (a database error, a concurrent request applying the same
// id) nothing of it is kept, and its entries are applied again one transaction each, which isolates
// the failing entry and turns a lost race into a replay.
import {
  canonicalPosJson,
  checkPosSyncEntry,
  legacyPosPayload,
  parsePosSyncEntry,
  posErrorMessage,
  type PosEntryResult,
  type PosSyncEntry,
  type PosSyncEntryReply,
  type PosTerminalInfo,
} from '@courtside/core/pos';
import type { Kysely, Transaction } from 'kysely';
import type { PosDeps } from './deps';
import { applyCashReceipt } from './cash-receipts';
import { applyRefund, checkExchangeSale, EntryRejection } from './ledger';
import { LedgerWriter } from './ledger-writer';
import { insertRows } from './bulk-insert';
import type { PosDb } from './schema';
import { sha256 } from './secrets';

const GROUP_SIZE = 100;

function reject(id: string, code: string, message = posErrorMessage(code)): PosSyncEntryReply {
  return { id, status: 'rejected', code, message };
}

/**
 * What makes two sends of an id "the same entry": everything the terminal sent, in canonical form
 * (the entry as parsed, so an entry written with `qty` fingerprints as its upgraded `quantity` form).
 */
export function entryFingerprint(entry: PosSyncEntry): string {
  return fingerprint(entry, entry.payload);
}

/** The fingerprint recorded for this entry before `qty` was renamed `quantity` (lines with `qty`). */
export function legacyEntryFingerprint(entry: PosSyncEntry): string {
  return fingerprint(entry, legacyPosPayload(entry.payload));
}

function fingerprint(entry: PosSyncEntry, payload: unknown): string {
  return sha256(canonicalPosJson({ kind: entry.kind, terminalId: entry.terminalId, staffId: entry.staffId, createdAt: entry.createdAt, payload }));
}

interface Recorded {
  hash: string;
  result: PosEntryResult;
}

/** A replay answers the first result; a different payload under the same id is refused. */
function answer(entry: PosSyncEntry, hash: string, prior: Recorded): PosSyncEntryReply {
  // An entry recorded before the rename carries the fingerprint of its `qty` form.
  if (prior.hash !== hash && prior.hash !== legacyEntryFingerprint(entry)) return reject(entry.id, 'POS_ID_CONFLICT');
  return { id: entry.id, status: 'replayed', result: prior.result };
}

async function lookup(db: Kysely<PosDb>, ids: readonly string[]): Promise<Map<string, Recorded>> {
  const found = new Map<string, Recorded>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('pos_applied_entries')
      .select(['client_id', 'payload_hash', 'result_json'])
      .where('client_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.client_id, { hash: r.payload_hash, result: JSON.parse(r.result_json) as PosEntryResult });
  }
  return found;
}

interface Pending {
  index: number;
  entry: PosSyncEntry;
  hash: string;
}

async function insertApplied(trx: Transaction<PosDb>, done: readonly { p: Pending; result: PosEntryResult }[]): Promise<void> {
  await insertRows(trx, 'pos_applied_entries', done.map(({ p, result }) => ({
    client_id: p.entry.id,
    kind: p.entry.kind,
    terminal_id: p.entry.terminalId,
    staff_id: p.entry.staffId,
    payload_hash: p.hash,
    result_json: JSON.stringify(result),
    applied_at: result.appliedAt,
  })));
}

/**
 * Applies `pending` in order inside `trx` and answers a reply per entry. Sales and stock movements
 * are buffered and written together; a refund (which reads its sale) or a repeated id first writes
 * what is buffered, so every entry sees the ones before it. `seen` holds ids applied earlier in
 * this same transaction.
 */
async function applyInOrder(trx: Transaction<PosDb>, pending: readonly Pending[], seen: Map<string, Recorded>, now: string): Promise<PosSyncEntryReply[]> {
  const replies = new Map<number, PosSyncEntryReply>();
  const writer = new LedgerWriter(now);
  let buffered: Pending[] = [];
  const flush = async (): Promise<void> => {
    const effects = await writer.flush(trx);
    const done = buffered.map((p) => {
      const effect = effects.get(p.entry.id) ?? { serverNo: 0, businessDate: now.slice(0, 10) };
      return { p, result: { kind: p.entry.kind, serverNo: effect.serverNo, appliedAt: now, businessDate: effect.businessDate } };
    });
    await insertApplied(trx, done);
    for (const { p, result } of done) {
      seen.set(p.entry.id, { hash: p.hash, result });
      replies.set(p.index, { id: p.entry.id, status: 'applied', result });
    }
    buffered = [];
  };
  for (const p of pending) {
    if (writer.has(p.entry.id)) await flush();
    const prior = seen.get(p.entry.id);
    if (prior) {
      replies.set(p.index, answer(p.entry, p.hash, prior));
      continue;
    }
    if (p.entry.kind === 'sale' && p.entry.payload.exchange) {
      // 교환: the new sale reads its refund half, so what is buffered is written first.
      await flush();
      try {
        await checkExchangeSale(trx, p.entry);
      } catch (error) {
        if (!(error instanceof EntryRejection)) throw error;
        replies.set(p.index, reject(p.entry.id, error.code, error.message));
        continue;
      }
    }
    if (p.entry.kind === 'sale' || p.entry.kind === 'stock') {
      writer.add(p.entry);
      buffered.push(p);
      continue;
    }
    await flush();
    try {
      // A refund or a 현금영수증 change reads its sale, so everything before it is written first.
      const effect = p.entry.kind === 'refund' ? await applyRefund(trx, p.entry, now) : await applyCashReceipt(trx, p.entry);
      const result: PosEntryResult = { kind: p.entry.kind, serverNo: effect.serverNo, appliedAt: now, businessDate: effect.businessDate };
      await insertApplied(trx, [{ p, result }]);
      seen.set(p.entry.id, { hash: p.hash, result });
      replies.set(p.index, { id: p.entry.id, status: 'applied', result });
    } catch (error) {
      // Refusals are decided before any write, so the shared transaction stays clean.
      if (!(error instanceof EntryRejection)) throw error;
      replies.set(p.index, reject(p.entry.id, error.code, error.message));
    }
  }
  await flush();
  return pending.map((p) => replies.get(p.index) ?? reject(p.entry.id, 'POS_SYNC_UNAVAILABLE'));
}

/** The fallback: one transaction per entry; a lost race answers as a replay; other errors propagate. */
async function applyOneByOne(deps: PosDeps, pending: readonly Pending[], now: string): Promise<PosSyncEntryReply[]> {
  const replies: PosSyncEntryReply[] = [];
  for (const p of pending) {
    const known = (await lookup(deps.db, [p.entry.id])).get(p.entry.id);
    if (known) {
      replies.push(answer(p.entry, p.hash, known));
      continue;
    }
    try {
      const [reply] = await deps.db.transaction().execute((trx) => applyInOrder(trx, [p], new Map(), now));
      if (reply) replies.push(reply);
    } catch (error) {
      const raced = (await lookup(deps.db, [p.entry.id])).get(p.entry.id);
      if (!raced) throw error;
      replies.push(answer(p.entry, p.hash, raced));
    }
  }
  return replies;
}

/**
 * Applies a batch in order and answers one reply per entry, in request order. A database failure
 * stops the batch (the route answers 503); entries committed before it answer as replays when the
 * terminal sends the batch again.
 */
export async function ingestBatch(deps: PosDeps, terminal: PosTerminalInfo, entries: readonly unknown[]): Promise<PosSyncEntryReply[]> {
  const replies: (PosSyncEntryReply | null)[] = entries.map(() => null);
  const valid: Pending[] = [];
  for (const [index, raw] of entries.entries()) {
    const rawId = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : '';
    const parsed = parsePosSyncEntry(raw);
    if (!parsed.ok) {
      replies[index] = reject(rawId, 'POS_ENTRY_INVALID', `${posErrorMessage('POS_ENTRY_INVALID')} (${parsed.fields})`);
      continue;
    }
    const check = checkPosSyncEntry(parsed.entry);
    if (!check.ok) replies[index] = reject(parsed.entry.id, check.code, check.message);
    else if (parsed.entry.terminalId !== terminal.terminalId) replies[index] = reject(parsed.entry.id, 'POS_TERMINAL_MISMATCH');
    else valid.push({ index, entry: parsed.entry, hash: entryFingerprint(parsed.entry) });
  }

  const recorded = await lookup(deps.db, [...new Set(valid.map((p) => p.entry.id))]);
  const staffIds = [...new Set(valid.map((p) => p.entry.staffId))];
  const staff = staffIds.length === 0 ? [] : await deps.db.selectFrom('pos_staff').select('staff_id').where('staff_id', 'in', staffIds).execute();
  const knownStaff = new Set(staff.map((s) => s.staff_id));

  const toApply: Pending[] = [];
  for (const p of valid) {
    const prior = recorded.get(p.entry.id);
    if (prior) replies[p.index] = answer(p.entry, p.hash, prior);
    else if (!knownStaff.has(p.entry.staffId)) replies[p.index] = reject(p.entry.id, 'POS_STAFF_UNKNOWN');
    else toApply.push(p);
  }

  for (let i = 0; i < toApply.length; i += GROUP_SIZE) {
    const group = toApply.slice(i, i + GROUP_SIZE);
    const now = deps.now().toISOString();
    let groupReplies: PosSyncEntryReply[];
    try {
      groupReplies = await deps.db.transaction().execute((trx) => applyInOrder(trx, group, new Map(), now));
    } catch {
      groupReplies = await applyOneByOne(deps, group, now);
    }
    group.forEach((p, k) => {
      replies[p.index] = groupReplies[k] ?? null;
    });
  }
  return replies.map((r, i) => r ?? reject('', 'POS_SYNC_UNAVAILABLE', `${i + 1}번째 거래를 처리하지 못했습니다.`));
}
