import { describe, expect, it } from 'vitest';
import { CartError } from './cart-error.ts';
import {
  EMPTY_GUEST_CART,
  addToGuestCart,
  decreaseGuestCartLine,
  increaseGuestCartLine,
  removeGuestCartLine,
} from './guest-cart-items.ts';
import { HIDDEN_STOCK } from './line-rules.ts';
import { allLines, lineOf, newItem, productOf, sequence } from './testing/fixtures.ts';
import type { GuestCart, NewGuestCartItem } from './types.ts';

const T0 = 1_700_000_000_000;

/** Adds items one after another with cart numbers 10000, 20000, 30000, … */
function cartWith(...items: NewGuestCartItem[]): GuestCart {
  let cart = EMPTY_GUEST_CART;
  items.forEach((item, i) => {
    cart = addToGuestCart(cart, item, T0 + i, () => (i + 0) / 9).cart;
  });
  return cart;
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof CartError ? error.code : 'other';
  }
  return undefined;
}

describe('adding to the guest cart', () => {
  it('creates the cart on the first add, selected and time-stamped', () => {
    const { cart, effects } = addToGuestCart(EMPTY_GUEST_CART, newItem({ orderCnt: 2 }), T0, () => 0.25);
    expect(cart.products).toHaveLength(1);
    expect(productOf(cart).productName).toBe('코트사이드 댐프너');
    expect(lineOf(productOf(cart))).toMatchObject({ cartNo: 32500, productNo: 101, optionNo: 1001, orderCnt: 2 });
    expect(cart.selectedCartNos).toEqual([32500]);
    expect(cart.savedAt).toBe(T0);
    expect(effects).toEqual([{ type: 'line-added', cartNo: 32500 }]);
  });

  it('raises the quantity of the same option and asks for the "quantity added" toast', () => {
    const first = cartWith(newItem({ orderCnt: 2 }));
    const { cart, effects } = addToGuestCart(first, newItem({ orderCnt: 3 }), T0 + 500, () => 0.9);
    expect(allLines(cart)).toHaveLength(1);
    expect(lineOf(productOf(cart)).orderCnt).toBe(5);
    expect(cart.savedAt).toBe(T0 + 500);
    expect(effects).toEqual([
      { type: 'quantity-added', cartNo: 10000, orderCnt: 5, message: '이미 담긴 상품이라 수량이 추가되었습니다.' },
    ]);
  });

  it('treats the same text inputs in another order as the same option', () => {
    const a = { inputLabel: '이니셜', inputValue: 'KJ', inputNo: 1 };
    const b = { inputLabel: '번호', inputValue: '7', inputNo: 2 };
    const first = cartWith(newItem({ optionInputs: [a, b] }));
    const { cart } = addToGuestCart(first, newItem({ optionInputs: [b, a] }), T0, () => 0.5);
    expect(allLines(cart).map((l) => l.orderCnt)).toEqual([2]);
  });

  it('adds a new line for different text inputs', () => {
    const first = cartWith(newItem({ optionInputs: [{ inputLabel: '이니셜', inputValue: 'KJ', inputNo: 1 }] }));
    const { cart } = addToGuestCart(first, newItem({ optionInputs: [{ inputLabel: '이니셜', inputValue: 'MS', inputNo: 1 }] }), T0, () => 0.5);
    expect(allLines(cart)).toHaveLength(2);
  });

  it('adds a new line under the same product for another option', () => {
    const first = cartWith(newItem());
    const { cart, effects } = addToGuestCart(first, newItem({ optionNo: 1002, optionValue: '화이트' }), T0, () => 0.5);
    expect(cart.products).toHaveLength(1);
    expect(productOf(cart).orderProductOptions.map((l) => l.optionValue)).toEqual(['블랙', '화이트']);
    expect(effects).toEqual([{ type: 'line-added', cartNo: 55000 }]);
    expect(cart.selectedCartNos).toEqual([10000, 55000]);
  });

  it('files a new option under its product when other products are in the cart too', () => {
    const first = cartWith(newItem(), newItem({ productNo: 202 }));
    const { cart } = addToGuestCart(first, newItem({ optionNo: 1002 }), T0, () => 0.5);
    expect(cart.products.map((p) => [p.productNo, p.orderProductOptions.map((l) => l.optionNo)])).toEqual([
      [101, [1001, 1002]],
      [202, [1001]],
    ]);
  });

  it('keeps the same option with a different design image as its own line', () => {
    const first = cartWith(newItem({ editorImage: 'https://img.example/design-a.png' }));
    const { cart, effects } = addToGuestCart(first, newItem({ editorImage: 'https://img.example/design-b.png' }), T0, () => 0.5);
    expect(allLines(cart).map((l) => [l.editorImage, l.orderCnt])).toEqual([
      ['https://img.example/design-a.png', 1],
      ['https://img.example/design-b.png', 1],
    ]);
    expect(effects.map((e) => e.type)).toEqual(['line-added']);
  });

  it('a design image and no design image are different lines too', () => {
    const first = cartWith(newItem());
    const { cart } = addToGuestCart(first, newItem({ editorImage: 'https://img.example/design-a.png' }), T0, () => 0.5);
    expect(allLines(cart)).toHaveLength(2);
  });

  it('adds another product as a new product entry', () => {
    const cart = cartWith(newItem(), newItem({ productNo: 202, productName: '손목 보호대' }));
    expect(cart.products.map((p) => p.productNo)).toEqual([101, 202]);
    expect(allLines(cart).map((l) => l.cartNo)).toEqual([10000, 20000]);
  });

  it('gives every line a cart number unique within the cart', () => {
    const first = cartWith(newItem());
    const { cart } = addToGuestCart(first, newItem({ optionNo: 1002 }), T0, sequence(0, 0, 0.1));
    expect(allLines(cart).map((l) => l.cartNo)).toEqual([10000, 19000]);
  });

  it('does not change the cart it was given', () => {
    const first = cartWith(newItem());
    addToGuestCart(first, newItem(), T0 + 9, () => 0.5);
    expect(lineOf(productOf(first)).orderCnt).toBe(1);
    expect(first.savedAt).toBe(T0);
  });

  describe('stock', () => {
    it('caps a new line at the stock and says so', () => {
      const { cart, effects } = addToGuestCart(EMPTY_GUEST_CART, newItem({ orderCnt: 5, stockCnt: 3 }), T0, () => 0);
      expect(lineOf(productOf(cart)).orderCnt).toBe(3);
      expect(effects).toEqual([
        { type: 'line-added', cartNo: 10000 },
        { type: 'stock-limited', cartNo: 10000, stockCnt: 3, message: '재고가 부족하여 최대 3개까지 담을 수 있습니다.' },
      ]);
    });

    it('allows exactly the stock', () => {
      const { cart, effects } = addToGuestCart(EMPTY_GUEST_CART, newItem({ orderCnt: 3, stockCnt: 3 }), T0, () => 0);
      expect(lineOf(productOf(cart)).orderCnt).toBe(3);
      expect(effects.map((e) => e.type)).toEqual(['line-added']);
    });

    it('refuses a sold-out option and leaves the cart untouched', () => {
      const { cart, effects } = addToGuestCart(EMPTY_GUEST_CART, newItem({ stockCnt: 0 }), T0, () => 0);
      expect(cart).toBe(EMPTY_GUEST_CART);
      expect(effects).toEqual([{ type: 'stock-limited', cartNo: null, stockCnt: 0, message: '품절된 상품입니다.' }]);
    });

    it('caps a merge at the fresh stock and still reports the added quantity', () => {
      const first = cartWith(newItem({ orderCnt: 2, stockCnt: 10 }));
      const { cart, effects } = addToGuestCart(first, newItem({ orderCnt: 5, stockCnt: 4 }), T0, () => 0.5);
      expect(lineOf(productOf(cart))).toMatchObject({ orderCnt: 4, stockCnt: 4 });
      expect(effects.map((e) => e.type)).toEqual(['quantity-added', 'stock-limited']);
    });

    it('merging at the limit adds nothing and only reports the limit', () => {
      const first = cartWith(newItem({ orderCnt: 4, stockCnt: 4 }));
      const { cart, effects } = addToGuestCart(first, newItem({ orderCnt: 1, stockCnt: 4 }), T0, () => 0.5);
      expect(lineOf(productOf(cart)).orderCnt).toBe(4);
      expect(effects.map((e) => e.type)).toEqual(['stock-limited']);
    });

    it('keeps a quantity already above freshly reduced stock instead of cutting it on an add', () => {
      const first = cartWith(newItem({ orderCnt: 5, stockCnt: 10 }));
      const { cart, effects } = addToGuestCart(first, newItem({ orderCnt: 1, stockCnt: 2 }), T0, () => 0.5);
      expect(lineOf(productOf(cart))).toMatchObject({ orderCnt: 5, stockCnt: 2 });
      expect(effects.map((e) => e.type)).toEqual(['stock-limited']);
    });

    it('has no limit when the mall hides stock (−999)', () => {
      const { cart } = addToGuestCart(EMPTY_GUEST_CART, newItem({ orderCnt: 500, stockCnt: HIDDEN_STOCK }), T0, () => 0);
      const merged = addToGuestCart(cart, newItem({ orderCnt: 500, stockCnt: HIDDEN_STOCK }), T0, () => 0);
      expect(lineOf(productOf(merged.cart)).orderCnt).toBe(1000);
    });
  });

  describe('refuses data it cannot price', () => {
    it.each([0, -1, 1.5, Number.NaN])('quantity %d', (orderCnt) => {
      expect(codeOf(() => addToGuestCart(EMPTY_GUEST_CART, newItem({ orderCnt }), T0, () => 0))).toBe('CART_INVALID_QUANTITY');
    });

    it.each([-1, -998, 2.5])('stock %d', (stockCnt) => {
      expect(codeOf(() => addToGuestCart(EMPTY_GUEST_CART, newItem({ stockCnt }), T0, () => 0))).toBe('CART_INVALID_STOCK');
    });

    it('a fractional price', () => {
      const price = { salePrice: 8000.5, addPrice: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0 };
      expect(codeOf(() => addToGuestCart(EMPTY_GUEST_CART, newItem({ price }), T0, () => 0))).toBe('CART_AMOUNT_NOT_INTEGER');
    });
  });
});

