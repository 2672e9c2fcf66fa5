// Shop API shapes for what shoppers and the shop write about products: reviews, product inquiries
// and board articles (notices, FAQ, bug reports).
import type { DateRangeQuery, PageQuery, Paged, SortDirection, YesNo } from './shop-api-types.ts';

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

/** `GET /profile/product-inquiries`: the member's inquiries over every product. */
export interface MyInquiryListQuery extends PageQuery, DateRangeQuery {
  answered?: boolean;
}

/** One of the member's own inquiries, with the product it is about. */
export interface MyProductInquiry extends ProductInquiry {
  productNo: number;
  productName: string;
}

export type MyReviewListQuery = PageQuery & DateRangeQuery;

/** One of the member's own reviews, with the product it is about. */
export interface MyProductReview extends ProductReview {
  productNo: number;
  productName: string;
  /** The order line the review was written for (one review per line). */
  orderOptionNo?: number | null;
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
  /** A visitor's name, on boards that take posts from visitors (bug reports). */
  guestName?: string;
}
