// A finished sale screen (lines, voids, discounts, payments) as the contract's PosSalePayload: the
// exact document stored with the sale, sent to the own server, and printed from.
import { checkPosSalePayload, posPaymentKind, posSaleTotals } from '@courtside/core/pos';
import type { PosPayment, PosPaymentKind, PosSaleExchange, PosSaleLine, PosSalePayload } from '@courtside/core/pos';
import type { SaleDraft } from '../../shared/schemas.ts';
import { TerminalError } from '../terminal-error.ts';

/**
 * `resolved`: the payments as the VAN agent approved them (#27), in place of the draft's requests. A
 * draft asking for a card or 간편결제 approval cannot be recorded without them. `exchange` (#28): the
 * new goods of an exchange, `credit` of their total paid by the returned goods.
 */
export function buildSalePayload(draft: SaleDraft, receiptNo: string, soldAt: string, resolved?: readonly PosPayment[], exchange?: PosSaleExchange): PosSalePayload {
  const lines: PosSaleLine[] = draft.lines
    .filter((line) => line.voidReason === null)
    .map((line, index) => ({
      lineNo: index + 1,
      productNo: line.productNo,
      optionNo: line.optionNo,
      barcode: line.barcode,
      name: line.name,
      optionName: line.optionName === '' ? null : line.optionName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      amount: line.quantity * line.unitPrice - line.discount,
    }));
  if (lines.length === 0) throw new TerminalError('SALE_NO_LINES');
  const discounts = draft.saleDiscount && draft.saleDiscount.amount > 0 ? [draft.saleDiscount] : [];
  const payments: PosPayment[] = resolved
    ? [...resolved]
    : draft.payments.map((p): PosPayment => {
        if (p.method === 'cash') return { method: 'cash', amount: p.amount, tendered: p.tendered, change: p.tendered - p.amount };
        if (p.method === 'card') return { method: 'card', amount: p.amount, approvalNo: p.approvalNo, issuer: p.issuer, maskedCardNo: null, installmentMonths: 0, entry: 'manual' };
        throw new TerminalError('SALE_INVALID', { message: '카드·간편결제 승인 없이 판매를 기록할 수 없습니다.' });
      });
  const payload: PosSalePayload = {
    receiptNo,
    soldAt,
    lines,
    discounts,
    payments,
    totals: posSaleTotals(lines, discounts),
    voidedLines: draft.lines
      .filter((line) => line.voidReason !== null)
      .map((line) => ({ productNo: line.productNo, optionNo: line.optionNo, quantity: line.quantity, reason: line.voidReason ?? '' })),
    ...(exchange ? { exchange } : {}),
  };
  const check = checkPosSalePayload(payload);
  if (!check.ok) {
    if (payload.totals.total < 0 || lines.some((l) => l.amount < 0)) throw new TerminalError('SALE_DISCOUNT_TOO_LARGE');
    const paid = payments.reduce((sum, p) => sum + p.amount, 0);
    const due = payload.totals.total - (exchange?.credit ?? 0);
    if (paid !== due) throw new TerminalError('SALE_TOTAL_MISMATCH', { details: { due, paid } });
    if (payments.some((p) => p.method === 'cash' && p.tendered < p.amount)) throw new TerminalError('SALE_TENDER_SHORT');
    throw new TerminalError('SALE_INVALID', { message: check.message });
  }
  return payload;
}

export function salePaymentKind(payload: PosSalePayload): PosPaymentKind {
  return posPaymentKind(payload.payments);
}

export function saleChange(payload: PosSalePayload): number {
  return payload.payments.reduce((sum, p) => sum + (p.method === 'cash' ? p.change : 0), 0);
}