describe('removing from the guest cart', () => {
  it('clears the whole cart when the only option of the only product goes', () => {
    const { cart, effects } = removeGuestCartLine(cartWith(newItem()), 10000, T0 + 1000);
    expect(cart).toEqual(EMPTY_GUEST_CART);
    expect(effects).toEqual([
      { type: 'line-removed', cartNo: 10000 },
      { type: 'cart-cleared', reason: 'emptied' },
    ]);
  });

  it('removes just the option when the product has others', () => {
    const start = cartWith(newItem(), newItem({ optionNo: 1002 }));
    const { cart, effects } = removeGuestCartLine(start, 10000, T0 + 1000);
    expect(productOf(cart).orderProductOptions.map((l) => l.optionNo)).toEqual([1002]);
    expect(cart.selectedCartNos).toEqual([20000]);
    expect(cart.savedAt).toBe(T0 + 1000);
    expect(effects).toEqual([{ type: 'line-removed', cartNo: 10000 }]);
  });

  it('removes the product once its last option goes while other products remain', () => {
    const start = cartWith(newItem(), newItem({ productNo: 202 }));
    const { cart } = removeGuestCartLine(start, 10000, T0);
    expect(cart.products.map((p) => p.productNo)).toEqual([202]);
  });

  it('ignores an unknown cart number', () => {
    const start = cartWith(newItem());
    expect(removeGuestCartLine(start, 77777, T0)).toEqual({ cart: start, effects: [{ type: 'line-not-found', cartNo: 77777 }] });
  });
});

