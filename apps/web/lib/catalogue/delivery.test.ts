import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@courtside/core/api';
import { deliveryFeeText, productDelivery } from './delivery';

const fee = (over: Partial<ProductDetail['deliveryFee']>): ProductDetail['deliveryFee'] => ({
  deliveryConditionType: 'CONDITIONAL',
  deliveryAmt: 3000,
  aboveDeliveryAmt: 50000,
  returnDeliveryAmt: 3000,
  ...over,
});

describe('delivery fee text', () => {
  it('says the fee and the free-shipping threshold', () => {
    expect(deliveryFeeText(fee({}))).toBe('3,000원 (50,000원 이상 무료배송)');
  });
  it('says free shipping and fixed fees plainly', () => {
    expect(deliveryFeeText(fee({ deliveryConditionType: 'FREE', deliveryAmt: 0 }))).toBe('무료배송');
    expect(deliveryFeeText(fee({ deliveryConditionType: 'FIXED_FEE', deliveryAmt: 2500 }))).toBe('2,500원');
  });
});

describe('productDelivery', () => {
  it('keeps the conditional fee, threshold, partner and template group for the guest cart', () => {
    const product = { deliveryFee: fee({}), partner: { partnerName: '코트사이드' }, shippingInfo: { shippingConfig: { templateNo: 1 } } } as unknown as ProductDetail;
    expect(productDelivery(product)).toEqual({
      partnerName: '코트사이드',
      deliveryTemplateGroupNo: 1,
      deliveryCondition: { deliveryConditionType: 'CONDITIONAL', baseDeliveryAmt: 3000, aboveDeliveryAmt: 50000, deliveryAmt: 3000 },
    });
  });
});
