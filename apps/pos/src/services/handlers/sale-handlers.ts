// Catalogue look-ups, the sale itself, held sales, and the orders screen (list, detail, reprint,
// refund). Receipts are queued on the printer after the sale has committed; a printer problem is
// reported with the sale, never instead of it.
import { classifyScan } from '@courtside/core/scan';
import { receiptPreview } from '@courtside/core/receipt';
import type { PosSalePayload } from '@courtside/core/pos';
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { TerminalError } from '../terminal-error.ts';
import { isTestCategory } from '../catalogue/catalogue-grid.ts';
import { refundPayloadOf } from '../sales/refund-recorder.ts';
import { refundView, saleBodyView } from './order-view.ts';
import { refundAndPrint, safePrint } from './refund-and-print.ts';
import { salePayloadOf } from '../sales/sale-recorder.ts';
import { saleChange } from '../sales/sale-payload.ts';
import type { SaleRow } from '../db/schema.ts';
import { cardSlipDocuments } from '../printer/documents.ts';
import { receiptDocumentOf } from './exchange-handlers.ts';
import type { OrderSummary, PrintOutcome, SaleDraft } from '../../shared/schemas.ts';
import type { TerminalServices } from './context.ts';
import type { SaleActor } from '../sales/sale-recorder.ts';
import { draftNeedsAgent } from '../payments/payment-rules.ts';
import { actorFor } from './context.ts';

type SaleHandlers = Pick<
  Handlers,
  | 'catalogue.lookup'
  | 'catalogue.search'
  | 'catalogue.categories'
  | 'catalogue.grid'
  | 'catalogue.pin'
  | 'catalogue.refresh'
  | 'sales.complete'
  | 'sales.acknowledge'
  | 'sales.unacknowledged'
  | 'sales.hold'
  | 'sales.held'
  | 'sales.discardHeld'
  | 'orders.list'
  | 'orders.get'
  | 'orders.reprint'
  | 'orders.refund'
>;

export function methodsOf(payload: PosSalePayload): ('cash' | 'card')[] {
  return [...new Set(payload.payments.map((p) => p.method))];
}

/** The order list's rows for sales recorded on this terminal: refunded totals and sync state read once for all rows. */
export async function orderSummaries(s: TerminalServices, rows: readonly SaleRow[]): Promise<OrderSummary[]> {
  const refunded = await s.refunds.refundedTotals(rows.map((r) => r.id));
  const settled = await s.outbox.settledIds(rows.map((r) => r.id));
  return rows.map((row) => {
    const payload = salePayloadOf(row);
    return {
      id: row.id,
      receiptNo: row.receipt_no,
      soldAt: row.sold_at,
      staffId: row.staff_id,
      staffName: row.staff_name,
      total: row.total,
      refunded: refunded.get(row.id) ?? 0,
      itemCount: payload.lines.reduce((n, l) => n + l.quantity, 0),
      methods: methodsOf(payload),
      synced: settled.has(row.id),
    };
  });
}

