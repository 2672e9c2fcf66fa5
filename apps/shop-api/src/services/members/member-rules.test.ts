import { describe, expect, it } from 'vitest';
import { checkPassword, normaliseBirthday, normaliseEmail, normaliseMemberId, normaliseMobile, normaliseName } from './member-rules.ts';

const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code?: string }).code ?? 'thrown';
  }
};

describe('member field rules', () => {
  it('accepts 8–16 character passwords with a letter and a digit only', () => {
    expect(checkPassword('tennis1234')).toBe('tennis1234');
    expect(code(() => checkPassword('short1'))).toBe('M0103');
    expect(code(() => checkPassword('onlyletters'))).toBe('M0103');
    expect(code(() => checkPassword('12345678'))).toBe('M0103');
    expect(code(() => checkPassword('toolongpassword123'))).toBe('M0103');
    expect(code(() => checkPassword('한글비번1234ab'))).toBe('M0103');
  });

  it('normalises ids, e-mails and phone numbers', () => {
    expect(normaliseMemberId(' Tennis_Kim ')).toBe('tennis_kim');
    expect(code(() => normaliseMemberId('ab'))).toBe('M0102');
    expect(code(() => normaliseMemberId('kakao-123'))).toBe('M0102');
    expect(normaliseEmail('Lee@Example.KR')).toBe('lee@example.kr');
    expect(code(() => normaliseEmail('lee@example'))).toBe('M0104');
    expect(normaliseMobile('010-2345-6789')).toBe('01023456789');
    expect(code(() => normaliseMobile('02-123-4567'))).toBe('M0105');
  });

  it('refuses birthdays that are not real dates between 1900 and 2024', () => {
    expect(normaliseBirthday('19900406')).toBe('19900406');
    expect(code(() => normaliseBirthday('20230230'))).toBe('M0106');
    expect(code(() => normaliseBirthday('18991231'))).toBe('M0106');
    expect(code(() => normaliseBirthday('1990-04-06'))).toBe('M0106');
  });

  it('takes Korean or Latin names', () => {
    expect(normaliseName(' 이정현 ')).toBe('이정현');
    expect(normaliseName('Jane Doe')).toBe('Jane Doe');
    expect(code(() => normaliseName('ㄱㄴ'))).toBe('M0107');
    expect(code(() => normaliseName('1234'))).toBe('M0107');
  });
});
