// The terminal's order screens online: sales of a day (by terminal or cashier) and one sale with
// its refunds, read from the ledger.
import type { PosPaymentKind, PosRefundPayload, PosSaleDetail, PosSaleList, PosSalePayload, PosSaleSummary } from '@courtside/core/pos';
import type { Selectable } from 'kysely';
import type { PosDeps } from './deps';
import { posError } from './errors';
import { storedPayload } from './ledger';
import type { PosSaleTable } from './schema';

function toSummary(row: Selectable<PosSaleTable>, staffName: string): PosSaleSummary {
  return {
    saleId: row.client_id,
    serverNo: row.sale_no,
    receiptNo: row.receipt_no,
    terminalId: row.terminal_id,
    staffId: row.staff_id,
    staffName,
    soldAt: row.sold_at,
    total: row.total,
    paymentKind: row.payment_kind as PosPaymentKind,
    refunded: row.refunded_total,
    itemCount: storedPayload<PosSalePayload>(row.payload_json).lines.reduce((n, l) => n + l.quantity, 0),
  };
}

async function staffNames(deps: PosDeps): Promise<Map<number, string>> {
  const rows = await deps.db.selectFrom('pos_staff').select(['staff_id', 'name']).execute();
  return new Map(rows.map((r) => [r.staff_id, r.name]));
}

export interface SalesFilter {
  date?: string;
  terminalId?: number;
  staffId?: number;
  receiptNo?: string;
  page?: number;
  size?: number;
}

/** The store's sales from every terminal, newest first, a page at a time. */
export async function listSales(deps: PosDeps, filter: SalesFilter): Promise<PosSaleList> {
  const page = filter.page ?? 1;
  const size = filter.size ?? 50;
  let q = deps.db.selectFrom('pos_sales');
  if (filter.date !== undefined) q = q.where('business_date', '=', filter.date);
  if (filter.terminalId !== undefined) q = q.where('terminal_id', '=', filter.terminalId);
  if (filter.staffId !== undefined) q = q.where('staff_id', '=', filter.staffId);
  if (filter.receiptNo) q = q.where('receipt_no', 'like', `${filter.receiptNo}%`);
  const [count, rows, names] = await Promise.all([
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    q.selectAll().orderBy('sold_at', 'desc').orderBy('sale_no', 'desc').limit(size).offset((page - 1) * size).execute(),
    staffNames(deps),
  ]);
  return { items: rows.map((r) => toSummary(r, names.get(r.staff_id) ?? '')), totalCount: Number(count?.n ?? 0), page, size };
}

export async function saleDetail(deps: PosDeps, saleId: string): Promise<PosSaleDetail> {
  const row = await deps.db.selectFrom('pos_sales').selectAll().where('client_id', '=', saleId).executeTakeFirst();
  if (!row) throw posError('POS_SALE_NOT_FOUND', '판매 내역을 찾을 수 없습니다.');
  const [refunds, names] = await Promise.all([
    deps.db.selectFrom('pos_refunds').selectAll().where('sale_no', '=', row.sale_no).orderBy('refund_no').execute(),
    staffNames(deps),
  ]);
  return {
    ...toSummary(row, names.get(row.staff_id) ?? ''),
    sale: storedPayload<PosSalePayload>(row.payload_json),
    refunds: refunds.map((r) => ({ refundId: r.client_id, serverNo: r.refund_no, refundNo: r.refund_ref, refundedAt: r.refunded_at, total: r.total, payload: storedPayload<PosRefundPayload>(r.payload_json) })),
  };
}
