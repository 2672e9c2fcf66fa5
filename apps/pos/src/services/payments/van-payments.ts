// Money exactly once at the counter (#27). A card or 간편결제 payment is a journal row committed before
// the request leaves; the approval is recorded with the sale in one transaction; a lost or garbled
// reply, a decline after an earlier approval of the same sale, or a sale that cannot be recorded is
// 망취소'd at once — and a restart net-cancels whatever the journal shows as sent or approved without
// a sale. 현금영수증 go through the same journal: issued before the sale is recorded when the agent
// answers, otherwise recorded as pending and issued by the recovery loop when the agent is back.
import { checkCashReceiptRequest, selfIssueApplies, splitVat, SELF_ISSUE_NUMBER } from '@courtside/core/pos';
import type { PosCashReceipt, PosPayment } from '@courtside/core/pos';
import { outcomeIsUnknown } from '@courtside/hardware';
import type { VanAgent, VanApproval, VanOutcome } from '@courtside/hardware';
import type { SaleDraft } from '../../shared/schemas.ts';
import type { ApprovedPayments, RecordedSale } from '../sales/sale-recorder.ts';
import { TerminalError } from '../terminal-error.ts';
import { journalRequest } from './payment-journal.ts';
import { agentOrThrow, businessDay, cardPayment, checkPayments, isUnresolved, type VanPaymentsDeps } from './payment-rules.ts';
import { createVanAfterSale } from './van-after-sale.ts';
import { outcomeError } from './van-outcome-error.ts';

// The pure rules are in payment-rules.ts; what follows a recorded sale (refund cancels, 연결 확인) in
// van-after-sale.ts.

