// How much money each returned line gives back. A sale discount is spread over the sale's lines in
// proportion to their amounts (remainder on the last line), so refunding every line returns exactly
// what the customer paid; a part of a line returns its share rounded down, and the last units of a
// line return whatever of that line's money is left.
import type { PosRefundLine, PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { TerminalError } from '../terminal-error.ts';

export interface RefundLineRequest {
  readonly lineNo: number;
  readonly quantity: number;
}

/** Each line's money after its share of the sale discounts. */
export function refundableByLine(sale: PosSalePayload): Map<number, number> {
  const saleDiscount = sale.totals.saleDiscount;
  const base = sale.lines.reduce((sum, line) => sum + line.amount, 0);
  const out = new Map<number, number>();
  let allocated = 0;
  sale.lines.forEach((line, index) => {
    const share = index === sale.lines.length - 1 ? saleDiscount - allocated : base === 0 ? 0 : Math.floor((saleDiscount * line.amount) / base);
    allocated += share;
    out.set(line.lineNo, line.amount - share);
  });
  return out;
}

export interface LineRemaining {
  readonly quantity: number;
  readonly amount: number;
}

export function remainingByLine(sale: PosSalePayload, earlier: readonly PosRefundPayload[]): Map<number, LineRemaining> {
  const refundable = refundableByLine(sale);
  const out = new Map<number, LineRemaining>();
  for (const line of sale.lines) {
    const before = earlier.flatMap((r) => r.lines.filter((l) => l.lineNo === line.lineNo));
    out.set(line.lineNo, {
      quantity: line.quantity - before.reduce((s, l) => s + l.quantity, 0),
      amount: (refundable.get(line.lineNo) ?? 0) - before.reduce((s, l) => s + l.amount, 0),
    });
  }
  return out;
}

/** The refund lines for a request; an empty request means everything still refundable. */
export function planRefundLines(sale: PosSalePayload, earlier: readonly PosRefundPayload[], requested: readonly RefundLineRequest[]): PosRefundLine[] {
  const remaining = remainingByLine(sale, earlier);
  const refundable = refundableByLine(sale);
  const wanted = requested.length > 0 ? requested : sale.lines.map((line) => ({ lineNo: line.lineNo, quantity: remaining.get(line.lineNo)?.quantity ?? 0 })).filter((r) => r.quantity > 0);
  if (wanted.length === 0) throw new TerminalError('REFUND_NOTHING');
  const seen = new Set<number>();
  return wanted.map((request) => {
    const line = sale.lines.find((l) => l.lineNo === request.lineNo);
    const left = remaining.get(request.lineNo);
    if (!line || !left || seen.has(request.lineNo)) throw new TerminalError('REFUND_LINE_UNKNOWN', { details: { lineNo: request.lineNo } });
    seen.add(request.lineNo);
    if (request.quantity > left.quantity) throw new TerminalError('REFUND_EXCEEDS_SALE', { details: { lineNo: line.lineNo, left: left.quantity } });
    const amount = request.quantity === left.quantity ? left.amount : Math.floor(((refundable.get(line.lineNo) ?? 0) * request.quantity) / line.quantity);
    return { lineNo: line.lineNo, productNo: line.productNo, optionNo: line.optionNo, quantity: request.quantity, amount: Math.max(0, Math.min(amount, left.amount)), restock: true };
  });
}
