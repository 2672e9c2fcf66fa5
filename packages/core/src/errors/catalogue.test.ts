import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { ALERT_MESSAGES } from './alert-messages.ts';
import { errorCodes, isErrorCode, messageFor } from './catalogue.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { VERIFICATION_MESSAGES } from './verification-messages.ts';

const HANGUL = /[가-힣]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('the verification codes (seed §8)', () => {
  it.each([
    ['L1001', '이미 사용된 인증번호'],
    ['L1002', '유효 시간이 지났습니다'],
    ['L1003', '올바른 인증번호를 입력해 주세요'],
    ['L1004', '존재하지 않는 계정'],
    ['L1005', '이미 가입된 계정'],
    ['L1006', '이름이 가입된 계정의 이름과 일치하지 않습니다'],
    ['L1007', '일치하는 정보가 없습니다'],
    ['L1008', '10분 동안 이용이 제한됩니다'],
  ])('%s tells the user: %s', (code, phrase) => {
    expect(messageFor(code)).toContain(phrase);
  });

  it('has exactly L1001..L1008', () => {
    expect(Object.keys(VERIFICATION_MESSAGES)).toEqual(['L1001', 'L1002', 'L1003', 'L1004', 'L1005', 'L1006', 'L1007', 'L1008']);
  });
});

describe('the account and social-login codes (seed §8)', () => {
  it('knows every code the login endpoints send, spelled as they send it', () => {
    expect(Object.keys(ACCOUNT_MESSAGES).sort()).toEqual(
      [
        'duplication-phone',
        'jwt-decode-error',
        'no-account',
        'mismatched-userid',
        'need-to-register',
        'no-exist-sns-user',
        'bad-sns_id',
        'token-has-expired',
        'invalid-token',
        'jwt-except',
        'already-registered',
        'invalid-request',
        'token-retry-over',
        'Error updating item',
        'command-error',
        'denied-sns-agreement',
        'exceptions',
      ].sort(),
    );
  });

  it.each([
    ['need-to-register', '아이디와 비밀번호를 등록'],
    ['token-has-expired', '로그인 시간이 만료'],
    ['token-retry-over', '횟수를 초과'],
    ['denied-sns-agreement', '약관에 동의하지 않아'],
    ['jwt-except', '계정 인증 중 오류'],
    ['duplication-phone', '휴대폰 번호'],
    ['exceptions', '알 수 없는 오류'],
  ])('%s tells the user: %s', (code, phrase) => {
    expect(messageFor(code)).toContain(phrase);
  });
});

describe('the shop alerts (seed §5, §8)', () => {
  it.each([
    ['UPLOAD_FAILED', '파일 업로드에 실패했습니다'],
    ['UPLOAD_RETRY', '다시 업로드해 주세요'],
    ['CART_ADD_FAILED', '장바구니에 담지 못했습니다'],
    ['ORDER_SHEET_FAILED', '다시 주문해 주세요'],
    ['POD_CART_FAILED', '장바구니에 담지 못했습니다'],
    ['DESIGN_RETRY', '디자인을 다시 만들어 주세요'],
    ['IMAGE_DOWNLOAD_FAILED', '이미지를 내려받지 못했습니다'],
    ['POD_VARIANT_MISSING', '다시 시도해 주세요'],
    ['OPTION_DATA_MISSING', '옵션 정보를 찾을 수 없습니다'],
    ['NOT_FOUND_PAGE', '페이지를 찾을 수 없습니다'],
  ])('%s tells the user: %s', (code, phrase) => {
    expect(messageFor(code)).toContain(phrase);
  });
});

describe('every catalogued message', () => {
  const all = { ...VERIFICATION_MESSAGES, ...ACCOUNT_MESSAGES, ...ALERT_MESSAGES, ...VALIDATION_MESSAGES };

  it('is a polite Korean sentence with no English words and a full stop', () => {
    for (const code of errorCodes()) {
      const message = messageFor(code);
      expect(message, code).toMatch(HANGUL);
      expect(message, code).not.toMatch(LATIN_WORD);
      expect(message, code).toMatch(/[.)]$/);
      expect(message, code).toMatch(/(니다|세요)[.]|\)$/);
    }
  });

  it('is reachable by its code and no code is shadowed by another group', () => {
    expect(errorCodes()).toHaveLength(Object.keys(all).length);
    expect(new Set(errorCodes()).size).toBe(
      Object.keys(VERIFICATION_MESSAGES).length +
        Object.keys(ACCOUNT_MESSAGES).length +
        Object.keys(ALERT_MESSAGES).length +
        Object.keys(VALIDATION_MESSAGES).length,
    );
  });
});

describe('isErrorCode', () => {
  it('accepts catalogued codes only', () => {
    expect(isErrorCode('L1008')).toBe(true);
    expect(isErrorCode('Error updating item')).toBe(true);
    expect(isErrorCode('M0306')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });
});

describe('messageFor with an unknown code', () => {
  const generic = '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

  it('falls back to a generic Korean message', () => {
    expect(messageFor('M9999')).toBe(generic);
  });

  it('translates a known English message from the server', () => {
    expect(messageFor('M0306', 'Invalid password')).toBe('비밀번호가 올바르지 않습니다.');
    expect(messageFor('P0001', 'Sold out')).toBe('품절된 상품입니다.');
  });

  it('shows a Korean server message as it is', () => {
    expect(messageFor('M0001', '  이미 탈퇴한 회원입니다.  ')).toBe('이미 탈퇴한 회원입니다.');
  });

  it('never shows an untranslated English message', () => {
    expect(messageFor('X1', 'NullPointerException at line 42')).toBe(generic);
    expect(messageFor('X1', '')).toBe(generic);
  });

  it('prefers the catalogue over the server message for a known code', () => {
    expect(messageFor('L1003', 'Sold out')).toBe(VERIFICATION_MESSAGES.L1003);
  });
});
