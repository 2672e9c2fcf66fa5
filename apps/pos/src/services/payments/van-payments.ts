// Money exactly once at the counter (#27). A card or 간편결제 payment is a journal row committed before
// the request leaves; the approval is recorded with the sale in one transaction; a lost or garbled
// reply, a decline after an earlier approval of the same sale, or a sale that cannot be recorded is
// 망취소'd at once — and a restart net-cancels whatever the journal shows as sent or approved without
// a sale. 현금영수증 go through the same journal: issued before the sale is recorded when the agent
// answers, otherwise recorded as pending and issued by the recovery loop when the agent is back.
import { checkCashReceiptRequest, posBusinessDate, selfIssueApplies, splitVat, SELF_ISSUE_NUMBER } from '@courtside/core/pos';
import type { PosCardPayment, PosCashReceipt, PosPayment, PosSalePayload } from '@courtside/core/pos';
import { outcomeIsUnknown } from '@courtside/hardware';
import type { VanAgent, VanApproval, VanOutcome } from '@courtside/hardware';
import type { SaleDraft, VanCheck } from '../../shared/schemas.ts';
import { saleTotals } from '../../shared/sale-math.ts';
import type { EventHub } from '../event-hub.ts';
import type { UuidV7Generator } from '../ids/uuid-v7.ts';
import type { ApprovedPayments, RecordedSale } from '../sales/sale-recorder.ts';
import { TerminalError } from '../terminal-error.ts';
import type { PaymentJournal } from './payment-journal.ts';
import { journalApproval, journalRequest } from './payment-journal.ts';
import { outcomeError } from './van-outcome-error.ts';
import type { VanConnection } from './van-connection.ts';

export interface VanPaymentsDeps {
  readonly journal: PaymentJournal;
  readonly van: VanConnection;
  readonly events: EventHub;
  readonly newId: UuidV7Generator;
  readonly now: () => number;
  readonly log?: (message: string, error: unknown) => void;
}

/** YYYYMMDD (KST) of an ISO instant: what a cancel names as 원거래일자. */
export function kstDay(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

const INSTALLMENT_FROM = 50_000;

export function draftNeedsAgent(draft: SaleDraft, selfIssue: boolean): boolean {
  return draft.payments.some(
    (p) => p.method === 'van-card' || p.method === 'easy-pay' || (p.method === 'cash' && ((p.cashReceipt?.identity ?? '').replace(/\D/g, '') !== '' || selfIssueApplies(selfIssue, p.amount, false))),
  );
}

/** Checks the draft's payments before anything is sent: amounts within the balance, 할부 from 50,000원, receipts valid. */
export function checkPayments(draft: SaleDraft): void {
  const { total } = saleTotals(draft.lines, draft.saleDiscount);
  let left = total;
  for (const p of draft.payments) {
    if (p.amount <= 0 || p.amount > left) throw new TerminalError('PAYMENT_AMOUNT_INVALID', { details: { amount: p.amount, balance: left } });
    left -= p.amount;
    if (p.method === 'van-card' && p.installmentMonths > 0 && p.amount < INSTALLMENT_FROM) throw new TerminalError('PAYMENT_INSTALLMENT_INVALID');
    if (p.method === 'cash' && p.cashReceipt && p.cashReceipt.identity.replace(/\D/g, '') !== '') {
      const check = checkCashReceiptRequest(p.cashReceipt.identity, p.cashReceipt.purpose);
      if (!check.ok) throw new TerminalError('CASH_RECEIPT_INVALID', { message: check.message, details: { reason: check.code } });
    }
  }
  if (left !== 0) throw new TerminalError('SALE_TOTAL_MISMATCH', { details: { due: total, paid: total - left } });
}

function cardPayment(approval: VanApproval, amount: number): PosCardPayment {
  return {
    method: 'card',
    amount,
    approvalNo: approval.approvalNo,
    issuer: approval.issuer,
    maskedCardNo: approval.maskedCardNo === '' ? null : approval.maskedCardNo,
    installmentMonths: approval.installmentMonths,
    entry: 'van',
    provider: approval.provider,
    approvedAt: approval.approvedAt,
    acquirer: approval.acquirer,
    merchantNo: approval.merchantNo,
    tid: approval.tid,
    txId: approval.txId,
    signed: approval.signed,
  };
}

export function createVanPayments(deps: VanPaymentsDeps) {
  const { journal, events } = deps;
  const inFlight = new Set<string>();
  const attempts = new Set<string>();
  const today = () => posBusinessDate(deps.now()) ?? new Date(deps.now()).toISOString().slice(0, 10);
  const progress = (message: string) => events.publish({ type: 'payment', message });

  async function agentOrThrow(): Promise<VanAgent> {
    const agent = await deps.van.agent();
    if (!agent) throw new TerminalError('PAYMENT_AGENT_OFF');
    return agent;
  }

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
     * sale with them in one transaction (`record`). Any failure leaves nothing charged.
     */
    async completeSale(draft: SaleDraft, selfIssue: boolean, record: (approved: ApprovedPayments) => Promise<RecordedSale>, replayed: () => Promise<RecordedSale | null>): Promise<RecordedSale> {
      const again = await replayed();
      if (again) return again;
      checkPayments(draft);
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
            agent ??= await agentOrThrow();
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
      for (const row of rows) {
        if (inFlight.has(row.id) || (row.attempt_id !== null && attempts.has(row.attempt_id))) continue;
        if (row.state === 'pending' && row.sale_id !== null) {
          if (!agent) continue;
          const r = journalRequest(row);
          const outcome = await agent.issueCashReceipt({ txId: row.id, amount: row.amount, vat: row.vat, identity: r.identity ?? '', purpose: r.purpose ?? 'income' });
          if (outcome.kind === 'approved') {
            await journal.settle(row.id, 'recorded', outcome.approval);
            issued++;
          } else if (outcome.kind === 'declined') {
            await journal.settle(row.id, 'failed', null, outcome.message);
          }
          continue;
        }
        if (row.kind === 'cancel') continue;
        if (await netCancel(row.id, agent)) netCancelled++;
        else stillOwed++;
      }
      return { netCancelled, stillOwed, issued };
    },

    /** A card / 간편결제 refund through the agent: the original 승인번호 and date, the amount. Idempotent per `refundKey`. */
    async cancelCard(original: PosCardPayment, amount: number, refundKey: string): Promise<VanApproval> {
      const agent = await agentOrThrow();
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
      const rows = (await journal.forSale(saleId)).filter((r) => r.kind === 'cash-receipt' && (r.state === 'recorded' || r.state === 'pending' || r.state === 'approved'));
      const current = rows.at(-1);
      if (!current) return;
      void sale;
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
      if (cashLeft <= 0) return;
      const id = deps.newId();
      const { vat } = splitVat(cashLeft);
      await journal.begin({ id, kind: 'cash-receipt', attemptId: null, saleId, amount: cashLeft, vat, request: r, businessDate: today(), state: 'pending' });
      if (!agent) return;
      const outcome = await agent.issueCashReceipt({ txId: id, amount: cashLeft, vat, identity: r.identity ?? '', purpose: r.purpose ?? 'income' });
      if (outcome.kind === 'approved') await journal.settle(id, 'recorded', outcome.approval);
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

export type VanPayments = ReturnType<typeof createVanPayments>;
