import { describe, expect, it } from 'vitest';
import { product } from '../../testing/catalogue-product.ts';
import { isOnSale, lineTotals, linePrice, priceLines, sameOptionInputs, type LineRequest } from './pricing.ts';

const req = (over: Partial<LineRequest> = {}): LineRequest => ({ cartNo: 1, productNo: 1, optionNo: 11, orderCnt: 1, optionInputs: [], ...over });
const ctx = { now: new Date('2026-06-01T00:00:00Z'), member: true };

describe('line pricing', () => {
  it('follows the contract example per unit, times the quantity', () => {
    expect(linePrice(product(), 5000, 1)).toEqual({ salePrice: 10000, addPrice: 5000, immediateDiscountAmt: 1000, additionalDiscountAmt: 500, standardAmt: 15000, buyAmt: 13500 });
    expect(linePrice(product(), 5000, 3).buyAmt).toBe(40500);
  });

  it('never discounts below zero', () => {
    expect(linePrice(product({ salePrice: 1000, immediateDiscountAmt: 800, additionDiscountAmt: 800 }), 0, 2)).toMatchObject({ buyAmt: 0, additionalDiscountAmt: 400 });
  });

  it('marks each kind of unbuyable line with its code instead of throwing', () => {
    const p = product();
    const kinds = (lines: LineRequest[], products = new Map([[1, p]]), c = ctx) => priceLines(lines, products, c).map((l) => l.error?.kind ?? null);
    expect(kinds([req()])).toEqual([null]);
    expect(kinds([req({ productNo: 9 })])).toEqual(['PRODUCT_NOT_FOUND']);
    expect(kinds([req({ optionNo: 99 })])).toEqual(['OPTION_NOT_FOUND']);
    expect(kinds([req({ orderCnt: 6 })])).toEqual(['OVER_STOCK']);
    // Two lines of one option share its stock.
    expect(kinds([req({ orderCnt: 3 }), req({ cartNo: 2, orderCnt: 3 })])).toEqual(['OVER_STOCK', 'OVER_STOCK']);
    expect(kinds([req()], new Map([[1, product({ saleStatus: 'STOP' })]]))).toEqual(['NOT_ON_SALE']);
    expect(kinds([req()], new Map([[1, product({ memberOnly: true })]]), { ...ctx, member: false })).toEqual(['MEMBER_ONLY']);
    expect(kinds([req()], new Map([[1, product({ minBuyCnt: 2 })]]))).toEqual(['UNDER_MIN_BUY']);
    expect(kinds([req({ orderCnt: 3 })], new Map([[1, product({ maxBuyTimeCnt: 2 })]]))).toEqual(['OVER_MAX_BUY']);
    const required = product({ inputs: [{ inputNo: 1, inputLabel: '각인 문구', inputMatchingType: 'OPTION', required: true }] });
    expect(kinds([req()], new Map([[1, required]]))).toEqual(['INPUT_REQUIRED']);
    expect(kinds([req({ optionInputs: [{ inputNo: null, inputLabel: '각인 문구', inputValue: 'ACE' }] })], new Map([[1, required]]))).toEqual([null]);
    const soldOut = product({ options: [{ ...product().options[0]!, soldOut: true, stockCnt: 0 }] });
    const [line] = priceLines([req()], new Map([[1, soldOut]]), ctx);
    expect(line?.error).toMatchObject({ kind: 'SOLD_OUT', code: 'O1004', orderCntChangeable: false });
    expect(line?.error?.message).toMatch(/품절/);
  });

  it('respects the sale period', () => {
    expect(isOnSale(product({ saleStartYmdt: '2026-07-01T00:00:00Z' }), ctx.now)).toBe(false);
    expect(isOnSale(product({ saleEndYmdt: '2026-05-01T00:00:00Z' }), ctx.now)).toBe(false);
    expect(isOnSale(product(), ctx.now)).toBe(true);
  });

  it('totals only the lines that can be bought, with points at the product rate', () => {
    const lines = priceLines([req({ orderCnt: 2 }), req({ productNo: 9 })], new Map([[1, product({ accumulationRate: 3 })]]), ctx);
    expect(lineTotals(lines)).toEqual({ standardAmt: 30000, immediateDiscountAmt: 2000, additionalDiscountAmt: 1000, buyAmt: 27000, accumulationAmt: 810 });
  });

  it('treats the same inputs in any order as the same cart line', () => {
    const a = [{ inputNo: 1, inputLabel: '앞면', inputValue: 'A' }, { inputNo: null, inputLabel: '뒷면', inputValue: 'B ' }];
    const b = [{ inputNo: null, inputLabel: '뒷면', inputValue: 'B' }, { inputNo: 2, inputLabel: '앞면', inputValue: 'A' }];
    expect(sameOptionInputs(a, b)).toBe(true);
    expect(sameOptionInputs(a, [{ inputNo: null, inputLabel: '앞면', inputValue: 'C' }])).toBe(false);
  });
});
