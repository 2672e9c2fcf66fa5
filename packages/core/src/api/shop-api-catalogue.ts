// Catalogue calls: products and their options, search, brands, categories, reviews, inquiries and
// boards. The reads here go out without the member's token (see isDisplayRequest), except reviews
// and inquiries, whose replies mark the member's own entries.
import { pathPart, type ShopRequester } from './shop-api-request.ts';
import type { Paged } from './shop-api-types.ts';
import type {
  BestSellerQuery,
  BestSellerReply,
  RestockedReply,
  RestockListQuery,
  RestockListReply,
  RestockRequest,
  BrandSearchItem,
  BrandSearchQuery,
  CategoriesReply,
  OptionsByProductReply,
  ProductDetail,
  ProductOptionsReply,
  ProductSearchQuery,
  ProductSearchReply,
} from './shop-api-catalogue-types.ts';
import type {
  ArticleListQuery,
  ArticleWriteRequest,
  BoardArticle,
  BoardArticleDetail,
  BoardConfigurationsReply,
  InquiryCreateReply,
  InquiryListQuery,
  InquiryWriteRequest,
  MyInquiryListQuery,
  MyProductInquiry,
  MyProductReview,
  MyReviewListQuery,
  PhotoReviewQuery,
  PhotoReviewReply,
  ProductInquiry,
  ProductReview,
  ReviewListQuery,
  ReviewListReply,
  ReviewWriteReply,
  ReviewWriteRequest,
} from './shop-api-community-types.ts';

/** Seed §9: product lists show 30 at a time, inquiries 10. */
export const productSearchDefaultPageSize = 30;
export const inquiryDefaultPageSize = 10;

/** Product reviews are the one catalogue list the platform serves under version 2.0. */
const reviewListVersion = '2.0';

export function createProductsApi(send: ShopRequester) {
  return {
    get: (productNo: number) => send<ProductDetail>({ method: 'GET', path: `/products/${pathPart(productNo)}` }),
    getOptions: (productNo: number) =>
      send<ProductOptionsReply>({ method: 'GET', path: `/products/${pathPart(productNo)}/options` }),
    getOptionsOf: (productNos: readonly number[]) =>
      send<OptionsByProductReply>({ method: 'GET', path: '/products/options', query: { productNos } }),
    search: (query: ProductSearchQuery = {}) =>
      send<ProductSearchReply>({
        method: 'GET',
        path: '/products/search',
        query: {
          'filter.keywords': query.keywords,
          // Sold-out products are hidden unless asked for, as the storefront always sent it.
          'filter.soldout': query.soldout ?? false,
          'filter.saleStatus': query.saleStatus,
          'filter.discountedPrices': query.discountedPrices,
          'filter.discountedComparison': query.discountedComparison,
          categoryNos: query.categoryNos,
          brandNos: query.brandNos,
          'order.by': query.orderBy,
          'order.direction': query.orderDirection,
          'order.soldoutPlaceEnd': query.soldoutPlaceEnd,
          pageNumber: query.pageNumber ?? 1,
          pageSize: query.pageSize ?? productSearchDefaultPageSize,
          hasTotalCount: query.hasTotalCount ?? true,
          enableTypoCorrection: query.enableTypoCorrection,
        },
      }),
    /** Best sellers: products ranked by units sold in the period (the platform's week by default). */
    bestSellers: (query: BestSellerQuery = {}) =>
      send<BestSellerReply>({
        method: 'GET',
        path: '/products/best-seller/search',
        query: {
          period: query.period,
          categoryNos: query.categoryNos,
          pageNumber: query.pageNumber ?? 1,
          pageSize: query.pageSize ?? productSearchDefaultPageSize,
          hasTotalCount: true,
        },
      }),
    /** Products restocked in the last `days` days, the latest restock first (the stand-in's list). */
    restocked: (query: { days?: number; pageNumber?: number; pageSize?: number } = {}) =>
      send<RestockedReply>({
        method: 'GET',
        path: '/products/restocked',
        query: { days: query.days, pageNumber: query.pageNumber ?? 1, pageSize: query.pageSize ?? productSearchDefaultPageSize },
      }),
    /** Popular search keywords (searches up to yesterday), most searched first. */
    favoriteKeywords: (size = 10) => send<string[]>({ method: 'GET', path: '/products/favoriteKeywords', query: { size } }),
    searchBrands: (query: BrandSearchQuery = {}) =>
      send<BrandSearchItem[]>({ method: 'GET', path: '/display/brands/search', query: { ...query } }),
    getCategories: () => send<CategoriesReply>({ method: 'GET', path: '/categories' }),
  };
}

/** 재입고 알림: the member's waiting requests, a request (member or guest), deleting them. */
export function createRestockApi(send: ShopRequester) {
  return {
    /** Sent with the member's token (the path looks like a product read). Without a product or options: all of them. */
    list: (query: RestockListQuery = {}) =>
      send<RestockListReply>({
        method: 'GET',
        path: '/products/restock',
        asMember: true,
        query: { productNo: query.productNo, optionNos: query.optionNos, pageNumber: query.pageNumber ?? 1, pageSize: query.pageSize ?? 100 },
      }),
    request: (request: RestockRequest) => send<void>({ method: 'POST', path: '/products/restock', body: request }),
    remove: (restockNos: readonly number[]) =>
      send<void>({ method: 'DELETE', path: '/products/restock', query: { restockNos } }),
  };
}

