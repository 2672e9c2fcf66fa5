// The two requests the checkout sends: the recalculation after an address, coupon or points change
// (POST /order-sheets/{no}/calculate) and the payment reservation (POST /payments/reserve), built
// from the form so both always agree on coupons, points and the postal code.
import { COUNTRY_CODE } from '@courtside/core/constants';
import { formatPhoneNumber } from '@courtside/core/format';
import { type OrderSheetCalculateRequest, type PaymentReserveRequest, type ProductCouponChoice } from '@courtside/core/api';
import type { CheckoutForm, ReceiverFields } from './checkout-form';
import type { PayMethodChoice } from './pay-methods';
import { cashReceiptRequest } from './cash-receipt-form';

export interface CouponSelection {
  readonly productCoupons: readonly ProductCouponChoice[];
  readonly cartCouponIssueNo: number | null;
}

export const NO_COUPONS: CouponSelection = { productCoupons: [], cartCouponIssueNo: null };

/** What the amounts depend on besides the sheet itself. */
export interface CalculationInputs {
  readonly zipCd: string;
  readonly coupons: CouponSelection;
  readonly points: number;
}

function couponRequest(coupons: CouponSelection) {
  return {
    productCoupons: coupons.productCoupons.map(({ productNo, couponIssueNo }) => ({ productNo, couponIssueNo })),
    ...(coupons.cartCouponIssueNo !== null ? { cartCouponIssueNo: coupons.cartCouponIssueNo } : {}),
  };
}

function shippingAddress(receiver: ReceiverFields) {
  return {
    addressNo: receiver.addressNo,
    receiverName: receiver.name.trim(),
    receiverZipCd: receiver.zipCd,
    receiverAddress: receiver.address,
    receiverJibunAddress: receiver.jibunAddress,
    receiverDetailAddress: receiver.detailAddress.trim(),
    receiverContact1: formatPhoneNumber(receiver.phone),
    countryCd: COUNTRY_CODE,
  };
}

export function buildCalculateRequest(inputs: CalculationInputs, receiver: ReceiverFields): OrderSheetCalculateRequest {
  const request: OrderSheetCalculateRequest = { accumulationUseAmt: inputs.points, couponRequest: couponRequest(inputs.coupons) };
  if (/^\d{5}$/.test(inputs.zipCd)) {
    // Only the postal code decides the remote-area fee; the rest is sent as the platform expects it.
    const { addressNo: _addressNo, ...address } = shippingAddress({ ...receiver, zipCd: inputs.zipCd });
    request.addressRequest = { ...address, addressType: 'RECENT' };
  }
  return request;
}

export interface ReserveInput {
  readonly orderSheetNo: string;
  readonly method: PayMethodChoice;
  /** `window.location.origin`; the provider returns the shopper to /order/order-result there. */
  readonly origin: string;
  readonly member: boolean;
  readonly form: CheckoutForm;
  readonly inputs: CalculationInputs;
  /** The amount on screen; the platform refuses the reservation if its own figure differs. */
  readonly paymentAmount: number;
  readonly saveAddressBook: boolean;
  readonly orderTitle: string;
}

export const ORDER_RESULT_PATH = '/order/order-result';

export function buildReserveRequest(input: ReserveInput): PaymentReserveRequest {
  const { form } = input;
  const memo = form.deliveryMemo.trim();
  return {
    orderSheetNo: input.orderSheetNo,
    payType: input.method.payType,
    pgType: input.method.pgType,
    clientReturnUrl: `${input.origin}${ORDER_RESULT_PATH}`,
    member: input.member,
    orderer: {
      ordererName: form.orderer.name.trim(),
      ordererEmail: form.orderer.email.trim(),
      ordererContact1: formatPhoneNumber(form.orderer.phone),
    },
    shippingAddress: shippingAddress(form.receiver),
    saveAddressBook: input.member && input.saveAddressBook && form.receiver.addressNo === 0,
    updateMember: false,
    subPayAmt: input.member ? input.inputs.points : 0,
    paymentAmtForVerification: input.paymentAmount,
    coupons: couponRequest(input.member ? input.inputs.coupons : { productCoupons: [], cartCouponIssueNo: null }),
    ...(memo ? { deliveryMemo: memo } : {}),
    ...(input.member ? {} : { tempPassword: form.guestPassword }),
    agreementTypes: [...form.agreedTerms],
    orderTitle: input.orderTitle,
    ...cashReceiptRequest(form.cashReceipt, input.method.payType),
  };
}
