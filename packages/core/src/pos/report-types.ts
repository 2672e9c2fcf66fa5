// Sales reports read from the server's ledger, by KST business day. X is "so far today" and is not
// recorded; Z closes a terminal's day, is recorded once, and a repeat answers the recorded one.
import type { PosPaymentMethod, PosRefundPayload, PosSalePayload } from './sync-types.ts';

export interface PosReportTotals {
  readonly salesCount: number;
  readonly refundCount: number;
  /** Σ sale subtotals before discounts. */
  readonly grossSales: number;
  readonly discounts: number;
  /** Σ sale totals (what customers paid). */
  readonly sales: number;
  readonly refunds: number;
  /** sales − refunds. */
  readonly net: number;
}

export interface PosReportByTerminal extends PosReportTotals {
  readonly terminalId: number;
  readonly terminalName: string;
}

export interface PosReportByCashier extends PosReportTotals {
  readonly staffId: number;
  readonly staffName: string;
}

export interface PosReportByPayment {
  readonly method: PosPaymentMethod;
  /** Payments of this method (a split sale counts once per method). */
  readonly paymentCount: number;
  readonly received: number;
  readonly refunded: number;
  readonly net: number;
}

export interface PosDailyReport {
  /** "2024-03-05", Seoul. */
  readonly date: string;
  /** Null for the whole shop. */
  readonly terminalId: number | null;
  readonly totals: PosReportTotals;
  readonly byTerminal: readonly PosReportByTerminal[];
  readonly byCashier: readonly PosReportByCashier[];
  readonly byPayment: readonly PosReportByPayment[];
  /** Split sales (more than one payment). */
  readonly splitSaleCount: number;
  readonly generatedAt: string;
  /** The Z close of this terminal and day, when there is one. */
  readonly closedAt: string | null;
}

export interface PosZReport {
  readonly zNo: number;
  readonly terminalId: number;
  readonly date: string;
  readonly closedAt: string;
  readonly closedByStaffId: number;
  readonly report: PosDailyReport;
  /** True when the day was already closed and this is the recorded report. */
  readonly alreadyClosed: boolean;
  /** Entries of this day that arrived after the close (shown, not folded into the recorded Z). */
  readonly lateEntries: number;
}

export interface PosSaleSummary {
  readonly saleId: string;
  readonly serverNo: number;
  readonly receiptNo: string;
  readonly terminalId: number;
  readonly staffId: number;
  readonly staffName: string;
  readonly soldAt: string;
  readonly total: number;
  readonly paymentKind: 'cash' | 'card' | 'split';
  /** Won refunded so far. */
  readonly refunded: number;
  /** Units sold (all lines). */
  readonly itemCount: number;
}

export interface PosSaleList {
  readonly items: readonly PosSaleSummary[];
  /** Sales matching the filter in all pages. */
  readonly totalCount: number;
  readonly page: number;
  readonly size: number;
}

export interface PosSaleRefundSummary {
  readonly refundId: string;
  readonly serverNo: number;
  readonly refundNo: string;
  readonly refundedAt: string;
  readonly total: number;
  /** The refund as its terminal sent it (lines, payments): what another terminal needs to refund the rest. */
  readonly payload: PosRefundPayload;
}

export interface PosSaleDetail extends PosSaleSummary {
  readonly sale: PosSalePayload;
  readonly refunds: readonly PosSaleRefundSummary[];
}
