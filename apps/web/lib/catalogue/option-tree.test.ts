import { describe, expect, it } from 'vitest';
import type { MultiLevelOption, ProductOptionsReply } from '@courtside/core/api';
import { choicesAt, isSoldOut, maxQuantity, pickOption } from './option-tree';

const leaf = (optionNo: number, value: string, stockCnt: number, addPrice = 0): MultiLevelOption => ({
  optionNo,
  label: '구성',
  value,
  addPrice,
  buyPrice: 3000 + addPrice,
  stockCnt,
  saleType: stockCnt === 0 ? 'SOLD_OUT' : 'AVAILABLE',
  forcedSoldOut: false,
  children: [],
});

const twoLevels: ProductOptionsReply = {
  type: 'COMBINATION',
  selectType: 'MULTI',
  labels: ['색상', '구성'],
  productSalePrice: 3500,
  immediateDiscountAmt: 500,
  displayableStock: true,
  flatOptions: [],
  inputs: [],
  multiLevelOptions: [
    { label: '색상', value: '블랙', children: [leaf(1, '1개입', 9), leaf(2, '3개입', 3, 6000)] },
    { label: '색상', value: '핑크', children: [leaf(3, '1개입', 0)] },
  ],
};

describe('option tree', () => {
  it('offers the second level only under the chosen first value', () => {
    expect(choicesAt(twoLevels.multiLevelOptions, [], 0).map((n) => n.value)).toEqual(['블랙', '핑크']);
    expect(choicesAt(twoLevels.multiLevelOptions, ['블랙'], 1).map((n) => n.value)).toEqual(['1개입', '3개입']);
    expect(choicesAt(twoLevels.multiLevelOptions, ['없음'], 1)).toEqual([]);
  });

  it('picks the option once every level is chosen, with its price and stock', () => {
    expect(pickOption(twoLevels, ['블랙'])).toBeNull();
    expect(pickOption(twoLevels, ['블랙', '3개입'])).toMatchObject({
      optionNo: 2,
      text: '블랙 / 3개입',
      title: '색상 / 구성',
      value: '블랙|3개입',
      buyPrice: 9000,
      addPrice: 6000,
      stockCnt: 3,
    });
  });

  it('marks a value sold out when nothing beneath it can be bought', () => {
    const pink = twoLevels.multiLevelOptions[1];
    expect(pink && isSoldOut(pink)).toBe(true);
    expect(pickOption(twoLevels, ['핑크', '1개입'])?.stockCnt).toBe(0);
  });

  it('picks the single option of a product without choices, hiding stock when the mall does', () => {
    const single: ProductOptionsReply = { ...twoLevels, type: 'DEFAULT', labels: [], displayableStock: false, multiLevelOptions: [{ ...leaf(7, '', 5), label: '' }] };
    expect(pickOption(single, [])).toMatchObject({ optionNo: 7, text: '', stockCnt: -999 });
  });

  it('limits quantity by stock and by the per-order limit', () => {
    expect(maxQuantity(5, 0)).toBe(5);
    expect(maxQuantity(5, 2)).toBe(2);
    expect(maxQuantity(-999, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});
