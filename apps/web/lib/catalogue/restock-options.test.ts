import { describe, expect, it } from 'vitest';
import { guestRestockProblem, restockChoices, restockOptionText } from './restock-options';

const option = (optionNo: number, value: string, stockCnt: number, extra: object = {}) => ({
  optionNo, label: '색상|구성', value, addPrice: 0, buyPrice: 10_000, stockCnt, saleType: stockCnt === 0 ? 'SOLD_OUT' as const : 'AVAILABLE' as const, forcedSoldOut: false, main: false, ...extra,
});

describe('restock choices', () => {
  it('offers the sold-out options, named as the shopper reads them', () => {
    const choices = restockChoices({ flatOptions: [option(1, '블랙|1개입', 3), option(2, '화이트|5개입', 0), option(3, '핑크|1개입', 9, { forcedSoldOut: true })] });
    expect(choices).toEqual([{ optionNo: 2, text: '색상: 화이트 / 구성: 5개입' }, { optionNo: 3, text: '색상: 핑크 / 구성: 1개입' }]);
  });

  it('names a single-level option by its label', () => {
    expect(restockOptionText('색상', '레드')).toBe('색상: 레드');
  });

  it('asks a guest for a name, a mobile number and consent', () => {
    expect(guestRestockProblem({ name: '', phone: '01012345678', agreed: true })).toBe('이름을 입력해 주세요.');
    expect(guestRestockProblem({ name: '김', phone: '02-123-4567', agreed: true })).toContain('휴대폰 번호');
    expect(guestRestockProblem({ name: '김', phone: '010-1234-5678', agreed: false })).toContain('동의');
    expect(guestRestockProblem({ name: '김', phone: '010-1234-5678', agreed: true })).toBeNull();
  });
});
