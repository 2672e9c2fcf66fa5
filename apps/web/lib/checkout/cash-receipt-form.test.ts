import { describe, expect, it } from 'vitest';
import { cashReceiptProblem, cashReceiptRequest, NO_CASH_RECEIPT, withPurpose } from './cash-receipt-form';

const asked = { ...NO_CASH_RECEIPT, apply: true };

describe('현금영수증 at checkout', () => {
  it('asks nothing unless asked on a virtual account', () => {
    expect(cashReceiptProblem(NO_CASH_RECEIPT, 'VIRTUAL_ACCOUNT')).toBeNull();
    expect(cashReceiptProblem({ ...asked, key: '' }, 'CREDIT_CARD')).toBeNull();
    expect(cashReceiptRequest({ ...asked, key: '01012345678' }, 'CREDIT_CARD')).toEqual({});
  });

  it('checks the number against its kind and purpose (core’s rules)', () => {
    expect(cashReceiptProblem({ ...asked, key: '' }, 'VIRTUAL_ACCOUNT')).toContain('입력해 주세요');
    expect(cashReceiptProblem({ ...asked, key: '010-2345-6789' }, 'VIRTUAL_ACCOUNT')).toBeNull();
    expect(cashReceiptProblem({ ...asked, key: '9430123456789012' }, 'VIRTUAL_ACCOUNT')).toContain('휴대폰 번호');
    expect(cashReceiptProblem({ ...asked, keyType: 'CARD_NO', key: '9430-1234-5678-9012' }, 'VIRTUAL_ACCOUNT')).toBeNull();
    const business = withPurpose(asked, 'PROOF_EXPENDITURE');
    expect(business.keyType).toBe('BUSINESS_NO');
    expect(cashReceiptProblem({ ...business, key: '123-45-67890' }, 'VIRTUAL_ACCOUNT')).toContain('검증 숫자');
    expect(cashReceiptProblem({ ...business, key: '220-81-62517' }, 'VIRTUAL_ACCOUNT')).toBeNull();
    expect(cashReceiptProblem({ ...asked, key: '220-81-62517' }, 'VIRTUAL_ACCOUNT')).toContain('지출증빙');
  });

  it('sends the digits with purpose and kind', () => {
    expect(cashReceiptRequest({ ...asked, key: '010-2345-6789' }, 'VIRTUAL_ACCOUNT')).toEqual({
      applyCashReceipt: true,
      cashReceipt: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKeyType: 'MOBILE_NO', cashReceiptKey: '01023456789' },
    });
  });
});
