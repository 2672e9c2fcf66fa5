// Sales reports read from the server's ledger, by KST business day. X is "so far today" and is not
// recorded; Z closes a terminal's day, is recorded once, and a repeat answers the recorded one.
import { z } from 'zod';
import { posRefundPayloadReply, posSalePayloadReply } from './entry-schemas.ts';
import { bool, date, easyPayProvider, int, list, page, queryId, str, type PosRouteSpec } from './kit.ts';

// ── Requests ────────────────────────────────────────────────────────────────────────────────────
export const posDailyReportQuery = z.object({ date, terminalId: queryId.optional() });
export const posXReportQuery = z.object({ terminalId: queryId.optional() });
/** `date` defaults to today (Seoul). */
export const posZCloseSchema = z.object({ date: date.optional() });
export const posSalesQuery = z.object({
  date: date.optional(),
  terminalId: queryId.optional(),
  staffId: queryId.optional(),
  /** A receipt number or its beginning ("T2-20240305"). */
  receiptNo: z.string().trim().max(40).regex(/^[0-9A-Za-z-]*$/).optional(),
  ...page(50),
});

// ── Replies ─────────────────────────────────────────────────────────────────────────────────────
export const posReportTotalsSchema = z.object({
  salesCount: int,
  refundCount: int,
  /** Σ sale subtotals before discounts. */
  grossSales: int,
  discounts: int,
  /** Σ sale totals (what customers paid). */
  sales: int,
  refunds: int,
  /** sales − refunds. */
  net: int,
});
export const posReportByTerminalSchema = posReportTotalsSchema.extend({ terminalId: int, terminalName: str });
export const posReportByCashierSchema = posReportTotalsSchema.extend({ staffId: int, staffName: str });
export const posReportByPaymentSchema = z.object({
  method: z.enum(['cash', 'card']),
  /** Payments of this method (a split sale counts once per method). */
  paymentCount: int,
  received: int,
  refunded: int,
  net: int,
});
/** One terminal's 시재 on the day (#28 item 4): expected = float + cashSales − cashRefunds + cashIn − cashOut. */
export const posDrawerReportSchema = z.object({
  terminalId: int,
  terminalName: str,
  /** 시재 entered at opening (the latest, if entered twice). */
  float: int,
  cashSales: int,
  cashRefunds: int,
  cashIn: int,
  cashOut: int,
  expected: int,
  /** The closing count, null until the terminal counted its drawer. */
  counted: int.nullable(),
  /** counted − expected (negative 부족, positive 과잉); null until counted. */
  overShort: int.nullable(),
  moves: list(z.object({ type: z.enum(['float', 'cash-in', 'cash-out', 'close-count']), amount: int, reason: str.nullable(), staffName: str, at: str })),
});
export const posDailyReportSchema = z.object({
  /** "2024-03-05", Seoul. */
  date: str,
  /** Null for the whole shop. */
  terminalId: int.nullable(),
  totals: posReportTotalsSchema,
  byTerminal: list(posReportByTerminalSchema),
  byCashier: list(posReportByCashierSchema),
  byPayment: list(posReportByPaymentSchema),
  /** Split sales (more than one payment). */
  splitSaleCount: int,
  /** Of the card payments: 간편결제 by provider (#27; absent from servers before it). */
  byEasyPay: list(z.object({ provider: easyPayProvider, paymentCount: int, received: int, refunded: int, net: int })).optional(),
  /** 현금영수증 asked for with cash payments: issued at the sale, and still pending at the terminal then. */
  cashReceipts: z.object({ count: int, amount: int, pending: int }).optional(),
  /** Each terminal's 시재 (#28; absent from servers before it). */
  drawers: list(posDrawerReportSchema).optional(),
  /** Sales recorded on this business day though sold on an earlier Seoul date: after that day's Z (#28). */
  afterClose: z.object({ count: int, total: int }).optional(),
  generatedAt: str,
  /** The Z close of this terminal and day, when there is one. */
  closedAt: str.nullable(),
});
export const posZReportSchema = z.object({
  zNo: int,
  terminalId: int,
  date: str,
  closedAt: str,
  closedByStaffId: int,
  report: posDailyReportSchema,
  /** True when the day was already closed and this is the recorded report. */
  alreadyClosed: bool,
  /** Entries of this day that arrived after the close (shown, not folded into the recorded Z). */
  lateEntries: int,
});
export const posSaleSummarySchema = z.object({
  saleId: str,
  serverNo: int,
  receiptNo: str,
  terminalId: int,
  staffId: int,
  staffName: str,
  soldAt: str,
  total: int,
  paymentKind: z.enum(['cash', 'card', 'split']),
  /** Won refunded so far. */
  refunded: int,
  /** Units sold (all lines). */
  itemCount: int,
});
export const posSaleListSchema = z.object({
  items: list(posSaleSummarySchema),
  /** Sales matching the filter in all pages. */
  totalCount: int,
  page: int,
  size: int,
});
// The payloads as the terminal sent them (the entry schemas above; the server reads stored ones in today's shape).
export const posSaleRefundSummarySchema = z.object({
  refundId: str,
  serverNo: int,
  refundNo: str,
  refundedAt: str,
  total: int,
  /** The refund as its terminal sent it (lines, payments): what another terminal needs to refund the rest. */
  payload: posRefundPayloadReply,
});
export const posSaleDetailSchema = posSaleSummarySchema.extend({ sale: posSalePayloadReply, refunds: list(posSaleRefundSummarySchema) });

export const REPORT_ROUTES = {
  'reports.daily': { method: 'GET', path: '/api/pos/reports/daily', auth: 'staff', permission: 'view-reports', query: posDailyReportQuery, reply: posDailyReportSchema },
  'reports.x': { method: 'GET', path: '/api/pos/reports/x', auth: 'staff', permission: 'view-reports', query: posXReportQuery, reply: posDailyReportSchema },
  'reports.z': { method: 'POST', path: '/api/pos/reports/z', auth: 'staff', permission: 'close-day', body: posZCloseSchema, reply: posZReportSchema, status: 201 },
  'sales.list': { method: 'GET', path: '/api/pos/sales', auth: 'staff', permission: 'view-reports', query: posSalesQuery, reply: posSaleListSchema },
  'sales.one': { method: 'GET', path: '/api/pos/sales/:saleId', auth: 'staff', permission: 'view-reports', reply: posSaleDetailSchema },
} as const satisfies Record<string, PosRouteSpec>;

// Reply shapes: z.infer of the reply schemas above (the fields are documented there).
export type PosReportTotals = Readonly<z.infer<typeof posReportTotalsSchema>>;
export type PosReportByTerminal = Readonly<z.infer<typeof posReportByTerminalSchema>>;
export type PosReportByCashier = Readonly<z.infer<typeof posReportByCashierSchema>>;
export type PosReportByPayment = Readonly<z.infer<typeof posReportByPaymentSchema>>;
export type PosDrawerReport = Readonly<z.infer<typeof posDrawerReportSchema>>;
export type PosDailyReport = Readonly<z.infer<typeof posDailyReportSchema>>;
export type PosZReport = Readonly<z.infer<typeof posZReportSchema>>;
export type PosSaleSummary = Readonly<z.infer<typeof posSaleSummarySchema>>;
export type PosSaleList = Readonly<z.infer<typeof posSaleListSchema>>;
export type PosSaleRefundSummary = Readonly<z.infer<typeof posSaleRefundSummarySchema>>;
export type PosSaleDetail = Readonly<z.infer<typeof posSaleDetailSchema>>;

// Request types (what a caller sends).
export type PosZCloseRequest = z.input<typeof posZCloseSchema>;