describe('plus and minus', () => {
  it('plus adds one and stamps the time', () => {
    const { cart, effects } = increaseGuestCartLine(cartWith(newItem({ orderCnt: 2 })), 10000, T0 + 5);
    expect(lineOf(productOf(cart)).orderCnt).toBe(3);
    expect(cart.savedAt).toBe(T0 + 5);
    expect(effects).toEqual([]);
  });

  it('plus stops at the stock: stock − 1 → stock, then refused', () => {
    const atNine = cartWith(newItem({ orderCnt: 9, stockCnt: 10 }));
    const atTen = increaseGuestCartLine(atNine, 10000, T0).cart;
    expect(lineOf(productOf(atTen)).orderCnt).toBe(10);
    const refused = increaseGuestCartLine(atTen, 10000, T0 + 1);
    expect(refused.cart).toBe(atTen);
    expect(refused.effects).toEqual([
      { type: 'stock-limited', cartNo: 10000, stockCnt: 10, message: '재고가 부족하여 최대 10개까지 담을 수 있습니다.' },
    ]);
  });

  it('plus has no limit with hidden stock', () => {
    const start = cartWith(newItem({ orderCnt: 99, stockCnt: HIDDEN_STOCK }));
    expect(lineOf(productOf(increaseGuestCartLine(start, 10000, T0).cart)).orderCnt).toBe(100);
  });

  it('minus takes one away', () => {
    const { cart } = decreaseGuestCartLine(cartWith(newItem({ orderCnt: 2 })), 10000, T0 + 5);
    expect(lineOf(productOf(cart)).orderCnt).toBe(1);
    expect(cart.savedAt).toBe(T0 + 5);
  });

  it('minus below 1 removes the line', () => {
    const start = cartWith(newItem(), newItem({ optionNo: 1002 }));
    const { cart, effects } = decreaseGuestCartLine(start, 20000, T0);
    expect(allLines(cart).map((l) => l.cartNo)).toEqual([10000]);
    expect(effects).toEqual([{ type: 'line-removed', cartNo: 20000 }]);
  });

  it('minus below 1 on the last line clears the cart', () => {
    const { cart, effects } = decreaseGuestCartLine(cartWith(newItem()), 10000, T0);
    expect(cart).toEqual(EMPTY_GUEST_CART);
    expect(effects.map((e) => e.type)).toEqual(['line-removed', 'cart-cleared']);
  });

  it.each([increaseGuestCartLine, decreaseGuestCartLine])('%o ignores an unknown cart number', (change) => {
    const start = cartWith(newItem());
    expect(change(start, 12345, T0)).toEqual({ cart: start, effects: [{ type: 'line-not-found', cartNo: 12345 }] });
  });
});
