import { describe, expect, it } from 'vitest';
import { displayWidth } from './display-width.ts';
import { receiptPreview, receiptTextLines } from './layout.ts';
import type { ReceiptError } from './receipt-error.ts';
import type { ReceiptShopInfo } from './receipt-parts.ts';
import { buildRefundReceipt } from './refund-receipt.ts';
import { buildSaleReceipt } from './sale-receipt.ts';
import type { SaleReceiptInput } from './sale-receipt.ts';

const SHOP: ReceiptShopInfo = {
  name: '코트사이드',
  businessNumber: '123-45-67890',
  representative: '김코트',
  address: '서울특별시 마포구 월드컵로 1',
  phone: '02-123-4567',
};

// 2024-03-05 14:05:33 in Seoul.
const SOLD_AT = Date.UTC(2024, 2, 5, 5, 5, 33);

const CASH_SALE: SaleReceiptInput = {
  shop: SHOP,
  receiptNo: 'R240305-0001',
  soldAt: SOLD_AT,
  cashierName: '이수진',
  lines: [
    { name: '코트사이드 댐퍼', optionName: '블랙', quantity: 2, unitPrice: 6000 },
    { name: 'Babolat Custom Damp', quantity: 1, unitPrice: 9000, discount: 1000 },
  ],
  discounts: [{ label: '회원 할인', amount: 500 }],
  payments: [{ method: 'cash', amount: 19500, tendered: 20000 }],
};

describe('buildSaleReceipt', () => {
  it('prints the sale a Korean customer expects at 42 columns', () => {
    const lines = receiptTextLines(buildSaleReceipt(CASH_SALE), 42);
    expect(lines).toEqual([
      '코트사이드',
      '사업자번호 123-45-67890',
      '대표 김코트  전화 02-123-4567',
      '서울특별시 마포구 월드컵로 1',
      '='.repeat(42),
      '[판매 영수증]',
      '영수증 번호' + ' '.repeat(19) + 'R240305-0001',
      '판매 일시' + ' '.repeat(14) + '2024-03-05 14:05:33',
      '담당' + ' '.repeat(32) + '이수진',
      '-'.repeat(42),
      '상품명' + ' '.repeat(20) + ' 수량       금액',
      '-'.repeat(42),
      '코트사이드 댐퍼 (블랙)        2     12,000',
      '  @6,000',
      'Babolat Custom Damp           1      9,000',
      '  할인' + ' '.repeat(30) + '-1,000',
      '-'.repeat(42),
      '상품 합계' + ' '.repeat(27) + '20,000',
      '회원 할인' + ' '.repeat(29) + '-500',
      '받을 금액' + ' '.repeat(27) + '19,500',
      '공급가액' + ' '.repeat(28) + '17,727',
      '부가세' + ' '.repeat(31) + '1,773',
      '-'.repeat(42),
      '현금' + ' '.repeat(32) + '19,500',
      '  받은 돈' + ' '.repeat(27) + '20,000',
      '  거스름돈' + ' '.repeat(29) + '500',
      '-'.repeat(42),
      '이용해 주셔서 감사합니다.',
    ]);
  });

  it('opens the drawer first on cash, and ends with the receipt number barcode and a cut', () => {
    const { blocks } = buildSaleReceipt(CASH_SALE);
    expect(blocks[0]).toEqual({ kind: 'drawer', pin: 2 });
    expect(blocks.find((b) => b.kind === 'barcode')).toMatchObject({ symbology: 'CODE128', data: 'R240305-0001', showText: true });
    expect(blocks[blocks.length - 1]).toEqual({ kind: 'cut', partial: true });
  });

  it('prints the card, instalments and approval number, and keeps the drawer shut', () => {
    const doc = buildSaleReceipt({
      ...CASH_SALE,
      cashierName: undefined,
      terminalName: '카운터 1',
      discounts: undefined,
      payments: [
        { method: 'card', amount: 10000, issuer: '신한카드', approvalNo: '30012345', maskedCardNo: '9410-12**-****-3456' },
        { method: 'card', amount: 10000, issuer: 'KB국민카드', approvalNo: '30012346', installmentMonths: 3 },
      ],
    });
    expect(doc.blocks.some((b) => b.kind === 'drawer')).toBe(false);
    const lines = receiptTextLines(doc, 32);
    const row = (label: string, value: string): string => label + ' '.repeat(32 - displayWidth(label) - displayWidth(value)) + value;
    expect(lines).toContain(row('단말기', '카운터 1'));
    expect(lines.some((line) => line.startsWith('담당'))).toBe(false);
    expect(lines).toContain(row('카드 (신한카드)', '10,000'));
    expect(lines).toContain(row('  카드번호', '9410-12**-****-3456'));
    expect(lines).toContain(row('  할부', '일시불'));
    expect(lines).toContain(row('  할부', '3개월'));
    expect(lines).toContain(row('  승인번호', '30012346'));
    expect(lines.filter((line) => line.startsWith('  카드번호'))).toHaveLength(1);
  });

  it.each([32, 42, 48])('never prints a text line wider than %d columns', (columns) => {
    const doc = buildSaleReceipt({
      ...CASH_SALE,
      lines: [{ name: '아주 긴 이름의 코트사이드 커스텀 양면 인쇄 진동 댐퍼 세트 (블랙/화이트/레드)', quantity: 3, unitPrice: 7000 }],
      discounts: [],
      payments: [{ method: 'cash', amount: 21000, tendered: 50000 }],
    });
    for (const line of receiptTextLines(doc, columns)) {
      expect(displayWidth(line)).toBeLessThanOrEqual(columns);
    }
  });

  it('refuses payments that do not add up, short cash and an empty sale', () => {
    const codeOf = (input: SaleReceiptInput): string | undefined => {
      try {
        buildSaleReceipt(input);
      } catch (error) {
        return (error as ReceiptError).code;
      }
      return undefined;
    };
    expect(codeOf({ ...CASH_SALE, payments: [{ method: 'cash', amount: 19000, tendered: 20000 }] })).toBe('RECEIPT_PAYMENT_MISMATCH');
    expect(codeOf({ ...CASH_SALE, payments: [{ method: 'cash', amount: 19500, tendered: 10000 }] })).toBe('RECEIPT_TENDER_SHORT');
    expect(codeOf({ ...CASH_SALE, lines: [], discounts: [], payments: [] })).toBe('RECEIPT_NO_LINES');
    expect(codeOf({ ...CASH_SALE, lines: [{ name: '댐퍼', quantity: -1, unitPrice: 100 }] })).toBe('RECEIPT_QUANTITY_INVALID');
  });
});

