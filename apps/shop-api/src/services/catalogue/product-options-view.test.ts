import { describe, expect, it } from 'vitest';
import type { CatalogueOption, CatalogueProduct } from './catalogue-types.ts';
import { flatOptions, multiLevelOptions, optionsReply } from './product-options-view.ts';

function option(optionNo: number, values: string[], stockCnt: number, addPrice = 0): CatalogueOption {
  return {
    optionNo, productNo: 1, optionName: '색상|구성', optionValue: values.join('|'), labels: ['색상', '구성'], values, addPrice,
    buyPrice: 9000 + addPrice, stockCnt, saleCnt: 0, reservationStockCnt: 0, forcedSoldOut: false, soldOut: stockCnt <= 0,
    main: optionNo === 1, managementCd: null, imageUrl: null, displayOrder: optionNo,
  };
}

function product(over: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    productNo: 1, productName: '스마일 댐프너', brandNo: null, brandName: null, salePrice: 10000, immediateDiscountAmt: 1000,
    immediateDiscountUnitType: 'WON', immediateDiscountValue: 1000, additionDiscountAmt: 0, saleStatus: 'ONSALE', display: true,
    saleStartYmdt: '2025-01-01T00:00:00.000Z', saleEndYmdt: null, optionType: 'STANDARD', optionLabels: ['색상'], imageUrl: null,
    imageUrls: [], listImageUrls: [],
    delivery: { deliveryConditionType: 'CONDITIONAL', deliveryAmt: 3000, aboveDeliveryAmt: 50000, returnDeliveryAmt: 3000, deliveryTemplateNo: 1, partnerNo: 1, partnerName: '코트사이드' },
    minBuyCnt: 1, maxBuyPersonCnt: 0, maxBuyTimeCnt: 0, memberOnly: false, couponUse: true, accumulationUse: true, accumulationRate: 1,
    customKind: null, options: [], inputs: [], stockCnt: 0, soldOut: false, content: '', promotionText: null, stickerLabels: [],
    registeredAt: '2025-01-01T00:00:00.000Z', saleCnt: 0, likeCnt: 0, reviewCnt: 0, reviewRating: 0,
    ...over,
  };
}

const twoLevels = product({
  optionLabels: ['색상', '구성'],
  options: [option(1, ['블랙', '1개입'], 5), option(2, ['블랙', '3개입'], 0, 6000), option(3, ['화이트', '1개입'], 0), option(4, ['화이트', '3개입'], 0, 6000)],
});

describe('option replies', () => {
  it('lists flat options with joined labels and values and marks empty ones sold out', () => {
    const flat = flatOptions(twoLevels);
    expect(flat[1]).toMatchObject({ optionNo: 2, label: '색상|구성', value: '블랙|3개입', addPrice: 6000, saleType: 'SOLD_OUT' });
    expect(flat[0]?.saleType).toBe('AVAILABLE');
  });

  it('groups options level by level; leaves carry optionNo; a group with nothing left is sold out', () => {
    const tree = multiLevelOptions(twoLevels);
    expect(tree.map((n) => [n.value, n.saleType, n.stockCnt])).toEqual([['블랙', 'AVAILABLE', 5], ['화이트', 'SOLD_OUT', 0]]);
    expect(tree[0]?.children.map((c) => [c.label, c.value, c.optionNo])).toEqual([['구성', '1개입', 1], ['구성', '3개입', 2]]);
  });

  it('selects with one list per level only when there are several levels', () => {
    expect(optionsReply(twoLevels).selectType).toBe('MULTI');
    expect(optionsReply(product()).selectType).toBe('FLAT');
  });
});
