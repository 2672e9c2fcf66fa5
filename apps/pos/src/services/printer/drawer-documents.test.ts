import { describe, expect, it } from 'vitest';
import { drawerBlocks, drawerSlipDocument } from './drawer-documents.ts';

const drawer = {
  float: 100_000,
  floatSet: true,
  cashSales: 18_000,
  cashRefunds: 0,
  cashIn: 5_000,
  cashOut: 30_000,
  expected: 93_000,
  counted: 92_500,
  overShort: -500,
  counts: [{ denomination: 50_000, count: 1 }, { denomination: 10_000, count: 4 }, { denomination: 1_000, count: 2 }, { denomination: 100, count: 5 }],
  moves: [],
};
const pairs = (blocks: ReturnType<typeof drawerBlocks>) => blocks.flatMap((b) => (b.kind === 'pair' ? [[b.label, b.value]] : []));

describe('시재 on paper', () => {
  it('Z shows float, cash, 입금/출금, expected, counted, 과부족 and the denominations', () => {
    expect(pairs(drawerBlocks(drawer, true))).toEqual([
      ['시재 (개점)', '100,000'],
      ['현금 판매', '18,000'],
      ['현금 환불', '0'],
      ['입금', '5,000'],
      ['출금', '-30,000'],
      ['예상 현금', '93,000'],
      ['실제 현금 (권종 합계)', '92,500'],
      ['과부족 (부족)', '-500'],
      ['  50,000원 × 1', '50,000'],
      ['  10,000원 × 4', '40,000'],
      ['  1,000원 × 2', '2,000'],
      ['  100원 × 5', '500'],
    ]);
  });
  it('X shows the expected cash so far and no count', () => {
    const x = pairs(drawerBlocks({ ...drawer, counted: null, overShort: null, counts: null }, false));
    expect(x.at(-1)).toEqual(['현재 예상 현금', '93,000']);
    expect(x.some(([label]) => label?.startsWith('과부족'))).toBe(false);
  });
  it('a 출금 slip opens the drawer first and names who, when (KST) and why', () => {
    const doc = drawerSlipDocument(
      { type: 'cash-out', amount: 30_000, reason: '택배비', staffName: '최계산', at: '2026-11-28T04:05:00.000Z', businessDate: '2026-11-28', terminalName: '카운터 3', expected: 63_000 },
      { name: '코트사이드', representative: '', businessNumber: '', address: '', phone: '' } as never,
    );
    expect(doc.blocks[0]).toEqual({ kind: 'drawer', pin: 2 });
    const slip = doc.blocks.flatMap((b) => (b.kind === 'pair' ? [`${b.label}=${b.value}`] : b.kind === 'text' ? [b.text] : []));
    expect(slip).toEqual(expect.arrayContaining(['[출금]', '담당=최계산', '사유=택배비', '출금액=30,000원', '예상 현금=63,000원']));
    expect(slip.find((l) => l.startsWith('시각='))).toContain('13:05');
  });
});
