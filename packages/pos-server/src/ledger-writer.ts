// Writes a run of sales and stock movements with a handful of multi-row inserts instead of five
// statements per entry: a backlog of thousands of sales then syncs in seconds. Rows keep the
// entries' order, so stock pushes (numbered by insertion) go to the platform in the order sold.
// The inserts are kept statement texts with the rows' values as parameters (bulk-insert.ts), not
// Kysely-built VALUES lists (issue 31: building those cost more than running them).
import type { PosSaleEntry, PosStockEntry } from '@courtside/core/pos';
import type { Insertable, Transaction } from 'kysely';
import { dateOf, saleBusinessDate, saleLineRows, salePaymentRows, saleReason, saleRow, stockPushRows, stockReason, type AppliedEffect } from './ledger';
import { insertRows } from './bulk-insert';
import { writeStockPushes } from './stock-push-state';
import type { PosDb, PosPaymentTable, PosSaleLineTable, PosSaleTable, PosStockPushTable } from './schema';

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
    const saleRows = await insertRows<Insertable<PosSaleTable>, { sale_no: number | string; client_id: string }>(trx, 'pos_sales', sales.map((e) => saleRow(e, this.now)), ['sale_no', 'client_id']);
    for (const r of saleRows) saleNos.set(r.client_id, Number(r.sale_no));
    const lines: Insertable<PosSaleLineTable>[] = [];
    const payments: Insertable<PosPaymentTable>[] = [];
    for (const e of sales) {
      const saleNo = saleNos.get(e.id) ?? 0;
      lines.push(...saleLineRows(e, saleNo));
      payments.push(...salePaymentRows(e, saleNo));
      effects.set(e.id, { serverNo: saleNo, businessDate: saleBusinessDate(e.payload) });
    }
    await insertRows(trx, 'pos_sale_lines', lines);
    await insertRows(trx, 'pos_payments', payments);

    const pushes: Insertable<PosStockPushTable>[] = entries.flatMap((e) => (e.kind === 'sale' ? stockPushRows(e, saleReason(e.payload), this.now) : stockPushRows(e, stockReason(e), this.now)));
    const firstPush = new Map<string, number>();
    const pushRows = await writeStockPushes<{ push_id: number | string; client_id: string }>(trx, pushes, ['push_id', 'client_id']);
    for (const r of pushRows) firstPush.set(r.client_id, Math.min(firstPush.get(r.client_id) ?? Number.MAX_SAFE_INTEGER, Number(r.push_id)));
    for (const e of entries) {
      if (e.kind === 'stock') effects.set(e.id, { serverNo: firstPush.get(e.id) ?? 0, businessDate: dateOf(e.payload.movedAt) });
    }
    return effects;
  }
}
