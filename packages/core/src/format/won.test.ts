import { describe, expect, it } from 'vitest';
import { isCourtsideError } from '../errors/courtside-error.ts';
import { FormatError, formatErrorMessage } from './format-error.ts';
import { assertIntegerWon, formatNumber, formatWon } from './won.ts';

describe('formatWon', () => {
  it.each([
    [0, '0원'],
    [7, '7원'],
    [999, '999원'],
    [1000, '1,000원'],
    [12000, '12,000원'],
    [123456, '123,456원'],
    [1234567, '1,234,567원'],
    [-1000, '-1,000원'],
    [-999, '-999원'],
    [-0, '0원'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991원'],
  ])('%d → %s', (amount, text) => {
    expect(formatWon(amount)).toBe(text);
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %d with FORMAT_NOT_INTEGER',
    (amount) => {
      expect(() => formatWon(amount)).toThrowError(FormatError);
      try {
        formatWon(amount);
      } catch (error) {
        expect(error).toBeInstanceOf(FormatError);
        expect((error as FormatError).code).toBe('FORMAT_NOT_INTEGER');
        expect((error as FormatError).message).toBe('금액은 원 단위 정수여야 합니다.');
        expect((error as FormatError).details).toEqual({ amount });
      }
    },
  );

  it('formatNumber groups without the unit', () => {
    expect(formatNumber(2500)).toBe('2,500');
  });

  it('assertIntegerWon accepts integers silently', () => {
    expect(() => assertIntegerWon(3000)).not.toThrow();
  });

  it('is a CourtsideError that crosses boundaries as code + Korean message', () => {
    const error = new FormatError('FORMAT_NOT_INTEGER', { amount: 0.5 });
    expect(isCourtsideError(error)).toBe(true);
    expect(error.toWire()).toEqual({ code: 'FORMAT_NOT_INTEGER', message: '금액은 원 단위 정수여야 합니다.' });
  });

  it('every code has a Korean message', () => {
    expect(formatErrorMessage('FORMAT_INVALID_DATE')).toBe('올바른 날짜가 아닙니다.');
    expect(formatErrorMessage('FORMAT_UNKNOWN_PRESET')).toBe('알 수 없는 조회 기간입니다.');
  });
});
