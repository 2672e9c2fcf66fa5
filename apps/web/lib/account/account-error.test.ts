import { describe, expect, it } from 'vitest';
import { ShopApiError } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';
import { AccountInputError, accountErrorCode, accountErrorMessage } from './account-error';

describe('account error messages', () => {
  it('uses the catalogue for its codes, the platform’s Korean text otherwise', () => {
    expect(accountErrorMessage(new ShopApiError({ status: 400, code: 'L1003', message: 'wrong code' }))).toBe(messageFor('L1003'));
    expect(accountErrorMessage(new ShopApiError({ status: 400, code: 'M0301', message: '아이디 또는 비밀번호가 일치하지 않습니다.' }))).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(accountErrorMessage(new Error('boom'))).toBe(messageFor('exceptions'));
    expect(accountErrorMessage(new AccountInputError('이름을 입력해 주세요.'))).toBe('이름을 입력해 주세요.');
    expect(accountErrorCode(new ShopApiError({ status: 429, code: 'L1008', message: '' }))).toBe('L1008');
    expect(accountErrorCode('x')).toBeNull();
  });
});
