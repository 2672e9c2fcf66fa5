// The customer display (#28 item 8): what the shopper's screen shows — the sale's lines, the total,
// the payment step and 감사합니다. The sale screen sends it (`display.show`) as the sale changes; the
// host fans it out to every screen as a `customer-display` event, and a display that (re)connects
// gets the last one first. No staff data: names of goods, amounts and the step only.
import { z } from 'zod';
import { none, shortText, won, type ChannelSpecs } from './kit.ts';

export const customerDisplayLineSchema = z.object({
  name: shortText(200),
  optionName: shortText(200).nullable(),
  quantity: z.number().int().min(1).max(100_000),
  amount: won,
});

export const customerDisplaySchema = z.object({
  /** idle: 어서 오세요; sale: lines so far; payment: 결제 중 (card: insert the card); done: 감사합니다. */
  step: z.enum(['idle', 'sale', 'payment', 'done']),
  lines: z.array(customerDisplayLineSchema).max(500),
  total: won,
  /** At `payment`: how the shopper pays; at `done`: the change handed back. */
  method: z.enum(['cash', 'card']).nullable(),
  change: won,
});

export type CustomerDisplay = z.output<typeof customerDisplaySchema>;
export const IDLE_DISPLAY: CustomerDisplay = { step: 'idle', lines: [], total: 0, method: null, change: 0 };

export const displayChannels = {
  'display.show': { args: customerDisplaySchema, result: z.object({ shown: z.literal(true) }), permission: 'session' },
  'display.current': { args: none, result: customerDisplaySchema, permission: 'public' },
} as const satisfies ChannelSpecs;
