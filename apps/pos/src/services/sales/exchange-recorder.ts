// Records an exchange (#28 item 6) in ONE SQLite transaction: the return (a refund of the original
// sale whose `exchange.credit` pays the new goods, and whatever it gives back in money), its outbox
// entry and the returned goods back on the shelf; then the new sale (its `exchange` naming the
// refund, paid by that credit and the shopper's payments), its outbox entry and its goods off the
// shelf; and the card / 간편결제 approvals of the difference marked as the new sale's (`approved`,
// the payment journal's statement on the same connection). Either all of it commits or none: a crash
// before the commit leaves the journal's approvals without a sale (net-cancelled by the recovery
// loop, as for any sale), after it everything stands. The same attempt sent again answers the
// exchange already recorded.
import { checkPosExchangeLink, checkPosRefundAgainstSale, checkPosRefundPayload, posBusinessDate } from '@courtside/core/pos';
import type { PosRefundEntry, PosRefundPayload, PosRefundPayment, PosSaleEntry, PosSalePayload } from '@courtside/core/pos';
import type { RefundRow, SaleRow } from '../db/schema.ts';
import { enqueueOutbox } from '../outbox/outbox.ts';
import { TerminalError } from '../terminal-error.ts';
import type { SaleDraft } from '../../shared/schemas.ts';
import { saleTotals } from '../../shared/sale-math.ts';
import { planExchange, type ExchangePlan } from './exchange-plan.ts';
import type { RefundLineRequest } from './refund-plan.ts';
import { refundPayloadOf } from './refund-recorder.ts';
import { buildSalePayload, saleChange, salePaymentKind } from './sale-payload.ts';
import { nextSequence, receiptNumber, salePayloadOf } from './sale-recorder.ts';
import type { ApprovedPayments, RecorderDeps, SaleActor } from './sale-recorder.ts';

export interface ExchangeInput {
  /** The original sale (this terminal's). */
  readonly saleId: string;
  readonly returns: readonly RefundLineRequest[];
  readonly reason: string;
  /** The new goods, and the shopper's payments of the difference (none when nothing is due); `attemptId` makes a resend safe. */
  readonly draft: SaleDraft;
  /** How the difference went back when the returned goods are worth more (a card cancel already made through the agent, or cash). */
  readonly refundPayment: PosRefundPayment | null;
}

export interface RecordedExchange {
  readonly sale: SaleRow;
  readonly salePayload: PosSalePayload;
  readonly refund: RefundRow;
  readonly refundPayload: PosRefundPayload;
  readonly plan: Pick<ExchangePlan, 'returned' | 'newTotal' | 'credit' | 'due' | 'refund'>;
  readonly change: number;
  readonly replayed: boolean;
}

/** The plan an exchange recorded (from its two payloads): what the receipt and the screen show again. */
export function recordedPlan(sale: PosSalePayload, refund: PosRefundPayload): RecordedExchange['plan'] {
  const credit = sale.exchange?.credit ?? 0;
  return { returned: refund.total, newTotal: sale.totals.total, credit, due: sale.totals.total - credit, refund: refund.total - credit };
}

