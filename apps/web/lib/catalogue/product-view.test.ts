import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@courtside/core/api';
import { reshapeProduct } from './product-view';

const detail = (over: { status?: Partial<ProductDetail['status']>; brand?: ProductDetail['brand']; points?: number } = {}) =>
  ({
    baseInfo: { productNo: 100001, productName: '스마일 댐프너', imageUrls: ['/a.png', '/b.png'], promotionText: '', content: '<p>설명</p>' },
    brand: over.brand ?? null,
    price: { salePrice: 6000, immediateDiscountAmt: 600, additionDiscountAmt: 0, accumulationAmtWhenBuyConfirm: over.points },
    status: { saleStatusType: 'ONSALE', soldout: false, ...over.status },
    deliveryFee: { deliveryConditionType: 'FREE', deliveryAmt: 0, aboveDeliveryAmt: null, returnDeliveryAmt: 3000 },
    partner: { partnerName: '코트사이드' },
    shippingInfo: { shippingConfig: { templateNo: 1 } },
    limitations: { minBuyCnt: 1, maxBuyTimeCnt: 10 },
    counter: { reviewCnt: 3 },
    reviewRate: 4.5,
  }) as unknown as ProductDetail;

describe('reshapeProduct', () => {
  it('gives the page its name, images, price, delivery text and what the purchase panel needs', () => {
    const view = reshapeProduct(detail({ points: 60 }));
    expect(view).toMatchObject({ productNo: 100001, name: '스마일 댐프너', imageUrls: ['/a.png', '/b.png'], brandName: null, promotionText: null, contentHtml: '<p>설명</p>', deliveryText: '무료배송', points: 60, reviewCount: 3, reviewRate: 4.5, unavailableReason: null });
    expect(view.purchase).toMatchObject({ productNo: 100001, productName: '스마일 댐프너', imageUrl: '/a.png', salePrice: 6000, immediateDiscountAmt: 600, minBuyCnt: 1, maxBuyTimeCnt: 10 });
    expect(reshapeProduct(detail()).points).toBe(0);
    expect(reshapeProduct(detail({ brand: { brandNo: 1, name: '코트사이드', logoImageUrl: null } })).brandName).toBe('코트사이드');
  });

  it('says why a product cannot be bought', () => {
    expect(reshapeProduct(detail({ status: { saleStatusType: 'READY' } })).unavailableReason).toBe('판매 예정인 상품입니다.');
    expect(reshapeProduct(detail({ status: { saleStatusType: 'FINISHED' } })).unavailableReason).toBe('판매가 종료된 상품입니다.');
    expect(reshapeProduct(detail({ status: { soldout: true } })).unavailableReason).toBe('품절된 상품입니다.');
  });
});