describe('buildRefundReceipt', () => {
  it('prints returned goods and the refund as negative amounts with the original receipt', () => {
    const doc = buildRefundReceipt({
      shop: SHOP,
      receiptNo: 'F240306-0001',
      originalReceiptNo: 'R240305-0001',
      refundedAt: SOLD_AT + 86_400_000,
      reason: '단순 변심',
      lines: [{ name: '코트사이드 진동 댐퍼', quantity: 1, unitPrice: 6000 }],
      refunds: [
        { method: 'cash', amount: 1000 },
        { method: 'card', amount: 5000, issuer: '신한카드', approvalNo: '90001111', originalApprovalNo: '30000001', maskedCardNo: '9410-12**-****-3456' },
      ],
    });
    expect(doc.blocks[0]).toEqual({ kind: 'drawer', pin: 2 });
    const lines = receiptTextLines(doc, 42);
    expect(lines).toContain('[취소 영수증]');
    expect(lines).toContain('원 영수증 번호' + ' '.repeat(16) + 'R240305-0001');
    expect(lines).toContain('환불 일시' + ' '.repeat(14) + '2024-03-06 14:05:33');
    expect(lines).toContain('사유' + ' '.repeat(29) + '단순 변심');
    expect(lines).toContain('코트사이드 진동 댐퍼' + ' '.repeat(6) + '    1     -6,000');
    expect(lines).toContain('환불 금액' + ' '.repeat(27) + '-6,000');
    expect(lines).toContain('현금 환불' + ' '.repeat(28) + '1,000');
    expect(lines).toContain('  취소 승인번호' + ' '.repeat(19) + '90001111');
    expect(lines).toContain('  원승인번호' + ' '.repeat(22) + '30000001');
    expect(lines).toContain('  카드번호' + ' '.repeat(13) + '9410-12**-****-3456');
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(42);
    expect(lines).toContain('환불이 완료되었습니다.');
  });

  it('gives back a discount line as positive and keeps the drawer shut on a card refund', () => {
    const doc = buildRefundReceipt({
      shop: SHOP,
      receiptNo: 'F1',
      originalReceiptNo: 'R1',
      refundedAt: SOLD_AT,
      lines: [{ name: 'Damp', quantity: 2, unitPrice: 5000, discount: 1000 }],
      discounts: [{ label: '쿠폰', amount: 1000 }],
      refunds: [{ method: 'card', amount: 8000, issuer: '현대카드', approvalNo: '1' }],
    });
    expect(doc.blocks.some((b) => b.kind === 'drawer')).toBe(false);
    const lines = receiptTextLines(doc, 32);
    expect(lines).toContain('  할인' + ' '.repeat(21) + '1,000');
    expect(lines).toContain('쿠폰' + ' '.repeat(23) + '1,000');
    expect(lines).toContain('환불 금액' + ' '.repeat(17) + '-8,000');
  });
});

