import { EMPTY_GUEST_CART, addToGuestCart } from '@courtside/core';
import { CUSTOM_DAMPENER_INPUT_LABEL, CUSTOM_DAMPENER_OPTION_NO, CUSTOM_DAMPENER_PRODUCT_NO } from '@courtside/shop-api/testing';
import { describe, expect, it } from 'vitest';
import { guestDesignCartItem, memberDesignCartItem, type CustomDampenerProduct } from './design-cart';
import { DESIGN_REFERENCE_INPUT_LABEL, designReferenceOf, editorImageOf } from './option-inputs';

const product: CustomDampenerProduct = {
  productNo: CUSTOM_DAMPENER_PRODUCT_NO,
  optionNo: CUSTOM_DAMPENER_OPTION_NO,
  productName: '코트사이드 커스텀 댐프너',
  imageUrl: 'https://img.test/custom.png',
  salePrice: 7900,
  immediateDiscountAmt: 0,
  additionDiscountAmt: 0,
  addPrice: 0,
  buyPrice: 7900,
  stockCnt: 9999,
  optionTitle: '',
  optionName: '',
  optionValue: '',
  delivery: { partnerName: '코트사이드', deliveryTemplateGroupNo: null, deliveryCondition: { deliveryConditionType: 'FREE', baseDeliveryAmt: 0, aboveDeliveryAmt: 0, deliveryAmt: 0 } },
};

describe('custom dampener cart lines', () => {
  it('fill the product’s required design-reference input and carry the editor image', () => {
    expect(DESIGN_REFERENCE_INPUT_LABEL).toBe(CUSTOM_DAMPENER_INPUT_LABEL);
    const item = memberDesignCartItem(product, { reference: 'D20250301-2345678Z', editorImageUrl: 'https://shop.test/a.png', orderCnt: 2 });
    expect(item).toMatchObject({ productNo: CUSTOM_DAMPENER_PRODUCT_NO, optionNo: CUSTOM_DAMPENER_OPTION_NO, orderCnt: 2 });
    expect(designReferenceOf(item.optionInputs)).toBe('D20250301-2345678Z');
    expect(editorImageOf(item.optionInputs)).toBe('https://shop.test/a.png');
    expect(designReferenceOf([])).toBeNull();
    expect(editorImageOf(undefined)).toBeNull();
  });

  it('make a new guest line for a design that differs only in its image', () => {
    const first = addToGuestCart(EMPTY_GUEST_CART, guestDesignCartItem(product, { reference: 'D20250301-AAAAAAAA', editorImageUrl: 'https://shop.test/a.png', orderCnt: 1 }), 0, () => 0.1).cart;
    const second = addToGuestCart(first, guestDesignCartItem(product, { reference: 'D20250301-BBBBBBBB', editorImageUrl: 'https://shop.test/b.png', orderCnt: 1 }), 0, () => 0.7).cart;
    const lines = second.products.flatMap((p) => p.orderProductOptions);
    expect(lines.map((l) => [l.editorImage, l.imageUrl, designReferenceOf(l.optionInputs)])).toEqual([
      ['https://shop.test/a.png', 'https://shop.test/a.png', 'D20250301-AAAAAAAA'],
      ['https://shop.test/b.png', 'https://shop.test/b.png', 'D20250301-BBBBBBBB'],
    ]);
  });
});
