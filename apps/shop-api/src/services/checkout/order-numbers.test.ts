import { describe, expect, it } from 'vitest';
import { isDocumentNo, koreanMinuteStamp, newDocumentNo, newPaymentKey, newVirtualAccountNo, uniqueDocumentNo } from './order-numbers.ts';

describe('order numbers', () => {
  it('start with the Korean date and minute and have 18 digits', () => {
    const at = new Date('2026-11-22T03:34:56Z'); // 12:34 in Seoul
    expect(koreanMinuteStamp(at)).toBe('202611221234');
    const no = newDocumentNo(at);
    expect(no).toMatch(/^202611221234\d{6}$/);
    expect(isDocumentNo(no)).toBe(true);
    expect(isDocumentNo('12345')).toBe(false);
  });

  it('retry until a number is free', async () => {
    let calls = 0;
    const no = await uniqueDocumentNo(new Date(), async () => ++calls < 3);
    expect(calls).toBe(3);
    expect(isDocumentNo(no)).toBe(true);
    await expect(uniqueDocumentNo(new Date(), async () => true)).rejects.toThrow(/주문 번호/);
  });

  it('makes unguessable payment keys and bank-style virtual accounts', () => {
    expect(newPaymentKey()).toMatch(/^pay_[A-Za-z0-9_-]{24}$/);
    expect(newPaymentKey()).not.toBe(newPaymentKey());
    expect(newVirtualAccountNo()).toMatch(/^\d{3}-\d{2}-\d{6}$/);
  });
});
