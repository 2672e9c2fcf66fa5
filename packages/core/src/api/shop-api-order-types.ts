// Shop API shapes for placed orders: the member's orders, the guest order lookup, and claims.
// Amounts are integer won.
import type { DateRangeQuery, PageQuery, Paged } from './shop-api-types.ts';
import type { OptionInput, ShippingAddressFields } from './shop-api-checkout-types.ts';
import type { OrderStatusType } from '../constants/order-status.ts';

// ---- orders ----

/** The platform's orderStatusType values (their list: `ORDER_STATUS_TYPES` in `@courtside/core/constants`). */
export type { OrderStatusType };

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
  exchangeable?: boolean;
  claimNo?: number | null;
  claimStatusTypeLabel?: string | null;
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
    cardInfo: { cardCompany?: string; cardName?: string; approveYmdt?: string } | null;
  };
  /** What each claim paid (or will pay) back. */
  refundInfos?: RefundInfo[] | null;
  /** Each claim's dates and state. */
  claimHistories?: ClaimHistory[] | null;
  /** Payment receipts (the PG's sales slip). */
  receiptInfos?: { receiptType: string; url: string }[];
  /** The order's 현금영수증 (null when none was asked); the approval number once issued. */
  cashReceiptInfo?: CashReceiptInfo | null;
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
  exchangeProcessingCnt?: number;
  exchangeDoneCnt?: number;
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

export type ClaimType = 'CANCEL' | 'RETURN' | 'EXCHANGE';

export interface ClaimedProductOption {
  orderProductOptionNo: number;
  productCnt: number;
}

/** The refund a claim would give, before it is asked for (…/claims/estimate), or gives (claimPriceInfo). */
export interface ClaimPriceInfo {
  productAmtInfo: { totalAmt: number; standardPrice: number; discountAmt: number };
  deliveryAmtInfo: { beforeDeliveryAmt: number; afterDeliveryAmt: number; refundDeliveryAmt: number; returnDeliveryAmt: number; exchangeDeliveryAmt: number; sellerFault: boolean };
  subtractionAmtInfo: { cartCouponAmt: number; totalAmt: number };
  refundTypeLabel: string;
  /** Money and points together. */
  refundPayAmt: number;
  /** Points given back. */
  refundSubPayAmt: number;
  /** Money given back. */
  refundMainPayAmt: number;
  /** What the shopper pays on top (a buyer-reason exchange's round trip). */
  additionalPayAmt: number;
}

export interface RefundInfo extends Omit<ClaimPriceInfo, 'additionalPayAmt'> {
  claimNo: number;
  refundType: string;
  refundBankAccount: { bank: string; bankName: string; bankAccount: string; bankDepositorName: string } | null;
}

export interface ClaimHistory {
  claimNo: number;
  claimType?: ClaimType;
  claimStatusType: string | null;
  claimReasonType: string | null;
  claimYmdt: string;
  claimCompleteYmdt: string | null;
}

export interface EstimateQuery {
  claimType: ClaimType;
  claimReasonType: ClaimReasonType;
  claimedProductOptions: ClaimedProductOption[];
}

export interface ExchangeRequest {
  productCnt: number;
  claimReasonType: ClaimReasonType;
  claimReasonDetail: string;
  returnWayType: 'SELLER_COLLECT' | 'BUYER_DIRECT_RETURN';
  returnAddress?: ShippingAddressFields;
  exchangeAddress?: ShippingAddressFields;
  exchangeOption: { productNo: number; optionNo: number; orderCnt: number; additionalProductNo: number; inputTexts: { inputLabel: string; inputValue: string }[] };
}

/** GET …/claims/{claimNo}/result: one claim as the shopper follows it. */
export interface ClaimResult {
  claimNo: number;
  claimType: ClaimType;
  claimStatusType: string;
  claimStatusTypeLabel: string;
  claimYmdt: string;
  completeYmdt: string | null;
  claimReasonType: ClaimReasonType;
  claimReasonDetail: string | null;
  claimedOptions: OrderOption[];
  exchangedOption: OrderOption | null;
  claimPriceInfo: ClaimPriceInfo;
  rejectReason?: string | null;
}

export interface ClaimReply {
  claimNo: number;
  claimedOptions: { originOrderOptionNo: number; originOrderCnt: number; orderOptionNo: number; orderCnt: number }[];
}

/** `cashReceiptInfo` of an order. */
export interface CashReceiptInfo {
  cashReceiptIssueType: 'REQUEST' | 'COMPLETE' | 'CANCEL' | 'FAIL';
  cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION' | 'PROOF_EXPENDITURE';
  cashReceiptKeyType: 'MOBILE_NO' | 'CARD_NO' | 'BUSINESS_NO';
  cashReceiptKey: string;
  issueAmt: number | null;
  cashReceiptAuthNo: string | null;
  pgCashReceiptNo: string | null;
  issueYmdt: string | null;
}

/** The answer of asking for (or cancelling) a 현금영수증 on an order. */
export interface CashReceiptResult {
  resultType: 'ISSUE' | 'REQUEST' | 'CANCEL';
  resultMsg: string | null;
}
