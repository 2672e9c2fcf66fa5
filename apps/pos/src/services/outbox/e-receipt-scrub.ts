// 전자영수증 (#28 item 9): an `e-receipt` outbox entry carries the shopper's number in clear only until
// the own server has answered for it; settling it keeps the row with the number masked.
import { sql, type Transaction } from 'kysely';
import type { TerminalDatabase, TerminalDb } from '../db/schema.ts';

/** Settled e-receipt entries keep the number masked ("010-****-5678"): the server has it now. */
export async function scrubSentEReceipts(trx: Transaction<TerminalDatabase> | TerminalDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('outbox')
    .set({ payload: sql<string>`json_set(payload, '$.payload.phone', '010-****-' || substr(json_extract(payload, '$.payload.phone'), 8, 4))` })
    .where('kind', '=', 'e-receipt')
    .where('id', 'in', [...ids])
    .where('settled_at', 'is not', null)
    .where(sql<boolean>`json_extract(payload, '$.payload.phone') not like '%*%'`)
    .execute();
}

