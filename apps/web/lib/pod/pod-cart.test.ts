import { describe, expect, it } from 'vitest';
import type { ProductOption } from '@courtside/core/api';
import { mallOptionForVariant, podGuestCartItem, podMemberCartItem, type PodMallProduct } from './pod-cart';

const option = (optionNo: number, value: string, extra: Partial<ProductOption> = {}): ProductOption => ({
  optionNo,
  label: '사이즈|색상',
  value,
  addPrice: 0,
  buyPrice: 25000,
  stockCnt: 10,
  saleType: 'AVAILABLE',
  forcedSoldOut: false,
  main: false,
  ...extra,
});

const shirt: PodMallProduct = {
  productNo: 100203,
  productName: '주문제작 클럽 티셔츠',
  imageUrl: 'https://shop/shirt.png',
  salePrice: 25000,
  immediateDiscountAmt: 0,
  additionDiscountAmt: 0,
  delivery: { partnerName: '코트사이드', deliveryTemplateGroupNo: null, deliveryCondition: { deliveryConditionType: 'FIXED_FEE', baseDeliveryAmt: 0, aboveDeliveryAmt: 0, deliveryAmt: 3000 } },
  options: {
    labels: ['사이즈', '색상'],
    flatOptions: [option(1, 'S|화이트'), option(2, 'M|화이트'), option(3, 'M|네이비', { addPrice: 1000 })],
    inputs: [{ inputNo: 7, inputLabel: '각인 문구', inputMatchingType: 'OPTION', required: false }],
  },
};

describe('matching a partner variant to the mall option', () => {
  it('joins the variant’s values in the mall’s label order', () => {
    expect(mallOptionForVariant({ options: { 색상: '네이비', 사이즈: 'M' } }, shirt.options)?.optionNo).toBe(3);
  });

  it('also reads labels the platform joined with |', () => {
    expect(mallOptionForVariant({ options: { 사이즈: 'S', 색상: '화이트' } }, { labels: ['사이즈|색상'], flatOptions: shirt.options.flatOptions })?.optionNo).toBe(1);
  });

  it('finds nothing for a combination the mall does not sell, or a value the variant lacks', () => {
    expect(mallOptionForVariant({ options: { 사이즈: 'XL', 색상: '화이트' } }, shirt.options)).toBeNull();
    expect(mallOptionForVariant({ options: { 사이즈: 'M' } }, shirt.options)).toBeNull();
    expect(mallOptionForVariant({}, shirt.options)).toBeNull();
  });

  it('maps any variant to the single option of a product without options', () => {
    const single = { labels: [], flatOptions: [option(9, '', { label: '' })] };
    expect(mallOptionForVariant({ options: {} }, single)?.optionNo).toBe(9);
    expect(mallOptionForVariant({ options: {} }, { labels: [], flatOptions: [] })).toBeNull();
  });
});

describe('a saved design as a cart line', () => {
  const design = { projectId: 'PJ20250301-ABCDEFGH', thumbnail: 'https://shop/uploads/pod/t.png' };
  const navyM = shirt.options.flatOptions[2];

  it('sends the member’s cart the option, quantity and the project with its thumbnail', () => {
    if (!navyM) throw new Error('fixture');
    expect(podMemberCartItem(shirt, navyM, design, 2)).toEqual({
      productNo: 100203,
      optionNo: 3,
      orderCnt: 2,
      optionInputs: [
        { inputLabel: '주문제작 프로젝트', inputValue: 'PJ20250301-ABCDEFGH', inputNo: null },
        { inputLabel: '디자인 이미지', inputValue: 'https://shop/uploads/pod/t.png', inputNo: null },
      ],
    });
  });

  it('keeps the design image on the guest cart line, so another design is another line', () => {
    if (!navyM) throw new Error('fixture');
    const item = podGuestCartItem(shirt, navyM, design, 1);
    expect(item.option).toMatchObject({ optionNo: 3, optionValue: 'M|네이비', editorImage: design.thumbnail, imageUrl: design.thumbnail, price: { salePrice: 25000, addPrice: 1000 } });
    expect(item.product).toMatchObject({ productNo: 100203, productName: '주문제작 클럽 티셔츠' });
  });
});
