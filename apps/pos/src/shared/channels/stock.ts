// Stock movements at the counter: receiving, counting, adjusting, damage and returns.
import { z } from 'zod';
import { shortText, signedQty, type ChannelSpecs } from './kit.ts';

export const stockReasonSchema = z.enum(['receive', 'count', 'adjust', 'damage', 'return']);

export const stockMovementRequestSchema = z.object({
  optionNo: z.number().int(),
  /** receive/return/damage: `quantity` units (positive); count: `quantity` is what is on the shelf; adjust: a signed delta. */
  reason: stockReasonSchema,
  quantity: signedQty,
  note: shortText(200),
  /** The barcode scanned to pick the item, if any. */
  barcode: z.string().max(64).nullable(),
});

export const stockMovementSchema = z.object({
  id: z.string(),
  optionNo: z.number().int(),
  /** "코트 댐프너 (블랙)" as the catalogue names it now (the option number when it left the catalogue). */
  itemName: z.string(),
  reason: stockReasonSchema,
  delta: z.number().int(),
  counted: z.number().int().nullable(),
  stockAfter: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});

export const stockChannels = {
  'stock.move': { args: stockMovementRequestSchema, result: stockMovementSchema, permission: 'adjust-stock' },
  'stock.recent': { args: z.object({ limit: z.number().int().min(1).max(200) }), result: z.array(stockMovementSchema), permission: 'adjust-stock' },
} as const satisfies ChannelSpecs;

export type StockMovementRequest = z.infer<typeof stockMovementRequestSchema>;
export type StockMovement = z.infer<typeof stockMovementSchema>;
