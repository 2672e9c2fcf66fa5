// The outbox: every sale, refund and stock movement the terminal must tell the own server about, in
// the order they happened. Entries are inserted inside the same transaction as the record they
// describe (see sale-recorder.ts) and leave the pending set only when the server has answered for
// them, so a crash at any point either loses nothing or sends an entry again (the server answers a
// replay with its first result).
import type { Transaction } from 'kysely';
import type { OutboxRow, TerminalDatabase, TerminalDb } from '../db/schema.ts';
import { scrubSentEReceipts } from './e-receipt-scrub.ts';

export type OutboxKind = 'sale' | 'refund' | 'stock' | 'cash-receipt' | 'drawer' | 'e-receipt';
export type OutboxOutcome = 'applied' | 'duplicate' | 'conflict' | 'rejected';

export interface OutboxEntryInput {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly payload: unknown;
  readonly createdAt: string;
}

export interface OutboxSettlement {
  readonly id: string;
  readonly outcome: OutboxOutcome;
  readonly result: unknown;
}

export async function enqueueOutbox(trx: Transaction<TerminalDatabase> | TerminalDb, entry: OutboxEntryInput): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({ id: entry.id, kind: entry.kind, payload: JSON.stringify(entry.payload), created_at: entry.createdAt, attempts: 0, settled_at: null, outcome: null, result: null, last_error: null })
    .execute();
}

export function createOutbox(db: TerminalDb) {
  return {
    /** The oldest unsettled entries, in the order they were written. */
    async pending(limit: number): Promise<OutboxRow[]> {
      return db.selectFrom('outbox').selectAll().where('settled_at', 'is', null).orderBy('seq').limit(limit).execute();
    },

    async pendingCount(): Promise<number> {
      const row = await db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).where('settled_at', 'is', null).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async conflictCount(): Promise<number> {
      const row = await db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).where('outcome', 'in', ['conflict', 'rejected']).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async isSettled(id: string): Promise<boolean> {
      const row = await db.selectFrom('outbox').select('settled_at').where('id', '=', id).executeTakeFirst();
      return row?.settled_at != null;
    },

    async settle(settlements: readonly OutboxSettlement[], at: string): Promise<void> {
      if (settlements.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const s of settlements) {
          await trx
            .updateTable('outbox')
            .set((eb) => ({ settled_at: at, outcome: s.outcome, result: JSON.stringify(s.result ?? null), last_error: null, attempts: eb('attempts', '+', 1) }))
            .where('id', '=', s.id)
            .where('settled_at', 'is', null)
            .execute();
        }
        // 전자영수증 (#28 item 9): once the server has the number, this terminal keeps it masked.
        await scrubSentEReceipts(trx, settlements.map((s) => s.id));
      });
    },

    /** Notes a failed attempt on the entries of a batch the server never answered for. */
    async recordFailure(ids: readonly string[], error: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error }))
        .where('id', 'in', [...ids])
        .execute();
    },

    async settledIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('outbox').select('id').where('id', 'in', [...ids]).where('settled_at', 'is not', null).execute();
      return new Set(rows.map((row) => row.id));
    },

    async problems(limit: number): Promise<OutboxRow[]> {
      return db.selectFrom('outbox').selectAll().where('outcome', 'in', ['conflict', 'rejected']).orderBy('seq', 'desc').limit(limit).execute();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
