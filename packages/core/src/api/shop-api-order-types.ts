// Shop API shapes for buying: cart, guest cart calculation, order sheets, payment reservation,
// orders, claims and guest orders. Amounts are integer won.
import type { DateRangeQuery, PageQuery, Paged } from './shop-api-types.ts';
import type { DeliveryConditionType } from './shop-api-catalogue-types.ts';

// ---- cart ----

export interface OptionInput {
  inputLabel: string;
  inputValue: string;
}

export interface CartAddItem {
  productNo: number;
  optionNo: number;
  orderCnt: number;
  optionInputs?: OptionInput[];
  channelType?: string;
}

export interface CartUpdateItem {
  cartNo: number;
  orderCnt: number;
  optionInputs?: OptionInput[];
}

/** A line of the guest cart kept on the device, sent to be priced. */
export interface GuestCartItem extends CartAddItem {
  cartNo: number;
}

export interface CountReply {
  count: number;
}

export interface CartOptionLine {
  cartNo: number;
  productNo?: number;
  optionNo: number;
  optionName: string;
  optionValue: string;
  optionTitle?: string;
  imageUrl?: string;
  orderCnt: number;
  stockCnt: number;
  soldOut: boolean;
  optionInputs?: (OptionInput & { inputNo?: number })[];
  validInfo: { valid: boolean; errorCode: string | null; message: string | null };
  price: {
    salePrice: number;
    addPrice: number;
    immediateDiscountAmt: number;
    additionalDiscountAmt: number;
    standardAmt: number;
    buyAmt: number;
  };
}

export interface CartProduct {
  productNo: number;
  productName: string;
  imageUrl: string;
  buyAmt: number;
  orderProductOptions: CartOptionLine[];
}

export interface DeliveryGroup {
  partnerNo?: number;
  partnerName: string;
  deliveryAmt: number;
  deliveryPayType: 'PREPAID_DELIVERY' | 'PAY_ON_DELIVERY';
  deliveryCondition: {
    deliveryConditionType: DeliveryConditionType;
    baseDeliveryAmt: number;
    aboveDeliveryAmt: number | null;
    deliveryAmt: number;
    remoteDeliveryAmt?: number;
    returnDeliveryAmt?: number;
  };
  deliveryTemplateGroupNo?: number;
  orderProducts: CartProduct[];
}

export interface CartPrice {
  standardAmt: number;
  discountAmt: number;
  buyAmt: number;
  totalDeliveryAmt: number;
  totalPrePaidDeliveryAmt: number;
  totalPayOnDeliveryAmt: number;
  totalAmt: number;
  accumulationAmtWhenBuyConfirm: number;
}

/** `GET /cart` and `POST /guest/cart` answer the same shape. */
export interface CartReply {
  deliveryGroups: DeliveryGroup[];
  price: CartPrice;
  invalidProducts: CartProduct[];
}

// ---- order sheet ----

export type OrderSheetProduct = CartAddItem;

export interface ProductCouponChoice {
  productNo: number;
  couponIssueNo: number;
}

export interface OrderSheetCreateRequest {
  products: OrderSheetProduct[];
  /** Carts bought through this sheet; they are removed once the purchase completes. */
  cartNos?: number[];
  productCoupons?: ProductCouponChoice[];
  trackingKey?: string;
  channelType?: string;
}

export interface OrderSheetCreateReply {
  orderSheetNo: string;
}

export interface PaymentInfo {
  totalStandardAmt: number;
  totalImmediateDiscountAmt: number;
  totalAdditionalDiscountAmt: number;
  productAmt: number;
  productCouponAmt: number;
  cartCouponAmt: number;
  deliveryAmt: number;
  remoteDeliveryAmt: number;
  usedAccumulationAmt: number;
  accumulationAmt: number;
  availableMaxAccumulationAmt: number;
  paymentAmt: number;
}

export interface AvailablePayType {
  payType: string;
  pgTypes: string[];
  payTypeLabel?: string;
}

export interface ShippingAddressFields {
  addressName?: string;
  receiverName: string;
  receiverZipCd: string;
  receiverAddress: string;
  receiverJibunAddress?: string;
  receiverDetailAddress: string;
  receiverContact1: string;
  receiverContact2?: string;
}

export interface AppliedCoupons {
  productCoupons: ProductCouponChoice[];
  cartCouponIssueNo: number | null;
  promotionCode: string | null;
}

