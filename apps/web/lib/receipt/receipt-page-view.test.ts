import type { PosReceiptView } from '@courtside/core/pos';
import { describe, expect, it } from 'vitest';
import { reshapeReceiptPage } from './receipt-page-view';

const view: PosReceiptView = {
  shop: { name: '코트사이드', representative: '김코트', businessNumber: '220-81-62517', address: '서울특별시 마포구 테니스로 1', phone: '02-1234-5678' },
  receiptNo: 'T1-20260302-0001',
  soldAt: '2026-03-02T03:04:05.000Z',
  lines: [
    { name: '댐프너', optionName: '블랙', quantity: 2, unitPrice: 6000, discount: 1000, amount: 11_000 },
    { name: '오버그립', optionName: null, quantity: 1, unitPrice: 3000, discount: 0, amount: 3000 },
  ],
  discounts: [{ label: '회원 할인', amount: 2000 }],
  totals: { subtotal: 15_000, lineDiscount: 1000, saleDiscount: 2000, total: 12_000, supply: 10_909, vat: 1091 },
  payments: [
    { method: 'cash', label: '현금', amount: 2000, tendered: 5000, change: 3000, cashReceipt: { typeLabel: '소득공제', identityMasked: '010-****-5678', approvalNo: null } },
    { method: 'card', label: '카드 (신한카드)', amount: 10_000, maskedCardNo: '1234-56**-****-7890', installment: '일시불', approvalNo: '30001234' },
  ],
  refunds: [],
  refundedTotal: 0,
  phoneMasked: '010-****-5432',
  expiresAt: '2026-05-31T03:00:00.000Z',
};

describe('the receipt page', () => {
  it('shows the printed receipt’s rows with 원 and Seoul time', () => {
    const page = reshapeReceiptPage(view);
    expect(page.shop?.lines).toContain('사업자번호 220-81-62517');
    expect(page.meta).toEqual([
      { label: '영수증 번호', value: 'T1-20260302-0001' },
      { label: '판매 일시', value: '2026-03-02 12:04:05' },
      { label: '받는 분', value: '010-****-5432' },
    ]);
    expect(page.items[0]).toEqual({ name: '댐프너 (블랙)', quantity: 2, amount: '12,000원', details: [{ label: '단가', value: '6,000원', sub: true }, { label: '할인', value: '-1,000원', sub: true }] });
    expect(page.totals.map((r) => `${r.label} ${r.value}`)).toEqual(['상품 합계 14,000원', '회원 할인 -2,000원', '결제 금액 12,000원', '공급가액 10,909원', '부가세 1,091원']);
    expect(page.payments.map((r) => `${r.label} ${r.value}`)).toEqual([
      '현금 2,000원', '받은 돈 5,000원', '거스름돈 3,000원', '현금영수증 소득공제', '식별번호 010-****-5678', '승인번호 발급 대기 중',
      '카드 (신한카드) 10,000원', '카드번호 1234-56**-****-7890', '할부 일시불', '승인번호 30001234',
    ]);
    expect(page.refunds).toEqual([]);
    expect(page.netTotal).toBeNull();
    expect(page.expires).toBe('2026-05-31 12:00까지');
  });

  it('adds each refund and what the sale stands at after them', () => {
    const page = reshapeReceiptPage({
      ...view,
      refunds: [{ refundNo: 'R-1', refundedAt: '2026-03-02T05:00:00.000Z', total: 3000, lines: [{ name: '오버그립', optionName: null, quantity: 1, amount: 3000 }] }],
      refundedTotal: 3000,
    });
    expect(page.refunds).toEqual([{ title: '환불 2026-03-02 14:00:00 (R-1)', items: [{ name: '오버그립', quantity: 1, amount: '-3,000원', details: [] }], total: '-3,000원' }]);
    expect(page.netTotal).toBe('9,000원');
  });

  it('shows no shop block before the shop profile is set', () => {
    expect(reshapeReceiptPage({ ...view, shop: null }).shop).toBeNull();
  });
});
