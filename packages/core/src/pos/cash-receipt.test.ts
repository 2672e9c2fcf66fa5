import { describe, expect, it } from 'vitest';
import { checkCashReceiptRequest, classifyCashReceiptIdentity, isBusinessNumber, selfIssueApplies, splitVat } from './cash-receipt.ts';

describe('사업자등록번호 check digit', () => {
  it('accepts valid numbers and refuses a changed digit', () => {
    expect(isBusinessNumber('1208147521')).toBe(true);
    expect(isBusinessNumber('2208162517')).toBe(true);
    expect(isBusinessNumber('1208147522')).toBe(false);
    expect(isBusinessNumber('120814752')).toBe(false);
    expect(isBusinessNumber('12081475a1')).toBe(false);
  });
});

describe('cash receipt identity', () => {
  it('classifies and masks phones, cards, business numbers and the self-issue number', () => {
    expect(classifyCashReceiptIdentity('010-1234-5678')).toEqual({ kind: 'phone', digits: '01012345678', masked: '010-****-5678' });
    expect(classifyCashReceiptIdentity('0111234567')).toEqual({ kind: 'phone', digits: '0111234567', masked: '011-***-4567' });
    expect(classifyCashReceiptIdentity('120-81-47521')).toEqual({ kind: 'business', digits: '1208147521', masked: '120-81-*****' });
    expect(classifyCashReceiptIdentity('943012345678901234')).toEqual({ kind: 'card', digits: '943012345678901234', masked: '9430-****-****-1234' });
    expect(classifyCashReceiptIdentity('010-000-1234')).toMatchObject({ kind: 'self', masked: '010-000-1234' });
    expect(classifyCashReceiptIdentity('0101234567')).toBeNull(); // 010 needs 11 digits
    expect(classifyCashReceiptIdentity('02-123-4567')).toBeNull();
    expect(classifyCashReceiptIdentity('abc')).toBeNull();
    expect(classifyCashReceiptIdentity('')).toBeNull();
  });
  it('checks purpose and the business check digit with Korean messages', () => {
    expect(checkCashReceiptRequest('01012345678', 'income')).toMatchObject({ ok: true, purpose: 'income' });
    expect(checkCashReceiptRequest('01012345678', 'expense')).toMatchObject({ ok: true, purpose: 'expense' });
    expect(checkCashReceiptRequest('1208147521', 'expense')).toMatchObject({ ok: true });
    expect(checkCashReceiptRequest('1208147521', 'income')).toMatchObject({ ok: false, code: 'CASH_RECEIPT_PURPOSE_INVALID' });
    expect(checkCashReceiptRequest('1208147522', 'expense')).toMatchObject({ ok: false, code: 'CASH_RECEIPT_BUSINESS_NO_INVALID', message: expect.stringContaining('사업자등록번호') });
    expect(checkCashReceiptRequest('0101234567', 'income')).toMatchObject({ ok: false, code: 'CASH_RECEIPT_IDENTITY_INVALID', message: expect.stringContaining('010') });
    expect(checkCashReceiptRequest('0100001234', 'expense')).toMatchObject({ ok: false, code: 'CASH_RECEIPT_PURPOSE_INVALID' });
  });
});

describe('VAT split and 자진발급', () => {
  it('splits tax-inclusive won into 공급가액 + 부가세 exactly', () => {
    expect(splitVat(11_000)).toEqual({ supply: 10_000, vat: 1_000 });
    expect(splitVat(12_000)).toEqual({ supply: 10_909, vat: 1_091 });
    expect(splitVat(1)).toEqual({ supply: 1, vat: 0 });
    for (const amount of [0, 7, 99, 56_000, 1_234_567]) {
      const { supply, vat } = splitVat(amount);
      expect(supply + vat).toBe(amount);
    }
  });
  it('self-issues only with the setting on, nothing asked, from 100,000원', () => {
    expect(selfIssueApplies(true, 100_000, false)).toBe(true);
    expect(selfIssueApplies(true, 99_999, false)).toBe(false);
    expect(selfIssueApplies(false, 200_000, false)).toBe(false);
    expect(selfIssueApplies(true, 200_000, true)).toBe(false);
  });
});
