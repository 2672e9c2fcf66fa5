import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.ts';

describe('validateEmail', () => {
  it.each([
    'shopper@naver.com',
    'court.side@gmail.com',
    'a_b-c.d@mail.co.kr',
    'A1@B2.io',
    'x@sub-domain.example.org',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: true, value: email });
  });

  it('trims a pasted address', () => {
    expect(validateEmail('  shopper@naver.com \n')).toEqual({ ok: true, value: 'shopper@naver.com' });
  });

  it.each([
    ['no @', 'shopper.naver.com'],
    ['no suffix', 'shopper@naver'],
    ['one-letter suffix', 'shopper@naver.c'],
    ['four-letter suffix', 'shopper@naver.shop'],
    ['digit suffix', 'shopper@naver.c0m'],
    ['leading separator', '.shopper@naver.com'],
    ['doubled separator', 'shop..per@naver.com'],
    ['trailing separator in local part', 'shopper-@naver.com'],
    ['plus sign', 'shop+per@naver.com'],
    ['Korean local part', '쇼핑@naver.com'],
    ['two @', 'a@b@naver.com'],
    ['space inside', 'shop per@naver.com'],
  ])('rejects an address with %s', (_, email) => {
    expect(validateEmail(email)).toEqual({ ok: false, code: 'EMAIL_FORMAT', message: '올바른 이메일 형식이 아닙니다. 다시 확인해 주세요.' });
  });

  it('asks for an address when empty', () => {
    expect(validateEmail('   ')).toMatchObject({ ok: false, code: 'EMAIL_REQUIRED', message: '이메일을 입력해 주세요.' });
  });

  it('answers quickly on a long hostile input', () => {
    // A catastrophic-backtracking pattern would not finish this; the assertion is on the answer.
    expect(validateEmail(`${'a-'.repeat(5000)}@${'b.'.repeat(5000)}!`)).toMatchObject({ ok: false, code: 'EMAIL_FORMAT' });
  });
});
