// Writes a run of sales and stock movements with a handful of multi-row inserts instead of five
// statements per entry: a backlog of thousands of sales then syncs in seconds. Rows keep the
// entries' order, so stock pushes (numbered by insertion) go to the platform in the order sold.
import type { PosSaleEntry, PosStockEntry } from '@courtside/core';
import type { Insertable, Transaction } from 'kysely';
import { dateOf, saleLineRows, salePaymentRows, saleReason, saleRow, stockPushRows, stockReason, type AppliedEffect } from './ledger';
import type { PosDb, PosPaymentTable, PosSaleLineTable, PosStockPushTable } from './schema';

// Row counts per statement, well under SQLite's and PostgreSQL's bind-parameter limits.
const SALE_ROWS = 200;
const SMALL_ROWS = 1000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export class LedgerWriter {
  private entries: (PosSaleEntry | PosStockEntry)[] = [];
  private ids = new Set<string>();

  constructor(private readonly now: string) {}

  get size(): number {
    return this.entries.length;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(entry: PosSaleEntry | PosStockEntry): void {
    this.entries.push(entry);
    this.ids.add(entry.id);
  }

  /** Inserts everything added so far; answers each entry's server number and business day. */
  async flush(trx: Transaction<PosDb>): Promise<Map<string, AppliedEffect>> {
    const entries = this.entries;
    this.entries = [];
    this.ids = new Set();
    const effects = new Map<string, AppliedEffect>();
    if (entries.length === 0) return effects;

    const sales = entries.filter((e): e is PosSaleEntry => e.kind === 'sale');
    const saleNos = new Map<string, number>();
    for (const part of chunks(sales, SALE_ROWS)) {
      const rows = await trx.insertInto('pos_sales').values(part.map((e) => saleRow(e, this.now))).returning(['sale_no', 'client_id']).execute();
      for (const r of rows) saleNos.set(r.client_id, r.sale_no);
    }
    const lines: Insertable<PosSaleLineTable>[] = [];
    const payments: Insertable<PosPaymentTable>[] = [];
    for (const e of sales) {
      const saleNo = saleNos.get(e.id) ?? 0;
      lines.push(...saleLineRows(e, saleNo));
      payments.push(...salePaymentRows(e, saleNo));
      effects.set(e.id, { serverNo: saleNo, businessDate: dateOf(e.payload.soldAt) });
    }
    for (const part of chunks(lines, SMALL_ROWS)) await trx.insertInto('pos_sale_lines').values(part).execute();
    for (const part of chunks(payments, SMALL_ROWS)) await trx.insertInto('pos_payments').values(part).execute();

    const pushes: Insertable<PosStockPushTable>[] = entries.flatMap((e) => (e.kind === 'sale' ? stockPushRows(e, saleReason(e.payload), this.now) : stockPushRows(e, stockReason(e), this.now)));
    const firstPush = new Map<string, number>();
    for (const part of chunks(pushes, SMALL_ROWS)) {
      const rows = await trx.insertInto('pos_stock_pushes').values(part).returning(['push_id', 'client_id']).execute();
      for (const r of rows) firstPush.set(r.client_id, Math.min(firstPush.get(r.client_id) ?? Number.MAX_SAFE_INTEGER, r.push_id));
    }
    for (const e of entries) {
      if (e.kind === 'stock') effects.set(e.id, { serverNo: firstPush.get(e.id) ?? 0, businessDate: dateOf(e.payload.movedAt) });
    }
    return effects;
  }
}
