// Sale data shared by the unit tests, the integration tests and the benchmark.
import type { ReceiptShopInfo, SaleReceiptInput } from '@courtside/core/receipt';

export const TEST_SHOP: ReceiptShopInfo = {
  name: '코트사이드',
  businessNumber: '123-45-67890',
  representative: '김코트',
  address: '서울특별시 마포구 월드컵로 1',
  phone: '02-123-4567',
};

const NAMES = [
  '코트사이드 진동 댐퍼',
  'Babolat Custom Damp',
  '오버그립 Tourna Grip XL 3개입',
  '커스텀 양면 인쇄 댐퍼 (블랙/화이트)',
  'Wilson 로고 댐퍼',
  '테니스공 캔 3입',
];

/** A cash sale with `items` lines, each a different mix of Hangul and Latin. */
export function koreanSale(items: number): SaleReceiptInput {
  const lines = Array.from({ length: items }, (_, i) => ({
    name: `${NAMES[i % NAMES.length] ?? ''} ${i + 1}`,
    quantity: (i % 3) + 1,
    unitPrice: 1000 * ((i % 7) + 3),
  }));
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  return {
    shop: TEST_SHOP,
    receiptNo: 'R240305-0001',
    soldAt: Date.UTC(2024, 2, 5, 5, 5, 33),
    cashierName: '이수진',
    lines,
    payments: [{ method: 'cash', amount: total, tendered: Math.ceil(total / 10000) * 10000 }],
  };
}
