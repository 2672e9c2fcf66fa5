// Payloads the refund and exchange unit tests share.
import type { PosSalePayload } from '@courtside/core/pos';

/** 3 × 1,000 + 7,000 with a 1,000원 sale discount, paid 9,000 in cash (line 1 carries 300 of the discount, line 2 700). */
export const discountedSale: PosSalePayload = {
  receiptNo: 'T1-20240305-0001',
  soldAt: '2024-03-05T05:30:00.000Z',
  lines: [
    { lineNo: 1, productNo: 1, optionNo: 10, barcode: null, name: 'A', optionName: null, quantity: 3, unitPrice: 1000, discount: 0, amount: 3000 },
    { lineNo: 2, productNo: 2, optionNo: 20, barcode: null, name: 'B', optionName: null, quantity: 1, unitPrice: 7000, discount: 0, amount: 7000 },
  ],
  discounts: [{ label: '할인', amount: 1000 }],
  payments: [{ method: 'cash', amount: 9000, tendered: 9000, change: 0 }],
  totals: { subtotal: 10000, lineDiscount: 0, saleDiscount: 1000, total: 9000 },
  voidedLines: [],
};
