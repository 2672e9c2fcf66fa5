import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, isPaymentMethod } from './payment.ts';

describe('payment methods', () => {
  it('offers card, virtual account, mobile and the easy payments with Korean labels', () => {
    expect(PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_LABELS[method]])).toEqual([
      ['CREDIT_CARD', '신용카드'],
      ['VIRTUAL_ACCOUNT', '가상계좌'],
      ['MOBILE', '휴대폰결제'],
      ['NAVER_EASY_PAY', '네이버페이'],
      ['KAKAO_PAY', '카카오페이'],
      ['TOSS_PAY', '토스페이'],
      ['PAYCO', '페이코'],
    ]);
  });

  it('recognises only the offered methods', () => {
    expect(isPaymentMethod('NAVER_EASY_PAY')).toBe(true);
    expect(isPaymentMethod('ACCOUNT')).toBe(false);
    expect(isPaymentMethod('credit_card')).toBe(false);
  });
});
