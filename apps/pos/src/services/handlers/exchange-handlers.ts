// 교환 at the counter (#28 item 6): orders.exchangeQuote (the 차액 before anything is paid) and
// orders.exchange (the difference paid or given back, then the return and the new sale recorded in one
// transaction by sales/exchange-recorder.ts, then one 교환 영수증 and the card slips). Only sales of
// this terminal are exchanged (their goods and money are in this terminal's record).
//
// Money exactly once: when the shopper pays, the card / 간편결제 approvals go through the payment
// journal (van-payments.completeSale, checked against the difference) and are marked recorded inside
// the exchange's transaction; when money goes back by card, the cancel is made first under a key of
// the sale, its refunds and the amount (pressed again after a lost answer, the agent answers the same
// cancel), exactly as a refund's (refund-through-agent.ts).
import type { PosCashReceipt, PosRefundPayment } from '@courtside/core/pos';
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { cancellableCard } from '../payments/refund-through-agent.ts';
import { draftNeedsAgent } from '../payments/payment-rules.ts';
import { cardCancelSlipDocuments, cardSlipDocuments, exchangeReceiptDocument, saleReceiptDocument } from '../printer/documents.ts';
import type { ReceiptDocument, ReceiptShopInfo } from '@courtside/core/receipt';
import type { SaleRow } from '../db/schema.ts';
import type { RecordedExchange } from '../sales/exchange-recorder.ts';
import { refundPayloadOf } from '../sales/refund-recorder.ts';
import { salePayloadOf } from '../sales/sale-recorder.ts';
import type { StaffSession } from '../staff/staff-auth.ts';
import { TerminalError } from '../terminal-error.ts';
import type { ExchangeRequest, ExchangeResult, PrintOutcome, SaleDraft } from '../../shared/schemas.ts';
import { actorFor, type TerminalServices } from './context.ts';
import { safePrint } from './refund-and-print.ts';

type ExchangeHandlers = Pick<Handlers, 'orders.exchangeQuote' | 'orders.exchange'>;

/**
 * MANAGER APPROVAL GOES HERE (#28 item 3, built by 28roles): an exchange gives money or goods back
 * like a refund, so the lead wires the refund approval check (the admin's one-time PIN, recorded with
 * the refund) into this function. Until then it allows what the `refund` permission allows.
 */
export async function checkExchangeApproval(s: TerminalServices, request: ExchangeRequest, session: StaffSession): Promise<void> {
  void s;
  void request;
  void session;
}

async function originalOf(s: TerminalServices, saleId: string) {
  const row = await s.db.selectFrom('sales').selectAll().where('id', '=', saleId).executeTakeFirst();
  if (!row) throw new TerminalError('EXCHANGE_NOT_LOCAL');
  const earlier = (await s.refunds.forSale(saleId)).map(refundPayloadOf);
  return { row, sale: salePayloadOf(row), earlier };
}

function draftOf(request: ExchangeRequest): SaleDraft {
  return { lines: request.lines, saleDiscount: request.saleDiscount, payments: request.payments, heldSaleId: null, attemptId: request.attemptId };
}

function resultOf(recorded: RecordedExchange, print: PrintOutcome): ExchangeResult {
  return {
    saleId: recorded.sale.id,
    receiptNo: recorded.sale.receipt_no,
    refundNo: recorded.refund.refund_no,
    returned: recorded.plan.returned,
    newTotal: recorded.plan.newTotal,
    due: recorded.plan.due,
    refund: recorded.plan.refund,
    change: recorded.change,
    print,
  };
}

