// orders.refund for a sale of this terminal and for one of another terminal (its payload read from
// the own server): the refund goes through the VAN agent where the sale was paid through it, is
// recorded with its outbox entry, and its 취소 영수증 (and a 취소 매출전표 per card / 간편결제 cancel) is queued; a printer problem is reported with the
// refund, never instead of it.
import type { PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { approvalNeeded } from '@courtside/core/pos';
import { refundThroughAgent } from '../payments/refund-through-agent.ts';
import type { RefundGate } from '../payments/refund-through-agent.ts';
import { cardCancelSlipDocuments, refundReceiptDocument } from '../printer/documents.ts';
import { salePayloadOf } from '../sales/sale-recorder.ts';
import type { StaffSession } from '../staff/staff-auth.ts';
import { TerminalError } from '../terminal-error.ts';
import type { PrintOutcome, RefundRequest, RefundSummary } from '../../shared/schemas.ts';
import { actorFor, type TerminalServices } from './context.ts';
import { refundView } from './order-view.ts';

/** A print's outcome, or `failed` with the printer's code and message (the sale or refund stands). */
export function safePrint(print: () => PrintOutcome): PrintOutcome {
  try {
    return print();
  } catch (error) {
    const code = error instanceof TerminalError || (error instanceof Error && 'code' in error) ? String((error as { code: unknown }).code) : 'PRINTER_ERROR';
    const message = error instanceof Error ? error.message : '영수증을 인쇄하지 못했습니다.';
    return { jobId: null, status: 'failed', error: { code, message } };
  }
}

/** `foreign`: a sale of another terminal, with its earlier refunds, as the own server holds them. */
export async function refundAndPrint(
  s: TerminalServices,
  request: RefundRequest,
  who: { readonly session: StaffSession; readonly screen: string },
  foreign?: { readonly sale: PosSalePayload; readonly earlier: readonly PosRefundPayload[] },
): Promise<{ refund: RefundSummary; print: PrintOutcome }> {
  const { session } = who;
  const actor = await actorFor(s, session);
  // A cashier's refund or void needs an admin's one-use approval for exactly it, checked before any card is cancelled (issue 28).
  const gate: RefundGate = (action, work) => s.approvals.require(approvalNeeded(session.role, action.kind), request.approvalId, who, action, work);
  const { refund, payload } = await refundThroughAgent(s, request, actor, foreign, gate);
  s.sync.notifyEnqueued();
  const sale = foreign ? foreign.sale : salePayloadOf(await s.sales.get(request.saleId));
  const shop = await s.shop.receipt();
  const print = safePrint(() => s.printer.print(refundReceiptDocument(payload, sale, session.name, shop), `취소 영수증 ${refund.refund_no}`));
  for (const slip of cardCancelSlipDocuments(payload, sale, shop)) safePrint(() => s.printer.print(slip, `취소 매출전표 ${refund.refund_no}`));
  const view = refundView({ id: refund.id, receiptNo: refund.refund_no, refundedAt: refund.refunded_at, total: refund.total, reason: refund.reason }, request.method, payload.lines, payload.approval);
  return { refund: view, print };
}
