// The body of an order's detail view (totals, lines with what is still refundable, payments), the
// same for a sale of this terminal and one of another terminal read from the own server.
import type { PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { remainingByLine } from '../sales/refund-plan.ts';
import type { OrderDetail } from '../../shared/schemas.ts';

export function saleBodyView(payload: PosSalePayload, refunds: readonly PosRefundPayload[]): Pick<OrderDetail, 'subtotal' | 'discountLabel' | 'discountAmount' | 'lines' | 'payments'> {
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
    payments: payload.payments.map((p) => (p.method === 'cash' ? { method: 'cash', amount: p.amount, tendered: p.tendered } : { method: 'card', amount: p.amount, approvalNo: p.approvalNo, issuer: p.issuer })),
  };
}
