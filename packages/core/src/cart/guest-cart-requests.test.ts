import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST_CART, addToGuestCart } from './guest-cart-items.ts';
import { guestCartCalculationRequest, guestCartMemberItems, guestOrderSheetProducts } from './guest-cart-requests.ts';
import { setGuestCartLineSelected } from './guest-cart-selection.ts';
import { newItem } from './testing/fixtures.ts';

const inputs = [{ inputLabel: '이니셜', inputValue: 'KJ', inputNo: 3 }];
const cart = setGuestCartLineSelected(
  addToGuestCart(addToGuestCart(EMPTY_GUEST_CART, newItem({ orderCnt: 2, optionInputs: inputs }), 0, () => 0).cart, newItem({ productNo: 9 }), 0, () => 0.5).cart,
  55000,
  false,
);

describe('guest cart requests', () => {
  it('POST /guest/cart gets the selected lines with their cart numbers', () => {
    expect(guestCartCalculationRequest(cart)).toEqual([
      { cartNo: 10000, productNo: 101, optionNo: 1001, orderCnt: 2, optionInputs: [{ inputLabel: '이니셜', inputValue: 'KJ' }] },
    ]);
  });

  it('the order sheet gets the selected lines without cart numbers', () => {
    expect(guestOrderSheetProducts(cart)).toEqual([
      { productNo: 101, optionNo: 1001, orderCnt: 2, optionInputs: [{ inputLabel: '이니셜', inputValue: 'KJ' }] },
    ]);
  });

  it('at login every line goes to the member cart, unselected ones too', () => {
    expect(guestCartMemberItems(cart)).toEqual([
      { cartNo: 10000, productNo: 101, optionNo: 1001, orderCnt: 2, optionInputs: [{ inputLabel: '이니셜', inputValue: 'KJ' }] },
      expect.objectContaining({ productNo: 9, orderCnt: 1, optionInputs: [] }),
    ]);
  });
});
