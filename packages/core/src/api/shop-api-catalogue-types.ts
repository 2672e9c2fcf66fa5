// Shop API shapes for the catalogue: products, options, search, brands, categories, reviews,
// inquiries and boards. Prices are integer won.
import type { PageQuery, Paged, SortDirection, YesNo, DateRangeQuery } from './shop-api-types.ts';

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

// ---- reviews ----

export type ReviewSortBy = 'RECOMMEND' | 'REGISTER_YMDT' | 'RATING' | 'BEST_REVIEW';

export interface ReviewListQuery extends PageQuery {
  orderBy?: ReviewSortBy;
  orderDirection?: SortDirection;
  bestReviewYn?: YesNo;
  hasAttachmentFile?: boolean;
}

export interface ProductReview {
  reviewNo: number;
  productNo?: number;
  /** 1 to 5. */
  rate: number;
  content: string;
  memberId: string;
  nickname: string | null;
  registerYmdt: string;
  fileUrls: string[];
  optionName?: string | null;
  optionValue?: string | null;
  recommendCnt: number;
  /** False for the writer and for a member who already recommended it. */
  recommendable: boolean;
  myReview: boolean;
  bestReviewYn: YesNo;
}

export interface ReviewListReply extends Paged<ProductReview> {
  rate: number;
  reviewRatingResponses: { rating: number; countOfRating: number }[];
}

export interface ReviewWriteRequest {
  orderOptionNo: number;
  optionNo?: number;
  rate: number;
  content: string;
  urls?: string[];
}

export interface ReviewWriteReply {
  reviewNo: number;
}

export interface PhotoReviewQuery {
  pageNumber?: number;
  pageSize?: number;
}

export interface PhotoReviewReply {
  totalCount: number;
  totalPage: number;
  contents: { reviewNo: number; urls: string[]; attachedFileCount: number; recommendCnt: number }[];
}

// ---- inquiries ----

export type InquiryType = 'PRODUCT' | 'DELIVERY' | 'CANCEL' | 'RETURN' | 'EXCHANGE' | 'REFUND' | 'OTHER';

export interface InquiryListQuery extends PageQuery {
  isMyInquiries?: boolean;
  answered?: boolean;
}

export interface ProductInquiry {
  inquiryNo: number;
  type: InquiryType;
  title: string;
  /** Empty for someone else's secret inquiry. */
  content: string;
  secreted: boolean;
  replied: boolean;
  answers: { inquiryNo: number; title: string | null; content: string; registerYmdt: string }[];
  nickName: string | null;
  memberId?: string;
  registerYmdt: string;
  myInquiry: boolean;
  modifiable: boolean;
}

export interface InquiryWriteRequest {
  type: InquiryType;
  title: string;
  content: string;
  secreted: boolean;
  email?: string;
}

export interface InquiryCreateReply {
  inquiryNo: number;
}

// ---- boards ----

export interface BoardConfig {
  boardNo: number;
  boardId: string;
  name: string;
  displayType?: string;
  categories: { categoryNo: number; label: string }[];
}

export interface BoardConfigurationsReply {
  boardConfigs: BoardConfig[];
}

export interface ArticleListQuery extends PageQuery, DateRangeQuery {
  keyword?: string;
  searchType?: 'ALL' | 'TITLE' | 'CONTENT' | 'WRITER';
  categoryNo?: number;
}

export interface BoardArticle {
  articleNo: number;
  title: string;
  content: string | null;
  imageUrl?: string | null;
  viewCnt: number;
  categoryNo: number | null;
  categoryLabel?: string | null;
  registerName?: string | null;
  registerYmdt: string;
  notice: boolean;
  secreted: boolean;
  replied?: boolean;
  attached?: boolean;
}

export interface BoardArticleDetail extends BoardArticle {
  attachments: { originalFileName: string; uploadedFileName: string }[];
}

export interface ArticleWriteRequest {
  articleTitle: string;
  articleContent: string;
  boardCategoryNo?: number;
  secreted?: boolean;
  images?: { originalFileName: string; uploadedFileName: string }[];
}
