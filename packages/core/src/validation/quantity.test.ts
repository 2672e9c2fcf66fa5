import { describe, expect, it } from 'vitest';
import { validateQuantity } from './quantity.ts';

const codeOf = (input: number | string, max: number) => {
  const result = validateQuantity(input, max);
  return result.ok ? result.value : result.code;
};

describe('validateQuantity', () => {
  it.each([
    [0, 'QUANTITY_TOO_SMALL'],
    [1, 1],
    [5, 5],
    [6, 'QUANTITY_TOO_LARGE'],
  ])('with max 5, %i → %s', (quantity, expected) => {
    expect(codeOf(quantity, 5)).toBe(expected);
  });

  it('reads whole numbers typed into a field', () => {
    expect(validateQuantity(' 3 ', 5)).toEqual({ ok: true, value: 3 });
    expect(codeOf('007', 10)).toBe(7);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ['1.5'], ['-1'], ['two'], ['']])('rejects %j as not a whole number', (input) => {
    expect(validateQuantity(input, 5)).toEqual({ ok: false, code: 'QUANTITY_NOT_INTEGER', message: '수량은 숫자로 입력해 주세요.' });
  });

  it('rejects negative numbers as too small', () => {
    expect(validateQuantity(-2, 5)).toEqual({ ok: false, code: 'QUANTITY_TOO_SMALL', message: '수량은 1개 이상이어야 합니다.' });
  });

  it('names the maximum when the quantity is too large', () => {
    expect(validateQuantity(4, 3)).toEqual({ ok: false, code: 'QUANTITY_TOO_LARGE', message: '최대 3개까지 주문할 수 있습니다.' });
  });

  it('says sold out when nothing can be ordered', () => {
    expect(validateQuantity(1, 0)).toEqual({ ok: false, code: 'QUANTITY_SOLD_OUT', message: '품절되어 주문할 수 없습니다.' });
  });

  it('treats an infinite maximum as no limit', () => {
    expect(validateQuantity(1000, Number.POSITIVE_INFINITY)).toEqual({ ok: true, value: 1000 });
  });
});
