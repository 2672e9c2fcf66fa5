// Claims (cancel, return, exchange) as the storefront shows them: the platform's refund estimate in
// the shopper's dialogs and a claim's refund on the admin desk. The platform's ClaimPriceInfo
// (productAmtInfo, deliveryAmtInfo, `…Amt`) ends here.
import type { ClaimPriceInfo } from '@courtside/core/api';

/** What a claim would give back, or cost (won). */
export interface RefundEstimateView {
  /** 상품 금액 of the claimed lines. */
  readonly product: number;
  /** Delivery paid back (the whole order cancelled before shipping …). */
  readonly deliveryRefund: number;
  /** Return delivery and any delivery no longer free, taken off the refund. */
  readonly deliveryDeducted: number;
  readonly pointsBack: number;
  /** 환불 예정 금액: money back. */
  readonly refund: number;
  readonly methodLabel: string;
  /** What the shopper pays on top (a buyer-reason exchange's round trip). */
  readonly exchangeFee: number;
}

export function reshapeClaimEstimate(info: ClaimPriceInfo): RefundEstimateView {
  const delivery = info.deliveryAmtInfo;
  return {
    product: info.productAmtInfo.totalAmt,
    deliveryRefund: delivery.refundDeliveryAmt,
    deliveryDeducted: delivery.returnDeliveryAmt + Math.max(0, -delivery.refundDeliveryAmt),
    pointsBack: info.refundSubPayAmt,
    refund: info.refundMainPayAmt,
    methodLabel: info.refundTypeLabel,
    exchangeFee: info.additionalPayAmt,
  };
}

/** A claim's refund as the admin desk lists it (won). */
export function deskRefund(claim: { claimPriceInfo: { refundMainPayAmt: number; refundSubPayAmt: number } }): { amount: number; pointsBack: number } {
  return { amount: claim.claimPriceInfo.refundMainPayAmt, pointsBack: claim.claimPriceInfo.refundSubPayAmt };
}
