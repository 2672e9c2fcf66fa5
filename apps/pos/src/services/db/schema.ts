// The terminal's SQLite file: the catalogue cache (what the counter can sell and look up offline),
// the local record of sales, refunds and stock movements, the outbox that carries them to the own
// server, cached staff credentials, held sales and day closings. Booleans are 0/1, times ISO text,
// JSON is text, money integer won.
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';

export interface CatalogueProductTable {
  product_no: number;
  name: string;
  brand_name: string | null;
  sale_price: number;
  image_url: string | null;
  on_sale: number;
}

export interface CatalogueOptionTable {
  option_no: number;
  product_no: number;
  /** "블랙 / 2개입"; the product name for a product with one default option. */
  label: string;
  /** Counter price for one unit, won. */
  price: number;
  /** Stock as the server last reported it, less what this terminal sold since. */
  stock: number;
  saleable: number;
}

export interface CatalogueBarcodeTable {
  /** The catalogue key (UPC-A widened to 13 digits). */
  barcode: string;
  product_no: number;
  option_no: number;
  updated_at: string;
}

export interface CatalogueProductCategoryTable {
  product_no: number;
  category_no: number;
  label: string;
  /** "악세서리 > 댐프너". */
  path: string;
}

export interface CatalogueFavouriteTable {
  option_no: number;
  /** Order on the 즐겨찾기 tab. */
  position: number;
  pinned_at: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface SaleTable {
  /** Client UUIDv7. */
  id: string;
  receipt_no: string;
  terminal_id: number;
  terminal_name: string;
  staff_id: number;
  staff_name: string;
  sold_at: string;
  /** Seoul calendar day of the sale, YYYY-MM-DD. */
  business_date: string;
  /** Σ qty × unit price. */
  subtotal: number;
  /** Line and sale discounts together. */
  discount_total: number;
  total: number;
  /** cash | card | split */
  payment_kind: string;
  /** JSON: the PosSalePayload exactly as it is sent to the own server. */
  payload: string;
  /** The screen's payment attempt: the same attempt sent twice records one sale. */
  attempt_id: string | null;
  /** When the cashier saw the 완료 screen; null after a crash between recording and showing it. */
  acknowledged_at: string | null;
}

export interface RefundTable {
  id: string;
  sale_id: string;
  refund_no: string;
  terminal_id: number;
  staff_id: number;
  staff_name: string;
  refunded_at: string;
  business_date: string;
  total: number;
  method: string;
  reason: string;
  /** JSON: the PosRefundPayload as sent. */
  payload: string;
}

export interface StockMovementTable {
  id: string;
  terminal_id: number;
  staff_id: number;
  product_no: number;
  option_no: number;
  /** A POS_STOCK_REASONS value. */
  reason: string;
  delta: number;
  /** For a count: the quantity found on the shelf and what the cache expected. */
  counted: number | null;
  expected: number | null;
  stock_after: number;
  note: string | null;
  created_at: string;
}

export interface OutboxTable {
  /** Upload order. */
  seq: Generated<number>;
  id: string;
  kind: string;
  payload: string;
  created_at: string;
  attempts: number;
  /** Set once the server answered for this entry (applied, replayed, conflict or refused). */
  settled_at: string | null;
  /** applied | duplicate | conflict | rejected */
  outcome: string | null;
  /** JSON: the server's answer for the entry. */
  result: string | null;
  last_error: string | null;
}

export interface StaffCredentialTable {
  staff_id: number;
  name: string;
  role: string;
  /** base64 salt and scrypt parameters as the server handed them. */
  salt: string;
  params: string;
  /** base64 scrypt(PIN). */
  pin_hash: string;
  offline_until: string;
  cached_at: string;
}

export interface HeldSaleTable {
  id: string;
  staff_id: number;
  label: string;
  held_at: string;
  draft: string;
}

export interface DayCloseTable {
  id: string;
  business_date: string;
  /** Sales and refunds recorded up to this instant belong to the close. */
  closed_at: string;
  staff_id: number;
  staff_name: string;
  summary: string;
}

/** 0110: FTS5 over each product's index terms (rowid = product_no). */
export interface CatalogueSearchTable {
  rowid: number;
  terms: string;
}

/** One request to the VAN agent (#27), committed before it is sent. */
export interface PaymentJournalTable {
  /** The transaction id sent to the agent (what a 망취소 names). */
  id: string;
  kind: 'card' | 'easy-pay' | 'cash-receipt' | 'cancel' | 'cash-receipt-cancel';
  attempt_id: string | null;
  sale_id: string | null;
  amount: number;
  vat: number;
  /**
   * sent → approved → recorded (with its sale, in the sale's transaction); declined / failed (nothing
   * charged); net-cancel-pending → net-cancelled. Cash receipts: pending (agent away) → recorded.
   */
  state: string;
  /** What was asked (JSON; a cash receipt's identity digits are cleared once issued). */
  request: string;
  approval: string | null;
  business_date: string;
  created_at: string;
  updated_at: string;
  last_error: string | null;
}

/** 0200: 시재 records of this terminal (#28): float, 입금/출금, closing count. */
export interface DrawerMoveTable {
  id: string;
  business_date: string;
  type: 'float' | 'cash-in' | 'cash-out' | 'close-count';
  amount: number;
  reason: string | null;
  /** The closing count by denomination (JSON [{ denomination, count }]). */
  counts: string | null;
  expected: number | null;
  staff_id: number;
  staff_name: string;
  at: string;
}

export interface TerminalDatabase {
  catalogue_products: CatalogueProductTable;
  catalogue_options: CatalogueOptionTable;
  catalogue_barcodes: CatalogueBarcodeTable;
  catalogue_search: CatalogueSearchTable;
  catalogue_product_categories: CatalogueProductCategoryTable;
  catalogue_favourites: CatalogueFavouriteTable;
  meta: MetaTable;
  sales: SaleTable;
  refunds: RefundTable;
  stock_movements: StockMovementTable;
  outbox: OutboxTable;
  staff_credentials: StaffCredentialTable;
  held_sales: HeldSaleTable;
  day_closes: DayCloseTable;
  payment_journal: PaymentJournalTable;
  drawer_moves: DrawerMoveTable;
}

export type TerminalDb = Kysely<TerminalDatabase>;
export type SaleRow = Selectable<SaleTable>;
export type RefundRow = Selectable<RefundTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type PaymentJournalRow = Selectable<PaymentJournalTable>;
