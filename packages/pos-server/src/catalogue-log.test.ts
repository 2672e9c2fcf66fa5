import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './catalogue';
import { toCatalogueProduct, toFeedItem } from './catalogue-log';

describe('catalogue feed pieces', () => {
  it('round-trips cursors and refuses foreign ones with POS_CURSOR_INVALID', () => {
    expect(decodeCursor(encodeCursor(42))).toBe(42);
    expect(decodeCursor(undefined)).toBe(0);
    expect(decodeCursor('')).toBe(0);
    expect(() => decodeCursor('42')).toThrow(expect.objectContaining({ code: 'POS_CURSOR_INVALID', status: 400 }));
    expect(() => decodeCursor('v1.-1')).toThrow(expect.objectContaining({ code: 'POS_CURSOR_INVALID' }));
  });

  it('prices options as a shopper pays (sale price − immediate discount + option price) and hides sold-out ones', () => {
    const product = toCatalogueProduct({
      productNo: 7,
      productName: '댐프너',
      salePrice: 10000,
      immediateDiscountAmt: 1000,
      saleStatus: 'ONSALE',
      display: true,
      optionLabels: ['색상'],
      updatedAt: '',
      options: [
        { optionNo: 71, values: ['블랙'], addPrice: 0, stockCnt: 3, forcedSoldOut: false },
        { optionNo: 72, values: ['핑크', '2개입'], addPrice: 500, stockCnt: 0, forcedSoldOut: true },
      ],
    });
    expect(product.salePrice).toBe(9000);
    expect(product.options).toEqual([
      { optionNo: 71, label: '블랙', price: 9000, stockCnt: 3, saleable: true },
      { optionNo: 72, label: '핑크 / 2개입', price: 9500, stockCnt: 0, saleable: false },
    ]);
    const stopped = toCatalogueProduct({ ...{ productNo: 8, productName: '단종', salePrice: 1000, immediateDiscountAmt: 0, saleStatus: 'STOP', display: true, optionLabels: [], updatedAt: '' }, options: [{ optionNo: 81, values: [], addPrice: 0, stockCnt: 5, forcedSoldOut: false }] });
    expect(stopped.options[0]).toMatchObject({ label: '단종', saleable: false });
  });

  it('turns log rows into feed items, removals included', () => {
    expect(toFeedItem({ kind: 'product', item_key: 'p:5', removed: 1, body_json: null, product_no: 5 })).toEqual({ kind: 'product-removed', productNo: 5 });
    expect(toFeedItem({ kind: 'barcode', item_key: 'b:8801234567893', removed: 1, body_json: null, product_no: 5 })).toEqual({ kind: 'barcode-removed', barcode: '8801234567893' });
  });
});
