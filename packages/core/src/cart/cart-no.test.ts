import { describe, expect, it } from 'vitest';
import { isCourtsideError } from '../errors/courtside-error.ts';
import { CartError, cartErrorMessage } from './cart-error.ts';
import { CART_NO_MAX, CART_NO_MIN, generateCartNo } from './cart-no.ts';
import { sequence } from './testing/fixtures.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof CartError ? error.code : 'other';
  }
  return undefined;
}

describe('generateCartNo', () => {
  it('maps [0, 1) onto five-digit numbers 10000–99999', () => {
    expect(CART_NO_MIN).toBe(10000);
    expect(CART_NO_MAX).toBe(99999);
    expect(generateCartNo(new Set(), () => 0)).toBe(10000);
    expect(generateCartNo(new Set(), () => 0.5)).toBe(55000);
    expect(generateCartNo(new Set(), () => 1 - Number.EPSILON)).toBe(99999);
  });

  it('draws again when the number is already in the cart', () => {
    expect(generateCartNo(new Set([10000]), sequence(0, 0, 0.5))).toBe(55000);
  });

  it('falls back to the first free number when the source keeps colliding', () => {
    expect(generateCartNo(new Set([10000, 10001]), () => 0)).toBe(10002);
  });

  it.each([1, -0.1, Number.NaN])('refuses a random value of %d', (value) => {
    expect(codeOf(() => generateCartNo(new Set(), () => value))).toBe('CART_RANDOM_OUT_OF_RANGE');
  });

  it('says so when every five-digit number is taken', () => {
    const all = new Set<number>();
    for (let n = CART_NO_MIN; n <= CART_NO_MAX; n += 1) all.add(n);
    const error = (() => {
      try {
        generateCartNo(all, () => 0.3);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(CartError);
    expect((error as CartError).code).toBe('CART_NUMBERS_EXHAUSTED');
    expect((error as CartError).message).toBe('장바구니에 더 이상 상품을 담을 수 없습니다.');
  });
});

describe('cart error messages', () => {
  it('are Korean sentences looked up by code', () => {
    expect(cartErrorMessage('CART_INVALID_QUANTITY')).toBe('수량은 1개 이상의 정수여야 합니다.');
    expect(cartErrorMessage('CART_UNSUPPORTED_DELIVERY_CONDITION')).toBe('지원하지 않는 배송비 조건입니다.');
  });

  it('travel like every other core error: code and Korean message on the wire', () => {
    const error = new CartError('CART_INVALID_STOCK', { stockCnt: -3 });
    expect(isCourtsideError(error)).toBe(true);
    expect(error.toWire()).toEqual({ code: 'CART_INVALID_STOCK', message: '재고 수량이 올바르지 않습니다.' });
    expect(error.details).toEqual({ stockCnt: -3 });
  });
});