export function saleHandlers(s: TerminalServices): SaleHandlers {
  const summaries = (rows: readonly SaleRow[]): Promise<OrderSummary[]> => orderSummaries(s, rows);

  const saleView = (row: SaleRow, payload: PosSalePayload) => ({ id: row.id, receiptNo: row.receipt_no, soldAt: row.sold_at, total: row.total, methods: methodsOf(payload), attemptId: row.attempt_id });

  /** The receipt, then each card / 간편결제 payment's 매출전표 (#27) as jobs of their own. */
  const printSale = async (row: SaleRow, slips = true) => {
    const shop = await s.shop.receipt();
    const payload = salePayloadOf(row);
    const receipts = await currentReceipts(row.id);
    const document = await receiptDocumentOf(s, row, receipts, shop);
    const outcome = safePrint(() => s.printer.print(document, `영수증 ${row.receipt_no}`, undefined, `sale:${row.id}`));
    if (slips) for (const slip of cardSlipDocuments(payload, shop)) safePrint(() => s.printer.print(slip, `매출전표 ${row.receipt_no}`));
    return outcome;
  };

  /** This terminal's 현금영수증 of a sale as they stand now (undefined: none in the journal, use the sale's own). */
  const currentReceipts = async (saleId: string) => {
    const receipts = await s.payments.cashReceiptsOf(saleId);
    return receipts.length > 0 ? receipts : undefined;
  };

  /** The sale an attempt already recorded (its answer was lost), without asking the agent again. */
  const replayOf = async (draft: SaleDraft, actor: SaleActor) => {
    if (!draft.attemptId) return null;
    const row = await s.db.selectFrom('sales').select('payload').where('attempt_id', '=', draft.attemptId).executeTakeFirst();
    return row ? s.sales.record(draft, actor, { payments: salePayloadOf(row).payments, inTransaction: () => undefined }) : null;
  };

  return {
    'catalogue.lookup': async ({ code }) => {
      const classified = classifyScan(code);
      if (!classified.ok) throw new TerminalError('BARCODE_NOT_FOUND', { message: classified.error.message, details: { scanCode: classified.error.code } });
      const item = await s.catalogue.lookupBarcode(classified.value.catalogueKey);
      if (!item) throw new TerminalError('BARCODE_NOT_FOUND', { message: `등록되지 않은 바코드입니다 (${classified.value.code}).` });
      return item;
    },
    'catalogue.search': ({ query, limit }) => s.catalogue.search(query, limit),
    'catalogue.categories': async (_args, ctx) => {
      const all = await s.grid.categories();
      return ctx.session?.role === 'admin' ? all : all.filter((c) => !isTestCategory(c));
    },
    'catalogue.grid': ({ tab, offset, limit }) => s.grid.page(tab, offset, limit),
    'catalogue.pin': async ({ optionNo, pinned }) => {
      if (!(await s.catalogue.byOption(optionNo))) throw new TerminalError('PRODUCT_NOT_FOUND');
      await s.grid.pin(optionNo, pinned, new Date(s.now()).toISOString());
      return null;
    },
    'catalogue.refresh': async () => {
      const round = await s.sync.runOnce();
      return { applied: round.catalogueApplied, cursor: await s.catalogue.cursor() };
    },

    'sales.complete': async (draft, ctx) => {
      const actor = await actorFor(s, requireSession(ctx));
      const selfIssue = (await s.settings.load()).van.selfIssueCashReceipt;
      const recorded = draftNeedsAgent(draft, selfIssue)
        ? await s.payments.completeSale(draft, selfIssue, (approved) => s.sales.record(draft, actor, approved), () => replayOf(draft, actor))
        : await s.sales.record(draft, actor);
      s.afterSaleRecorded?.();
      if (!recorded.replayed) s.sync.notifyEnqueued();
      // A replayed attempt (its first answer was lost) prints only if asked again, from 완료.
      const print: PrintOutcome = recorded.replayed ? { jobId: null, status: 'skipped', error: null } : await printSale(recorded.sale);
      return { ...saleView(recorded.sale, recorded.payload), change: recorded.change, print };
    },
    'sales.acknowledge': async ({ id }) => {
      await s.sales.acknowledge(id);
      return null;
    },
    'sales.unacknowledged': async () =>
      (await s.sales.unacknowledged(s.startedAt)).map((row) => {
        const payload = salePayloadOf(row);
        return {
          ...saleView(row, payload),
          change: saleChange(payload),
          staffName: row.staff_name,
          items: payload.lines.map((l) => ({ name: l.optionName ? `${l.name} (${l.optionName})` : l.name, quantity: l.quantity, amount: l.amount })),
        };
      }),
    'sales.hold': async (request, ctx) => s.held.hold(request, requireSession(ctx).staffId),
    'sales.held': async () => s.held.list(),
    'sales.discardHeld': async ({ id }) => {
      await s.held.discard(id);
      return null;
    },

    'orders.list': async (query) => summaries(await s.sales.list(query)),
    'orders.get': async ({ id }) => {
      const row = await s.sales.get(id);
      const payload = salePayloadOf(row);
      const refundRows = await s.refunds.forSale(id);
      const refunds = refundRows.map(refundPayloadOf);
      const [summary] = await summaries([row]);
      if (!summary) throw new TerminalError('SALE_NOT_FOUND');
      const refundSummaries = refundRows.map((r, i) =>
        refundView({ id: r.id, receiptNo: r.refund_no, refundedAt: r.refunded_at, total: r.total, reason: r.reason }, r.method === 'card' ? 'card' : 'cash', refunds[i]?.lines ?? []),
      );
      return {
        ...summary,
        ...saleBodyView(payload, refunds, await currentReceipts(id)),
        refunds: refundSummaries,
        receiptPreview: receiptPreview(await receiptDocumentOf(s, row, await currentReceipts(id), await s.shop.receipt()), s.printer.columns()),
      };
    },
    'orders.reprint': async ({ id }) => printSale(await s.sales.get(id)),
    'orders.refund': async (request, ctx) => refundAndPrint(s, request, requireSession(ctx)),
  };
}
