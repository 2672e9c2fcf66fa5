// Where each custom order stands on the production line (seed §4), and every move with who and when.
// Moves follow core's production machine: one step forward at a time, never back; an order with no
// row is "design complete". Two admins pressing the same button at once: the conditional update lets
// one through and the other is told the order already moved.
import {
  PRODUCTION_TRANSITION_MESSAGES,
  readProductionStatus,
  transitionProductionStatus,
  type ProductionStep,
  type ProductionTransitionErrorCode,
} from '@courtside/core/machines';
import type { Kysely } from 'kysely';
import type { WebDatabase } from '@/lib/server/db/schema';

export interface ProductionRecord {
  orderNo: string;
  status: ProductionStep;
  salesChannel: string;
  updatedBy: string | null;
  updatedAt: string | null;
  exportedAt: string | null;
  exportedBy: string | null;
}

export interface ProductionEvent {
  from: ProductionStep;
  to: ProductionStep;
  memberId: string;
  at: string;
}

export const DEFAULT_SALES_CHANNEL = 'courtside';

export type MoveResult =
  | { ok: true; record: ProductionRecord }
  | { ok: false; code: ProductionTransitionErrorCode; message: string; current: ProductionStep };

function designComplete(orderNo: string): ProductionRecord {
  return { orderNo, status: 'design', salesChannel: DEFAULT_SALES_CHANNEL, updatedBy: null, updatedAt: null, exportedAt: null, exportedBy: null };
}

/** Records of these orders; orders without one read as design complete. */
export async function productionRecords(db: Kysely<WebDatabase>, orderNos: readonly string[]): Promise<Map<string, ProductionRecord>> {
  const found = new Map<string, ProductionRecord>(orderNos.map((no) => [no, designComplete(no)]));
  const wanted = [...new Set(orderNos)];
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db.selectFrom('custom_production').selectAll().where('order_no', 'in', wanted.slice(i, i + 500)).execute();
    for (const row of rows) {
      found.set(row.order_no, {
        orderNo: row.order_no,
        status: readProductionStatus(row.status),
        salesChannel: row.sales_channel,
        updatedBy: row.updated_by,
        updatedAt: row.updated_at,
        exportedAt: row.exported_at,
        exportedBy: row.exported_by,
      });
    }
  }
  return found;
}

export async function productionRecord(db: Kysely<WebDatabase>, orderNo: string): Promise<ProductionRecord> {
  return (await productionRecords(db, [orderNo])).get(orderNo) ?? designComplete(orderNo);
}

export async function productionHistory(db: Kysely<WebDatabase>, orderNo: string): Promise<ProductionEvent[]> {
  const rows = await db.selectFrom('custom_production_events').selectAll().where('order_no', '=', orderNo).orderBy('event_id').execute();
  return rows.map((row) => ({ from: readProductionStatus(row.from_status), to: readProductionStatus(row.to_status), memberId: row.member_id, at: row.at }));
}

function refused(code: ProductionTransitionErrorCode, current: ProductionStep): MoveResult {
  return { ok: false, code, message: PRODUCTION_TRANSITION_MESSAGES[code], current };
}

/** Moves an order to `to` as `memberId` at `now`, or says why the machine refuses. */
export async function moveProduction(db: Kysely<WebDatabase>, orderNo: string, to: ProductionStep, memberId: string, now: Date): Promise<MoveResult> {
  try {
    return await tryMove(db, orderNo, to, memberId, now);
  } catch (error) {
    // The first move of an order raced another admin's: their row won the primary key. Answer as
    // the machine would from where the order stands now.
    const current = await db.selectFrom('custom_production').select('status').where('order_no', '=', orderNo).executeTakeFirst();
    if (!current) throw error;
    const decided = transitionProductionStatus(readProductionStatus(current.status), to);
    return refused(decided.ok ? 'PRODUCTION_STATUS_UNCHANGED' : decided.error.code, readProductionStatus(current.status));
  }
}

async function tryMove(db: Kysely<WebDatabase>, orderNo: string, to: ProductionStep, memberId: string, now: Date): Promise<MoveResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('custom_production').select(['status']).where('order_no', '=', orderNo).executeTakeFirst();
    const from = row ? readProductionStatus(row.status) : 'design';
    const decided = transitionProductionStatus(from, to);
    if (!decided.ok) return refused(decided.error.code, from);

    if (row) {
      // Only from the status just read: a concurrent move makes this touch no row.
      const updated = await trx
        .updateTable('custom_production')
        .set({ status: to, updated_by: memberId, updated_at: at })
        .where('order_no', '=', orderNo)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return refused('PRODUCTION_STATUS_UNCHANGED', from);
    } else {
      await trx
        .insertInto('custom_production')
        .values({ order_no: orderNo, status: to, sales_channel: DEFAULT_SALES_CHANNEL, updated_by: memberId, updated_at: at, created_at: at, exported_at: null, exported_by: null })
        .execute();
    }
    await trx.insertInto('custom_production_events').values({ order_no: orderNo, from_status: from, to_status: to, member_id: memberId, at }).execute();
    const record = await trx.selectFrom('custom_production').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    return {
      ok: true,
      record: {
        orderNo,
        status: readProductionStatus(record.status),
        salesChannel: record.sales_channel,
        updatedBy: record.updated_by,
        updatedAt: record.updated_at,
        exportedAt: record.exported_at,
        exportedBy: record.exported_by,
      },
    };
  });
}

/** Notes that orders went to the print-on-demand partner (kept with their production record). */
export async function markExported(db: Kysely<WebDatabase>, orderNos: readonly string[], memberId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const orderNo of orderNos) {
    const updated = await db.updateTable('custom_production').set({ exported_at: at, exported_by: memberId }).where('order_no', '=', orderNo).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      // Not yet on the production line: the export itself does not move it (status stays design complete),
      // so the row is written without a status of the machine.
      await db
        .insertInto('custom_production')
        .values({ order_no: orderNo, status: 'design', sales_channel: DEFAULT_SALES_CHANNEL, updated_by: memberId, updated_at: at, created_at: at, exported_at: at, exported_by: memberId })
        .execute();
    }
  }
}

/** Records where an order was sold; the production status is left as it is (no row: design complete). */
export async function setSalesChannel(db: Kysely<WebDatabase>, orderNo: string, salesChannel: string, memberId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const updated = await db.updateTable('custom_production').set({ sales_channel: salesChannel }).where('order_no', '=', orderNo).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  try {
    await db
      .insertInto('custom_production')
      .values({ order_no: orderNo, status: 'design', sales_channel: salesChannel, updated_by: memberId, updated_at: at, created_at: at, exported_at: null, exported_by: null })
      .execute();
  } catch (error) {
    // Another admin created the row a moment ago: set the channel on it.
    const again = await db.updateTable('custom_production').set({ sales_channel: salesChannel }).where('order_no', '=', orderNo).executeTakeFirst();
    if (Number(again.numUpdatedRows) === 0) throw error;
  }
}
