// Kysely types of the commerce database. Booleans are 0/1 integers and times are ISO-8601 text,
// so the same migrations and queries serve SQLite and PostgreSQL. JSON columns are text (`*_json`).
// One face over the tables of each area (`tables/*.ts`): import table types and `ShopDb` from here.
import type { RateLimitsDb } from '@courtside/db';
import type { MemberTable, AccessTokenTable, SocialLinkTable, VerificationCodeTable, OutboxMessageTable, ShippingAddressTable, AccumulationTable } from './tables/members.ts';
import type { CategoryTable, BrandTable, ProductTable, ProductCategoryTable, OptionTable, ProductInputTable, StockAdjustmentTable, LikeProductTable } from './tables/catalogue.ts';
import type { SearchPostingTable, SearchTermSetTable, SearchFacetTable, SearchDocTable, SearchWordTable, CatalogueChangeTable, CatalogueChangeMetaTable, SearchMetaTable, ProductSearchKeywordTable, SearchKeywordCountTable } from './tables/search.ts';
import type { CartItemTable, OrderSheetTable, PaymentTable, CouponTable, CouponIssueTable } from './tables/checkout.ts';
import type { OrderTable, OrderOptionTable, ClaimTable, CashReceiptTable, CashReceiptIssueTable } from './tables/orders.ts';
import type { ReviewTable, ReviewRecommendTable, InquiryTable, BoardTable, ArticleTable } from './tables/community.ts';
import type { RestockSubscriptionTable, ProductRestockTable } from './tables/restock.ts';

export type * from './tables/members.ts';
export type * from './tables/catalogue.ts';
export type * from './tables/search.ts';
export type * from './tables/checkout.ts';
export type * from './tables/orders.ts';
export type * from './tables/community.ts';
export type * from './tables/restock.ts';

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
  restock_subscriptions: RestockSubscriptionTable;
  product_restocks: ProductRestockTable;
  cash_receipts: CashReceiptTable;
  cash_receipt_issues: CashReceiptIssueTable;
}