describe('receiptPreview', () => {
  it('centres headings and shows codes as placeholders', () => {
    const preview = receiptPreview(buildSaleReceipt(CASH_SALE), 32);
    expect(preview[0]).toBe('   코트사이드'); // double width: 16 columns, 10 used
    expect(preview).toContain(' '.repeat(9) + '[판매 영수증]');
    expect(preview).toContain(' '.repeat(5) + '[바코드 R240305-0001]');
    expect(preview.slice(-5)).toEqual(['   이용해 주셔서 감사합니다.', '', '', '', '- - - - - - - -']);
  });

  it('right-aligns, and shows QR codes and images', () => {
    const preview = receiptPreview(
      {
        blocks: [
          { kind: 'text', text: '오른쪽', align: 'right' },
          { kind: 'qr', data: 'https://courtside.kr/r/1' },
          { kind: 'image', ref: 'design-1' },
        ],
      },
      32,
    );
    expect(preview).toEqual([' '.repeat(26) + '오른쪽', ' '.repeat(14) + '[QR]', ' '.repeat(12) + '[이미지]']);
  });
});

describe('buildSaleReceipt with the VAN agent (#27)', () => {
  it('prints the 현금영수증, a pending one, 간편결제 by name and 수기 입력', () => {
    const doc = buildSaleReceipt({
      ...CASH_SALE,
      payments: [
        { method: 'cash', amount: 9_500, tendered: 10_000, cashReceipt: { typeLabel: '소득공제', identityMasked: '010-****-5678', approvalNo: '60000003' } },
        { method: 'card', amount: 5_000, issuer: '카카오페이', approvalNo: '50000002', label: '카카오페이' },
        { method: 'card', amount: 5_000, issuer: '신한카드', approvalNo: 'A1234', manual: true },
      ],
    });
    const lines = receiptTextLines(doc, 42);
    expect(lines.find((l) => l.startsWith('  현금영수증'))).toMatch(/소득공제$/);
    expect(lines.find((l) => l.startsWith('  식별번호'))).toMatch(/010-\*\*\*\*-5678$/);
    expect(lines.filter((l) => l.startsWith('  승인번호'))[0]).toMatch(/60000003$/);
    expect(lines.find((l) => l.startsWith('카카오페이'))).toMatch(/5,000$/);
    expect(lines.find((l) => l.startsWith('  입력'))).toMatch(/수기 입력$/);
    const pending = receiptTextLines(buildSaleReceipt({ ...CASH_SALE, payments: [{ method: 'cash', amount: 19_500, tendered: 20_000, cashReceipt: { typeLabel: '지출증빙', identityMasked: '120-81-*****', approvalNo: null } }] }), 42);
    expect(pending.find((l) => l.startsWith('  승인번호'))).toMatch(/발급 대기 중$/);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(42);
  });
});
