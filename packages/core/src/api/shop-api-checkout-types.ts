// Shop API shapes for buying: cart, guest cart calculation, order sheets and payment reservation.
// Amounts are integer won.
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
  /** On the card: the shop's 무이자 할부 (card, minimum amount in 만원, months). */
  noIntInfos?: { cardName: string; amount: number; monthList: number[] }[];
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