export interface OrderSheetReply {
  deliveryGroups: DeliveryGroup[];
  paymentInfo: PaymentInfo;
  availablePayTypes: AvailablePayType[];
  lastPayType?: string | null;
  ordererContact?: { ordererName: string; ordererEmail: string; ordererContact1: string } | null;
  orderSheetAddress?: {
    mainAddress: (ShippingAddressFields & { addressNo: number }) | null;
    recentAddresses: (ShippingAddressFields & { addressNo: number })[];
    memberAddress: ShippingAddressFields | null;
  };
  appliedCoupons?: AppliedCoupons;
  orderSheetPromotionSummary?: { myAccumulationAmt: number; usableCouponCnt: number; myCouponCnt: number };
  termsInfos?: { termsNo?: number; termsType: string; required: boolean }[];
  invalidProducts?: CartProduct[];
}

export interface OrderSheetCalculateRequest {
  /** Points to spend. */
  accumulationUseAmt?: number;
  addressRequest?: ShippingAddressFields & { countryCd?: string; addressType?: string };
  couponRequest?: { productCoupons?: ProductCouponChoice[]; cartCouponIssueNo?: number; promotionCode?: string };
}

export interface OrderSheetCalculateReply {
  paymentInfo: PaymentInfo;
  deliveryGroups: DeliveryGroup[];
  appliedCoupons?: AppliedCoupons;
  availablePayTypes?: AvailablePayType[];
}

// ---- payment reservation ----

export interface Orderer {
  ordererName: string;
  ordererEmail: string;
  ordererContact1: string;
  ordererContact2?: string;
}

export interface PaymentReserveRequest {
  orderSheetNo: string;
  payType: string;
  pgType: string;
  /** Where the payment page sends the buyer back, with `?result=SUCCESS&orderNo=…` or `?result=FAIL&message=…`. */
  clientReturnUrl: string;
  member: boolean;
  orderer: Orderer;
  shippingAddress: ShippingAddressFields & { addressNo?: number; countryCd?: string };
  useDefaultAddress?: boolean;
  saveAddressBook: boolean;
  updateMember: boolean;
  /** Points used. */
  subPayAmt: number;
  paymentAmtForVerification?: number;
  coupons?: { productCoupons?: ProductCouponChoice[]; cartCouponIssueNo?: number; promotionCode?: string };
  orderMemo?: string;
  deliveryMemo?: string;
  /** Required for guests: the password they will look the order up with. */
  tempPassword?: string;
  agreementTypes?: string[];
  orderTitle?: string;
  extraData?: Record<string, string>;
}

export interface PaymentReserveReply {
  orderSheetNo: string;
  pgType: string;
  key: string | null;
  returnUrl: string | null;
  confirmUrl: string | null;
  clientReturnUrl: string;
  extraData?: Record<string, string> | null;
}

// ---- orders ----

export type OrderStatusType =
  | 'DEPOSIT_WAIT'
  | 'PAY_DONE'
  | 'PRODUCT_PREPARE'
  | 'DELIVERY_PREPARE'
  | 'DELIVERY_ING'
  | 'DELIVERY_DONE'
  | 'BUY_CONFIRM'
  | 'CANCEL_DONE'
  | 'RETURN_DONE'
  | 'EXCHANGE_DONE'
  | 'PAY_WAIT'
  | 'PAY_CANCEL'
  | 'PAY_FAIL'
  | 'DELETE'
  | 'EXCHANGE_WAIT'
  | 'REFUND_DONE';

export type ClaimReasonType =
  | 'CHANGE_MIND'
  | 'DEFECTIVE_PRODUCT'
  | 'WRONG_DELIVERY'
  | 'OUT_OF_STOCK_SYSTEM'
  | 'CANCEL_BEFORE_PAY'
  | 'WRONG_PRODUCT_DETAIL'
  | 'DELAY_DELIVERY'
  | 'OTHERS_SELLER'
  | 'OTHERS_BUYER'
  | 'OUT_OF_STOCK';

export interface NextAction {
  nextActionType: string;
  uri: string;
}

export interface OrderOption {
  orderOptionNo: number;
  productNo: number;
  optionNo: number;
  productName: string;
  optionName: string;
  optionValue: string;
  imageUrl?: string;
  orderCnt: number;
  orderStatusType: OrderStatusType;
  claimStatusType: string | null;
  price: { salePrice: number; addPrice: number; buyPrice: number; buyAmt: number; immediateDiscountAmt?: number };
  delivery: { deliveryCompanyType: string | null; invoiceNo: string | null; retrieveInvoiceUrl: string | null } | null;
  inputs?: OptionInput[];
  cancelable: boolean;
  returnable: boolean;
  nextActions?: NextAction[];
}

