// The store's orders: online, the orders screen lists the sales of every terminal of the shop from
// the own server (paged, by receipt number and date), and a sale made on another terminal opens and
// is refunded from here; offline, it lists this terminal's own sales. Sales of this terminal keep
// their local handling (sale-handlers.ts); these handlers only step in for the others.
import { receiptPreview } from '@courtside/core/receipt';
import type { PosRefundPayload, PosSaleDetail } from '@courtside/core/pos';
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { saleReceiptDocument } from '../printer/documents.ts';
import { refundPayloadOf } from '../sales/refund-recorder.ts';
import { refundView, saleBodyView } from './order-view.ts';
import { refundAndPrint } from './refund-and-print.ts';
import { methodsOf, orderSummaries } from './sale-handlers.ts';
import { isUnreachable } from '../server/pos-server-client.ts';
import type { StaffSession } from '../staff/staff-auth.ts';
import { TerminalError } from '../terminal-error.ts';
import type { OrderDetail, OrderSummary } from '../../shared/schemas.ts';
import type { TerminalServices } from './context.ts';

type StoreHandlers = Pick<Handlers, 'orders.store' | 'orders.get' | 'orders.refund'>;

export const STORE_PAGE_SIZE = 30;


export function storeOrderHandlers(s: TerminalServices, local: Pick<Handlers, 'orders.get' | 'orders.refund'>): StoreHandlers {
  /** The server's answer, or null when offline (signed in offline, or the server cannot be reached). */
  async function online<T>(session: StaffSession, ask: (token: string) => Promise<T>): Promise<T | null> {
    if (!session.token) return null;
    try {
      return await ask(session.token);
    } catch (error) {
      if (isUnreachable(error)) return null;
      throw error;
    }
  }

  async function isLocal(id: string): Promise<boolean> {
    return (await s.db.selectFrom('sales').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The server's refunds of a sale plus this terminal's own that have not reached it yet. */
  async function refundsOf(detail: PosSaleDetail): Promise<PosRefundPayload[]> {
    const server = detail.refunds.map((r) => r.payload);
    const known = new Set(server.map((r) => r.refundNo));
    const mine = (await s.refunds.forSale(detail.saleId)).map(refundPayloadOf).filter((r) => !known.has(r.refundNo));
    return [...server, ...mine];
  }

  async function foreignDetail(session: StaffSession, id: string): Promise<PosSaleDetail> {
    const detail = await online(session, (token) => s.server.sale(token, id));
    if (!detail) throw new TerminalError('SALE_NOT_FOUND', { message: '다른 단말기의 판매는 서버에 연결된 상태에서만 볼 수 있습니다.' });
    return detail;
  }

  return {
    'orders.store': async ({ date, receiptNo, staffId, page }, ctx) => {
      const session = requireSession(ctx);
      const identity = await s.identity.load();
      const list = await online(session, (token) => s.server.sales(token, { date, receiptNo, staffId, page, size: STORE_PAGE_SIZE }));
      if (list) {
        return {
          source: 'server' as const,
          page: list.page,
          pageSize: list.size,
          total: list.totalCount,
          items: list.items.map((sale) => ({
            id: sale.saleId,
            receiptNo: sale.receiptNo,
            soldAt: sale.soldAt,
            staffId: sale.staffId,
            staffName: sale.staffName,
            total: sale.total,
            refunded: sale.refunded,
            itemCount: sale.itemCount,
            methods: sale.paymentKind === 'split' ? (['cash', 'card'] as const).slice() : [sale.paymentKind],
            synced: true,
            terminalId: sale.terminalId,
          })),
        };
      }
      // Offline: this terminal's own sales, filtered and paged here.
      const rows = await s.sales.list({ date, staffId }, 5000);
      const matching = receiptNo ? rows.filter((r) => r.receipt_no.startsWith(receiptNo)) : rows;
      const pageRows = matching.slice((page - 1) * STORE_PAGE_SIZE, page * STORE_PAGE_SIZE);
      const terminalId = identity?.terminalId ?? 0;
      const items: (OrderSummary & { terminalId: number })[] = (await orderSummaries(s, pageRows)).map((summary) => ({ ...summary, terminalId }));
      return { source: 'local' as const, page, pageSize: STORE_PAGE_SIZE, total: matching.length, items };
    },

    'orders.get': async (args, ctx) => {
      if (await isLocal(args.id)) return local['orders.get'](args, ctx);
      const session = requireSession(ctx);
      const detail = await foreignDetail(session, args.id);
      const payload = detail.sale;
      const refunds = await refundsOf(detail);
      const view: OrderDetail = {
        id: detail.saleId,
        receiptNo: detail.receiptNo,
        soldAt: detail.soldAt,
        staffId: detail.staffId,
        staffName: detail.staffName,
        total: detail.total,
        refunded: refunds.reduce((sum, r) => sum + r.total, 0),
        itemCount: payload.lines.reduce((n, l) => n + l.quantity, 0),
        methods: methodsOf(payload),
        synced: true,
        ...saleBodyView(payload, refunds),
        refunds: refunds.map((r) => refundView({ id: r.refundNo, receiptNo: r.refundNo, refundedAt: r.refundedAt, total: r.total, reason: r.reason }, r.payments.some((p) => p.method === 'card') ? 'card' : 'cash', r.lines, r.approval)),
        receiptPreview: receiptPreview(saleReceiptDocument(payload, { cashierName: detail.staffName, terminalName: `단말기 ${detail.terminalId}` }, await s.shop.receipt()), s.printer.columns()),
      };
      return view;
    },

    'orders.refund': async (request, ctx) => {
      if (await isLocal(request.saleId)) return local['orders.refund'](request, ctx);
      const session = requireSession(ctx);
      const detail = await foreignDetail(session, request.saleId);
      return refundAndPrint(s, request, { session, screen: ctx.screen }, { sale: detail.sale, earlier: detail.refunds.map((r) => r.payload) });
    },
  };
}
