import { describe, expect, it } from 'vitest';
import { CUSTOM_DAMPENER_OPTION_NO, CUSTOM_DAMPENER_PRODUCT_NO } from './fixtures.ts';
import { isValidEan13 } from '@courtside/core/scan';
import { expandLevels, productRows, seedOptionBarcode } from './catalogue.ts';
import { seedProducts } from './catalogue-products.ts';

const now = new Date('2025-03-01T00:00:00Z');

describe('seed catalogue', () => {
  it('multiplies option levels out, first level slowest, summing add prices', () => {
    const combos = expandLevels([
      { label: '색상', values: ['블랙', '화이트'] },
      { label: '구성', values: ['1개입', { value: '3개입', addPrice: 6000 }] },
    ]);
    expect(combos.map((c) => c.values.join('|'))).toEqual(['블랙|1개입', '블랙|3개입', '화이트|1개입', '화이트|3개입']);
    expect(combos.map((c) => c.addPrice)).toEqual([0, 6000, 0, 6000]);
  });

  it('gives a product without levels one DEFAULT option, and sold-out values no stock', () => {
    const ball = seedProducts.find((p) => p.productNo === 100004);
    const smile = seedProducts.find((p) => p.productNo === 100001);
    if (!ball || !smile) throw new Error('seed products missing');
    const rows = productRows(ball, now);
    expect(rows.product.option_type).toBe('DEFAULT');
    expect(rows.options).toHaveLength(1);
    const smileRows = productRows(smile, now);
    const whiteFive = smileRows.options.find((o) => o.values_json === JSON.stringify(['화이트', '5개입']));
    expect(whiteFive?.stock_cnt).toBe(0);
    expect(smileRows.product.immediate_discount_amt).toBe(500);
  });

  it('gives every seeded option its own Korean GS1 barcode (880, check digit right) as its management code', () => {
    const codes = seedProducts.flatMap((p) => productRows(p, now).options.map((o) => o.management_cd ?? ''));
    expect(codes.length).toBeGreaterThan(40);
    for (const code of codes) {
      expect(code).toMatch(/^880\d{10}$/);
      expect(isValidEan13(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(seedOptionBarcode(10000101)).toBe('8800100001011');
    expect(() => seedOptionBarcode(1_000_000_000)).toThrow(RangeError);
  });

  it('keeps the custom dampener on its fixed product and option numbers', () => {
    const custom = seedProducts.find((p) => p.productNo === CUSTOM_DAMPENER_PRODUCT_NO);
    if (!custom) throw new Error('custom dampener missing');
    expect(productRows(custom, now).options[0]?.option_no).toBe(CUSTOM_DAMPENER_OPTION_NO);
  });

  it('has about forty products with unique numbers, pictures, and at least one of every kind the shop needs', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(40);
    const built = seedProducts.map((p) => productRows(p, now));
    expect(new Set(seedProducts.map((p) => p.productNo)).size).toBe(seedProducts.length);
    const optionNos = built.flatMap((b) => b.options.map((o) => o.option_no));
    expect(new Set(optionNos).size).toBe(optionNos.length);
    expect(built.every((b) => JSON.parse(b.product.image_urls_json ?? '[]').length > 0)).toBe(true);
    expect(built.some((b) => JSON.parse(b.product.option_labels_json ?? '[]').length === 4)).toBe(true);
    expect(built.some((b) => b.options.every((o) => o.stock_cnt === 0))).toBe(true);
    expect(new Set(built.map((b) => b.product.delivery_condition_type))).toEqual(new Set(['CONDITIONAL', 'FREE', 'FIXED_FEE']));
    expect(new Set(built.map((b) => b.product.immediate_discount_unit))).toEqual(new Set(['WON', 'RATE']));
  });
});