export function createVanPayments(deps: VanPaymentsDeps) {
  const { journal, events } = deps;
  const inFlight = new Set<string>();
  const attempts = new Set<string>();
  const today = () => businessDay(deps.now());
  const progress = (message: string) => events.publish({ type: 'payment', message });

  /** 망취소 of one request; the journal says whether it still owes one. */
  async function netCancel(id: string, agent: VanAgent | null): Promise<boolean> {
    const outcome: VanOutcome = agent ? await agent.netCancel(id) : { kind: 'refused', message: '' };
    if (outcome.kind === 'approved') {
      await journal.settle(id, 'net-cancelled');
      return true;
    }
    await journal.settle(id, 'net-cancel-pending', null, outcome.kind);
    return false;
  }

  /** One approval request, journal first. Returns the approval, or throws after settling the journal (and 망취소 where needed). */
  async function approve(agent: VanAgent, kind: 'card' | 'easy-pay', amount: number, attemptId: string | null, send: (txId: string) => Promise<VanOutcome>, request: Record<string, unknown>): Promise<VanApproval> {
    const id = deps.newId();
    const { vat } = splitVat(amount);
    inFlight.add(id);
    try {
      await journal.begin({ id, kind, attemptId, saleId: null, amount, vat, request, businessDate: today() });
      const outcome = await send(id);
      if (outcome.kind === 'approved') {
        if (outcome.approval.amount !== amount) {
          // An approval for another amount cannot be recorded: give it back at once.
          const cancelled = await netCancel(id, agent);
          throw new TerminalError('PAYMENT_UNKNOWN', { message: `카드 단말기가 다른 금액을 승인해 취소했습니다${cancelled ? '' : ' (취소 대기 중)'}. 다시 결제하세요.` });
        }
        await journal.settle(id, 'approved', outcome.approval);
        return outcome.approval;
      }
      if (outcomeIsUnknown(outcome)) {
        progress('응답을 받지 못해 망취소하고 있습니다');
        const cancelled = await netCancel(id, agent);
        throw outcomeError(outcome, cancelled);
      }
      await journal.settle(id, outcome.kind === 'declined' ? 'declined' : 'failed', null, outcome.kind);
      throw outcomeError(outcome);
    } finally {
      inFlight.delete(id);
    }
  }

  /** Gives back approvals made for a sale that will not be recorded. */
  async function undo(ids: readonly string[], agent: VanAgent): Promise<void> {
    for (const id of ids) {
      inFlight.add(id);
      try {
        await netCancel(id, agent);
      } finally {
        inFlight.delete(id);
      }
    }
  }

  async function issueReceipt(agent: VanAgent | null, saleAmount: number, cash: { identity: string; masked: string; purpose: 'income' | 'expense'; selfIssued: boolean }, attemptId: string | null): Promise<{ id: string; receipt: PosCashReceipt }> {
    const id = deps.newId();
    const { vat } = splitVat(saleAmount);
    const request = { identity: cash.identity, identityMasked: cash.masked, purpose: cash.purpose, selfIssued: cash.selfIssued };
    inFlight.add(id);
    try {
      await journal.begin({ id, kind: 'cash-receipt', attemptId, saleId: null, amount: saleAmount, vat, request, businessDate: today() });
      const outcome: VanOutcome = agent ? await agent.issueCashReceipt({ txId: id, amount: saleAmount, vat, identity: cash.identity, purpose: cash.purpose }) : { kind: 'refused', message: '' };
      const base = { purpose: cash.purpose, identityMasked: cash.masked, selfIssued: cash.selfIssued, amount: saleAmount };
      if (outcome.kind === 'approved') {
        await journal.settle(id, 'approved', outcome.approval);
        return { id, receipt: { ...base, status: 'issued', approvalNo: outcome.approval.approvalNo, issuedAt: outcome.approval.approvedAt } };
      }
      if (outcome.kind === 'declined') {
        await journal.settle(id, 'declined', null, outcome.code);
        throw new TerminalError('CASH_RECEIPT_INVALID', { message: `현금영수증이 발급되지 않았습니다: ${outcome.message}` });
      }
      // Agent away (or its answer lost): the sale goes on; the receipt is issued when the agent is back
      // (the same transaction id, so a receipt already issued is answered, not issued twice).
      await journal.settle(id, 'pending', null, outcome.kind);
      return { id, receipt: { ...base, status: 'pending', approvalNo: null, issuedAt: null } };
    } finally {
      inFlight.delete(id);
    }
  }

  return {
    /**
     * Approves the draft's card / 간편결제 parts through the agent, issues its 현금영수증, and records the
     * sale with them in one transaction (`record`). Any failure leaves nothing charged. `due`: what the
     * payments cover when not the draft's total (an exchange's difference, #28).
     */
    async completeSale(draft: SaleDraft, selfIssue: boolean, record: (approved: ApprovedPayments) => Promise<RecordedSale>, replayed: () => Promise<RecordedSale | null>, due?: number): Promise<RecordedSale> {
      const again = await replayed();
      if (again) return again;
      checkPayments(draft, due);
      const attemptId = draft.attemptId ?? null;
      if (attemptId !== null) {
        if (attempts.has(attemptId)) throw new TerminalError('PAYMENT_IN_PROGRESS');
        attempts.add(attemptId);
      }
      const approvedIds: string[] = [];
      const receiptIds: string[] = [];
      let agent: VanAgent | null = null;
      try {
        const payments: PosPayment[] = [];
        for (const p of draft.payments) {
          if (p.method === 'van-card' || p.method === 'easy-pay') {
            agent ??= await agentOrThrow(deps.van);
            const a: VanAgent = agent;
            progress(p.method === 'van-card' ? '카드를 넣어 주세요' : '간편결제 바코드를 확인하고 있습니다');
            let approval: VanApproval;
            try {
              approval =
                p.method === 'van-card'
                  ? await approve(a, 'card', p.amount, attemptId, (txId) => a.approveCard({ txId, amount: p.amount, vat: splitVat(p.amount).vat, installmentMonths: p.installmentMonths }, { onProgress: progress }), { installmentMonths: p.installmentMonths })
                  : await approve(a, 'easy-pay', p.amount, attemptId, (txId) => a.approveEasyPay({ txId, amount: p.amount, vat: splitVat(p.amount).vat, barcode: p.barcode }, { onProgress: progress }), { barcodeTail: p.barcode.slice(-4) });
            } catch (error) {
              await undo(approvedIds, a);
              throw error;
            }
            approvedIds.push(approval.txId);
            payments.push(cardPayment(approval, p.amount));
          } else if (p.method === 'cash') {
            const digits = (p.cashReceipt?.identity ?? '').replace(/\D/g, '');
            const self = digits === '' && selfIssueApplies(selfIssue, p.amount, false);
            let cashReceipt: PosCashReceipt | undefined;
            if (digits !== '' || self) {
              const check = checkCashReceiptRequest(self ? SELF_ISSUE_NUMBER : digits, self ? 'income' : (p.cashReceipt?.purpose ?? 'income'));
              if (!check.ok) throw new TerminalError('CASH_RECEIPT_INVALID', { message: check.message });
              agent ??= await deps.van.agent();
              try {
                const issued = await issueReceipt(agent, p.amount, { identity: check.identity.digits, masked: check.identity.masked, purpose: check.purpose, selfIssued: self }, attemptId);
                receiptIds.push(issued.id);
                cashReceipt = issued.receipt;
              } catch (error) {
                if (agent) await undo(approvedIds, agent);
                throw error;
              }
            }
            payments.push({ method: 'cash', amount: p.amount, tendered: p.tendered, change: p.tendered - p.amount, ...(cashReceipt ? { cashReceipt } : {}) });
          } else {
            payments.push({ method: 'card', amount: p.amount, approvalNo: p.approvalNo, issuer: p.issuer, maskedCardNo: null, installmentMonths: 0, entry: 'manual' });
          }
        }
        progress('승인되었습니다. 판매를 기록하고 있습니다');
        const ids = [...approvedIds, ...receiptIds];
        try {
          return await record({ payments, inTransaction: (saleId) => journal.recordWithSale(ids, saleId) });
        } catch (error) {
          const a = agent ?? (await deps.van.agent());
          if (a) await undo(ids, a);
          throw error;
        }
      } finally {
        if (attemptId !== null) attempts.delete(attemptId);
      }
    },

    /**
     * Settles what the journal owes: 망취소 for requests sent or approved without a sale (a crash, a
     * lost answer), retries of 망취소 the agent did not answer, and 현금영수증 still pending. Safe to run
     * at any time: requests of a payment in progress are skipped.
     */
    async recover(): Promise<{ netCancelled: number; stillOwed: number; issued: number }> {
      const rows = await journal.unresolved();
      if (rows.length === 0) return { netCancelled: 0, stillOwed: 0, issued: 0 };
      const agent = await deps.van.agent();
      let netCancelled = 0;
      let stillOwed = 0;
      let issued = 0;
      for (const listed of rows) {
        // The guard first, then a fresh read: a payment of this process still going is in the guard;
        // one that finished committed its sale before it left the guard, so the fresh read shows it.
        if (inFlight.has(listed.id) || (listed.attempt_id !== null && attempts.has(listed.attempt_id))) continue;
        const row = await journal.get(listed.id);
        if (!row || !isUnresolved(row)) continue;
        if (row.state === 'pending' && row.sale_id !== null) {
          if (!agent) continue;
          const r = journalRequest(row);
          const outcome = await agent.issueCashReceipt({ txId: row.id, amount: row.amount, vat: row.vat, identity: r.identity ?? '', purpose: r.purpose ?? 'income' });
          if (outcome.kind === 'approved') {
            await journal.settle(row.id, 'recorded', outcome.approval);
            issued++;
            await deps.onCashReceiptChanged?.(row.sale_id);
          } else if (outcome.kind === 'declined') {
            await journal.settle(row.id, 'failed', null, outcome.message);
            await deps.onCashReceiptChanged?.(row.sale_id);
          }
          continue;
        }
        if (row.kind === 'cancel') continue;
        if (await netCancel(row.id, agent)) netCancelled++;
        else stillOwed++;
      }
      return { netCancelled, stillOwed, issued };
    },

    ...createVanAfterSale(deps),
  };
}

export type VanPayments = ReturnType<typeof createVanPayments>;
