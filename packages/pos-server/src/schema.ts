// The own server's POS tables (kysely types). Portable SQL: booleans are 0/1, times ISO text, JSON
// text, money integer won. Written by migrations 0040–0059 in ./migrations.
import type { Generated } from 'kysely';

export interface PosTerminalTable {
  terminal_id: Generated<number>;
  name: string;
  /** sha256 of the terminal key (the key itself is shown once at registration). */
  key_hash: string;
  active: number;
  registered_at: string;
  last_seen_at: string | null;
}

export interface PosStaffTable {
  staff_id: Generated<number>;
  name: string;
  /** `scrypt$N$r$p$salt$hash` (base64). */
  pin_hash: string;
  role: string;
  active: number;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface PosStaffSessionTable {
  /** sha256 of the bearer token. */
  token_hash: string;
  staff_id: number;
  terminal_id: number;
  created_at: string;
  expires_at: string;
  revoked: number;
}

export interface PosBarcodeTable {
  barcode: string;
  symbology: string;
  product_no: number;
  option_no: number;
  in_store: number;
  created_at: string;
  updated_at: string;
}

/** Sync ids applied so far: written in the same transaction as the entry's effect. */
export interface PosAppliedEntryTable {
  client_id: string;
  kind: string;
  terminal_id: number;
  staff_id: number;
  payload_hash: string;
  result_json: string;
  applied_at: string;
}

export interface PosSaleTable {
  sale_no: Generated<number>;
  client_id: string;
  terminal_id: number;
  staff_id: number;
  receipt_no: string;
  sold_at: string;
  business_date: string;
  subtotal: number;
  line_discount: number;
  sale_discount: number;
  total: number;
  payment_kind: string;
  refunded_total: number;
  payload_json: string;
  applied_at: string;
  /** 교환 (0220): the part of `total` paid by the returned goods of refund `exchange_refund_id` (a client id). */
  exchange_credit: Generated<number>;
  exchange_refund_id: string | null;
}

export interface PosSaleLineTable {
  sale_no: number;
  line_no: number;
  product_no: number;
  option_no: number;
  barcode: string | null;
  name: string;
  option_name: string | null;
  qty: number;
  unit_price: number;
  discount: number;
  amount: number;
  refunded_qty: number;
  refunded_amount: number;
}

/** Money in (sale payments) and out (refund payments), by method, for the reports. */
export interface PosPaymentTable {
  payment_id: Generated<number>;
  sale_no: number | null;
  refund_no: number | null;
  direction: string;
  method: string;
  amount: number;
  approval_no: string | null;
  terminal_id: number;
  staff_id: number;
  business_date: string;
  /** 0110 (#27): 간편결제 provider; masked card number; the 현금영수증 on a cash payment. */
  provider?: string | null;
  masked_card_no?: string | null;
  cash_receipt_amount?: number | null;
  cash_receipt_status?: string | null;
}

export interface PosRefundTable {
  refund_no: Generated<number>;
  client_id: string;
  sale_no: number;
  terminal_id: number;
  staff_id: number;
  refund_ref: string;
  refunded_at: string;
  business_date: string;
  total: number;
  reason: string;
  payload_json: string;
  applied_at: string;
  /** 교환 (0220): the part of `total` that paid sale `exchange_sale_id` (a client id) instead of going back. */
  exchange_credit: Generated<number>;
  exchange_sale_id: string | null;
}

/**
 * Every stock effect of an entry (a sale's lines, a refund's restocked lines, a stock movement) as
 * one delta for the platform, and the outbox of its push: `pending` until the platform confirmed it,
 * `done` with the platform's result, or `failed` when the platform refused it for good (recorded as
 * a conflict). The idempotency key is derived from the client id and the line.
 */
export interface PosStockPushTable {
  push_id: Generated<number>;
  idempotency_key: string;
  client_id: string;
  entry_kind: string;
  line_no: number;
  terminal_id: number;
  staff_id: number;
  product_no: number;
  option_no: number;
  delta: number;
  reason: string;
  /** Since 0145 a push's state is its round's (stock-push-state.ts): this keeps what was written before, and 'failed' when the platform refused its round. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  stock_after: number | null;
  created_at: string;
  pushed_at: string | null;
  /** The key of the netted delta this push went out in (migration 0101); null until first sent. */
  net_key: string | null;
}

/** One option's run of pushes sent as one netted delta (migration 0145; stock-pushes.ts). */
export interface PosStockPushRoundTable {
  round_id: Generated<number>;
  option_no: number;
  product_no: number;
  first_push_id: number;
  last_push_id: number;
  push_count: number;
  delta: number;
  /** The sum of the run's negative deltas: stock can only have gone below zero when previous + this < 0. */
  negative: number;
  reason: string;
  net_key: string;
  /** 'sending' (claimed, not answered yet) | 'deferred' (waiting out a back-off) | 'done' | 'failed'. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  stock_after: number | null;
  created_at: string;
  pushed_at: string | null;
  /** 1: made by 0145 from pushes already pending; its pushes are those of its range carrying its key. */
  by_key: number;
}

/** How far each option's pushes are taken into rounds (every push_id ≤ through_push_id is). */
export interface PosStockPushCursorTable {
  option_no: number;
  through_push_id: number;
}

export interface PosConflictTable {
  conflict_id: Generated<number>;
  kind: string;
  status: string;
  /** One conflict per stock push. */
  idempotency_key: string;
  client_id: string;
  entry_kind: string;
  terminal_id: number;
  staff_id: number;
  product_no: number;
  option_no: number;
  delta: number;
  stock_before: number | null;
  stock_after: number | null;
  detail: string | null;
  detected_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
  note: string | null;
}

/** The compacted catalogue change log: the latest version of each product and barcode. */
export interface PosCatalogueItemTable {
  /** `p:<productNo>` or `b:<barcode>`. */
  item_key: string;
  seq: number;
  kind: string;
  hash: string;
  removed: number;
  body_json: string | null;
  /** Lower-case name (products) for the terminal's product search. */
  search_text: string | null;
  product_no: number | null;
  updated_at: string;
}

export interface PosCounterTable {
  name: string;
  value: number;
}

export interface PosZReportTable {
  z_no: Generated<number>;
  terminal_id: number;
  business_date: string;
  closed_at: string;
  closed_by: number;
  report_json: string;
}

/** One row (id 1): the shop's details printed on every receipt (migration 0100). */
export interface PosShopProfileTable {
  id: number;
  name: string;
  representative: string;
  business_number: string;
  address: string;
  phone: string;
  updated_at: string;
}

/** Registration codes for one more terminal (migration 0120): sha256 of the code, single use. */
export interface PosPairingCodeTable {
  code_hash: string;
  created_by_staff_id: number;
  created_on_terminal_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by_terminal_id: number | null;
}

export interface PosDb {
  pos_terminals: PosTerminalTable;
  pos_staff: PosStaffTable;
  pos_staff_sessions: PosStaffSessionTable;
  pos_barcodes: PosBarcodeTable;
  pos_applied_entries: PosAppliedEntryTable;
  pos_sales: PosSaleTable;
  pos_sale_lines: PosSaleLineTable;
  pos_payments: PosPaymentTable;
  pos_refunds: PosRefundTable;
  pos_stock_pushes: PosStockPushTable;
  pos_stock_push_rounds: PosStockPushRoundTable;
  pos_stock_push_cursors: PosStockPushCursorTable;
  pos_conflicts: PosConflictTable;
  pos_catalogue_items: PosCatalogueItemTable;
  pos_counters: PosCounterTable;
  pos_z_reports: PosZReportTable;
  pos_shop_profile: PosShopProfileTable;
  pos_pairing_codes: PosPairingCodeTable;
}
