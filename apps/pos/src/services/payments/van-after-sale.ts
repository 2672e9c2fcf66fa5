// What the VAN agent does for a sale after it was recorded (#27): a card / 간편결제 cancel for a refund,
// the 현금영수증 cancelled and re-issued for what is left, the sale's receipts as they stand, and the
// settings screen's 연결 확인. The sale itself is van-payments.ts's.
import { splitVat } from '@courtside/core/pos';
import type { PosCardPayment, PosCashReceipt, PosSalePayload } from '@courtside/core/pos';
import { outcomeIsUnknown } from '@courtside/hardware';
import type { VanApproval, VanOutcome } from '@courtside/hardware';
import type { VanCheck } from '../../shared/schemas.ts';
import { TerminalError } from '../terminal-error.ts';
import { journalApproval, journalRequest } from './payment-journal.ts';
import { agentOrThrow, businessDay, kstDay, type VanPaymentsDeps } from './payment-rules.ts';
import { outcomeError } from './van-outcome-error.ts';

export function createVanAfterSale(deps: VanPaymentsDeps) {
  const { journal } = deps;
  const today = () => businessDay(deps.now());

  /** Cancels the sale's current 현금영수증 and issues one for `cashLeft`; false when it had none. */
  async function replaceCashReceipt(saleId: string, cashLeft: number): Promise<boolean> {
    const rows = (await journal.forSale(saleId)).filter((r) => r.kind === 'cash-receipt' && (r.state === 'recorded' || r.state === 'pending' || r.state === 'approved'));
    const current = rows.at(-1);
    if (!current) return false;
    const r = journalRequest(current);
    const agent = await deps.van.agent();
    const approval = journalApproval(current);
    if (current.state === 'pending' || !approval) {
      // Never issued: issue for what is left instead.
      await journal.settle(current.id, 'cancelled');
    } else {
      const outcome: VanOutcome = agent
        ? await agent.cancelCashReceipt({ txId: deps.newId(), amount: current.amount, vat: current.vat, identity: r.identity ?? '', purpose: r.purpose ?? 'income', originalApprovalNo: approval.approvalNo, originalDate: kstDay(approval.approvedAt) })
        : { kind: 'refused', message: '' };
      if (outcome.kind !== 'approved') throw new TerminalError('REFUND_CANCEL_FAILED', { message: `현금영수증을 취소하지 못했습니다: ${outcome.kind === 'declined' ? outcome.message : outcomeError(outcome).message}` });
      await journal.settle(current.id, 'cancelled');
    }
    if (cashLeft <= 0) return true;
    const id = deps.newId();
    const { vat } = splitVat(cashLeft);
    await journal.begin({ id, kind: 'cash-receipt', attemptId: null, saleId, amount: cashLeft, vat, request: r, businessDate: today(), state: 'pending' });
    if (!agent) return true;
    const outcome = await agent.issueCashReceipt({ txId: id, amount: cashLeft, vat, identity: r.identity ?? '', purpose: r.purpose ?? 'income' });
    if (outcome.kind === 'approved') await journal.settle(id, 'recorded', outcome.approval);
    return true;
  }

  return {
    /** A card / 간편결제 refund through the agent: the original 승인번호 and date, the amount. Idempotent per `refundKey`. */
    async cancelCard(original: PosCardPayment, amount: number, refundKey: string): Promise<VanApproval> {
      const agent = await agentOrThrow(deps.van);
      if (!original.approvedAt) throw new TerminalError('REFUND_CANCEL_FAILED', { message: '수기 입력으로 받은 카드 결제는 카드사에 직접 취소한 뒤 현금 환불 방식으로 기록하세요.' });
      const id = `RF-${refundKey}`.slice(0, 40);
      const earlier = await journal.get(id);
      if (earlier?.state === 'approved') return journalApproval(earlier) as VanApproval;
      if (!earlier) await journal.begin({ id, kind: 'cancel', attemptId: null, saleId: null, amount, vat: splitVat(amount).vat, request: { originalApprovalNo: original.approvalNo, originalDate: kstDay(original.approvedAt), refundKey }, businessDate: today() });
      const outcome = await agent.cancel({ txId: id, amount, vat: splitVat(amount).vat, originalApprovalNo: original.approvalNo, originalDate: kstDay(original.approvedAt) });
      if (outcome.kind === 'approved') {
        await journal.settle(id, 'approved', outcome.approval);
        return outcome.approval;
      }
      if (outcomeIsUnknown(outcome)) {
        await journal.settle(id, 'sent', null, outcome.kind);
        throw new TerminalError('REFUND_CANCEL_UNKNOWN');
      }
      // Nothing was cancelled: the same refund may be tried again from scratch.
      await journal.settle(id, outcome.kind === 'declined' ? 'declined' : 'failed', null, outcome.kind);
      throw new TerminalError('REFUND_CANCEL_FAILED', { message: `카드 취소가 되지 않았습니다: ${outcome.kind === 'declined' ? outcome.message : outcomeError(outcome).message}` });
    },

    /** Marks a refund's card cancel as belonging to the refund just recorded. */
    async cancelRecorded(refundKey: string, saleId: string): Promise<void> {
      await journal.settle(`RF-${refundKey}`.slice(0, 40), 'recorded');
      void saleId;
    },

    /**
     * A cash refund of a sale with a 현금영수증: cancel it (원승인번호 + 원거래일자) and, when cash is left,
     * issue a new one for the remainder to the same identity. Offline: the new one waits as pending.
     */
    async reissueCashReceipt(sale: PosSalePayload, saleId: string, cashLeft: number): Promise<void> {
      void sale;
      // The own server is told what now stands (the remainder's receipt pending while the agent is away).
      if (await replaceCashReceipt(saleId, cashLeft)) await deps.onCashReceiptChanged?.(saleId);
    },

    /** 현금영수증 of a sale as they stand now (issued later, cancelled and re-issued after a refund). */
    async cashReceiptsOf(saleId: string): Promise<PosCashReceipt[]> {
      return (await journal.forSale(saleId))
        .filter((r) => r.kind === 'cash-receipt' && (r.state === 'recorded' || r.state === 'pending'))
        .map((r) => {
          const q = journalRequest(r);
          const a = journalApproval(r);
          return {
            status: r.state === 'recorded' ? 'issued' : 'pending',
            approvalNo: a?.approvalNo ?? null,
            purpose: q.purpose ?? 'income',
            identityMasked: q.identityMasked ?? '',
            selfIssued: q.selfIssued ?? false,
            amount: r.amount,
            issuedAt: a?.approvedAt ?? null,
          };
        });
    },

    /** 연결 확인: asks the agent for its status. */
    async check(): Promise<VanCheck> {
      const settings = await deps.van.settings();
      const agent = await deps.van.agent();
      if (!agent) return { ok: false, message: '카드 단말기 연결이 설정되어 있지 않습니다.', merchantNo: settings.merchantNo, tid: settings.tid, agent: '' };
      const outcome = await agent.status();
      if (outcome.kind !== 'approved') return { ok: false, message: outcome.message, merchantNo: settings.merchantNo, tid: settings.tid, agent: agent.description };
      const mismatch = settings.merchantNo !== '' && outcome.approval.merchantNo !== settings.merchantNo;
      return {
        ok: !mismatch,
        message: mismatch ? `연결되었지만 가맹점번호가 다릅니다 (단말기: ${outcome.approval.merchantNo}, 설정: ${settings.merchantNo}).` : `연결되었습니다. 가맹점번호 ${outcome.approval.merchantNo}, 단말기번호 ${outcome.approval.tid}`,
        merchantNo: outcome.approval.merchantNo,
        tid: outcome.approval.tid,
        agent: agent.description,
      };
    },
  };
}
