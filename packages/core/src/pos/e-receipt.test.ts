import { describe, expect, it } from 'vitest';
import { checkEReceiptPhone, eReceiptMessage, maskEReceiptPhone, typeEReceiptPhone } from './e-receipt.ts';
import { checkPosEReceiptPayload, checkPosSyncEntry } from './entry-rules.ts';
import { parsePosSyncEntry } from './contract/index.ts';

const ID = '0190f5a2-7b3c-7d4e-8f10-112233445566';
const SALE = '0190f5a2-7b3c-7d4e-8f10-aabbccddeeff';

describe('the shopper’s phone number for an e-receipt', () => {
  it('takes 010 + 8 digits however they were typed and masks all but the last four', () => {
    for (const typed of ['01012345678', '010-1234-5678', ' 010 1234 5678 ', '０１０１２３４５６７８']) {
      expect(checkEReceiptPhone(typed)).toEqual({ ok: true, phone: '01012345678', masked: '010-****-5678' });
    }
  });

  it('refuses with a Korean reason naming what is wrong', () => {
    expect(checkEReceiptPhone('')).toMatchObject({ ok: false, code: 'E_RECEIPT_PHONE_INVALID', message: '휴대폰 번호를 입력해 주세요.' });
    expect(checkEReceiptPhone('010-12ab-5678')).toMatchObject({ ok: false, message: '휴대폰 번호는 숫자만 입력해 주세요.' });
    expect(checkEReceiptPhone('02-123-4567')).toMatchObject({ ok: false, message: '휴대폰 번호는 010으로 시작해야 합니다.' });
    expect(checkEReceiptPhone('011-123-4567')).toMatchObject({ ok: false, message: '휴대폰 번호는 010으로 시작해야 합니다.' });
    expect(checkEReceiptPhone('010-1234-567')).toMatchObject({ ok: false, message: expect.stringContaining('8자리') });
    expect(checkEReceiptPhone('010-1234-56789')).toMatchObject({ ok: false, message: expect.stringContaining('010-XXXX-XXXX') });
  });

  it('masks anything that is not a whole number completely', () => {
    expect(maskEReceiptPhone('010-9876-0001')).toBe('010-****-0001');
    expect(maskEReceiptPhone('010-****-0001')).toBe('010-****-0001');
    expect(maskEReceiptPhone('0101234')).toBe('010-****-****');
  });

  it('puts the hyphens in as the cashier types on a keypad', () => {
    expect(typeEReceiptPhone('')).toBe('');
    expect(typeEReceiptPhone('010')).toBe('010');
    expect(typeEReceiptPhone('0101')).toBe('010-1');
    expect(typeEReceiptPhone('0101234')).toBe('010-1234');
    expect(typeEReceiptPhone('01012345')).toBe('010-1234-5');
    expect(typeEReceiptPhone('010-1234-56789')).toBe('010-1234-5678');
  });
});

describe('the e-receipt message', () => {
  it('names the shop, the receipt, the amount in 원, the link and its last day', () => {
    const m = eReceiptMessage({ shopName: '코트사이드', receiptNo: 'T1-20260301-0007', total: 12_000, link: 'https://shop.example/receipt/abc', expiresOn: '2026-05-30' });
    expect(m.subject).toBe('[코트사이드] 전자영수증');
    expect(m.body.split('\n')).toEqual([
      '[코트사이드] 전자영수증',
      '구매해 주셔서 감사합니다.',
      '영수증 번호: T1-20260301-0007',
      '결제 금액: 12,000원',
      '영수증 보기: https://shop.example/receipt/abc',
      '(2026-05-30까지 열 수 있습니다)',
    ]);
  });

  it('says 매장 while the shop profile is empty', () => {
    expect(eReceiptMessage({ shopName: null, receiptNo: 'R', total: 0, link: 'x', expiresOn: 'y' }).subject).toBe('[매장] 전자영수증');
    expect(eReceiptMessage({ shopName: '  ', receiptNo: 'R', total: 0, link: 'x', expiresOn: 'y' }).subject).toBe('[매장] 전자영수증');
  });
});

describe('the e-receipt sync entry', () => {
  const entry = (payload: Record<string, unknown>) => ({ id: ID, kind: 'e-receipt', terminalId: 1, staffId: 1, createdAt: '2026-03-01T05:00:00.000Z', payload });
  const ok = { saleId: SALE, phone: '01012345678', requestedAt: '2026-03-01T05:00:00.000Z' };

  it('parses and passes the rules with a sale id, 11 digits and a time', () => {
    const parsed = parsePosSyncEntry(entry(ok));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(checkPosSyncEntry(parsed.entry)).toEqual({ ok: true });
  });

  it('refuses a number with hyphens, a landline, a bad sale id or time', () => {
    expect(checkPosEReceiptPayload({ ...ok, phone: '010-1234-5678' })).toMatchObject({ ok: false, code: 'POS_ENTRY_INVALID' });
    expect(checkPosEReceiptPayload({ ...ok, phone: '0212345678' })).toMatchObject({ ok: false, message: '휴대폰 번호는 010으로 시작해야 합니다.' });
    expect(checkPosEReceiptPayload({ ...ok, saleId: 'not-a-uuid' })).toMatchObject({ ok: false, code: 'POS_ID_INVALID' });
    expect(checkPosEReceiptPayload({ ...ok, requestedAt: 'yesterday' })).toMatchObject({ ok: false, message: expect.stringContaining('시각') });
    expect(parsePosSyncEntry(entry({ ...ok, phone: 1012345678 }))).toMatchObject({ ok: false, fields: 'payload.phone' });
  });
});
