import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST_CART, reduceGuestCart, type GuestCart, type NewGuestCartItem } from '@courtside/core/cart';
import { type CartAddItem } from '@courtside/core/api';
import { guestCartMoveMessage, moveGuestCart } from './guest-cart-merge';

const delivery = { partnerName: '쇼핑몰배송', deliveryTemplateGroupNo: 1, deliveryCondition: { deliveryConditionType: 'FREE', baseDeliveryAmt: 0, aboveDeliveryAmt: 0, deliveryAmt: 0 } } as const;

function item(productNo: number, optionNo: number, orderCnt: number, design?: string): NewGuestCartItem {
  return {
    product: { productNo, productName: `상품${productNo}`, imageUrl: '', delivery },
    option: {
      optionNo, optionTitle: '색상', optionName: '색상', optionValue: '블랙', imageUrl: '', orderCnt, stockCnt: 10,
      price: { salePrice: 5000, addPrice: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0 },
      optionInputs: design ? [{ inputLabel: '디자인 참조번호', inputValue: design, inputNo: 1 }] : [],
      editorImage: design ? `https://img.test/${design}.png` : null,
    },
  };
}

function cartOf(...items: NewGuestCartItem[]): GuestCart {
  return items.reduce((cart, i) => reduceGuestCart(cart, { type: 'add', item: i, now: 0, random: Math.random }).cart, EMPTY_GUEST_CART);
}

describe('moving the guest cart at login', () => {
  it('sends every line with its design in one request', async () => {
    const sent: CartAddItem[][] = [];
    const move = await moveGuestCart(cartOf(item(1, 11, 2), item(2, 21, 1, 'D1')), async (items) => {
      sent.push(items);
    });
    expect(sent).toEqual([[
      { productNo: 1, optionNo: 11, orderCnt: 2, optionInputs: [] },
      { productNo: 2, optionNo: 21, orderCnt: 1, optionInputs: [{ inputLabel: '디자인 참조번호', inputValue: 'D1' }] },
    ]]);
    expect(move.movedCount).toBe(3);
    expect(guestCartMoveMessage(move)).toEqual({ message: '비회원으로 담은 상품 3개를 장바구니에 옮겼습니다.', type: 'success' });
  });

  it('keeps a refused line in the guest cart and says so', async () => {
    const move = await moveGuestCart(cartOf(item(1, 11, 1), item(3, 31, 1)), async (items) => {
      if (items.some((i) => i.productNo === 3)) throw new Error('품절');
    });
    expect(move.movedCartNos).toHaveLength(1);
    expect(move.keptCartNos).toHaveLength(1);
    expect(guestCartMoveMessage(move)?.message).toBe('비회원으로 담은 상품 1개를 장바구니에 옮겼습니다. 1개는 품절 등으로 옮기지 못했습니다.');
  });

  it('does nothing for an empty cart', async () => {
    const move = await moveGuestCart(EMPTY_GUEST_CART, async () => {
      throw new Error('never called');
    });
    expect(guestCartMoveMessage(move)).toBeNull();
  });
});
