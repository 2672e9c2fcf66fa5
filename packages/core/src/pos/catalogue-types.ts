// The catalogue delta feed (GET /api/pos/catalogue?cursor=&limit=). The server keeps a compacted
// change log: every product (with its options, prices and stock) and every barcode has one latest
// version with an increasing sequence number. A terminal starts with no cursor, pages until
// `hasMore` is false, stores `nextCursor`, and later asks only for what changed after it.

export const POS_CATALOGUE_DEFAULT_LIMIT = 500;
export const POS_CATALOGUE_MAX_LIMIT = 2000;

export interface PosCatalogueOption {
  readonly optionNo: number;
  /** "블랙 / 2개입"; the product name alone for a product with one default option. */
  readonly label: string;
  /** Price at the counter for one unit, won (product sale price + option add price). */
  readonly price: number;
  /** Platform stock when the server last saw it (may be negative after an oversell). */
  readonly stockCnt: number;
  /** False when the option is sold out by hand or no longer sold. */
  readonly saleable: boolean;
}

/** A display category a product is listed under (the counter's product grid tabs). */
export interface PosCatalogueCategory {
  readonly categoryNo: number;
  /** The category's own label ("댐프너"); `path` is the whole way down ("악세서리 > 댐프너"). */
  readonly label: string;
  readonly path: string;
}

export interface PosCatalogueProduct {
  readonly productNo: number;
  readonly name: string;
  readonly brandName: string | null;
  readonly salePrice: number;
  readonly imageUrl: string | null;
  /** False when the platform stopped selling it. */
  readonly onSale: boolean;
  readonly options: readonly PosCatalogueOption[];
  /** Display categories on the platform; absent from feeds written before categories were sent. */
  readonly categories?: readonly PosCatalogueCategory[];
}

export interface PosBarcodeRecord {
  /** The lookup key: core's `classifyScan(code).value.catalogueKey` (UPC-A widened to 13 digits). */
  readonly barcode: string;
  readonly symbology: 'ean13' | 'ean8' | 'upca' | 'code128';
  readonly productNo: number;
  readonly optionNo: number;
  /** True for a code the shop generated (EAN-13 prefixes 20–29). */
  readonly inStore: boolean;
  readonly updatedAt: string;
}

export type PosCatalogueItem =
  | { readonly kind: 'product'; readonly product: PosCatalogueProduct }
  | { readonly kind: 'product-removed'; readonly productNo: number }
  | { readonly kind: 'barcode'; readonly barcode: PosBarcodeRecord }
  | { readonly kind: 'barcode-removed'; readonly barcode: string };

export interface PosCataloguePage {
  readonly items: readonly PosCatalogueItem[];
  /** Opaque; send it back as `cursor`. Equal to the request's cursor when nothing changed. */
  readonly nextCursor: string;
  readonly hasMore: boolean;
}
