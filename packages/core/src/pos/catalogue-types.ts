// The catalogue delta feed (GET /api/pos/catalogue?cursor=&limit=). The server keeps a compacted
// change log: every product (with its options, prices and stock) and every barcode has one latest
// version with an increasing sequence number. A terminal starts with no cursor, pages until
// `hasMore` is false, stores `nextCursor`, and later asks only for what changed after it.
import type { z } from 'zod';
import type { posBarcodeRecordSchema, posCatalogueCategorySchema, posCatalogueItemSchema, posCatalogueOptionSchema, posCataloguePageSchema, posCatalogueProductSchema } from './contract.ts';

export const POS_CATALOGUE_DEFAULT_LIMIT = 500;
export const POS_CATALOGUE_MAX_LIMIT = 2000;

// Reply shapes: z.infer of the reply schemas in contract.ts (the fields are documented there).
export type PosCatalogueOption = Readonly<z.infer<typeof posCatalogueOptionSchema>>;

/** A display category a product is listed under (the counter's product grid tabs). */
export type PosCatalogueCategory = Readonly<z.infer<typeof posCatalogueCategorySchema>>;

export type PosCatalogueProduct = Readonly<z.infer<typeof posCatalogueProductSchema>>;

export type PosBarcodeRecord = Readonly<z.infer<typeof posBarcodeRecordSchema>>;

export type PosCatalogueItem = Readonly<z.infer<typeof posCatalogueItemSchema>>;

export type PosCataloguePage = Readonly<z.infer<typeof posCataloguePageSchema>>;