export function createExchangeRecorder(deps: RecorderDeps) {
  const { db } = deps;

  /** The exchange recorded under this sale row (its refund read back through the link). */
  async function recordedOf(saleRow: SaleRow): Promise<RecordedExchange> {
    const salePayload = salePayloadOf(saleRow);
    const refundId = salePayload.exchange?.refundId;
    const refund = refundId === undefined ? undefined : await db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
    if (!refund) throw new TerminalError('SALE_NOT_FOUND', { message: '이 결제 시도는 교환이 아닌 판매로 기록되어 있습니다.' });
    const refundPayload = refundPayloadOf(refund);
    return { sale: saleRow, salePayload, refund, refundPayload, plan: recordedPlan(salePayload, refundPayload), change: saleChange(salePayload), replayed: true };
  }

  return {
    /** What the exchange comes to, before anything is paid or written (the screen's 차액 and the payment step). */
    async plan(saleId: string, returns: readonly RefundLineRequest[], draft: Pick<SaleDraft, 'lines' | 'saleDiscount'>): Promise<ExchangePlan> {
      const saleRow = await db.selectFrom('sales').selectAll().where('id', '=', saleId).executeTakeFirst();
      if (!saleRow) throw new TerminalError('EXCHANGE_NOT_LOCAL');
      const earlier = (await db.selectFrom('refunds').select('payload').where('sale_id', '=', saleId).orderBy('refunded_at').execute()).map(refundPayloadOf);
      return planExchange(salePayloadOf(saleRow), earlier, returns, saleTotals(draft.lines, draft.saleDiscount).total);
    },

    /** The exchange recorded under this payment attempt, if any (a resend after a lost answer). */
    async ofAttempt(attemptId: string | undefined): Promise<RecordedExchange | null> {
      if (!attemptId) return null;
      const row = await db.selectFrom('sales').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
      return row ? recordedOf(row) : null;
    },

    async record(input: ExchangeInput, actor: SaleActor, approved?: ApprovedPayments): Promise<RecordedExchange> {
      const at = deps.now();
      const when = new Date(at).toISOString();
      // The open business day (after Z, the next one), as sales and refunds take it (CONTEXT pitfall 10).
      const businessDate = deps.businessDate?.(at) ?? posBusinessDate(at) ?? when.slice(0, 10);
      // The refund's id is made first: outbox order (and UUIDv7 order) puts the return before the sale.
      const refundId = deps.newId();
      const saleId = deps.newId();
      const attemptId = input.draft.attemptId ?? null;
      const recorded = await db.transaction().execute(async (trx): Promise<RecordedExchange | SaleRow> => {
        if (attemptId !== null) {
          const earlierAttempt = await trx.selectFrom('sales').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
          if (earlierAttempt) return earlierAttempt;
        }
        const saleRow = await trx.selectFrom('sales').selectAll().where('id', '=', input.saleId).executeTakeFirst();
        if (!saleRow) throw new TerminalError('EXCHANGE_NOT_LOCAL');
        const original = salePayloadOf(saleRow);
        const earlier = (await trx.selectFrom('refunds').select('payload').where('sale_id', '=', input.saleId).orderBy('refunded_at').execute()).map(refundPayloadOf);
        const plan = planExchange(original, earlier, input.returns, saleTotals(input.draft.lines, input.draft.saleDiscount).total);
        const refundPaid = input.refundPayment?.amount ?? 0;
        if (refundPaid !== plan.refund || (plan.refund > 0) !== (input.refundPayment !== null)) {
          throw new TerminalError('EXCHANGE_PAYMENT_MISMATCH', { message: `돌려줄 차액은 ${plan.refund.toLocaleString('ko-KR')}원입니다.`, details: { refund: plan.refund, paid: refundPaid } });
        }

        const refundNo = receiptNumber('R', actor.terminalId, businessDate, await nextSequence(trx, `receipt:R${actor.terminalId}:${businessDate}`));
        const refundPayload: PosRefundPayload = {
          refundNo,
          saleId: input.saleId,
          refundedAt: when,
          reason: input.reason,
          lines: plan.returnLines,
          payments: input.refundPayment ? [input.refundPayment] : [],
          total: plan.returned,
          exchange: { saleId, credit: plan.credit },
        };
        const refundCheck = checkPosRefundPayload(refundPayload);
        if (!refundCheck.ok) throw new TerminalError('EXCHANGE_PAYMENT_MISMATCH', { message: refundCheck.message });
        const against = checkPosRefundAgainstSale(original, earlier, refundPayload);
        if (!against.ok) throw new TerminalError('REFUND_EXCEEDS_SALE', { message: against.message });

        const receiptNo = receiptNumber('T', actor.terminalId, businessDate, await nextSequence(trx, `receipt:T${actor.terminalId}:${businessDate}`));
        // Validates the new sale: its payments + the credit = its total (SALE_TOTAL_MISMATCH otherwise).
        const salePayload: PosSalePayload = { ...buildSalePayload(input.draft, receiptNo, when, approved?.payments, { refundId, originalSaleId: input.saleId, credit: plan.credit }), businessDate };
        const link = checkPosExchangeLink(saleId, salePayload, refundId, refundPayload);
        if (!link.ok) throw new TerminalError('EXCHANGE_PAYMENT_MISMATCH', { message: link.message });

        const refund: RefundRow = {
          id: refundId,
          sale_id: input.saleId,
          refund_no: refundNo,
          terminal_id: actor.terminalId,
          staff_id: actor.staffId,
          staff_name: actor.staffName,
          refunded_at: when,
          business_date: businessDate,
          total: plan.returned,
          method: input.refundPayment?.method ?? 'exchange',
          reason: input.reason,
          payload: JSON.stringify(refundPayload),
        };
        await trx.insertInto('refunds').values(refund).execute();
        const refundEntry: PosRefundEntry = { id: refundId, kind: 'refund', terminalId: actor.terminalId, staffId: actor.staffId, createdAt: when, payload: refundPayload };
        await enqueueOutbox(trx, { id: refundId, kind: 'refund', payload: refundEntry, createdAt: when });
        for (const line of plan.returnLines.filter((l) => l.restock)) {
          await trx.updateTable('catalogue_options').set((eb) => ({ stock: eb('stock', '+', line.quantity) })).where('option_no', '=', line.optionNo).execute();
        }

        const sale: SaleRow = {
          id: saleId,
          receipt_no: receiptNo,
          terminal_id: actor.terminalId,
          terminal_name: actor.terminalName,
          staff_id: actor.staffId,
          staff_name: actor.staffName,
          sold_at: when,
          business_date: businessDate,
          subtotal: salePayload.totals.subtotal,
          discount_total: salePayload.totals.lineDiscount + salePayload.totals.saleDiscount,
          total: salePayload.totals.total,
          payment_kind: salePaymentKind(salePayload),
          payload: JSON.stringify(salePayload),
          attempt_id: attemptId,
          acknowledged_at: null,
        };
        await trx.insertInto('sales').values(sale).execute();
        const saleEntry: PosSaleEntry = { id: saleId, kind: 'sale', terminalId: actor.terminalId, staffId: actor.staffId, createdAt: when, payload: salePayload };
        await enqueueOutbox(trx, { id: saleId, kind: 'sale', payload: saleEntry, createdAt: when });
        for (const line of salePayload.lines) {
          await trx.updateTable('catalogue_options').set((eb) => ({ stock: eb('stock', '-', line.quantity) })).where('option_no', '=', line.optionNo).execute();
        }
        // The journal's statement runs on the same connection, so it is part of this transaction.
        approved?.inTransaction(saleId);
        return { sale, salePayload, refund, refundPayload, plan, change: saleChange(salePayload), replayed: false };
      });
      return 'salePayload' in recorded ? recorded : recordedOf(recorded);
    },
  };
}

export type ExchangeRecorder = ReturnType<typeof createExchangeRecorder>;
