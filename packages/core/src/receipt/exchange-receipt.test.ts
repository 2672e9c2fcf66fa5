import { describe, expect, it } from 'vitest';
import { displayWidth } from './display-width.ts';
import { buildExchangeReceipt, type ExchangeReceiptInput } from './exchange-receipt.ts';
import { receiptTextLines } from './layout.ts';

const SHOP = { name: '코트사이드', businessNumber: '123-45-67890', representative: '김코트', address: '서울특별시 마포구 월드컵로 1', phone: '02-123-4567' };

const BASE: ExchangeReceiptInput = {
  shop: SHOP,
  receiptNo: 'T1-20240305-0002',
  refundNo: 'R1-20240305-0001',
  originalReceiptNo: 'T1-20240305-0001',
  // 2024-03-05 14:05:33 KST
  exchangedAt: Date.UTC(2024, 2, 5, 5, 5, 33),
  cashierName: '이수진',
  reason: '사이즈 교환',
  returned: [{ name: '테니스화', optionName: '260', quantity: 1, unitPrice: 70000, discount: 7000 }],
  lines: [{ name: '테니스화', optionName: '270', quantity: 1, unitPrice: 80000 }],
  payments: [{ method: 'cash', amount: 17000, tendered: 20000 }],
  refunds: [],
};

const text = (input: ExchangeReceiptInput, columns = 42) => receiptTextLines(buildExchangeReceipt(input), columns);

describe('exchange receipt', () => {
  it('shows the returned goods, the new goods and the difference received', () => {
    const lines = text(BASE);
    expect(lines).toContain('[교환 영수증]');
    expect(lines).toContain('[반품 상품]');
    expect(lines).toContain('[교환 상품]');
    expect(lines.find((l) => l.startsWith('반품 합계'))).toMatch(/-63,000$/);
    expect(lines.find((l) => l.startsWith('교환 상품 합계'))).toMatch(/80,000$/);
    expect(lines.find((l) => l.startsWith('차액 받음'))).toMatch(/17,000$/);
    expect(lines.find((l) => l.startsWith('  거스름돈'))).toMatch(/3,000$/);
    expect(lines.find((l) => l.startsWith('반품 번호'))).toMatch(/R1-20240305-0001$/);
    expect(lines.find((l) => l.startsWith('교환 일시'))).toMatch(/2024-03-05 14:05:33$/);
    expect(buildExchangeReceipt(BASE).blocks[0]).toEqual({ kind: 'drawer', pin: 2 });
  });

  it('a cheaper exchange prints 차액 환불 with how it went back', () => {
    const lines = text({ ...BASE, lines: [{ name: '오버그립', quantity: 2, unitPrice: 5000 }], payments: [], refunds: [{ method: 'card', amount: 53000, issuer: '신한카드', approvalNo: 'C123', originalApprovalNo: 'A999', maskedCardNo: '1234-56**-****-7890' }] });
    expect(lines.find((l) => l.startsWith('차액 환불'))).toMatch(/-53,000$/);
    expect(lines.find((l) => l.startsWith('카드 취소 (신한카드)'))).toMatch(/53,000$/);
    expect(lines.some((l) => /1234-56\*\*-\*\*\*\*-7890/.test(l))).toBe(true);
  });

  it('an even exchange prints 차액 없음 and opens no drawer', () => {
    const doc = buildExchangeReceipt({ ...BASE, lines: [{ name: '테니스화', optionName: '265', quantity: 1, unitPrice: 63000 }], payments: [] });
    expect(receiptTextLines(doc, 42).find((l) => l.startsWith('차액 없음'))).toMatch(/ 0$/);
    expect(doc.blocks.some((b) => b.kind === 'drawer')).toBe(false);
  });

  it('refuses money that does not cover the difference', () => {
    expect(() => buildExchangeReceipt({ ...BASE, payments: [{ method: 'cash', amount: 16000, tendered: 20000 }] })).toThrow();
    expect(() => buildExchangeReceipt({ ...BASE, refunds: [{ method: 'cash', amount: 17000 }] })).toThrow();
  });

  it.each([32, 42, 48])('fits %i columns', (columns) => {
    for (const line of text(BASE, columns)) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
  });
});
