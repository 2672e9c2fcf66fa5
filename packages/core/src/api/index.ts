// Public surface of src/api: the Shop API client, the own-server client, their errors and types.
export type { FetchLike } from './fetch-types.ts';

export { createShopApiClient } from './shop-api-client.ts';
export type { ShopApiClient } from './shop-api-client.ts';
export { ShopApiError, isShopApiError } from './shop-api-error.ts';

export type {
  AccessTokenReply,
  FoundMemberId,
  JoinRequest,
  JoinTermsType,
  MemberProfile,
  OpenIdLoginReply,
  OpenIdProvider,
  Paged,
  ShopPlatform,
  SortDirection,
} from './shop-api-types.ts';
export type {
  Category,
  MultiLevelOption,
  OptionInputField,
  ProductDetail,
  ProductOption,
  ProductOptionsReply,
  ProductSearchQuery,
  ProductSearchReply,
  ProductSortBy,
  ProductSummary,
  BestSellerPeriod,
  BestSellerReply,
  RestockedReply,
  RestockItem,
  RestockListReply,
  RestockRequest,
} from './shop-api-catalogue-types.ts';
export type { ArticleListQuery, BoardArticle, BoardArticleDetail, BoardConfig, InquiryType, ProductInquiry, ReviewSortBy } from './shop-api-community-types.ts';
export type {
  AvailablePayType,
  CartAddItem,
  CartOptionLine,
  CartProduct,
  CartReply,
  DeliveryGroup,
  OrderSheetCalculateRequest,
  OrderSheetProduct,
  OrderSheetReply,
  PaymentInfo,
  PaymentReserveRequest,
  CashReceiptRequest,
  CashReceiptKeyType,
  CashReceiptPurposeType,
  ProductCouponChoice,
} from './shop-api-checkout-types.ts';
export type {
  BankAccountInfo,
  CancelRequest,
  ClaimReasonType,
  ClaimReply,
  ClaimPriceInfo,
  EstimateQuery,
  ExchangeRequest,
  OptionCancelRequest,
  OrderDetail,
  CashReceiptInfo,
  CashReceiptResult,
  OrderOption,
  OrderStatusType,
  OrderSummary,
  ReturnRequest,
} from './shop-api-order-types.ts';
export type { AccumulationEntry, IssuableCoupon, MyCoupon, SavedAddress, ShippingAddressesReply } from './shop-api-my-page-types.ts';

export { createOwnApiClient } from './own-api-client.ts';
export type { OwnApiClient } from './own-api-client.ts';
export { OwnApiError, isOwnApiError } from './own-api-error.ts';
export type {
  CustomAdminReply,
  CustomProductionItem,
  CustomProductionMoveReply,
  CustomSalesChannelRequest,
  DampenerRecord,
  JsonObject,
  PodChannelProduct,
  PodChannelProductsReply,
  PodDesignResult,
  PodDesignTemplate,
  PodOAuthReply,
  PodOption,
  PodOrderExport,
  PodOrderExportReply,
  PodProductPodReply,
  PodProject,
  PodProjectListItem,
  PodUserIdentity,
  PodProjectReply,
  PodUserAuthorizeReply,
  PodVariant,
  ProductionStatus,
} from './own-api-types.ts';
