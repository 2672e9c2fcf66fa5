// The effects of sync entries inside their transaction: the sale or refund in the ledger, money in
// or out by method, and one stock push per stock effect (the outbox drained by stock-pushes.ts).
// Sales and stock movements are written in bulk by ledger-writer.ts; refunds one by one here,
// because they read the sale they refund.
import {
  checkPosExchangeLink,
  checkPosRefundAgainstSale,
  upgradePosPayload,
  posBusinessDate,
  posPaymentKind,
  posStockDeltas,
  type PosRefundEntry,
  type PosRefundPayload,
  type PosSaleEntry,
  type PosSalePayload,
  type PosStockEntry,
  type PosSyncEntry,
} from '@courtside/core/pos';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { PosDb, PosPaymentTable, PosSaleLineTable, PosSaleTable, PosStockPushTable } from './schema';
import { writeStockPushes } from './stock-push-state';

/** Refuses the entry: the transaction rolls back and the terminal gets the code. */
export class EntryRejection extends Error {
  constructor(
    readonly code: 'POS_SALE_NOT_FOUND' | 'POS_REFUND_EXCEEDS_SALE' | 'POS_EXCHANGE_MISMATCH',
    message: string,
  ) {
    super(message);
  }
}

export interface AppliedEffect {
  serverNo: number;
  businessDate: string;
}

/** The platform key of a stock effect: stable per entry and line, so a retried push is applied once. */
export function stockPushKey(clientId: string, line: number): string {
  return `pos:${clientId}:${line}`;
}

export function dateOf(iso: string): string {
  // Entries passed core's checks, so the time parses; the fallback only satisfies the type.
  return posBusinessDate(iso) ?? iso.slice(0, 10);
}

/** The outbox rows of an entry's stock effects, one per line/movement. */
export function stockPushRows(entry: PosSyncEntry, reason: string, now: string): Insertable<PosStockPushTable>[] {
  return posStockDeltas(entry).map((d) => ({
    idempotency_key: stockPushKey(entry.id, d.line),
    client_id: entry.id,
    entry_kind: entry.kind,
    line_no: d.line,
    terminal_id: entry.terminalId,
    staff_id: entry.staffId,
    product_no: d.productNo,
    option_no: d.optionNo,
    delta: d.delta,
    reason,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    last_error: null,
    stock_after: null,
    created_at: now,
    pushed_at: null,
  }));
}

export function saleReason(sale: PosSalePayload): string {
  return `POS 판매 ${sale.receiptNo}`;
}

export function stockReason(entry: PosStockEntry): string {
  const note = entry.payload.note ? ` (${entry.payload.note})` : '';
  return `POS 재고 ${entry.payload.reason}${note}`.slice(0, 200);
}

export function saleRow(entry: PosSaleEntry, now: string): Insertable<PosSaleTable> {
  const sale = entry.payload;
  return {
    client_id: entry.id,
    terminal_id: entry.terminalId,
    staff_id: entry.staffId,
    receipt_no: sale.receiptNo,
    sold_at: sale.soldAt,
    business_date: dateOf(sale.soldAt),
    subtotal: sale.totals.subtotal,
    line_discount: sale.totals.lineDiscount,
    sale_discount: sale.totals.saleDiscount,
    total: sale.totals.total,
    payment_kind: posPaymentKind(sale.payments),
    refunded_total: 0,
    payload_json: JSON.stringify(sale),
    applied_at: now,
    exchange_credit: sale.exchange?.credit ?? 0,
    exchange_refund_id: sale.exchange?.refundId ?? null,
  };
}

/**
 * 교환: the sale's refund half must already be in the ledger (the terminal writes it first, in the
 * same outbox transaction), naming this sale with the same credit. Decided before anything is written.
 */
export async function checkExchangeSale(trx: Transaction<PosDb>, entry: PosSaleEntry): Promise<void> {
  const exchange = entry.payload.exchange;
  if (!exchange) return;
  const refund = await trx.selectFrom('pos_refunds').select('payload_json').where('client_id', '=', exchange.refundId).executeTakeFirst();
  if (!refund) throw new EntryRejection('POS_EXCHANGE_MISMATCH', '교환의 반품 거래가 서버에 없습니다. 반품이 먼저 동기화되어야 합니다.');
  const check = checkPosExchangeLink(entry.id, entry.payload, exchange.refundId, storedPayload<PosRefundPayload>(refund.payload_json));
  if (!check.ok) throw new EntryRejection('POS_EXCHANGE_MISMATCH', check.message);
}

