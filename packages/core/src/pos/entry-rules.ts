// Rules an entry must satisfy before the server applies it (and the terminal before it writes it):
// integer won, positive quantities, totals that add up, payments that cover the total exactly.
// Answers with a result instead of throwing so the server can refuse just that entry.
import { isPosInstant } from './business-date.ts';
import type {
  PosCashReceiptPayload,
  PosPayment,
  PosPaymentKind,
  PosRefundPayload,
  PosSaleDiscount,
  PosSaleLine,
  PosSalePayload,
  PosSaleTotals,
  PosStockPayload,
  PosSyncEntry,
} from './contract/index.ts';
import { POS_ENTRY_KINDS, POS_STOCK_REASONS } from './contract/index.ts';
import { isPosUuidV7 } from './uuid-v7.ts';

export type PosCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'POS_ENTRY_INVALID' | 'POS_ID_INVALID' | 'POS_REFUND_EXCEEDS_SALE'; readonly message: string };

const OK: PosCheck = { ok: true };
const fail = (message: string, code: 'POS_ENTRY_INVALID' | 'POS_ID_INVALID' | 'POS_REFUND_EXCEEDS_SALE' = 'POS_ENTRY_INVALID'): PosCheck => ({
  ok: false,
  code,
  message,
});

const isWon = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;
const isPositiveInt = (n: number): boolean => Number.isSafeInteger(n) && n > 0;
const isId = (n: number): boolean => Number.isSafeInteger(n) && n > 0;

export function posLineAmount(line: Pick<PosSaleLine, 'quantity' | 'unitPrice' | 'discount'>): number {
  return line.quantity * line.unitPrice - line.discount;
}

export function posSaleTotals(lines: readonly PosSaleLine[], discounts: readonly PosSaleDiscount[]): PosSaleTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const lineDiscount = lines.reduce((sum, l) => sum + l.discount, 0);
  const saleDiscount = discounts.reduce((sum, d) => sum + d.amount, 0);
  return { subtotal, lineDiscount, saleDiscount, total: subtotal - lineDiscount - saleDiscount };
}

export function posPaymentKind(payments: readonly Pick<PosPayment, 'method'>[]): PosPaymentKind {
  if (payments.length > 1) return 'split';
  return payments[0]?.method === 'card' ? 'card' : 'cash';
}

function checkPayment(p: PosPayment, i: number): PosCheck {
  if (!isPositiveInt(p.amount)) return fail(`결제 ${i + 1}의 금액이 올바르지 않습니다.`);
  if (p.method === 'cash') {
    if (!isWon(p.tendered) || p.tendered < p.amount) return fail(`결제 ${i + 1}: 받은 돈이 결제 금액보다 적습니다.`);
    if (p.change !== p.tendered - p.amount) return fail(`결제 ${i + 1}: 거스름돈이 맞지 않습니다.`);
    return OK;
  }
  if (p.approvalNo.trim() === '') return fail(`결제 ${i + 1}: 카드 승인번호가 없습니다.`);
  if (!Number.isSafeInteger(p.installmentMonths) || p.installmentMonths < 0 || p.installmentMonths > 36) {
    return fail(`결제 ${i + 1}: 할부 개월 수가 올바르지 않습니다.`);
  }
  return OK;
}

