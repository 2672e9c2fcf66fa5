import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductOptionsReply } from '@courtside/core/api';
import { reshapeRestockRows } from './restock-view';

const product = { baseInfo: { productName: '스마일 댐프너', imageUrls: ['https://img/1.png'] } } as unknown as ProductDetail;
const options = {
  flatOptions: [{ optionNo: 7, label: '색상|구성', value: '화이트|5개입', stockCnt: 0, saleType: 'SOLD_OUT', forcedSoldOut: false }],
} as unknown as ProductOptionsReply;

describe('reshapeRestockRows', () => {
  it('names each request by its product and option', () => {
    const rows = reshapeRestockRows([{ restockNo: 3, productNo: 100001, optionNo: 7, registerYmdt: '2026-11-28 10:00:00' }], new Map([[100001, { product, options }]]));
    expect(rows).toEqual([{ restockNo: 3, productNo: 100001, productName: '스마일 댐프너', imageUrl: 'https://img/1.png', optionText: '색상: 화이트 / 구성: 5개입', requestedOn: '2026.11.28', backInStock: false }]);
  });

  it('keeps a request whose product is gone, by its numbers', () => {
    const [row] = reshapeRestockRows([{ restockNo: 4, productNo: 9, optionNo: 8, registerYmdt: '2026-11-01T00:00:00' }], new Map([[9, null]]));
    expect(row).toMatchObject({ productName: '상품 9', optionText: '옵션 8', imageUrl: null });
  });
});