export function saleLineRows(entry: PosSaleEntry, saleNo: number): Insertable<PosSaleLineTable>[] {
  return entry.payload.lines.map((l) => ({
    sale_no: saleNo,
    line_no: l.lineNo,
    product_no: l.productNo,
    option_no: l.optionNo,
    barcode: l.barcode,
    name: l.name,
    option_name: l.optionName,
    qty: l.quantity,
    unit_price: l.unitPrice,
    discount: l.discount,
    amount: l.amount,
    refunded_qty: 0,
    refunded_amount: 0,
  }));
}

export function salePaymentRows(entry: PosSaleEntry, saleNo: number): Insertable<PosPaymentTable>[] {
  const businessDate = dateOf(entry.payload.soldAt);
  return entry.payload.payments.map((p) => ({
    sale_no: saleNo,
    refund_no: null,
    direction: 'in',
    method: p.method,
    amount: p.amount,
    approval_no: p.method === 'card' ? p.approvalNo : null,
    terminal_id: entry.terminalId,
    staff_id: entry.staffId,
    business_date: businessDate,
    provider: p.method === 'card' ? (p.provider ?? null) : null,
    masked_card_no: p.method === 'card' ? p.maskedCardNo : null,
    cash_receipt_amount: p.method === 'cash' && p.cashReceipt ? p.cashReceipt.amount : null,
    cash_receipt_status: p.method === 'cash' && p.cashReceipt ? p.cashReceipt.status : null,
  }));
}

/** A sale or refund payload as the ledger stored it, in today's shape (rows written with `qty` are upgraded). */
export function storedPayload<T extends PosSalePayload | PosRefundPayload>(json: string): T {
  return upgradePosPayload(JSON.parse(json) as T);
}

async function loadSale(db: Kysely<PosDb>, clientId: string) {
  return db.selectFrom('pos_sales').select(['sale_no', 'payload_json']).where('client_id', '=', clientId).executeTakeFirst();
}

export async function applyRefund(trx: Transaction<PosDb>, entry: PosRefundEntry, now: string): Promise<AppliedEffect> {
  const refund = entry.payload;
  const sale = await loadSale(trx, refund.saleId);
  if (!sale) throw new EntryRejection('POS_SALE_NOT_FOUND', '환불할 원 거래가 서버에 없습니다. 원 거래가 먼저 동기화되어야 합니다.');
  const earlier = await trx.selectFrom('pos_refunds').select('payload_json').where('sale_no', '=', sale.sale_no).execute();
  const check = checkPosRefundAgainstSale(
    storedPayload<PosSalePayload>(sale.payload_json),
    earlier.map((r) => storedPayload<PosRefundPayload>(r.payload_json)),
    refund,
  );
  if (!check.ok) throw new EntryRejection('POS_REFUND_EXCEEDS_SALE', check.message);
  const businessDate = dateOf(refund.refundedAt);
  const { refund_no: refundNo } = await trx
    .insertInto('pos_refunds')
    .values({
      client_id: entry.id,
      sale_no: sale.sale_no,
      terminal_id: entry.terminalId,
      staff_id: entry.staffId,
      refund_ref: refund.refundNo,
      refunded_at: refund.refundedAt,
      business_date: businessDate,
      total: refund.total,
      reason: refund.reason,
      payload_json: JSON.stringify(refund),
      applied_at: now,
      exchange_credit: refund.exchange?.credit ?? 0,
      exchange_sale_id: refund.exchange?.saleId ?? null,
    })
    .returning('refund_no')
    .executeTakeFirstOrThrow();
  for (const line of refund.lines) {
    await trx
      .updateTable('pos_sale_lines')
      .set((eb) => ({ refunded_qty: eb('refunded_qty', '+', line.quantity), refunded_amount: eb('refunded_amount', '+', line.amount) }))
      .where('sale_no', '=', sale.sale_no)
      .where('line_no', '=', line.lineNo)
      .execute();
  }
  await trx.updateTable('pos_sales').set((eb) => ({ refunded_total: eb('refunded_total', '+', refund.total) })).where('sale_no', '=', sale.sale_no).execute();
  if (refund.payments.length > 0) {
    await trx
      .insertInto('pos_payments')
      .values(
        refund.payments.map((p) => ({
          sale_no: sale.sale_no,
          refund_no: refundNo,
          direction: 'out',
          method: p.method,
          amount: p.amount,
          approval_no: p.method === 'card' ? p.approvalNo : null,
          terminal_id: entry.terminalId,
          staff_id: entry.staffId,
          business_date: businessDate,
          provider: p.method === 'card' ? (p.provider ?? null) : null,
        })),
      )
      .execute();
  }
  const pushes = stockPushRows(entry, `POS 환불 ${refund.refundNo}`, now);
  await writeStockPushes(trx, pushes);
  return { serverNo: refundNo, businessDate };
}
