import { describe, expect, it } from 'vitest';
import type { OptionInputField } from '@courtside/core/api';
import type { PickedOption } from './option-tree';
import { lineTotal, missingInputMessage, type PurchaseLine, type PurchaseProduct } from './purchase-lines';
import { guestCartItems, memberCartItems, orderSheetProducts } from './purchase-requests';

const product: PurchaseProduct = {
  productNo: 100001,
  productName: '코트사이드 스마일 댐프너',
  imageUrl: 'https://img.example/smile.svg',
  salePrice: 9000,
  immediateDiscountAmt: 1000,
  additionDiscountAmt: 0,
  delivery: { deliveryConditionType: 'FREE', baseFee: 0, aboveConditionAmount: 0, deliveryTemplateNo: 1 } as unknown as PurchaseProduct['delivery'],
  minBuyCnt: 1,
  maxBuyTimeCnt: 0,
};
const option = (optionNo: number, buyPrice: number): PickedOption => ({ optionNo, title: '색상', text: '블랙', label: '색상', value: '블랙', addPrice: 0, buyPrice, stockCnt: 10, imageUrl: null });
const engraving: OptionInputField = { inputNo: 7, inputLabel: '각인 문구', inputMatchingType: 'OPTION', required: true } as OptionInputField;
const lines: PurchaseLine[] = [
  { option: option(1, 8000), orderCnt: 2, inputs: { 7: ' KIM ' } },
  { option: option(2, 9500), orderCnt: 1, inputs: {} },
];

describe('picked lines', () => {
  it('total the unit prices times the quantities', () => {
    expect(lineTotal(lines)).toBe(25_500);
    expect(lineTotal([])).toBe(0);
  });
  it('name the first required input left empty', () => {
    expect(missingInputMessage(lines, [engraving])).toBe('각인 문구을(를) 입력해 주세요.');
    expect(missingInputMessage([lines[0] as PurchaseLine], [engraving])).toBeNull();
  });
});

describe('the requests they become', () => {
  it('member cart items and order-sheet products carry the typed inputs, trimmed, and leave empty ones out', () => {
    expect(memberCartItems(product, lines, [engraving])).toEqual([
      { productNo: 100001, optionNo: 1, orderCnt: 2, optionInputs: [{ inputLabel: '각인 문구', inputValue: 'KIM' }] },
      { productNo: 100001, optionNo: 2, orderCnt: 1, optionInputs: [] },
    ]);
    expect(orderSheetProducts(product, lines, [engraving]).map((p) => p.optionInputs)).toEqual([[{ inputLabel: '각인 문구', inputValue: 'KIM' }], []]);
  });
  it('guest cart items carry the product, the option and its prices', () => {
    const [first] = guestCartItems(product, lines, [engraving]);
    expect(first?.product).toEqual({ productNo: 100001, productName: '코트사이드 스마일 댐프너', imageUrl: 'https://img.example/smile.svg', delivery: product.delivery });
    expect(first?.option).toMatchObject({ optionNo: 1, orderCnt: 2, imageUrl: 'https://img.example/smile.svg', price: { salePrice: 9000, addPrice: 0, immediateDiscountAmt: 1000, additionalDiscountAmt: 0 }, optionInputs: [{ inputNo: 7, inputLabel: '각인 문구', inputValue: 'KIM' }], editorImage: null });
  });
});
