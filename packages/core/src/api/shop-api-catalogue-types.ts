// Shop API shapes for the catalogue: products, options, search, brands and categories.
// Prices are integer won.
import type { PageQuery, Paged, SortDirection } from './shop-api-types.ts';

export type SaleStatusType = 'READY' | 'ONSALE' | 'FINISHED' | 'STOP' | 'PROHIBITION';
export type DeliveryConditionType =
  | 'FREE'
  | 'CONDITIONAL'
  | 'FIXED_FEE'
  | 'QUANTITY_PROPOSITIONAL_FEE'
  | 'PRICE_FEE'
  | 'QUANTITY_FEE';

// ---- product detail ----

export interface ProductDetail {
  baseInfo: {
    productNo: number;
    productName: string;
    content: string;
    imageUrls: string[];
    saleStartYmdt: string | null;
    saleEndYmdt: string | null;
    promotionText: string | null;
    stickerLabels?: string[];
  };
  price: {
    salePrice: number;
    immediateDiscountAmt: number;
    immediateDiscountUnitType?: 'WON' | 'RATE';
    additionDiscountAmt: number;
    couponDiscountAmt?: number;
    maxCouponAmt?: number;
    accumulationAmtWhenBuyConfirm?: number;
    accumulationRate?: number;
  };
  /** −999 when the mall hides stock (`displayableStock: false`). */
  stock: { stockCnt: number; mainStockCnt?: number; saleCnt: number };
  status: { saleStatusType: SaleStatusType; soldout: boolean; display: boolean };
  limitations: { minBuyCnt: number; maxBuyTimeCnt: number; maxBuyPersonCnt: number; memberOnly: boolean };
  deliveryFee: {
    deliveryConditionType: DeliveryConditionType;
    deliveryAmt: number;
    aboveDeliveryAmt: number | null;
    returnDeliveryAmt: number;
    deliveryPrePayment?: boolean;
  };
  brand: { brandNo: number; name: string; logoImageUrl: string | null } | null;
  categories: ProductCategoryPath[];
  counter: { reviewCnt: number; inquiryCnt: number; likeCnt: number };
  reviewRate: number;
  liked: boolean;
  displayableStock: boolean;
  partner?: { partnerName: string };
}

export interface ProductCategoryPath {
  categories: { categoryNo: number; label: string; depth?: number }[];
  fullCategoryName?: string;
}

// ---- options ----

export type OptionType = 'STANDARD' | 'COMBINATION' | 'DEFAULT' | 'MAPPING';

export interface ProductOption {
  optionNo: number;
  /** For combined options, labels and values are `|`-joined. */
  label: string;
  value: string;
  addPrice: number;
  buyPrice: number;
  stockCnt: number;
  saleCnt?: number;
  reservationStockCnt?: number;
  saleType: 'AVAILABLE' | 'SOLD_OUT';
  forcedSoldOut: boolean;
  main: boolean;
  optionManagementCd?: string | null;
  images?: { url: string; main: boolean }[];
}

export interface MultiLevelOption {
  label: string;
  value: string;
  /** Leaves carry `optionNo` and the stock and price fields. */
  optionNo?: number;
  addPrice?: number;
  buyPrice?: number;
  stockCnt?: number;
  saleType?: 'AVAILABLE' | 'SOLD_OUT';
  forcedSoldOut?: boolean;
  children: MultiLevelOption[];
}

export interface OptionInputField {
  inputNo: number;
  inputLabel: string;
  inputMatchingType: 'OPTION' | 'PRODUCT' | 'AMOUNT';
  required: boolean;
}

export interface ProductOptionsReply {
  type: OptionType;
  selectType: 'MULTI' | 'FLAT';
  labels: string[];
  productSalePrice: number;
  immediateDiscountAmt?: number;
  displayableStock: boolean;
  flatOptions: ProductOption[];
  multiLevelOptions: MultiLevelOption[];
  inputs: OptionInputField[];
}

export interface OptionsByProductReply {
  optionInfos: { mallProductNo: number; displayableStock: boolean; options: ProductOption[] }[];
}

// ---- search ----

