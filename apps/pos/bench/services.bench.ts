// Timings of the terminal's services on a real SQLite file (synchronous=FULL): sale + outbox commit,
// applying a 100,000-product catalogue delta, and barcode lookup over those 100,000 products.
import { performance } from 'node:perf_hooks';
import type { PosCatalogueItem } from '@courtside/core';
import { withCheckDigit } from '@courtside/core';
import { renderReceipt } from '@courtside/hardware';
import { saleReceiptDocument } from '../src/services/printer/documents.ts';
import { createTestTerminal, readyTerminal } from '../src/services/testing/test-terminal.ts';
import type { SaleDraft } from '../src/shared/schemas.ts';

const pct = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

const SALES = Number(process.env.BENCH_SALES ?? 2000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 20_000);

const t = await createTestTerminal();
try {
  await readyTerminal(t);
  const draft: SaleDraft = {
    lines: [
      { productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: '8801234567893', quantity: 2, unitPrice: 6000, discount: 0, voidReason: null },
      { productNo: 2, optionNo: 20, name: '오버그립', optionName: '', barcode: null, quantity: 1, unitPrice: 9000, discount: 500, voidReason: null },
    ],
    saleDiscount: null,
    payments: [{ method: 'cash', amount: 20500, tendered: 50000 }],
    heldSaleId: null,
  };
  const actor = { staffId: 21, staffName: '최계산', terminalId: 3, terminalName: '카운터 3' };
  for (let i = 0; i < 50; i += 1) await t.services.sales.record(draft, actor);
  const commits: number[] = [];
  for (let i = 0; i < SALES; i += 1) {
    const start = performance.now();
    await t.services.sales.record(draft, actor);
    commits.push(performance.now() - start);
  }
  commits.sort((a, b) => a - b);
  console.log(`sale + outbox commit (${SALES} sales, synchronous=FULL): p50 ${fmt(pct(commits, 0.5))}, p99 ${fmt(pct(commits, 0.99))}  (goal p99 ≤ 5 ms)`);

  const receiptLines = Array.from({ length: 30 }, (_, i) => ({ lineNo: i + 1, productNo: 1, optionNo: 10, barcode: null, name: `코트사이드 진동 댐프너 Pro ${i + 1}`, optionName: '블랙 / 2개입', qty: 1 + (i % 3), unitPrice: 6000, discount: 0, amount: (1 + (i % 3)) * 6000 }));
  const receiptTotal = receiptLines.reduce((s, l) => s + l.amount, 0);
  const receipt = saleReceiptDocument(
    { receiptNo: 'T1-20240305-0001', soldAt: '2024-03-05T05:30:00.000Z', lines: receiptLines, discounts: [], payments: [{ method: 'cash', amount: receiptTotal, tendered: receiptTotal, change: 0 }], totals: { subtotal: receiptTotal, lineDiscount: 0, saleDiscount: 0, total: receiptTotal }, voidedLines: [] },
    { cashierName: '김계산', terminalName: '카운터 1' },
    { name: '코트사이드', businessNumber: '220-81-62517', representative: '김코트', address: '서울특별시 마포구 테니스로 1', phone: '02-1234-5678' },
  );
  for (let i = 0; i < 200; i += 1) renderReceipt(receipt, { columns: 42 });
  const encodes: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const start = performance.now();
    renderReceipt(receipt, { columns: 42 });
    encodes.push(performance.now() - start);
  }
  encodes.sort((a, b) => a - b);
  console.log(`encode a 30-line Korean receipt to ESC/POS: p50 ${fmt(pct(encodes, 0.5))}, p99 ${fmt(pct(encodes, 0.99))}  (goal ≤ 2 ms)`);

  const items: PosCatalogueItem[] = [];
  for (let n = 1; n <= PRODUCTS; n += 1) {
    const productNo = 100_000 + n;
    items.push({ kind: 'product', product: { productNo, name: `상품 ${n} 댐프너`, brandName: null, salePrice: 1000 + (n % 50) * 100, imageUrl: null, onSale: true, options: [{ optionNo: productNo * 10, label: `상품 ${n} 댐프너`, price: 1000 + (n % 50) * 100, stockCnt: n % 40, saleable: true }] } });
    items.push({ kind: 'barcode', barcode: { barcode: withCheckDigit(`880${String(n).padStart(9, '0')}`), symbology: 'ean13', productNo, optionNo: productNo * 10, inStore: false, updatedAt: '2024-03-01T00:00:00.000Z' } });
  }
  const applyStart = performance.now();
  for (let i = 0; i < items.length; i += 4000) await t.services.catalogue.applyPage({ items: items.slice(i, i + 4000), nextCursor: String(i), hasMore: true });
  console.log(`catalogue delta of ${PRODUCTS.toLocaleString('en')} products (+ barcodes), pages of 2,000: ${((performance.now() - applyStart) / 1000).toFixed(2)} s`);

  const lookups: number[] = [];
  let found = 0;
  for (let i = 0; i < LOOKUPS; i += 1) {
    const n = 1 + ((i * 7919) % PRODUCTS);
    const code = withCheckDigit(`880${String(n).padStart(9, '0')}`);
    const start = performance.now();
    const item = await t.services.catalogue.lookupBarcode(code);
    lookups.push(performance.now() - start);
    if (item) found += 1;
  }
  lookups.sort((a, b) => a - b);
  console.log(`barcode lookup over ${PRODUCTS.toLocaleString('en')} cached products (${LOOKUPS} lookups, ${found} found): p50 ${fmt(pct(lookups, 0.5))}, p99 ${fmt(pct(lookups, 0.99))}  (goal p99 ≤ 1 ms)`);
} finally {
  await t.destroy();
}
