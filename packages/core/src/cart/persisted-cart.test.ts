import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST_CART, addToGuestCart } from './guest-cart-items.ts';
import { GUEST_CART_STORAGE_KEY, parseGuestCart, serializeGuestCart } from './persisted-cart.ts';
import { newItem } from './testing/fixtures.ts';

const cart = {
  ...addToGuestCart(
    addToGuestCart(
      EMPTY_GUEST_CART,
      newItem({ optionInputs: [{ inputLabel: '이니셜', inputValue: 'KJ', inputNo: null }], editorImage: 'https://img.example/d.png' }),
      1000,
      () => 0,
    ).cart,
    newItem({ productNo: 202, stockCnt: -999 }),
    2000,
    () => 0.5,
  ).cart,
  deliveryPrices: [{ groupKey: 'template:1', deliveryAmt: 3000 }],
};

/** The stored document with one change applied. */
function tampered(change: (doc: Record<string, unknown>) => void): string {
  const doc = JSON.parse(serializeGuestCart(cart)) as Record<string, unknown>;
  change(doc);
  return JSON.stringify(doc);
}

type Doc = { products: { orderProductOptions: Record<string, unknown>[]; delivery: { deliveryCondition: Record<string, unknown> } }[] };
const asDoc = (doc: Record<string, unknown>): Doc => doc as unknown as Doc;

describe('the stored guest cart document', () => {
  it('lives under the platform key GUEST_KEY', () => {
    expect(GUEST_CART_STORAGE_KEY).toBe('GUEST_KEY');
  });

  it('holds items, timestamp, selections and delivery prices, and reads back equal', () => {
    const text = serializeGuestCart(cart);
    expect(JSON.parse(text)).toMatchObject({
      version: 1,
      savedAt: 2000,
      selectedCartNos: [10000, 55000],
      deliveryPrices: [{ groupKey: 'template:1', deliveryAmt: 3000 }],
    });
    expect(parseGuestCart(text)).toEqual(cart);
  });

  it('nothing stored is no cart', () => {
    expect(parseGuestCart(null)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare array', '[]'],
    ['another version', tampered((d) => (d['version'] = 2))],
    ['a missing timestamp field', tampered((d) => delete d['savedAt'])],
    ['a text timestamp', tampered((d) => (d['savedAt'] = '2024-01-01'))],
    ['products not a list', tampered((d) => (d['products'] = {}))],
    ['a fractional price', tampered((d) => ((asDoc(d).products[0]?.orderProductOptions[0] ?? {})['price'] = { salePrice: 10.5, addPrice: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0 }))],
    ['a negative price', tampered((d) => ((asDoc(d).products[0]?.orderProductOptions[0] ?? {})['price'] = { salePrice: -1, addPrice: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0 }))],
    ['a zero quantity', tampered((d) => ((asDoc(d).products[0]?.orderProductOptions[0] ?? {})['orderCnt'] = 0))],
    ['an impossible stock', tampered((d) => ((asDoc(d).products[0]?.orderProductOptions[0] ?? {})['stockCnt'] = -5))],
    ['a numeric design image', tampered((d) => ((asDoc(d).products[0]?.orderProductOptions[0] ?? {})['editorImage'] = 7))],
    ['an input that is not an object', tampered((d) => ((asDoc(d).products[0]?.orderProductOptions[0] ?? {})['optionInputs'] = ['KJ']))],
    ['an unknown delivery condition', tampered((d) => ((asDoc(d).products[0]?.delivery.deliveryCondition ?? {})['deliveryConditionType'] = 'PRICE_FEE'))],
    ['a product without options', tampered((d) => ((asDoc(d).products[0] ?? { orderProductOptions: [] }).orderProductOptions = []))],
    ['a line filed under another product', tampered((d) => ((asDoc(d).products[0]?.orderProductOptions[0] ?? {})['productNo'] = 999))],
    ['a repeated cart number', tampered((d) => ((asDoc(d).products[1]?.orderProductOptions[0] ?? {})['cartNo'] = 10000))],
    ['a text selection', tampered((d) => (d['selectedCartNos'] = ['10000']))],
  ])('refuses %s', (_, text) => {
    expect(parseGuestCart(text)).toBeNull();
  });
});
