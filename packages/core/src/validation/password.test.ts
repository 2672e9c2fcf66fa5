import { describe, expect, it } from 'vitest';
import { validateBasicPassword, validateStrictPassword } from './password.ts';

// Builds a password of `length` characters that satisfies the strict rule.
const strictOf = (length: number) => 'a1!' + 'b'.repeat(length - 3);
const basicOf = (length: number) => 'a1' + 'b'.repeat(length - 2);

describe('validateStrictPassword', () => {
  it.each([
    [7, false],
    [8, true],
    [16, true],
    [17, false],
  ])('with %i characters is accepted: %s', (length, accepted) => {
    const result = validateStrictPassword(strictOf(length));
    expect(result.ok).toBe(accepted);
    if (!result.ok) {
      expect(result.code).toBe('PASSWORD_LENGTH');
      expect(result.message).toBe('비밀번호는 8~16자로 입력해 주세요.');
    }
  });

  it('answers the password itself when accepted', () => {
    expect(validateStrictPassword('Court$ide24')).toEqual({ ok: true, value: 'Court$ide24' });
  });

  it.each([
    ['no special character', 'abcd1234'],
    ['no digit', 'abcd!@#$'],
    ['no letter', '1234!@#$'],
  ])('rejects a password with %s', (_, password) => {
    expect(validateStrictPassword(password)).toMatchObject({
      ok: false,
      code: 'PASSWORD_STRICT_FORMAT',
      message: expect.stringContaining('영문, 숫자, 특수문자'),
    });
  });

  it('asks for a password when empty', () => {
    expect(validateStrictPassword('')).toMatchObject({ ok: false, code: 'PASSWORD_REQUIRED', message: '비밀번호를 입력해 주세요.' });
  });

  it.each([['abc 1234!'], ['비밀번호1234!a'], ['abcd1234!\t']])('rejects spaces and non-ASCII characters: %j', (password) => {
    expect(validateStrictPassword(password)).toMatchObject({ ok: false, code: 'PASSWORD_INVALID_CHARACTER' });
  });
});

describe('validateBasicPassword', () => {
  it.each([
    [7, false],
    [8, true],
    [16, true],
    [17, false],
  ])('with %i characters is accepted: %s', (length, accepted) => {
    const result = validateBasicPassword(basicOf(length));
    expect(result.ok).toBe(accepted);
    if (!result.ok) expect(result.code).toBe('PASSWORD_LENGTH');
  });

  it('needs no special character', () => {
    expect(validateBasicPassword('abcd1234')).toEqual({ ok: true, value: 'abcd1234' });
    expect(validateBasicPassword('abcd123!')).toEqual({ ok: true, value: 'abcd123!' });
  });

  it.each([['abcdefgh'], ['12345678'], ['!!!!!!!!']])('needs a letter and a digit: %s', (password) => {
    expect(validateBasicPassword(password)).toMatchObject({
      ok: false,
      code: 'PASSWORD_BASIC_FORMAT',
      message: expect.stringContaining('영문과 숫자'),
    });
  });

  it('asks for a password when empty and rejects spaces', () => {
    expect(validateBasicPassword('')).toMatchObject({ ok: false, code: 'PASSWORD_REQUIRED' });
    expect(validateBasicPassword('abcd 1234')).toMatchObject({ ok: false, code: 'PASSWORD_INVALID_CHARACTER' });
  });
});
