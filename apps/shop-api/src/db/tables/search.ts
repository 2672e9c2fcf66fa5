// Keyword search's index and counts, and the catalogue's change record.
// Kysely types; the face that joins every area (`ShopDb`) is `db/schema.ts`: import from there.
import type { Generated } from 'kysely';

/** 0110: one row per (index term, product, depth-1 category); see the migration. */
export interface SearchPostingTable {
  term: string;
  product_no: number;
  depth1_no: number;
  head: number;
  display: number;
  sale_status: string;
  sellable: number;
  brand_no: number | null;
  price: number;
  popularity: number;
  sale_cnt: number;
  like_cnt: number;
  review_cnt: number;
  md_recommend: number;
  /** registered_at in seconds since 1970. */
  registered: number;
}

/** Migration 0220: posting counts and price range per term and filter/facet combination. */
/** Migration 0300: a term's products, sorted, 4 bytes each (term-sets.ts). */
export interface SearchTermSetTable {
  term: string;
  products: Buffer;
}

export interface SearchFacetTable {
  term: string;
  display: number;
  sale_status: string;
  sellable: number;
  /** 0 for products without a brand. */
  brand_no: number;
  depth1_no: number;
  /** Posting rows (a product once per depth-1 category). */
  n: number;
  /** Products (rows with head = 1). */
  heads: number;
  min_price: number | null;
  max_price: number | null;
}

export interface SearchDocTable {
  product_no: number;
  /** The product's whole words, space-separated (what its share of search_words.df came from). */
  words: string;
  /** Version of the indexing rules the product was indexed with. */
  rules: number;
}

export interface SearchWordTable {
  word: string;
  df: number;
}

/**
 * Migration 0320: what changed in the catalogue, in commit order (services/catalogue/changes).
 * PostgreSQL also keeps the writing transaction's id (`xid`, xid8), read only through raw SQL.
 */
export interface CatalogueChangeTable {
  seq: Generated<number>;
  /** 'product', 'category', 'brand' (later migrations may add kinds). */
  kind: string;
  ref: number;
}

/** Migration 0320: 'log_id' (random, fixed at creation) and 'floor' (older cursors reset). */
export interface CatalogueChangeMetaTable {
  key: string;
  value: number;
}

export interface SearchMetaTable {
  key: string;
  value: number;
}

export interface ProductSearchKeywordTable {
  product_no: number;
  keyword: string;
}

export interface SearchKeywordCountTable {
  ymd: string;
  keyword: string;
  cnt: number;
}
