// Kysely types of the commerce database. Booleans are 0/1 integers and times are ISO-8601 text,
// so the same migrations and queries serve SQLite and PostgreSQL. JSON columns are text (`*_json`).
import type { Generated } from 'kysely';
import type { RateLimitsDb } from '@courtside/db';

export interface MemberTable {
  member_no: Generated<number>;
  member_id: string;
  password_hash: string | null;
  member_name: string;
  nickname: string | null;
  email: string | null;
  mobile_no: string | null;
  birthday: string | null;
  sex: string | null;
  zip_cd: string | null;
  address: string | null;
  detail_address: string | null;
  jibun_address: string | null;
  member_status: string; // WAITING|ACTIVE|WITHDRAWN|DORMANT|PAUSED
  member_type: string; // MALL|OPEN_ID
  group_names_json: string; // string[]
  grade_name: string;
  sms_agreed: number;
  direct_mail_agreed: number;
  join_terms_json: string;
  password_changed_at: string | null;
  created_at: string;
  withdrawn_at: string | null;
}

export interface AccessTokenTable {
  token: string;
  member_no: number;
  issued_at: string;
  expires_at: string;
  revoked: number;
}

export interface SocialLinkTable {
  id: Generated<number>;
  member_no: number;
  provider: string; // ncp_kakao|ncp_naver
  sns_id: string;
  created_at: string;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: string; // FIND_ID|FIND_PASSWORD|...
  channel: string; // EMAIL|SMS
  target: string;
  code: string;
  member_no: number | null;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Messages the platform would send by SMS or e-mail; tests and the sandbox read them here. */
export interface OutboxMessageTable {
  id: Generated<number>;
  channel: string;
  target: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

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

export interface ReviewTable {
  review_no: Generated<number>;
  product_no: number;
  option_no: number;
  order_option_no: number | null;
  member_no: number;
  rate: number;
  content: string;
  file_urls_json: string;
  extra_json: string | null;
  recommend_cnt: number;
  best: number;
  deleted: number;
  registered_at: string;
  updated_at: string;
}

export interface ReviewRecommendTable {
  review_no: number;
  member_no: number;
}

export interface InquiryTable {
  inquiry_no: Generated<number>;
  product_no: number;
  member_no: number;
  type: string;
  title: string;
  content: string;
  secreted: number;
  email: string | null;
  parent_inquiry_no: number | null;
  answer_title: string | null;
  answer_content: string | null;
  answered_at: string | null;
  deleted: number;
  registered_at: string;
  updated_at: string;
}

export interface CartItemTable {
  cart_no: Generated<number>;
  member_no: number;
  product_no: number;
  option_no: number;
  order_cnt: number;
  option_inputs_json: string;
  channel_type: string | null;
  created_at: string;
}

export interface OrderSheetTable {
  order_sheet_no: string;
  member_no: number | null;
  products_json: string; // [{productNo, optionNo, orderCnt, optionInputs}]
  cart_nos_json: string;
  product_coupons_json: string;
  calculation_json: string | null; // last calculate request
  status: string; // OPEN|RESERVED|ORDERED
  created_at: string;
  expires_at: string;
}

export interface OrderTable {
  order_no: string;
  order_sheet_no: string;
  member_no: number | null;
  guest_password_hash: string | null;
  orderer_json: string;
  shipping_json: string;
  pay_type: string;
  pg_type: string;
  pay_info_json: string;
  first_amount_json: string;
  last_amount_json: string;
  used_accumulation_amt: number;
  coupons_json: string;
  order_memo: string | null;
  delivery_memo: string | null;
  order_ymdt: string;
  paid_at: string | null;
  /** 0030: the delivery groups charged, [{deliveryNo, partnerNo, …, deliveryAmt, remoteDeliveryAmt}]. */
  deliveries_json: Generated<string>;
  payment_key: string | null;
}

export interface OrderOptionTable {
  order_option_no: Generated<number>;
  order_no: string;
  product_no: number;
  option_no: number;
  product_name: string;
  option_name: string;
  option_value: string;
  image_url: string | null;
  order_cnt: number;
  sale_price: number;
  add_price: number;
  immediate_discount_amt: number;
  coupon_discount_amt: number;
  buy_amt: number;
  option_inputs_json: string;
  order_status: string;
  claim_status: string | null;
  delivery_company: string | null;
  invoice_no: string | null;
  accumulation_amt: number;
  updated_at: string;
  /** 0030: each line's share of discounts and its delivery group, so claims refund exactly. */
  partner_no: Generated<number>;
  partner_name: Generated<string>;
  delivery_no: Generated<number>;
  additional_discount_amt: Generated<number>;
  cart_coupon_discount_amt: Generated<number>;
  product_coupon_issue_no: number | null;
  /** Set on the line split off by a partial claim: the line it came from. */
  origin_order_option_no: number | null;
  claim_no: number | null;
  delivery_done_at: string | null;
  buy_confirmed_at: string | null;
}

export interface PaymentTable {
  payment_key: string;
  order_sheet_no: string;
  order_no: string | null;
  pay_type: string;
  pg_type: string;
  amount: number;
  status: string; // RESERVED|APPROVED|DECLINED|FAILED|DEPOSIT_WAIT|DEPOSITED|EXPIRED
  client_return_url: string;
  request_json: string;
  created_at: string;
  decided_at: string | null;
  /** 0030: why the payment failed, shown to the shopper. */
  fail_message: string | null;
}

export interface ClaimTable {
  claim_no: Generated<number>;
  order_no: string;
  claim_type: string; // CANCEL|RETURN|EXCHANGE
  claim_status: string;
  claim_reason_type: string;
  claim_reason_detail: string | null;
  items_json: string; // [{orderOptionNo, productCnt}]
  refund_amt: number;
  restored_accumulation_amt: number;
  created_at: string;
  /** 0030: refund breakdown {productAmt, deliveryAmt, payAmt, subPayAmt, …}. */
  refund_json: Generated<string>;
  updated_at: string | null;
  /** 0130: BUYER|SELLER — decides who pays the return and exchange delivery. */
  responsible_object_type: string | null;
  return_way_type: string | null;
  approved_at: string | null;
  collected_at: string | null;
  /** When the refund was paid (return) or the exchange shipped. */
  completed_at: string | null;
  withdrawn_at: string | null;
  /** 0130: ClaimDetail — addresses, return invoice, exchange option, refund bank account. */
  detail_json: string | null;
}

export interface AccumulationTable {
  accumulation_no: Generated<number>;
  member_no: number;
  amt: number;
  rest_amt: number;
  status: string; // GIVE|SUBTRACTION|GIVE_BY_CANCELED|SUBTRACTION_BY_CANCELED
  reason: string;
  reason_display: string;
  order_no: string | null;
  registered_at: string;
  expire_ymdt: string | null;
}

export interface CouponTable {
  coupon_no: number;
  coupon_name: string;
  coupon_type: string; // PRODUCT|CART|CART_DELIVERY
  discount_amt: number;
  discount_rate: number;
  max_discount_amt: number;
  min_sale_price: number;
  issue_start_ymdt: string;
  issue_end_ymdt: string;
  use_days: number;
  downloadable: number;
  product_nos_json: string; // [] = every product
}

export interface CouponIssueTable {
  coupon_issue_no: Generated<number>;
  coupon_no: number;
  member_no: number;
  used: number;
  used_order_no: string | null;
  issued_at: string;
  use_end_ymdt: string;
}

export interface ShippingAddressTable {
  address_no: Generated<number>;
  member_no: number;
  address_name: string | null;
  address_type: string; // BOOK|RECENT
  default_yn: string; // Y|N
  receiver_name: string;
  receiver_zip_cd: string;
  receiver_address: string;
  receiver_jibun_address: string | null;
  receiver_detail_address: string | null;
  receiver_contact1: string;
  receiver_contact2: string | null;
  created_at: string;
}

export interface LikeProductTable {
  member_no: number;
  product_no: number;
  created_at: string;
}

export interface BoardTable {
  board_no: number;
  board_id: string;
  name: string;
  display_type: string;
  categories_json: string;
}

export interface ArticleTable {
  article_no: Generated<number>;
  board_no: number;
  category_no: number | null;
  member_no: number | null;
  writer_name: string;
  title: string;
  content: string;
  notice: number;
  secreted: number;
  view_cnt: number;
  attachments_json: string;
  registered_at: string;
}

export interface ShopDb extends RateLimitsDb {
  members: MemberTable;
  access_tokens: AccessTokenTable;
  social_links: SocialLinkTable;
  verification_codes: VerificationCodeTable;
  outbox_messages: OutboxMessageTable;
  categories: CategoryTable;
  brands: BrandTable;
  products: ProductTable;
  product_categories: ProductCategoryTable;
  options: OptionTable;
  product_inputs: ProductInputTable;
  stock_adjustments: StockAdjustmentTable;
  reviews: ReviewTable;
  review_recommends: ReviewRecommendTable;
  inquiries: InquiryTable;
  cart_items: CartItemTable;
  order_sheets: OrderSheetTable;
  orders: OrderTable;
  order_options: OrderOptionTable;
  payments: PaymentTable;
  claims: ClaimTable;
  accumulations: AccumulationTable;
  coupons: CouponTable;
  coupon_issues: CouponIssueTable;
  shipping_addresses: ShippingAddressTable;
  like_products: LikeProductTable;
  boards: BoardTable;
  articles: ArticleTable;
  search_postings: SearchPostingTable;
  search_facets: SearchFacetTable;
  search_term_sets: SearchTermSetTable;
  search_docs: SearchDocTable;
  search_words: SearchWordTable;
  search_meta: SearchMetaTable;
  catalogue_changes: CatalogueChangeTable;
  catalogue_change_meta: CatalogueChangeMetaTable;
  product_search_keywords: ProductSearchKeywordTable;
  search_keyword_counts: SearchKeywordCountTable;
}
