// The catalogue: categories, brands, products with options and inputs, stock moves, picks.
// Kysely types; the face that joins every area (`ShopDb`) is `db/schema.ts`: import from there.
import type { Generated } from 'kysely';

export interface CategoryTable {
  category_no: number;
  label: string;
  parent_no: number | null;
  depth: number;
  display_order: number;
}

export interface BrandTable {
  brand_no: number;
  name: string;
  name_en: string | null;
  logo_image_url: string | null;
  like_count: number;
}

export interface ProductTable {
  product_no: number;
  product_name: string;
  content: string;
  brand_no: number | null;
  sale_price: number;
  immediate_discount_amt: number;
  immediate_discount_unit: string; // WON|RATE
  immediate_discount_value: number;
  addition_discount_amt: number;
  sale_status: string; // READY|ONSALE|FINISHED|STOP|PROHIBITION
  display: number;
  sale_start_ymdt: string;
  sale_end_ymdt: string | null;
  promotion_text: string | null;
  sticker_labels_json: string;
  image_urls_json: string;
  list_image_urls_json: string;
  option_type: string; // STANDARD|COMBINATION|DEFAULT|MAPPING
  option_labels_json: string; // string[] — up to four levels
  delivery_condition_type: string; // FREE|CONDITIONAL|FIXED_FEE
  delivery_amt: number;
  above_delivery_amt: number;
  return_delivery_amt: number;
  delivery_template_no: number;
  partner_no: number;
  partner_name: string;
  accumulation_rate: number;
  min_buy_cnt: number;
  max_buy_person_cnt: number;
  max_buy_time_cnt: number;
  member_only: number;
  coupon_use: number;
  accumulation_use: number;
  sale_cnt: number;
  like_cnt: number;
  popularity: number;
  md_recommend: number;
  custom_kind: string | null; // null | DAMPENER | POD
  registered_at: string;
  updated_at: string;
  /** 0020: live review totals, kept by the review service (REVIEW sort, list ratings). */
  review_cnt: Generated<number>;
  review_rate_sum: Generated<number>;
  /** 0110: some option has stock and is not forced sold out (kept by triggers on options). */
  sellable: Generated<number>;
}

export interface ProductCategoryTable {
  product_no: number;
  category_no: number;
}

export interface OptionTable {
  option_no: number;
  product_no: number;
  values_json: string; // string[] — one value per level
  add_price: number;
  stock_cnt: number;
  sale_cnt: number;
  reservation_stock_cnt: number;
  forced_sold_out: number;
  main: number;
  management_cd: string | null;
  image_url: string | null;
  display_order: number;
}

export interface ProductInputTable {
  input_no: number;
  product_no: number;
  input_label: string;
  matching_type: string; // OPTION|PRODUCT|AMOUNT
  required: number;
}

/** Server API stock deltas, applied once per idempotency key (a replay answers result_json). */
export interface StockAdjustmentTable {
  idempotency_key: string;
  option_no: number;
  delta: number;
  reason: string | null;
  result_json: string;
  request_hash: string;
  created_at: string;
}

export interface LikeProductTable {
  member_no: number;
  product_no: number;
  created_at: string;
}
