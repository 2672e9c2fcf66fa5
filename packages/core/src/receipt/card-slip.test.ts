import { describe, expect, it } from 'vitest';
import { buildCardSlip } from './card-slip.ts';
import type { CardSlipInput } from './card-slip.ts';
import { displayWidth } from './display-width.ts';
import { receiptTextLines } from './layout.ts';

const SLIP: CardSlipInput = {
  shop: { name: '코트사이드', businessNumber: '123-45-67890', representative: '김코트', address: '서울특별시 마포구 월드컵로 1', phone: '02-123-4567' },
  receiptNo: 'T1-20240305-0001',
  kind: 'approval',
  issuer: '신한카드',
  acquirer: 'KB국민카드',
  maskedCardNo: '9410-00**-****-0001',
  installmentMonths: 0,
  approvalNo: '30000001',
  approvedAt: Date.UTC(2024, 2, 5, 5, 5, 33),
  merchantNo: '00987654321',
  tid: '1000000001',
  amount: 12_000,
  signed: false,
  manual: false,
};

describe('buildCardSlip (매출전표)', () => {
  it('prints every field a Korean slip carries, right-aligned by display width at 42 columns', () => {
    const lines = receiptTextLines(buildCardSlip(SLIP), 42);
    expect(lines).toContain('[신용카드 매출전표]');
    const row = (label: string) => lines.find((l) => l.startsWith(label)) ?? '';
    expect(row('카드사')).toMatch(/신한카드$/);
    expect(row('매입사')).toMatch(/KB국민카드$/);
    expect(row('카드번호')).toMatch(/9410-00\*\*-\*\*\*\*-0001$/);
    expect(row('할부')).toMatch(/일시불$/);
    expect(row('승인번호')).toMatch(/30000001$/);
    expect(row('승인일시')).toMatch(/2024-03-05 14:05:33$/);
    expect(row('가맹점번호')).toMatch(/00987654321$/);
    expect(row('단말기번호')).toMatch(/1000000001$/);
    expect(row('공급가액')).toMatch(/10,909$/);
    expect(row('부가세')).toMatch(/1,091$/);
    expect(row('합계')).toMatch(/12,000$/);
    for (const label of ['카드사', '승인번호', '가맹점번호', '합계']) expect(displayWidth(row(label))).toBe(42);
    expect(lines).toContain('무서명 거래');
    expect(lines.some((l) => l.startsWith('서명'))).toBe(false);
  });
  it('fits 32 and 48 columns', () => {
    for (const columns of [32, 48]) {
      for (const line of receiptTextLines(buildCardSlip(SLIP), columns)) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
    }
  });
  it('adds a signature line over 50,000원 without a signature, and 할부 months', () => {
    const lines = receiptTextLines(buildCardSlip({ ...SLIP, amount: 56_000, installmentMonths: 3 }), 42);
    expect(lines.find((l) => l.startsWith('서명'))).toMatch(/_+$/);
    expect(lines.find((l) => l.startsWith('할부'))).toMatch(/3개월$/);
    const signed = receiptTextLines(buildCardSlip({ ...SLIP, amount: 56_000, signed: true }), 42);
    expect(signed.some((l) => l.startsWith('서명'))).toBe(false);
    expect(signed).toContain('전자서명 완료');
    const exactly = receiptTextLines(buildCardSlip({ ...SLIP, amount: 50_000 }), 42);
    expect(exactly.some((l) => l.startsWith('서명'))).toBe(false);
  });
  it('marks 수기 입력, names 간편결제 and prints cancels negative with the original approval', () => {
    expect(receiptTextLines(buildCardSlip({ ...SLIP, manual: true, merchantNo: '' }), 42)).toEqual(expect.arrayContaining(['※ 수기 입력 (카드 단말기 고장 시 승인)']));
    const easy = receiptTextLines(buildCardSlip({ ...SLIP, easyPayLabel: '카카오페이', maskedCardNo: null }), 42);
    expect(easy).toContain('[간편결제 매출전표]');
    expect(easy.find((l) => l.startsWith('결제수단'))).toMatch(/카카오페이$/);
    expect(easy.some((l) => l.startsWith('카드번호') || l.startsWith('매입사'))).toBe(false);
    const cancel = receiptTextLines(buildCardSlip({ ...SLIP, kind: 'cancel', approvalNo: '40000002', originalApprovalNo: '30000001', amount: 6_000 }), 42);
    expect(cancel).toContain('[신용카드 취소전표]');
    expect(cancel.find((l) => l.startsWith('취소승인번호'))).toMatch(/40000002$/);
    expect(cancel.find((l) => l.startsWith('원승인번호'))).toMatch(/30000001$/);
    expect(cancel.find((l) => l.startsWith('취소 금액'))).toMatch(/-6,000$/);
    expect(cancel.some((l) => l.includes('무서명'))).toBe(false);
  });
  it('prints a partial cancel (취소 매출전표) with the original 승인번호 and date, the cancelled amount and the masked card, by display width', () => {
    const input: CardSlipInput = { ...SLIP, kind: 'cancel', approvalNo: '40000002', originalApprovalNo: '30000001', originalApprovedAt: Date.UTC(2024, 2, 4, 16, 30, 0), approvedAt: Date.UTC(2024, 2, 5, 1, 0, 0), amount: 7_000 };
    for (const columns of [32, 42, 48]) {
      const lines = receiptTextLines(buildCardSlip(input), columns);
      const row = (label: string) => lines.find((l) => l.startsWith(label)) ?? '';
      // 2024-03-04 16:30 UTC is the 5th in Korea: the date printed is KST.
      expect(row('원거래일자')).toMatch(/2024-03-05$/);
      expect(row('원승인번호')).toMatch(/30000001$/);
      expect(row('취소일시')).toMatch(/2024-03-05 10:00:00$/);
      expect(row('카드번호')).toMatch(/9410-00\*\*-\*\*\*\*-0001$/);
      expect(row('취소 금액')).toMatch(/-7,000$/);
      expect(row('공급가액')).toMatch(/-6,364$/);
      expect(row('부가세')).toMatch(/-636$/);
      for (const label of ['원거래일자', '원승인번호', '카드번호', '취소 금액']) expect(displayWidth(row(label))).toBe(columns);
      for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
    }
  });
});
