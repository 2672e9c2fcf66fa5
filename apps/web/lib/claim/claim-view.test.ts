import { describe, expect, it } from 'vitest';
import type { ClaimPriceInfo } from '@courtside/core/api';
import { deskRefund, reshapeClaimEstimate } from './claim-view';

const estimate = (over: Partial<ClaimPriceInfo['deliveryAmtInfo']> = {}): ClaimPriceInfo => ({
  productAmtInfo: { totalAmt: 12000, standardPrice: 12000, discountAmt: 0 },
  deliveryAmtInfo: { beforeDeliveryAmt: 0, afterDeliveryAmt: 0, refundDeliveryAmt: 0, returnDeliveryAmt: 3000, exchangeDeliveryAmt: 0, sellerFault: false, ...over },
  subtractionAmtInfo: { cartCouponAmt: 0, totalAmt: 0 },
  refundTypeLabel: '카드 취소',
  refundPayAmt: 9500,
  refundSubPayAmt: 500,
  refundMainPayAmt: 9000,
  additionalPayAmt: 6000,
});

describe('claim views', () => {
  it('takes return delivery and delivery that is no longer free off the refund', () => {
    expect(reshapeClaimEstimate(estimate())).toEqual({ product: 12000, deliveryRefund: 0, deliveryDeducted: 3000, pointsBack: 500, refund: 9000, methodLabel: '카드 취소', exchangeFee: 6000 });
    expect(reshapeClaimEstimate(estimate({ returnDeliveryAmt: 0, refundDeliveryAmt: -3000 })).deliveryDeducted).toBe(3000);
    expect(reshapeClaimEstimate(estimate({ returnDeliveryAmt: 0, refundDeliveryAmt: 3000 }))).toMatchObject({ deliveryRefund: 3000, deliveryDeducted: 0 });
  });

  it('gives the desk a claim\'s money and points back', () => {
    expect(deskRefund({ claimPriceInfo: { refundMainPayAmt: 9000, refundSubPayAmt: 500 } })).toEqual({ amount: 9000, pointsBack: 500 });
  });
});
