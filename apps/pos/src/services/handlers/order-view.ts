// The body of an order's detail view (totals, lines with what is still refundable, payments), the
// same for a sale of this terminal and one of another terminal read from the own server, and the one
// view of a refund both list.
import type { PosApprovalRecord, PosCashReceipt, PosRefundLine, PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { remainingByLine } from '../sales/refund-plan.ts';
import type { OrderDetail, RecordedPayment, RefundSummary } from '../../shared/schemas.ts';

/** A stored payment as the order screen shows it; `receipts`: this terminal's current 현금영수증 of the sale (issued later, re-issued after a refund). */
export function recordedPayments(payload: PosSalePayload, receipts?: readonly PosCashReceipt[]): RecordedPayment[] {
  return payload.payments.map((p): RecordedPayment =>
    p.method === 'cash'
      ? { method: 'cash', amount: p.amount, tendered: p.tendered, cashReceipt: (receipts ? receipts.at(-1) : p.cashReceipt) ?? null }
      : {
          method: 'card',
          amount: p.amount,
          approvalNo: p.approvalNo,
          issuer: p.issuer,
          maskedCardNo: p.maskedCardNo,
          installmentMonths: p.installmentMonths,
          entry: p.entry ?? 'manual',
          provider: p.provider ?? null,
          approvedAt: p.approvedAt ?? null,
        },
  );
}

export function saleBodyView(payload: PosSalePayload, refunds: readonly PosRefundPayload[], receipts?: readonly PosCashReceipt[]): Pick<OrderDetail, 'subtotal' | 'discountLabel' | 'discountAmount' | 'lines' | 'payments' | 'approval'> {
  const remaining = remainingByLine(payload, [...refunds]);
  return {
    subtotal: payload.totals.subtotal,
    discountLabel: payload.discounts[0]?.label ?? null,
    discountAmount: payload.totals.saleDiscount,
    lines: payload.lines.map((l) => ({
      lineNo: l.lineNo,
      productNo: l.productNo,
      optionNo: l.optionNo,
      name: l.name,
      optionName: l.optionName ?? '',
      barcode: l.barcode,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      voidReason: null,
      refundable: remaining.get(l.lineNo)?.quantity ?? 0,
    })),
    payments: recordedPayments(payload, receipts),
    approval: payload.approval ?? null,
  };
}

/** A refund as the order screen lists it (this terminal's record or the own server's payload). */
export function refundView(refund: { readonly id: string; readonly receiptNo: string; readonly refundedAt: string; readonly total: number; readonly reason: string }, method: 'cash' | 'card', lines: readonly PosRefundLine[], approval?: PosApprovalRecord): RefundSummary {
  return { ...refund, method, lines: lines.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity, amount: l.amount })), approval: approval ?? null };
}
