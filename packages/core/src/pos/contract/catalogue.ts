// The catalogue delta feed (GET /api/pos/catalogue?cursor=&limit=). The server keeps a compacted
// change log: every product (with its options, prices and stock) and every barcode has one latest
// version with an increasing sequence number. A terminal starts with no cursor, pages until
// `hasMore` is false, stores `nextCursor`, and later asks only for what changed after it.
import { z } from 'zod';
import { bool, int, list, str, type PosRouteSpec } from './kit.ts';

export const POS_CATALOGUE_DEFAULT_LIMIT = 500;
export const POS_CATALOGUE_MAX_LIMIT = 2000;

export const posCatalogueQuery = z.object({
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(POS_CATALOGUE_MAX_LIMIT).optional(),
});

export const posCatalogueOptionSchema = z.object({
  optionNo: int,
  /** "블랙 / 2개입"; the product name alone for a product with one default option. */
  label: str,
  /** Price at the counter for one unit, won (product sale price + option add price). */
  price: int,
  /** Platform stock when the server last saw it (may be negative after an oversell). */
  stockCnt: int,
  /** False when the option is sold out by hand or no longer sold. */
  saleable: bool,
});
/** A display category a product is listed under (the counter's product grid tabs). */
export const posCatalogueCategorySchema = z.object({
  categoryNo: int,
  /** The category's own label ("댐프너"); `path` is the whole way down ("악세서리 > 댐프너"). */
  label: str,
  path: str,
});
export const posCatalogueProductSchema = z.object({
  productNo: int,
  name: str,
  brandName: str.nullable(),
  salePrice: int,
  imageUrl: str.nullable(),
  /** False when the platform stopped selling it. */
  onSale: bool,
  options: list(posCatalogueOptionSchema),
  /** Display categories on the platform; absent from feeds written before categories were sent. */
  categories: list(posCatalogueCategorySchema).optional(),
});
export const posBarcodeRecordSchema = z.object({
  /** The lookup key: core's `classifyScan(code).value.catalogueKey` (UPC-A widened to 13 digits). */
  barcode: str,
  symbology: z.enum(['ean13', 'ean8', 'upca', 'code128']),
  productNo: int,
  optionNo: int,
  /** True for a code the shop generated (EAN-13 prefixes 20–29). */
  inStore: bool,
  updatedAt: str,
});
export const posCatalogueItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), product: posCatalogueProductSchema }),
  z.object({ kind: z.literal('product-removed'), productNo: int }),
  z.object({ kind: z.literal('barcode'), barcode: posBarcodeRecordSchema }),
  z.object({ kind: z.literal('barcode-removed'), barcode: str }),
]);
export const posCataloguePageSchema = z.object({
  items: list(posCatalogueItemSchema),
  /** Opaque; send it back as `cursor`. Equal to the request's cursor when nothing changed. */
  nextCursor: str,
  hasMore: bool,
});
export const CATALOGUE_ROUTES = {
  catalogue: { method: 'GET', path: '/api/pos/catalogue', auth: 'terminal', query: posCatalogueQuery, reply: posCataloguePageSchema },
} as const satisfies Record<string, PosRouteSpec>;

// Reply shapes: z.infer of the reply schemas above (the fields are documented there).
export type PosCatalogueOption = Readonly<z.infer<typeof posCatalogueOptionSchema>>;
/** A display category a product is listed under (the counter's product grid tabs). */
export type PosCatalogueCategory = Readonly<z.infer<typeof posCatalogueCategorySchema>>;
export type PosCatalogueProduct = Readonly<z.infer<typeof posCatalogueProductSchema>>;
export type PosBarcodeRecord = Readonly<z.infer<typeof posBarcodeRecordSchema>>;
export type PosCatalogueItem = Readonly<z.infer<typeof posCatalogueItemSchema>>;
export type PosCataloguePage = Readonly<z.infer<typeof posCataloguePageSchema>>;