export interface OrderAmount {
  standardAmt: number;
  immediateDiscountAmt: number;
  additionalDiscountAmt: number;
  productCouponDiscountAmt: number;
  cartCouponDiscountAmt: number;
  deliveryAmt: number;
  totalProductAmt: number;
  payAmt: number;
  /** Points used. */
  subPayAmt: number;
  chargeAmt: number;
}

export interface OrderListQuery extends PageQuery, DateRangeQuery {
  orderRequestTypes?: readonly OrderStatusType[];
  searchType?: string;
  keyword?: string;
}

export interface OrderSummary {
  orderNo: string;
  orderYmdt: string;
  payType: string;
  payTypeLabel?: string;
  pgType?: string;
  firstOrderAmt: OrderAmount;
  lastOrderAmt: OrderAmount;
  orderer: { name: string; contact1: string; email: string };
  nextActions: NextAction[];
  orderOptions: OrderOption[];
}

export type OrderListReply = Paged<OrderSummary>;

export interface OrderDetail {
  orderNo: string;
  orderYmdt: string;
  defaultOrderStatusType?: OrderStatusType;
  payType: string;
  payInfo?: {
    bankInfo: { bankName: string; account: string; depositorName: string; paymentExpirationYmdt: string | null } | null;
    cardInfo: { cardCompany?: string; approveYmdt?: string } | null;
  };
  firstOrderAmount: OrderAmount;
  lastOrderAmount: OrderAmount;
  orderer: { ordererName: string; ordererContact1: string; ordererEmail: string };
  shippingAddress: ShippingAddressFields;
  orderOptionsGroupByPartner: {
    partnerName: string;
    orderOptionsGroupByDelivery: {
      deliveryNo: number;
      deliveryAmt: number;
      invoiceNo: string | null;
      orderOptions: OrderOption[];
    }[];
  }[];
  claimReasonTypes?: { claimReasonType: ClaimReasonType; claimReasonLabel: string }[];
  nextActions: NextAction[];
  orderMemo?: string | null;
  /** Present on the guest order login reply: send it as `guestToken` afterwards. */
  guestToken?: string;
}

/** Which of the order's options to answer with. */
export type OrderRequestType = 'ALL' | 'CLAIM' | 'NORMAL';

export interface OrderStatusSummary {
  depositWaitCnt: number;
  payDoneCnt: number;
  productPrepareCnt: number;
  deliveryPrepareCnt: number;
  deliveryIngCnt: number;
  deliveryDoneCnt: number;
  buyConfirmCnt: number;
  cancelProcessingCnt?: number;
  cancelDoneCnt: number;
  returnProcessingCnt?: number;
  returnDoneCnt?: number;
}

export interface GuestOrderLoginRequest {
  password: string;
  orderRequestType?: OrderRequestType;
  name?: string;
  mobileNo?: string;
  email?: string;
}

export type GuestOrderLoginReply = OrderDetail & { guestToken: string };

// ---- claims ----

export interface BankAccountInfo {
  bank: string;
  bankAccount: string;
  bankDepositorName: string;
}

export interface CancelRequest {
  claimReasonType: ClaimReasonType;
  claimReasonDetail?: string;
  responsibleObjectType?: 'BUYER' | 'SELLER';
  refundsImmediately?: boolean;
  saveBankAccountInfo?: boolean;
  bankAccountInfo?: BankAccountInfo | null;
}

export interface OptionCancelRequest extends CancelRequest {
  productCnt: number;
}

export interface ReturnRequest {
  productCnt: number;
  claimReasonType: ClaimReasonType;
  claimReasonDetail?: string;
  claimImageUrls?: string[];
  returnWayType: 'SELLER_COLLECT' | 'BUYER_DIRECT_RETURN';
  returnAddress?: ShippingAddressFields;
  bankAccountInfo?: BankAccountInfo | null;
  saveBankAccountInfo?: boolean;
  deliveryCompanyType?: string;
  invoiceNo?: string;
}

export interface ClaimReply {
  claimNo: number;
  claimedOptions: { originOrderOptionNo: number; originOrderCnt: number; orderOptionNo: number; orderCnt: number }[];
}
