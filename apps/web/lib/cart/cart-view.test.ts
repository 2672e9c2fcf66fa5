import { describe, expect, it } from 'vitest';
import type { CartOptionLine, CartProduct, CartReply, DeliveryGroup } from '@courtside/core/api';
import { buildCartView } from './cart-view';
import { deliveryNote } from './delivery-note';

function line(cartNo: number, over: Partial<CartOptionLine> = {}): CartOptionLine {
  const orderCnt = over.orderCnt ?? 1;
  return {
    cartNo,
    optionNo: cartNo * 10,
    optionName: '색상|구성',
    optionValue: '블랙|1개입',
    orderCnt,
    stockCnt: 50,
    soldOut: false,
    validInfo: { valid: true, errorCode: null, message: null },
    price: { salePrice: 3500, addPrice: 0, immediateDiscountAmt: 500 * orderCnt, additionalDiscountAmt: 0, standardAmt: 3500 * orderCnt, buyAmt: 3000 * orderCnt },
    ...over,
  };
}

function product(productNo: number, lines: CartOptionLine[]): CartProduct {
  return { productNo, productName: `상품 ${productNo}`, imageUrl: `/img/${productNo}.svg`, buyAmt: 0, orderProductOptions: lines };
}

function group(products: CartProduct[], condition: Partial<DeliveryGroup['deliveryCondition']> = {}): DeliveryGroup {
  return {
    partnerNo: 1,
    partnerName: '코트사이드',
    deliveryAmt: 3000,
    deliveryPayType: 'PREPAID_DELIVERY',
    deliveryCondition: { deliveryConditionType: 'CONDITIONAL', baseDeliveryAmt: 3000, aboveDeliveryAmt: 30000, deliveryAmt: 3000, ...condition },
    deliveryTemplateGroupNo: 7,
    orderProducts: products,
  };
}

const price = { standardAmt: 0, discountAmt: 0, buyAmt: 0, totalDeliveryAmt: 0, totalPrePaidDeliveryAmt: 0, totalPayOnDeliveryAmt: 0, totalAmt: 0, accumulationAmtWhenBuyConfirm: 0 };
const reply = (groups: DeliveryGroup[], invalidProducts: CartProduct[] = []): CartReply => ({ deliveryGroups: groups, price, invalidProducts });
const all = () => true;

describe('buildCartView', () => {
  it('sums the selected lines and charges the group fee below the free-shipping threshold', () => {
    const view = buildCartView(reply([group([product(1, [line(11, { orderCnt: 2 }), line(12)])])]), all);
    expect(view.totals).toEqual({ standardAmount: 10500, discountAmount: 1500, buyAmount: 9000, deliveryAmount: 3000, paymentAmount: 12000 });
    expect(view.allSelected).toBe(true);
    expect(view.orderCartNos).toEqual([11, 12]);
    expect(view.groups[0]?.note.hint).toBe('21,000원 더 담으면 무료배송');
  });

  it('ships free once the selected amount reaches the threshold', () => {
    const view = buildCartView(reply([group([product(1, [line(11, { orderCnt: 10 })])])]), all);
    expect(view.totals.deliveryAmount).toBe(0);
    expect(view.totals.paymentAmount).toBe(30000);
    expect(view.groups[0]?.note.hint).toBeNull();
  });

  it('leaves unselected lines out of the totals and charges nothing for an empty selection', () => {
    const data = reply([group([product(1, [line(11), line(12, { orderCnt: 3 })])])]);
    const one = buildCartView(data, (cartNo) => cartNo === 12);
    expect(one.totals.buyAmount).toBe(9000);
    expect(one.allSelected).toBe(false);
    expect(one.selectedCount).toBe(1);
    const none = buildCartView(data, () => false);
    expect(none.totals).toEqual({ standardAmount: 0, discountAmount: 0, buyAmount: 0, deliveryAmount: 0, paymentAmount: 0 });
    expect(none.orderCartNos).toEqual([]);
  });

  it('sets sold-out and unavailable lines apart, unselected and out of the totals', () => {
    const soldOut = line(13, { soldOut: true, stockCnt: 0, validInfo: { valid: false, errorCode: 'O1004', message: '[상품 1] 품절된 상품입니다.' } });
    const gone = product(9, [line(91, { validInfo: { valid: false, errorCode: 'O1001', message: '상품 정보를 찾을 수 없습니다.' } })]);
    const view = buildCartView(reply([group([product(1, [line(11), soldOut])])], [gone]), all);
    expect(view.invalidLines.map((l) => [l.cartNo, l.problem])).toEqual([
      [13, '[상품 1] 품절된 상품입니다.'],
      [91, '상품 정보를 찾을 수 없습니다.'],
    ]);
    expect(view.invalidLines.every((l) => !l.selected && !l.orderable)).toBe(true);
    expect(view.groups[0]?.lines.map((l) => l.cartNo)).toEqual([11]);
    expect(view.totals.buyAmount).toBe(3000);
    expect(view.lineCount).toBe(3);
    expect(view.allSelected).toBe(true);
  });

  it('keeps an over-stock line with its group, unorderable until fewer are chosen, with the stock as the limit', () => {
    const over = line(14, { orderCnt: 5, stockCnt: 3, validInfo: { valid: false, errorCode: 'O1005', message: '재고가 부족합니다. 최대 3개까지 구매할 수 있습니다.' } });
    const view = buildCartView(reply([group([product(1, [over])])]), all);
    const shown = view.groups[0]?.lines[0];
    expect(shown?.maxCnt).toBe(3);
    expect(shown?.orderable).toBe(false);
    expect(shown?.problem).toContain('최대 3개');
    expect(view.invalidLines).toEqual([]);
    expect(view.orderCartNos).toEqual([]);
  });

  it('reads hidden stock (−999) as no limit beyond the platform maximum', () => {
    const view = buildCartView(reply([group([product(1, [line(15, { stockCnt: -999 })])])]), all);
    expect(view.groups[0]?.lines[0]?.maxCnt).toBe(999);
  });

  it('charges a fixed fee whatever the amount, and nothing for a free group', () => {
    const fixed = buildCartView(reply([group([product(1, [line(11, { orderCnt: 20 })])], { deliveryConditionType: 'FIXED_FEE', baseDeliveryAmt: 2500 })]), all);
    expect(fixed.totals.deliveryAmount).toBe(2500);
    const free = buildCartView(reply([group([product(1, [line(11)])], { deliveryConditionType: 'FREE', baseDeliveryAmt: 0 })]), all);
    expect(free.totals.deliveryAmount).toBe(0);
    expect(free.groups[0]?.note.condition).toBe('무료배송');
  });
});

describe('deliveryNote', () => {
  it('states the threshold and the fee below it', () => {
    const note = deliveryNote({ deliveryConditionType: 'CONDITIONAL', baseDeliveryAmt: 3000, aboveDeliveryAmt: 30000, deliveryAmt: 3000 }, 0);
    expect(note.condition).toBe('30,000원 이상 구매 시 무료배송 (미만 배송비 3,000원)');
    expect(note.hint).toBeNull();
  });
  it('names the fixed fee', () => {
    expect(deliveryNote({ deliveryConditionType: 'FIXED_FEE', baseDeliveryAmt: 2500, aboveDeliveryAmt: null, deliveryAmt: 2500 }, 1000).condition).toBe('배송비 2,500원');
  });
});
