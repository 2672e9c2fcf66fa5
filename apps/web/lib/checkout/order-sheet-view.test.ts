import { describe, expect, it } from 'vitest';
import type { CartOptionLine, CartProduct, DeliveryGroup, OrderSheetReply, PaymentInfo } from '@courtside/core/api';
import { reshapeOrderSheet, reshapePayment } from './order-sheet-view';

const line = (cartNo: number, buyAmt: number, over: Partial<CartOptionLine> = {}): CartOptionLine => ({
  cartNo, optionNo: cartNo * 10, optionName: '색상', optionValue: '블랙', orderCnt: 1, stockCnt: 10, soldOut: false,
  validInfo: { valid: true, errorCode: null, message: null },
  price: { salePrice: buyAmt, addPrice: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0, standardAmt: buyAmt, buyAmt }, ...over,
});
const product = (productNo: number, name: string, lines: CartOptionLine[]): CartProduct => ({ productNo, productName: name, imageUrl: `/img/${productNo}.png`, buyAmt: 0, orderProductOptions: lines });
const group = (products: CartProduct[], deliveryAmt: number): DeliveryGroup => ({
  partnerName: '코트사이드', deliveryAmt, deliveryPayType: 'PREPAID_DELIVERY', deliveryCondition: { deliveryConditionType: 'FIXED_FEE', baseDeliveryAmt: deliveryAmt, aboveDeliveryAmt: null, deliveryAmt }, orderProducts: products,
});
const sheet = (groups: DeliveryGroup[], over: Partial<OrderSheetReply> = {}) => ({ deliveryGroups: groups, ...over }) as OrderSheetReply;

describe('reshapeOrderSheet', () => {
  it('lists the lines by delivery group with option text, image and amount, and titles the payment', () => {
    const view = reshapeOrderSheet(sheet([group([product(1, '스마일 댐프너', [line(11, 6000), line(12, 3000, { imageUrl: '/own.png' })]), product(2, '오버그립', [line(21, 9000)])], 3000)]));
    expect(view.lineCount).toBe(3);
    expect(view.title).toBe('스마일 댐프너 외 2건');
    expect(view.groups[0]).toMatchObject({ partnerName: '코트사이드', deliveryAmount: 3000 });
    expect(view.groups[0]?.lines.map((l) => [l.key, l.optionText, l.imageUrl, l.buyAmount])).toEqual([
      ['1-110-11', '색상: 블랙', '/img/1.png', 6000],
      ['1-120-12', '색상: 블랙', '/own.png', 3000],
      ['2-210-21', '색상: 블랙', '/img/2.png', 9000],
    ]);
    expect(view.products).toEqual([{ productNo: 1, productName: '스마일 댐프너' }, { productNo: 2, productName: '오버그립' }]);
  });

  it('names one line by its product, and says what cannot be ordered and the member\'s points', () => {
    const view = reshapeOrderSheet(sheet([group([product(1, '스마일 댐프너', [line(11, 6000)])], 0)], { invalidProducts: [product(3, '품절 상품', [])], orderSheetPromotionSummary: { myAccumulationAmt: 2500, usableCouponCnt: 0, myCouponCnt: 0 } }));
    expect(view.title).toBe('스마일 댐프너');
    expect(view.invalidProductNames).toEqual(['품절 상품']);
    expect(view.myPoints).toBe(2500);
    expect(reshapeOrderSheet(sheet([])).myPoints).toBe(0);
  });
});

describe('reshapePayment', () => {
  it('carries the amount to pay, points earned, the remote extra and the points limit with the rows', () => {
    const info: PaymentInfo = { totalStandardAmt: 14000, totalImmediateDiscountAmt: 2000, totalAdditionalDiscountAmt: 0, productAmt: 12000, productCouponAmt: 0, cartCouponAmt: 0, deliveryAmt: 3000, remoteDeliveryAmt: 5000, usedAccumulationAmt: 0, accumulationAmt: 120, availableMaxAccumulationAmt: 1200, paymentAmt: 20000 };
    const view = reshapePayment(info);
    expect(view).toMatchObject({ total: 20000, pointsEarned: 120, remoteDelivery: 5000, maxPoints: 1200 });
    expect(view.lines.map((l) => l.key)).toContain('remote');
  });
});
