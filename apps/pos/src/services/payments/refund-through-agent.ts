// A refund of a sale paid through the VAN agent (#27): the card / 간편결제 part is cancelled through the
// agent with the original 승인번호 and date (nothing typed), the refund is recorded with the cancel's
// approval, and a 현금영수증 on the cash part is cancelled and re-issued for what remains. Works for a
// sale of another terminal too (online), from the payload the own server holds.
import type { PosApprovalAction, PosApprovalRecord, PosCardPayment, PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import type { RefundRequest } from '../../shared/schemas.ts';
import type { TerminalServices } from '../handlers/context.ts';
import type { RecordedRefund } from '../sales/refund-recorder.ts';
import { refundPayloadOf } from '../sales/refund-recorder.ts';
import { planRefundLines } from '../sales/refund-plan.ts';
import { salePayloadOf } from '../sales/sale-recorder.ts';
import type { SaleActor } from '../sales/sale-recorder.ts';
import { TerminalError } from '../terminal-error.ts';

type Foreign = { readonly sale: PosSalePayload; readonly earlier: readonly PosRefundPayload[] };

/** The agent-approved card payment a card refund cancels, with what is left of it. */
export function cancellableCard(sale: PosSalePayload, earlier: readonly PosRefundPayload[]): { readonly payment: PosCardPayment; readonly left: number } | null {
  for (const p of sale.payments) {
    if (p.method !== 'card' || p.entry !== 'van') continue;
    const refunded = earlier.flatMap((r) => r.payments).reduce((sum, r) => sum + (r.method === 'card' && r.originalApprovalNo === p.approvalNo ? r.amount : 0), 0);
    if (p.amount - refunded > 0) return { payment: p, left: p.amount - refunded };
  }
  return null;
}

/**
 * Runs the refund once the action is allowed (issue 28: a cashier's refund or void carries an admin's
 * approval of exactly it), handing the approval to record. Absent: nothing to check (tests, scripts).
 */
export type RefundGate = <T>(action: PosApprovalAction, work: (approval: PosApprovalRecord | null) => Promise<T>) => Promise<T>;

const ungated: RefundGate = (_action, work) => work(null);

export async function refundThroughAgent(s: TerminalServices, request: RefundRequest, actor: SaleActor, foreign?: Foreign, gate: RefundGate = ungated): Promise<RecordedRefund> {
  const saleRow = await s.db.selectFrom('sales').select('payload').where('id', '=', request.saleId).executeTakeFirst();
  const sale = saleRow ? salePayloadOf(saleRow) : foreign?.sale;
  if (!sale) throw new TerminalError('SALE_NOT_FOUND');
  const local = (await s.refunds.forSale(request.saleId)).map(refundPayloadOf);
  const known = new Set(local.map((r) => r.refundNo));
  const earlier = saleRow ? local : [...(foreign?.earlier ?? []).filter((r) => !known.has(r.refundNo)), ...local];
  const card = cancellableCard(sale, earlier);
  const lines = planRefundLines(sale, earlier, request.lines.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity })));
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  // Undoing a whole sale at once (nothing refunded before, every line back) is a void (판매 취소); anything else a refund.
  const whole = earlier.length === 0 && sale.lines.every((l) => lines.some((r) => r.lineNo === l.lineNo && r.quantity === l.quantity));
  return gate({ kind: whole ? 'void-sale' : 'refund', subject: request.saleId, amount: total }, (approval) => refundApproved(s, request, actor, { sale, saleRow: saleRow !== undefined, earlier, card, total }, foreign, approval ?? undefined));
}

async function refundApproved(
  s: TerminalServices,
  request: RefundRequest,
  actor: SaleActor,
  plan: { readonly sale: PosSalePayload; readonly saleRow: boolean; readonly earlier: readonly PosRefundPayload[]; readonly card: ReturnType<typeof cancellableCard>; readonly total: number },
  foreign: Foreign | undefined,
  approval: PosApprovalRecord | undefined,
): Promise<RecordedRefund> {
  const { sale, earlier, card, total } = plan;
  if (request.method === 'card' && card && request.approvalNo === null) {
    if (total > card.left) throw new TerminalError('REFUND_EXCEEDS_SALE', { message: `카드로 환불할 수 있는 금액은 ${card.left.toLocaleString('ko-KR')}원입니다. 나머지는 현금으로 환불하세요.` });
    // The same refund pressed again after a lost answer sends the same cancel: the agent answers it, not twice.
    const key = `${request.saleId.slice(-12)}-${earlier.length}-${total}`;
    const cancel = await s.payments.cancelCard(card.payment, total, key);
    const recorded = await s.refunds.record({ ...request, approvalNo: cancel.approvalNo }, actor, foreign, { provider: card.payment.provider ?? null, originalApprovalNo: card.payment.approvalNo }, approval);
    await s.payments.cancelRecorded(key, request.saleId);
    return recorded;
  }

  const recorded = await s.refunds.record(request, actor, foreign, undefined, approval);
  if (request.method === 'cash') {
    const cash = sale.payments.find((p) => p.method === 'cash');
    if (cash && plan.saleRow) {
      const cashRefunded = [...earlier, recorded.payload].flatMap((r) => r.payments).reduce((sum, p) => sum + (p.method === 'cash' ? p.amount : 0), 0);
      try {
        await s.payments.reissueCashReceipt(sale, request.saleId, Math.max(0, cash.amount - cashRefunded));
      } catch (error) {
        // The money went back; the receipt is the agent's to fix: say so without undoing the refund.
        s.events.publish({ type: 'payment', message: error instanceof Error ? error.message : '현금영수증을 다시 발급하지 못했습니다.' });
      }
    }
  }
  return recorded;
}