export function checkPosSalePayload(sale: PosSalePayload): PosCheck {
  if (sale.receiptNo.trim() === '') return fail('영수증 번호가 없습니다.');
  if (!isPosInstant(sale.soldAt)) return fail('판매 시각이 올바르지 않습니다.');
  if (sale.lines.length === 0) return fail('판매 품목이 없습니다.');
  const lineNos = new Set<number>();
  for (const line of sale.lines) {
    const at = `${line.lineNo}번 품목`;
    if (!isPositiveInt(line.lineNo) || lineNos.has(line.lineNo)) return fail(`${at}: 줄 번호가 올바르지 않거나 중복됩니다.`);
    lineNos.add(line.lineNo);
    if (!isId(line.productNo) || !isId(line.optionNo)) return fail(`${at}: 상품 번호가 올바르지 않습니다.`);
    if (!isPositiveInt(line.quantity)) return fail(`${at}: 수량은 1 이상의 정수여야 합니다.`);
    if (!isWon(line.unitPrice) || !isWon(line.discount)) return fail(`${at}: 금액은 0 이상의 정수(원)여야 합니다.`);
    if (line.discount > line.quantity * line.unitPrice) return fail(`${at}: 할인이 품목 금액보다 큽니다.`);
    if (line.amount !== posLineAmount(line)) return fail(`${at}: 품목 금액이 수량 × 단가 − 할인과 맞지 않습니다.`);
  }
  for (const d of sale.discounts) if (!isPositiveInt(d.amount)) return fail('할인 금액은 1원 이상의 정수여야 합니다.');
  const totals = posSaleTotals(sale.lines, sale.discounts);
  const t = sale.totals;
  if (t.subtotal !== totals.subtotal || t.lineDiscount !== totals.lineDiscount || t.saleDiscount !== totals.saleDiscount || t.total !== totals.total) {
    return fail('합계 금액이 품목과 할인의 합과 맞지 않습니다.');
  }
  if (totals.total < 0) return fail('할인이 판매 금액보다 큽니다.');
  const credit = sale.exchange?.credit ?? 0;
  if (sale.exchange) {
    if (!isPosUuidV7(sale.exchange.refundId) || !isPosUuidV7(sale.exchange.originalSaleId)) return fail('교환의 반품 거래 ID가 올바르지 않습니다.');
    if (!isPositiveInt(credit) || credit > totals.total) return fail('교환 차감 금액은 1원 이상, 판매 금액 이하여야 합니다.');
  }
  if (sale.payments.length === 0 && totals.total - credit > 0) return fail('결제 내역이 없습니다.');
  for (const [i, p] of sale.payments.entries()) {
    const c = checkPayment(p, i);
    if (!c.ok) return c;
  }
  const paid = sale.payments.reduce((sum, p) => sum + p.amount, 0);
  if (paid + credit !== totals.total) {
    return fail(credit > 0 ? `결제 금액 합계(${paid}원)와 교환 차감(${credit}원)의 합이 판매 금액(${totals.total}원)과 다릅니다.` : `결제 금액 합계(${paid}원)가 판매 금액(${totals.total}원)과 다릅니다.`);
  }
  for (const v of sale.voidedLines) {
    if (!isPositiveInt(v.quantity) || v.reason.trim() === '') return fail('취소한 품목에는 수량과 사유가 있어야 합니다.');
  }
  return OK;
}

export function checkPosRefundPayload(refund: PosRefundPayload): PosCheck {
  if (refund.refundNo.trim() === '') return fail('환불 번호가 없습니다.');
  if (!isPosUuidV7(refund.saleId)) return fail('환불할 판매 ID가 올바르지 않습니다.');
  if (!isPosInstant(refund.refundedAt)) return fail('환불 시각이 올바르지 않습니다.');
  if (refund.lines.length === 0) return fail('환불 품목이 없습니다.');
  const seen = new Set<number>();
  for (const line of refund.lines) {
    if (seen.has(line.lineNo)) return fail(`${line.lineNo}번 품목이 두 번 들어 있습니다.`);
    seen.add(line.lineNo);
    if (!isPositiveInt(line.quantity) || !isWon(line.amount)) return fail(`${line.lineNo}번 품목: 환불 수량과 금액이 올바르지 않습니다.`);
  }
  const lineTotal = refund.lines.reduce((sum, l) => sum + l.amount, 0);
  const paid = refund.payments.reduce((sum, p) => sum + p.amount, 0);
  if (refund.payments.some((p) => !isPositiveInt(p.amount))) return fail('환불 결제 금액은 1원 이상의 정수여야 합니다.');
  if (refund.payments.some((p) => p.method === 'card' && p.approvalNo.trim() === '')) return fail('카드 취소 승인번호가 없습니다.');
  const credit = refund.exchange?.credit ?? 0;
  if (refund.exchange) {
    if (!isPosUuidV7(refund.exchange.saleId)) return fail('교환 판매 ID가 올바르지 않습니다.');
    if (!isPositiveInt(credit) || credit > lineTotal) return fail('교환 차감 금액은 1원 이상, 반품 금액 이하여야 합니다.');
  }
  if (refund.total !== lineTotal || paid + credit !== lineTotal) return fail('환불 합계가 품목 금액과 환불 결제(교환 차감 포함)의 합과 맞지 않습니다.');
  return OK;
}

/**
 * The two halves of an exchange name each other and carry the same credit (the server checks the
 * sale against the refund it already applied; the terminal before it writes them).
 */
export function checkPosExchangeLink(saleId: string, sale: PosSalePayload, refundId: string, refund: PosRefundPayload): PosCheck {
  const a = sale.exchange;
  const b = refund.exchange;
  if (!a || !b) return fail('교환의 판매와 반품이 서로 연결되어 있지 않습니다.');
  if (a.refundId !== refundId || b.saleId !== saleId || a.originalSaleId !== refund.saleId) return fail('교환의 판매와 반품이 서로 다른 거래를 가리킵니다.');
  if (a.credit !== b.credit) return fail(`교환 차감 금액이 판매(${a.credit}원)와 반품(${b.credit}원)에서 다릅니다.`);
  return OK;
}

