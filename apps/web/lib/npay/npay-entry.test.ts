import { describe, expect, it } from 'vitest';
import type { ProductOption, ProductOptionsReply } from '@courtside/core/api';
import { automaticOption, npayCheckoutPath, npayOptionChoices, npayPreset, productNoFromSlug } from './npay-entry';

const option = (optionNo: number, over: Partial<ProductOption> = {}): ProductOption => ({
  optionNo,
  label: '색상|구성',
  value: '블랙|1개입',
  addPrice: 0,
  buyPrice: 3000,
  stockCnt: 10,
  saleType: 'AVAILABLE',
  forcedSoldOut: false,
  main: false,
  ...over,
});

const reply = (flatOptions: ProductOption[]): ProductOptionsReply => ({
  type: 'COMBINATION',
  selectType: 'MULTI',
  labels: ['색상', '구성'],
  productSalePrice: 3500,
  displayableStock: true,
  flatOptions,
  multiLevelOptions: [],
  inputs: [],
});

describe('npay entry', () => {
  it('reads the product number from the slug', () => {
    expect(productNoFromSlug('100001')).toBe(100001);
    expect(productNoFromSlug('100001-smile')).toBe(100001);
    expect(productNoFromSlug('smile')).toBeNull();
  });

  it('lists options with their text, price and whether they can be bought', () => {
    const choices = npayOptionChoices(reply([option(1), option(2, { value: '화이트|5개입', stockCnt: 0 }), option(3, { stockCnt: -999 })]));
    expect(choices.map((c) => [c.optionNo, c.text, c.soldOut, c.stockCnt])).toEqual([
      [1, '색상: 블랙 / 구성: 1개입', false, 10],
      [2, '색상: 화이트 / 구성: 5개입', true, 0],
      [3, '색상: 블랙 / 구성: 1개입', false, null],
    ]);
  });

  it('orders without asking only for a preset or single buyable option', () => {
    const choices = npayOptionChoices(reply([option(1), option(2, { stockCnt: 0 })]));
    expect(automaticOption(choices, 1)?.optionNo).toBe(1);
    expect(automaticOption(choices, 2)).toBeNull();
    expect(automaticOption(choices, null)).toBeNull();
    expect(automaticOption(npayOptionChoices(reply([option(9)])), null)?.optionNo).toBe(9);
  });

  it('reads the preset from the query and ignores bad values', () => {
    expect(npayPreset({ optionNo: '12', orderCnt: '3' })).toEqual({ optionNo: 12, orderCnt: 3 });
    expect(npayPreset({ optionNo: 'x', orderCnt: '-1' })).toEqual({ optionNo: null, orderCnt: 1 });
    expect(npayPreset({ orderCnt: '5000' }).orderCnt).toBe(999);
  });

  it('opens the checkout with Naver Pay chosen', () => {
    expect(npayCheckoutPath('202501010000000001')).toBe('/order/202501010000000001/checkout?payType=NAVER_EASY_PAY');
  });
});
