// The pure rules of paying through the VAN agent (#27): which drafts need the agent, the checks made
// before anything is sent, the card payment an approval becomes, and the journal rows still owed.
import { checkCashReceiptRequest, posBusinessDate, selfIssueApplies } from '@courtside/core/pos';
import type { PosCardPayment } from '@courtside/core/pos';
import type { VanAgent, VanApproval } from '@courtside/hardware';
import type { SaleDraft } from '../../shared/schemas.ts';
import { saleTotals } from '../../shared/sale-math.ts';
import { TerminalError } from '../terminal-error.ts';
import type { EventHub } from '../event-hub.ts';
import type { UuidV7Generator } from '../ids/uuid-v7.ts';
import type { PaymentJournal } from './payment-journal.ts';
import type { VanConnection } from './van-connection.ts';

/** What paying through the agent needs from the terminal. */
export interface VanPaymentsDeps {
  readonly journal: PaymentJournal;
  readonly van: VanConnection;
  readonly events: EventHub;
  readonly newId: UuidV7Generator;
  readonly now: () => number;
  readonly log?: (message: string, error: unknown) => void;
  /** A recorded sale's 현금영수증 changed (issued later, cancelled, re-issued): tell the own server. */
  readonly onCashReceiptChanged?: (saleId: string) => Promise<void>;
}

/** YYYYMMDD (KST) of an ISO instant: what a cancel names as 원거래일자. */
export function kstDay(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

export const INSTALLMENT_FROM = 50_000;

/** A journal row that may hold money or a receipt nobody recorded. */
export function isUnresolved(row: { readonly state: string; readonly sale_id: string | null }): boolean {
  return ((row.state === 'sent' || row.state === 'approved') && row.sale_id === null) || row.state === 'net-cancel-pending' || row.state === 'pending';
}

export function draftNeedsAgent(draft: SaleDraft, selfIssue: boolean): boolean {
  return draft.payments.some(
    (p) => p.method === 'van-card' || p.method === 'easy-pay' || (p.method === 'cash' && ((p.cashReceipt?.identity ?? '').replace(/\D/g, '') !== '' || selfIssueApplies(selfIssue, p.amount, false))),
  );
}

/**
 * Checks the draft's payments before anything is sent: amounts within the balance, 할부 from 50,000원,
 * receipts valid. `due`: what the payments must cover when it is not the draft's total (an exchange's
 * difference, #28).
 */
export function checkPayments(draft: SaleDraft, due?: number): void {
  const total = due ?? saleTotals(draft.lines, draft.saleDiscount).total;
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

export function cardPayment(approval: VanApproval, amount: number): PosCardPayment {
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

/** The KST business day a journal row counts in. */
export function businessDay(now: number): string {
  return posBusinessDate(now) ?? new Date(now).toISOString().slice(0, 10);
}

/** The agent of the current settings, or PAYMENT_AGENT_OFF when none is set up. */
export async function agentOrThrow(van: Pick<VanConnection, 'agent'>): Promise<VanAgent> {
  const agent = await van.agent();
  if (!agent) throw new TerminalError('PAYMENT_AGENT_OFF');
  return agent;
}
