// Sales reports read from the server's ledger, by KST business day. X is "so far today" and is not
// recorded; Z closes a terminal's day, is recorded once, and a repeat answers the recorded one.
import type { z } from 'zod';
import type { posDailyReportSchema, posReportByCashierSchema, posReportByPaymentSchema, posReportByTerminalSchema, posReportTotalsSchema, posSaleDetailSchema, posSaleListSchema, posSaleRefundSummarySchema, posSaleSummarySchema, posZReportSchema } from './contract.ts';

// Reply shapes: z.infer of the reply schemas in contract.ts (the fields are documented there).
export type PosReportTotals = Readonly<z.infer<typeof posReportTotalsSchema>>;

export type PosReportByTerminal = Readonly<z.infer<typeof posReportByTerminalSchema>>;

export type PosReportByCashier = Readonly<z.infer<typeof posReportByCashierSchema>>;

export type PosReportByPayment = Readonly<z.infer<typeof posReportByPaymentSchema>>;

export type PosDailyReport = Readonly<z.infer<typeof posDailyReportSchema>>;

export type PosZReport = Readonly<z.infer<typeof posZReportSchema>>;

export type PosSaleSummary = Readonly<z.infer<typeof posSaleSummarySchema>>;

export type PosSaleList = Readonly<z.infer<typeof posSaleListSchema>>;

export type PosSaleRefundSummary = Readonly<z.infer<typeof posSaleRefundSummarySchema>>;

export type PosSaleDetail = Readonly<z.infer<typeof posSaleDetailSchema>>;