export function exchangeHandlers(s: TerminalServices): ExchangeHandlers {
  return {
    'orders.exchangeQuote': async (quote) => {
      const plan = await s.exchanges.plan(quote.saleId, quote.returns, quote);
      const { sale, earlier } = await originalOf(s, quote.saleId);
      const agentCard = cancellableCard(sale, earlier);
      const manualCard = sale.payments.find((p) => p.method === 'card' && p.entry !== 'van');
      const cardRefundable = agentCard ? agentCard.left : manualCard ? manualCard.amount : 0;
      return {
        returned: plan.returned,
        newTotal: plan.newTotal,
        credit: plan.credit,
        due: plan.due,
        refund: plan.refund,
        refundMethods: cardRefundable >= plan.refund && plan.refund > 0 ? ['card', 'cash'] : ['cash'],
        cardRefundable,
        cardNeedsApprovalNo: !agentCard && manualCard !== undefined,
      };
    },

    'orders.exchange': async (request, ctx) => {
      const session = requireSession(ctx);
      await checkExchangeApproval(s, request, session);
      const actor = await actorFor(s, session);
      const draft = draftOf(request);
      // A resend after a lost answer: the exchange already recorded, printed only from 재인쇄.
      const again = await s.exchanges.ofAttempt(request.attemptId);
      if (again) return resultOf(again, { jobId: null, status: 'skipped', error: null });

      const plan = await s.exchanges.plan(request.saleId, request.returns, draft);
      if (plan.due === 0 && request.payments.length > 0) throw new TerminalError('EXCHANGE_PAYMENT_MISMATCH', { message: '받을 차액이 없습니다. 결제를 빼고 다시 교환하세요.' });
      const input = { saleId: request.saleId, returns: request.returns, reason: request.reason, draft };
      let recorded: RecordedExchange;
      if (plan.refund > 0) {
        const { sale, earlier } = await originalOf(s, request.saleId);
        let refundPayment: PosRefundPayment = { method: 'cash', amount: plan.refund };
        let cancelKey: string | null = null;
        if (request.refundMethod === 'card') {
          const card = cancellableCard(sale, earlier);
          if (card) {
            if (plan.refund > card.left) throw new TerminalError('REFUND_EXCEEDS_SALE', { message: `카드로 환불할 수 있는 금액은 ${card.left.toLocaleString('ko-KR')}원입니다. 나머지는 현금으로 환불하세요.` });
            cancelKey = `${request.saleId.slice(-12)}-${earlier.length}-X${plan.refund}`;
            const cancel = await s.payments.cancelCard(card.payment, plan.refund, cancelKey);
            refundPayment = { method: 'card', amount: plan.refund, approvalNo: cancel.approvalNo, originalApprovalNo: card.payment.approvalNo, provider: card.payment.provider ?? null, entry: 'van' };
          } else {
            const manual = sale.payments.find((p) => p.method === 'card');
            if (!manual || manual.method !== 'card') throw new TerminalError('EXCHANGE_PAYMENT_MISMATCH', { message: '카드로 결제한 거래가 아닙니다. 차액은 현금으로 환불하세요.' });
            if (request.approvalNo === null) throw new TerminalError('REFUND_APPROVAL_REQUIRED');
            refundPayment = { method: 'card', amount: plan.refund, approvalNo: request.approvalNo, originalApprovalNo: manual.approvalNo, entry: 'manual' };
          }
        }
        recorded = await s.exchanges.record({ ...input, refundPayment }, actor);
        if (cancelKey !== null) await s.payments.cancelRecorded(cancelKey, recorded.sale.id);
      } else {
        const selfIssue = (await s.settings.load()).van.selfIssueCashReceipt;
        if (plan.due > 0 && draftNeedsAgent(draft, selfIssue)) {
          let done: RecordedExchange | null = null;
          await s.payments.completeSale(
            draft,
            selfIssue,
            async (approved) => {
              done = await s.exchanges.record({ ...input, refundPayment: null }, actor, approved);
              return { sale: done.sale, payload: done.salePayload, change: done.change, replayed: done.replayed };
            },
            async () => null,
            plan.due,
          );
          if (!done) throw new TerminalError('SALE_INVALID');
          recorded = done;
        } else {
          recorded = await s.exchanges.record({ ...input, refundPayment: null }, actor);
        }
      }
      s.sync.notifyEnqueued();
      const print = recorded.replayed ? ({ jobId: null, status: 'skipped', error: null } as const) : await printExchange(s, recorded);
      return resultOf(recorded, print);
    },
  };
}

/** The 교환 영수증, then a 매출전표 per card / 간편결제 payment of the difference (a card cancel's 취소 매출전표 prints from the refund's side). */
export async function printExchange(s: TerminalServices, recorded: RecordedExchange): Promise<PrintOutcome> {
  const shop = await s.shop.receipt();
  const original = salePayloadOf(await s.sales.get(recorded.refund.sale_id));
  const receipts = await s.payments.cashReceiptsOf(recorded.sale.id);
  const doc = exchangeReceiptDocument({ sale: recorded.salePayload, refund: recorded.refundPayload, original }, { cashierName: recorded.sale.staff_name, terminalName: recorded.sale.terminal_name, receipts: receipts.length > 0 ? receipts : undefined }, shop);
  const outcome = safePrint(() => s.printer.print(doc, `교환 영수증 ${recorded.sale.receipt_no}`, undefined, `sale:${recorded.sale.id}`));
  for (const slip of cardSlipDocuments(recorded.salePayload, shop)) safePrint(() => s.printer.print(slip, `매출전표 ${recorded.sale.receipt_no}`));
  for (const slip of cardCancelSlipDocuments(recorded.refundPayload, original, shop)) safePrint(() => s.printer.print(slip, `취소 매출전표 ${recorded.refund.refund_no}`));
  return outcome;
}

/**
 * The receipt of a recorded sale as 재인쇄 and the order screen show it: an exchange's new sale prints
 * its 교환 영수증 (its payments cover only the difference), any other sale its 판매 영수증.
 */
export async function receiptDocumentOf(s: TerminalServices, row: SaleRow, receipts: readonly PosCashReceipt[] | undefined, shop: ReceiptShopInfo): Promise<ReceiptDocument> {
  const payload = salePayloadOf(row);
  const extra = { cashierName: row.staff_name, terminalName: row.terminal_name, receipts };
  if (!payload.exchange) return saleReceiptDocument(payload, extra, shop);
  const refund = await s.db.selectFrom('refunds').select('payload').where('id', '=', payload.exchange.refundId).executeTakeFirst();
  const original = await s.db.selectFrom('sales').select('payload').where('id', '=', payload.exchange.originalSaleId).executeTakeFirst();
  if (!refund || !original) throw new TerminalError('SALE_NOT_FOUND', { message: '교환의 반품 기록을 찾을 수 없습니다.' });
  return exchangeReceiptDocument({ sale: payload, refund: refundPayloadOf(refund), original: salePayloadOf(original) }, extra, shop);
}