export type ProductSortBy =
  | 'POPULAR'
  | 'SALE_YMD'
  | 'SALE_END_YMD'
  | 'DISCOUNTED_PRICE'
  | 'REVIEW'
  | 'SALE_CNT'
  | 'RECENT_PRODUCT'
  | 'MD_RECOMMEND'
  | 'LIKE_CNT';

export interface ProductSearchQuery extends PageQuery {
  /** Space-separated words, all of which must match. */
  keywords?: string;
  /** Include sold-out products (the platform's default is false). */
  soldout?: boolean;
  saleStatus?: 'ONSALE' | 'READY_ONSALE' | 'ALL_CONDITIONS' | 'RESERVATION_AND_ONSALE';
  categoryNos?: readonly number[];
  brandNos?: readonly number[];
  orderBy?: ProductSortBy;
  orderDirection?: SortDirection;
  /** Sold-out products last. */
  soldoutPlaceEnd?: boolean;
  /** What the shopper pays (sale price less the immediate discount), compared as `discountedComparison` says (BETWEEN takes two). */
  discountedPrices?: readonly number[];
  discountedComparison?: 'GT' | 'GTE' | 'LT' | 'LTE' | 'EQ' | 'BETWEEN';
  /** When nothing matches, search the closest indexed words instead (reply's correctedKeyword). */
  enableTypoCorrection?: boolean;
}

export interface ProductSummary {
  productNo: number;
  productName: string;
  salePrice: number;
  immediateDiscountAmt: number;
  additionDiscountAmt: number;
  maxCouponAmt?: number;
  imageUrls: string[];
  listImageUrls?: string[];
  brandName?: string | null;
  isSoldOut: boolean;
  saleStatusType: SaleStatusType;
  stockCnt: number;
  reviewRating: number;
  totalReviewCount: number;
  likeCount: number;
  liked: boolean;
}

export interface ProductSearchReply extends Paged<ProductSummary> {
  pageCount: number;
  minPrice?: number;
  maxPrice?: number;
  /** The keyword the results are for, when the typed one found nothing and was corrected. */
  correctedKeyword?: string | null;
}

/** `GET /products/best-seller/search`: the platform's week; MONTH is the stand-in's 30 days. */
export type BestSellerPeriod = 'WEEK' | 'MONTH';

export interface BestSellerQuery {
  period?: BestSellerPeriod;
  categoryNos?: readonly number[];
  pageNumber?: number;
  pageSize?: number;
}

/** A best-seller page: `saleCnt` of each item is the units sold in the period. */
export interface BestSellerReply extends Paged<ProductSummary> {
  pageCount: number;
}

/** `GET /products/restocked` (the stand-in's list of products restocked lately, newest first). */
export interface RestockedReply extends Paged<ProductSummary & { restockYmdt?: string | null }> {
  pageCount: number;
}

// ---- 재입고 알림 (`/products/restock`) ----
export interface RestockItem {
  restockNo: number;
  productNo: number;
  optionNo: number;
  registerYmdt: string;
}

export interface RestockListReply {
  totalCount: number;
  totalPage: number;
  items: RestockItem[];
}

export interface RestockListQuery {
  productNo?: number;
  optionNos?: readonly number[];
  pageNumber?: number;
  pageSize?: number;
}

/** A member may send only the options; a guest sends name, phone and consent. */
export interface RestockRequest {
  optionNos: readonly number[];
  privacyInfoAgreement: boolean;
  name?: string;
  phone?: string;
}

// ---- brands and categories ----

export interface BrandSearchQuery {
  brandName?: string;
  pageNumber?: number;
  pageSize?: number;
  sortCriterion?: 'BRAND_NAME' | 'LIKE_COUNT';
  sortDirection?: SortDirection;
}

export interface BrandSearchItem {
  brandNo: number;
  mainBrandName: string;
}

export interface Category {
  categoryNo: number;
  label: string;
  depth: number;
  children: Category[];
}

export interface CategoriesReply {
  multiLevelCategories: Category[];
  flatCategories: { depth1CategoryNo: number; depth1Label: string; fullCategoryName: string }[];
}
