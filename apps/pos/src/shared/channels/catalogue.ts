// The terminal's catalogue cache: scan lookups, search, the product grid and its tabs, favourites, refresh.
import { z } from 'zod';
import { none, won, type ChannelSpecs } from './kit.ts';

export const catalogueItemSchema = z.object({
  productNo: z.number().int(),
  optionNo: z.number().int(),
  name: z.string(),
  optionName: z.string(),
  price: won,
  stock: z.number().int(),
  barcodes: z.array(z.string()),
});

/** One tile of the product grid. */
export const gridItemSchema = catalogueItemSchema.omit({ barcodes: true }).extend({
  /** Stopped on the platform, sold out by hand, or no stock on the books: marked, still sellable at the counter. */
  soldOut: z.boolean(),
  /** On the 즐겨찾기 tab. */
  pinned: z.boolean(),
});

export const gridTabSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('favourites') }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('category'), categoryNo: z.number().int() }),
]);

export const gridPageSchema = z.object({ items: z.array(gridItemSchema), total: z.number().int() });

export const gridCategorySchema = z.object({ categoryNo: z.number().int(), label: z.string(), path: z.string(), count: z.number().int() });

export const catalogueChannels = {
  'catalogue.lookup': { args: z.object({ code: z.string().min(1).max(64) }), result: catalogueItemSchema, permission: 'sell' },
  'catalogue.search': { args: z.object({ query: z.string().trim().min(1).max(100), limit: z.number().int().min(1).max(100) }), result: z.array(catalogueItemSchema), permission: 'sell' },
  'catalogue.categories': { args: none, result: z.array(gridCategorySchema), permission: 'sell' },
  'catalogue.grid': { args: z.object({ tab: gridTabSchema, offset: z.number().int().min(0).max(1_000_000), limit: z.number().int().min(1).max(100) }), result: gridPageSchema, permission: 'sell' },
  'catalogue.pin': { args: z.object({ optionNo: z.number().int(), pinned: z.boolean() }), result: z.null(), permission: 'pin-favourites' },
  'catalogue.refresh': { args: none, result: z.object({ applied: z.number().int(), cursor: z.string().nullable() }), permission: 'session' },
} as const satisfies ChannelSpecs;

export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export type GridItem = z.infer<typeof gridItemSchema>;
export type GridTab = z.infer<typeof gridTabSchema>;
export type GridCategory = z.infer<typeof gridCategorySchema>;
