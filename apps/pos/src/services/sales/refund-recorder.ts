// Records a full or partial refund of a sale made on this terminal: the refund, its outbox entry and
// the returned goods going back into the cached stock, in one transaction.
import { checkPosRefundAgainstSale, checkPosRefundPayload, posBusinessDate, upgradePosPayload } from '@courtside/core/pos';
import type { PosApprovalRecord, PosEasyPayProvider, PosRefundEntry, PosRefundPayload, PosRefundPayment, PosSalePayload } from '@courtside/core/pos';
import type { RefundRow } from '../db/schema.ts';
import { enqueueOutbox } from '../outbox/outbox.ts';
import { TerminalError } from '../terminal-error.ts';
import type { RefundRequest } from '../../shared/schemas.ts';
import { planRefundLines } from './refund-plan.ts';
import { nextSequence, receiptNumber, salePayloadOf } from './sale-recorder.ts';
import type { RecorderDeps, SaleActor } from './sale-recorder.ts';

export interface RecordedRefund {
  readonly refund: RefundRow;
  readonly payload: PosRefundPayload;
}

export function refundPayloadOf(row: Pick<RefundRow, 'payload'>): PosRefundPayload {
  return upgradePosPayload(JSON.parse(row.payload) as PosRefundPayload);
}

export function createRefundRecorder(deps: RecorderDeps) {
  const { db } = deps;
  return {
    /**
     * `foreign`: a sale made on another terminal, as the own server holds it (online only), with the
     * refunds the server already has; this terminal's own unsent refunds of it are added here.
     */
    async record(
      request: RefundRequest,
      actor: SaleActor,
      foreign?: { readonly sale: PosSalePayload; readonly earlier: readonly PosRefundPayload[] },
      /** A card cancel made through the VAN agent (#27): which approval it cancels and its 간편결제 provider. */
      agentCancel?: { readonly provider: PosEasyPayProvider | null; readonly originalApprovalNo: string },
      /** An admin's approval of a cashier's refund or void (issue 28), recorded with it. */
      approval?: PosApprovalRecord,
    ): Promise<RecordedRefund> {
      if (request.method === 'card' && request.approvalNo === null) throw new TerminalError('REFUND_APPROVAL_REQUIRED');
      const at = deps.now();
      const refundedAt = new Date(at).toISOString();
      const businessDate = deps.businessDate?.(at) ?? posBusinessDate(at) ?? refundedAt.slice(0, 10);
      const id = deps.newId();
      return db.transaction().execute(async (trx) => {
        const saleRow = await trx.selectFrom('sales').selectAll().where('id', '=', request.saleId).executeTakeFirst();
        if (!saleRow && !foreign) throw new TerminalError('SALE_NOT_FOUND');
        const sale = saleRow ? salePayloadOf(saleRow) : (foreign?.sale as PosSalePayload);
        const earlierRows = await trx.selectFrom('refunds').select('payload').where('sale_id', '=', request.saleId).orderBy('refunded_at').execute();
        const local = earlierRows.map(refundPayloadOf);
        const known = new Set(local.map((r) => r.refundNo));
        const earlier = saleRow ? local : [...(foreign?.earlier ?? []).filter((r) => !known.has(r.refundNo)), ...local];
        const lines = planRefundLines(sale, earlier, request.lines.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity })));
        const total = lines.reduce((sum, line) => sum + line.amount, 0);
        const originalApproval = sale.payments.find((p) => p.method === 'card');
        const payments: PosRefundPayment[] =
          total === 0
            ? []
            : request.method === 'card'
              ? [
                  agentCancel
                    ? { method: 'card', amount: total, approvalNo: request.approvalNo ?? '', originalApprovalNo: agentCancel.originalApprovalNo, provider: agentCancel.provider, entry: 'van' }
                    : { method: 'card', amount: total, approvalNo: request.approvalNo ?? '', originalApprovalNo: originalApproval?.method === 'card' ? originalApproval.approvalNo : '' },
                ]
              : [{ method: 'cash', amount: total }];
        const sequence = await nextSequence(trx, `receipt:R${actor.terminalId}:${businessDate}`);
        const payload: PosRefundPayload = {
          refundNo: receiptNumber('R', actor.terminalId, businessDate, sequence),
          saleId: request.saleId,
          refundedAt,
          reason: request.reason,
          lines,
          payments,
          total,
          ...(approval ? { approval } : {}),
        };
        // Another refund of the sale landed since the approval was asked: it was for another amount.
        if (approval && approval.amount !== total) throw new TerminalError('APPROVAL_MISMATCH');
        const check = checkPosRefundPayload(payload);
        if (!check.ok) throw new TerminalError('REFUND_NOTHING', { message: check.message });
        const against = checkPosRefundAgainstSale(sale, earlier, payload);
        if (!against.ok) throw new TerminalError('REFUND_EXCEEDS_SALE', { message: against.message });
        const row: RefundRow = {
          id,
          sale_id: request.saleId,
          refund_no: payload.refundNo,
          terminal_id: actor.terminalId,
          staff_id: actor.staffId,
          staff_name: actor.staffName,
          refunded_at: refundedAt,
          business_date: businessDate,
          total,
          method: request.method,
          reason: request.reason,
          payload: JSON.stringify(payload),
        };
        await trx.insertInto('refunds').values(row).execute();
        const entry: PosRefundEntry = { id, kind: 'refund', terminalId: actor.terminalId, staffId: actor.staffId, createdAt: refundedAt, payload };
        await enqueueOutbox(trx, { id, kind: 'refund', payload: entry, createdAt: refundedAt });
        for (const line of lines.filter((l) => l.restock)) {
          await trx.updateTable('catalogue_options').set((eb) => ({ stock: eb('stock', '+', line.quantity) })).where('option_no', '=', line.optionNo).execute();
        }
        return { refund: row, payload };
      });
    },

    async forSale(saleId: string): Promise<RefundRow[]> {
      return db.selectFrom('refunds').selectAll().where('sale_id', '=', saleId).orderBy('refunded_at').execute();
    },

    async refundedTotals(saleIds: readonly string[]): Promise<Map<string, number>> {
      if (saleIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('refunds')
        .select(['sale_id', (eb) => eb.fn.sum<number>('total').as('total')])
        .where('sale_id', 'in', [...saleIds])
        .groupBy('sale_id')
        .execute();
      return new Map(rows.map((row) => [row.sale_id, Number(row.total)]));
    },
  };
}

export type RefundRecorder = ReturnType<typeof createRefundRecorder>;
