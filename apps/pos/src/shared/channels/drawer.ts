// 시재 and the business day (#28 items 4–5): the day's state (which business day a sale goes to,
// whether the float was entered, what the drawer should hold), the opening float, 입금/출금.
import { z } from 'zod';
import { printOutcomeSchema } from './devices.ts';
import { shortText, won, ymd, type ChannelSpecs } from './kit.ts';

export const drawerCountSchema = z.object({ denomination: z.number().int(), count: z.number().int().min(0).max(100_000) });
export const drawerMoveSchema = z.object({
  type: z.enum(['float', 'cash-in', 'cash-out', 'close-count']),
  amount: z.number().int(),
  reason: z.string().nullable(),
  staffName: z.string(),
  at: z.string(),
});

/** This terminal's drawer on one business day: expected = float + cashSales − cashRefunds + cashIn − cashOut. */
export const drawerSummarySchema = z.object({
  float: z.number().int(),
  /** The float was entered for the day (0 is a float too). */
  floatSet: z.boolean(),
  cashSales: z.number().int(),
  cashRefunds: z.number().int(),
  cashIn: z.number().int(),
  cashOut: z.number().int(),
  expected: z.number().int(),
  /** The closing count (Z), null before it. */
  counted: z.number().int().nullable(),
  /** counted − expected: negative 부족, positive 과잉. */
  overShort: z.number().int().nullable(),
  counts: z.array(drawerCountSchema).nullable(),
  moves: z.array(drawerMoveSchema),
});

export const drawerStateSchema = z.object({
  /** The business day a sale made now is recorded on. */
  businessDate: ymd,
  /** "11월 29일(일)". */
  businessDateLabel: z.string(),
  /** Today's Seoul date was closed with Z: sales go to a later business day. */
  afterClose: z.boolean(),
  /** The last closed business day, if any. */
  lastClosedDate: ymd.nullable(),
  /** Pressing Z now would only repeat the last close (nothing happened on the new day yet). */
  closedNothingSince: z.boolean(),
  /** The first sign-in of the day asks for the float until it is entered. */
  needsFloat: z.boolean(),
  /** The float proposed: what the last closing count carried over (0 on a first day). */
  carriedOver: z.number().int(),
  drawer: drawerSummarySchema,
});

export const drawerChannels = {
  'drawer.state': { args: z.object({}).strict(), result: drawerStateSchema, permission: 'session' },
  /** The opening float of the current business day (0 allowed). */
  'drawer.openDay': { args: z.object({ amount: won.max(100_000_000) }), result: drawerStateSchema, permission: 'sell' },
  /** 입금/출금 with a reason: recorded, then the drawer opens (a 입출금 slip on the receipt printer). */
  'drawer.move': {
    args: z.object({ type: z.enum(['cash-in', 'cash-out']), amount: won.min(1).max(100_000_000), reason: shortText(100).min(1) }),
    result: z.object({ state: drawerStateSchema, print: printOutcomeSchema }),
    permission: 'sell',
  },
} as const satisfies ChannelSpecs;

export type DrawerState = z.infer<typeof drawerStateSchema>;
export type DrawerSummary = z.infer<typeof drawerSummarySchema>;
export type DrawerCountInput = z.infer<typeof drawerCountSchema>;
