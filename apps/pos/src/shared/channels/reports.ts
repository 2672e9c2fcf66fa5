// The day's reports: daily (this terminal's or the server's), X (so far, optionally printed) and the Z close.
import { z } from 'zod';
import { printOutcomeSchema } from './devices.ts';
import { drawerCountSchema, drawerSummarySchema } from './drawer.ts';
import { ymd, type ChannelSpecs } from './kit.ts';

export const reportSchema = z.object({
  kind: z.enum(['daily', 'x', 'z']),
  date: ymd,
  source: z.enum(['local', 'server']),
  from: z.string().nullable(),
  to: z.string(),
  salesCount: z.number().int(),
  grossSales: z.number().int(),
  discounts: z.number().int(),
  refundsCount: z.number().int(),
  refundTotal: z.number().int(),
  net: z.number().int(),
  byMethod: z.object({ cash: z.number().int(), card: z.number().int() }),
  /** Of `card`: 간편결제 by provider (net of refunds). Absent on reports recorded before #27. */
  byEasyPay: z.array(z.object({ provider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']), label: z.string(), count: z.number().int(), amount: z.number().int() })).default([]),
  /** 현금영수증 issued (not cancelled) and still waiting for the agent. */
  cashReceipts: z.object({ count: z.number().int(), amount: z.number().int(), pending: z.number().int() }).default({ count: 0, amount: 0, pending: 0 }),
  byStaff: z.array(z.object({ staffId: z.number().int(), name: z.string(), count: z.number().int(), total: z.number().int() })),
  /** This terminal's 시재 on the day (#28): X shows expected so far, Z the count and 과부족. Absent on closes before it. */
  drawer: drawerSummarySchema.nullable().default(null),
  /** Sales on this business day rung up after the previous day's Z (sold on an earlier Seoul date). */
  afterClose: z.object({ count: z.number().int(), total: z.number().int() }).default({ count: 0, total: 0 }),
  /** When this terminal closed the day with Z (null while open). */
  closedAt: z.string().nullable().default(null),
});

const reportPrintResult = z.object({ report: reportSchema, print: printOutcomeSchema });
/** Z: the day's one close. A second press answers the recorded close (printed nothing new). */
const zResult = reportPrintResult.extend({ alreadyClosed: z.boolean(), closedAt: z.string(), closedBy: z.string() });

export const reportChannels = {
  'reports.daily': { args: z.object({ date: ymd }), result: reportSchema, permission: 'view-reports' },
  'reports.x': { args: z.object({ print: z.boolean() }), result: reportPrintResult, permission: 'view-reports' },
  /** `counts`: the closing count by denomination (#28); without it the Z records no count. */
  'reports.z': { args: z.object({ counts: z.array(drawerCountSchema).max(8).optional() }).strict(), result: zResult, permission: 'close-day' },
} as const satisfies ChannelSpecs;

export type Report = z.infer<typeof reportSchema>;
