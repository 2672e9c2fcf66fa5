// Runs `work` atomically: inside the caller's transaction when it already holds one (the order
// service calls the points and coupon services from within its own), otherwise in a new one.
import type { Kysely, Transaction } from 'kysely';
import type { MemberDb } from '../members/member-db.ts';

export async function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<DB>) => work(trx));
}

/**
 * Serialises concurrent writers for one member on PostgreSQL (a row lock on the member until the
 * transaction ends); on SQLite writes are already serialised, and the no-op update is harmless.
 */
export async function lockMember(db: Kysely<MemberDb>, memberNo: number): Promise<boolean> {
  const res = await db.updateTable('members').set((eb) => ({ member_no: eb.ref('member_no') })).where('member_no', '=', memberNo).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
