import { describe, expect, it } from 'vitest';
import { validateNumericString } from './numeric-string.ts';

describe('validateNumericString', () => {
  it('accepts 10 or more digits', () => {
    expect(validateNumericString('0212345678')).toEqual({ ok: true, value: '0212345678' });
    expect(validateNumericString('01012345678')).toEqual({ ok: true, value: '01012345678' });
  });

  it('rejects 9 digits', () => {
    expect(validateNumericString('021234567')).toEqual({ ok: false, code: 'NUMERIC_TOO_SHORT', message: '숫자 10자리 이상 입력해 주세요.' });
    expect(validateNumericString('')).toMatchObject({ ok: false, code: 'NUMERIC_TOO_SHORT' });
  });

  it.each(['010-1234-5678', '0101234567a', ' 01012345678', '０１０１２３４５６７８'])('rejects non-digits: %s', (input) => {
    expect(validateNumericString(input)).toEqual({ ok: false, code: 'NUMERIC_ONLY_DIGITS', message: '숫자만 입력해 주세요.' });
  });
});
