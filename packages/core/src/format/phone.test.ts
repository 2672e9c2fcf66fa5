import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneDigits } from './phone.ts';

describe('formatPhoneNumber', () => {
  it.each([
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['0101234567', '010-123-4567'],
  ])('%s → %s', (input, text) => {
    expect(formatPhoneNumber(input)).toBe(text);
  });

  it('strips separators, spaces and letters before grouping', () => {
    expect(formatPhoneNumber('010.1234 5678')).toBe('010-1234-5678');
    expect(formatPhoneNumber('(02) 1234-5678')).toBe('02-1234-5678');
    expect(formatPhoneNumber('tel:031-123-4567')).toBe('031-123-4567');
  });

  it.each([
    ['', ''],
    ['02123456', '02123456'],
    ['02123456789', '02123456789'],
    ['15881234', '15881234'],
    ['010123456', '010123456'],
    ['010123456789', '010123456789'],
  ])('leaves the unknown length %s as digits', (input, text) => {
    expect(formatPhoneNumber(input)).toBe(text);
  });

  it('phoneDigits keeps digits, reading full-width ones as ASCII', () => {
    expect(phoneDigits('０１０-12a3')).toBe('010123');
    expect(formatPhoneNumber('０１０ １２３４ ５６７８')).toBe('010-1234-5678');
  });
});