export function createReviewsApi(send: ShopRequester) {
  const reviewsPath = (productNo: number) => `/products/${pathPart(productNo)}/product-reviews`;
  return {
    list: (productNo: number, query: ReviewListQuery = {}) =>
      send<ReviewListReply>({
        method: 'GET',
        path: reviewsPath(productNo),
        version: reviewListVersion,
        query: {
          'order.by': query.orderBy,
          'order.direction': query.orderDirection,
          bestReviewYn: query.bestReviewYn,
          hasAttachmentFile: query.hasAttachmentFile,
          pageNumber: query.pageNumber ?? 1,
          pageSize: query.pageSize,
          hasTotalCount: query.hasTotalCount ?? true,
        },
      }),
    get: (productNo: number, reviewNo: number) =>
      send<ProductReview>({ method: 'GET', path: `${reviewsPath(productNo)}/${pathPart(reviewNo)}` }),
    write: (productNo: number, request: ReviewWriteRequest) =>
      send<ReviewWriteReply>({ method: 'POST', path: reviewsPath(productNo), body: request }),
    recommend: (productNo: number, reviewNo: number) =>
      send<void>({ method: 'POST', path: `${reviewsPath(productNo)}/${pathPart(reviewNo)}/recommend` }),
    unrecommend: (productNo: number, reviewNo: number) =>
      send<void>({ method: 'DELETE', path: `${reviewsPath(productNo)}/${pathPart(reviewNo)}/recommend` }),
    /** The member's own reviews over every product (`GET /profile/product-reviews`). */
    listMine: (query: MyReviewListQuery = {}) =>
      send<Paged<MyProductReview>>({
        method: 'GET',
        path: '/profile/product-reviews',
        query: { ...query, pageNumber: query.pageNumber ?? 1, hasTotalCount: query.hasTotalCount ?? true },
      }),
    listPhotos: (productNo: number, query: PhotoReviewQuery = {}) =>
      send<PhotoReviewReply>({
        method: 'GET',
        path: `/products/${pathPart(productNo)}/photo-reviews`,
        query: { pageNumber: query.pageNumber ?? 1, pageSize: query.pageSize },
      }),
  };
}

export function createInquiriesApi(send: ShopRequester) {
  return {
    list: (productNo: number, query: InquiryListQuery = {}) =>
      send<Paged<ProductInquiry>>({
        method: 'GET',
        path: `/products/${pathPart(productNo)}/inquiries`,
        query: {
          isMyInquiries: query.isMyInquiries ?? false,
          answered: query.answered,
          hasTotalCount: query.hasTotalCount ?? true,
          pageSize: query.pageSize ?? inquiryDefaultPageSize,
          pageNumber: query.pageNumber ?? 1,
        },
      }),
    /** The member's own inquiries over every product (`GET /profile/product-inquiries`). */
    listMine: (query: MyInquiryListQuery = {}) =>
      send<Paged<MyProductInquiry>>({
        method: 'GET',
        path: '/profile/product-inquiries',
        query: {
          ...query,
          pageSize: query.pageSize ?? inquiryDefaultPageSize,
          pageNumber: query.pageNumber ?? 1,
          hasTotalCount: query.hasTotalCount ?? true,
        },
      }),
    create: (productNo: number, request: InquiryWriteRequest) =>
      send<InquiryCreateReply>({ method: 'POST', path: `/products/${pathPart(productNo)}/inquiries`, body: request }),
    update: (inquiryNo: number, request: InquiryWriteRequest) =>
      send<void>({ method: 'PUT', path: `/products/inquiries/${pathPart(inquiryNo)}`, body: request }),
    remove: (inquiryNo: number) => send<void>({ method: 'DELETE', path: `/products/inquiries/${pathPart(inquiryNo)}` }),
  };
}

/** `board` is a board number (272902) or id (`notice`): the platform takes either in the path. */
export function createBoardsApi(send: ShopRequester) {
  const articlesPath = (board: number | string) => `/boards/${pathPart(board)}/articles`;
  return {
    getConfigurations: () => send<BoardConfigurationsReply>({ method: 'GET', path: '/boards/configurations' }),
    listArticles: (board: number | string, query: ArticleListQuery = {}) =>
      send<Paged<BoardArticle>>({
        method: 'GET',
        path: articlesPath(board),
        query: { ...query, pageNumber: query.pageNumber ?? 1, hasTotalCount: query.hasTotalCount ?? true },
      }),
    /** The signed-in member's own articles (1:1 inquiries): sent with the member's token. */
    listMyArticles: (board: number | string, query: ArticleListQuery = {}) =>
      send<Paged<BoardArticle>>({
        method: 'GET',
        path: articlesPath(board),
        asMember: true,
        query: { ...query, isMine: true, pageNumber: query.pageNumber ?? 1, hasTotalCount: query.hasTotalCount ?? true },
      }),
    /** `asMember` sends the token, so a writer can open their own secret article. */
    getArticle: (board: number | string, articleNo: number, options: { asMember?: boolean } = {}) =>
      send<BoardArticleDetail>({
        method: 'GET',
        path: `${articlesPath(board)}/${pathPart(articleNo)}`,
        asMember: options.asMember,
      }),
    createArticle: (board: number | string, request: ArticleWriteRequest) =>
      send<void>({ method: 'POST', path: articlesPath(board), body: request }),
  };
}
