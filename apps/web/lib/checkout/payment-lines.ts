// The rows of the checkout's amount box, from the platform's paymentInfo: what the products cost,
// each kind of discount, delivery with the remote-area (도서산간) extra on its own row once an
// address in Jeju or on an island is chosen, points used, and the amount to pay. The free-delivery
// coupon has no field of its own in the contract, so it is what remains of the difference.
import type { PaymentInfo } from '@courtside/core/api';

export interface PaymentLine {
  readonly key: string;
  readonly label: string;
  /** Positive amounts; `minus` rows are shown as discounts. */
  readonly amount: number;
  readonly minus: boolean;
}

export function paymentLines(info: PaymentInfo): PaymentLine[] {
  const productDiscount = info.totalImmediateDiscountAmt + info.totalAdditionalDiscountAmt;
  const couponAmt = info.productCouponAmt + info.cartCouponAmt;
  const beforeDeliveryCoupon = info.productAmt - couponAmt + info.deliveryAmt + info.remoteDeliveryAmt - info.usedAccumulationAmt;
  const deliveryCouponAmt = Math.max(0, beforeDeliveryCoupon - info.paymentAmt);
  const lines: PaymentLine[] = [
    { key: 'standard', label: '상품금액', amount: info.totalStandardAmt, minus: false },
    { key: 'discount', label: '상품 할인', amount: productDiscount, minus: true },
    { key: 'coupon', label: '쿠폰 할인', amount: couponAmt + deliveryCouponAmt, minus: true },
    { key: 'delivery', label: '배송비', amount: info.deliveryAmt, minus: false },
  ];
  if (info.remoteDeliveryAmt > 0) lines.push({ key: 'remote', label: '도서산간 추가 배송비', amount: info.remoteDeliveryAmt, minus: false });
  lines.push({ key: 'points', label: '적립금 사용', amount: info.usedAccumulationAmt, minus: true });
  return lines;
}