/** A refund must stay within what the sale sold, counting refunds already recorded. */
export function checkPosRefundAgainstSale(sale: PosSalePayload, earlier: readonly PosRefundPayload[], refund: PosRefundPayload): PosCheck {
  for (const line of refund.lines) {
    const sold = sale.lines.find((l) => l.lineNo === line.lineNo);
    if (!sold || sold.productNo !== line.productNo || sold.optionNo !== line.optionNo) {
      return fail(`${line.lineNo}번 품목은 원 거래에 없습니다.`);
    }
    const before = earlier.flatMap((r) => r.lines.filter((l) => l.lineNo === line.lineNo));
    const qtyLeft = sold.quantity - before.reduce((s, l) => s + l.quantity, 0);
    const amountLeft = sold.amount - before.reduce((s, l) => s + l.amount, 0);
    if (line.quantity > qtyLeft || line.amount > amountLeft) return fail(`${line.lineNo}번 품목은 남은 수량 ${qtyLeft}개, ${amountLeft}원까지 환불할 수 있습니다.`, 'POS_REFUND_EXCEEDS_SALE');
  }
  const refundedBefore = earlier.reduce((s, r) => s + r.total, 0);
  if (refund.total > sale.totals.total - refundedBefore) return fail('판매 금액보다 많이 환불할 수 없습니다.', 'POS_REFUND_EXCEEDS_SALE');
  return OK;
}

export function checkPosStockPayload(stock: PosStockPayload): PosCheck {
  if (!(POS_STOCK_REASONS as readonly string[]).includes(stock.reason)) return fail('재고 변경 사유가 올바르지 않습니다.');
  if (!isPosInstant(stock.movedAt)) return fail('재고 변경 시각이 올바르지 않습니다.');
  if (stock.movements.length === 0) return fail('재고 변경 품목이 없습니다.');
  for (const m of stock.movements) {
    if (!isId(m.productNo) || !isId(m.optionNo)) return fail('재고 변경의 상품 번호가 올바르지 않습니다.');
    if (!Number.isSafeInteger(m.delta) || m.delta === 0) return fail('재고 변경 수량은 0이 아닌 정수여야 합니다.');
  }
  return OK;
}

/** A 현금영수증 change after the sale: an issued one names its approval; the amount is positive. */
export function checkPosCashReceiptPayload(change: PosCashReceiptPayload): PosCheck {
  if (!isPosInstant(change.changedAt)) return fail('현금영수증 변경 시각이 올바르지 않습니다.');
  const receipt = change.receipt;
  if (receipt === null) return OK;
  if (!isPositiveInt(receipt.amount)) return fail('현금영수증 금액이 올바르지 않습니다.');
  if (receipt.status === 'issued' && (receipt.approvalNo ?? '').trim() === '') return fail('발급된 현금영수증에 승인번호가 없습니다.');
  return OK;
}

/** The envelope and the payload of one sync entry. */
export function checkPosSyncEntry(entry: PosSyncEntry): PosCheck {
  if (!isPosUuidV7(entry.id)) return fail('거래 ID가 올바른 UUIDv7이 아닙니다.', 'POS_ID_INVALID');
  if (!(POS_ENTRY_KINDS as readonly string[]).includes(entry.kind)) return fail('거래 종류가 올바르지 않습니다.');
  if (!isId(entry.terminalId) || !isId(entry.staffId)) return fail('단말기나 직원 번호가 올바르지 않습니다.');
  if (!isPosInstant(entry.createdAt)) return fail('거래 생성 시각이 올바르지 않습니다.');
  switch (entry.kind) {
    case 'sale':
      return checkPosSalePayload(entry.payload);
    case 'refund':
      return checkPosRefundPayload(entry.payload);
    case 'stock':
      return checkPosStockPayload(entry.payload);
    case 'cash-receipt':
      return checkPosCashReceiptPayload(entry.payload);
    default:
      return fail('거래 종류가 올바르지 않습니다.');
  }
}

/** The stock deltas an entry causes on the platform, one per line/movement, in order. */
export function posStockDeltas(entry: PosSyncEntry): { readonly line: number; readonly productNo: number; readonly optionNo: number; readonly delta: number }[] {
  switch (entry.kind) {
    case 'sale':
      return entry.payload.lines.map((l) => ({ line: l.lineNo, productNo: l.productNo, optionNo: l.optionNo, delta: -l.quantity }));
    case 'refund':
      return entry.payload.lines.filter((l) => l.restock).map((l) => ({ line: l.lineNo, productNo: l.productNo, optionNo: l.optionNo, delta: l.quantity }));
    case 'stock':
      return entry.payload.movements.map((m, i) => ({ line: i + 1, productNo: m.productNo, optionNo: m.optionNo, delta: m.delta }));
    default:
      return [];
  }
}
