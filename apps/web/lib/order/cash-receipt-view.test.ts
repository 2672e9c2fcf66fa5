import { describe, expect, it } from 'vitest';
import { reshapeCashReceipt } from './order-view';

describe('the order’s 현금영수증', () => {
  it('shows the issued receipt with its approval number and page', () => {
    expect(reshapeCashReceipt({
      cashReceiptInfo: { cashReceiptIssueType: 'COMPLETE', cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKeyType: 'MOBILE_NO', cashReceiptKey: '01023456789', issueAmt: 23000, cashReceiptAuthNo: '123456789', pgCashReceiptNo: 'CR1', issueYmdt: '2026-11-28 21:00:00' },
      receiptInfos: [{ receiptType: 'TRADE_STATEMENT', url: 'https://pg/1' }, { receiptType: 'CASH_RECEIPT', url: 'https://pg/cash/1' }],
    })).toEqual({ statusLabel: '발급 완료', purposeLabel: '소득공제', keyText: '휴대폰 번호 01023456789', approvalNo: '123456789', amount: 23000, issuedAt: '2026-11-28 21:00:00', url: 'https://pg/cash/1' });
  });

  it('says a waiting one is issued after the deposit, and shows none when none was asked', () => {
    expect(reshapeCashReceipt({ cashReceiptInfo: { cashReceiptIssueType: 'REQUEST', cashReceiptIssuePurposeType: 'PROOF_EXPENDITURE', cashReceiptKeyType: 'BUSINESS_NO', cashReceiptKey: '2208162517', issueAmt: null, cashReceiptAuthNo: null, pgCashReceiptNo: null, issueYmdt: null } })).toMatchObject({ statusLabel: '발급 대기 (입금 확인 후 발급)', purposeLabel: '지출증빙', url: null });
    expect(reshapeCashReceipt({ cashReceiptInfo: null })).toBeNull();
  });
});
