// Timings of the terminal's services on a real SQLite file (synchronous=FULL, on disk): applying a
// 100,000-product catalogue delta, then the two hot paths over that catalogue — barcode lookup and
// sale + outbox commit, both prepared statements (src/services/db/hot-paths.ts) — and receipt encoding.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ascending, benchLine, formatMs, interleave, percentile } from '@courtside/core/bench';
import type { PosCatalogueItem } from '@courtside/core/pos';
import { withCheckDigit } from '@courtside/core/scan';
import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { renderReceipt } from '@courtside/hardware';
import { saleReceiptDocument } from '../src/services/printer/documents.ts';
import { createTestTerminal, readyTerminal } from '../src/services/testing/test-terminal.ts';
import type { SaleDraft } from '../src/shared/schemas.ts';

const pct = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

const SALES = Number(process.env.BENCH_SALES ?? 3000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 20_000);

const t = await createTestTerminal();
try {
  await readyTerminal(t);
  const synchronous = (await sql<{ synchronous: number }>`pragma synchronous`.execute(t.services.db)).rows[0]?.synchronous;
  const journal = (await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.services.db)).rows[0]?.journal_mode;
  const mode = `${journal}, synchronous=${synchronous === 2 ? 'FULL' : String(synchronous)}`;

  const barcodeOf = (n: number) => withCheckDigit(`880${String(n).padStart(9, '0')}`);
  const items: PosCatalogueItem[] = [];
  for (let n = 1; n <= PRODUCTS; n += 1) {
    const productNo = 100_000 + n;
    items.push({ kind: 'product', product: { productNo, name: `상품 ${n} 댐프너`, brandName: null, salePrice: 1000 + (n % 50) * 100, imageUrl: null, onSale: true, options: [{ optionNo: productNo * 10, label: `상품 ${n} 댐프너`, price: 1000 + (n % 50) * 100, stockCnt: n % 40, saleable: true }] } });
    items.push({ kind: 'barcode', barcode: { barcode: barcodeOf(n), symbology: 'ean13', productNo, optionNo: productNo * 10, inStore: false, updatedAt: '2024-03-01T00:00:00.000Z' } });
  }
  const applyStart = performance.now();
  for (let i = 0; i < items.length; i += 4000) await t.services.catalogue.applyPage({ items: items.slice(i, i + 4000), nextCursor: String(i), hasMore: true });
  console.log(`catalogue delta of ${PRODUCTS.toLocaleString('en')} products (+ barcodes), pages of 2,000: ${((performance.now() - applyStart) / 1000).toFixed(2)} s`);

  const lookups: number[] = [];
  let found = 0;
  for (let i = 0; i < 2000; i += 1) await t.services.catalogue.lookupBarcode(barcodeOf(1 + i));
  for (let i = 0; i < LOOKUPS; i += 1) {
    const n = 1 + ((i * 7919) % PRODUCTS);
    const code = barcodeOf(n);
    const start = performance.now();
    const item = await t.services.catalogue.lookupBarcode(code);
    lookups.push(performance.now() - start);
    if (item?.optionNo === (100_000 + n) * 10) found += 1;
  }
  lookups.sort((a, b) => a - b);
  console.log(`barcode lookup over ${PRODUCTS.toLocaleString('en')} cached products (${LOOKUPS} lookups, ${found} found): p50 ${fmt(pct(lookups, 0.5))}, p99 ${fmt(pct(lookups, 0.99))}  (goal p99 ≤ 0.03 ms)`);
  if (found !== LOOKUPS) throw new Error(`lookup found ${found} of ${LOOKUPS}`);
  // For comparison at the same load: the same read as a Kysely query built per call (the path before).
  const built: number[] = [];
  for (let i = 0; i < LOOKUPS; i += 1) {
    const code = barcodeOf(1 + ((i * 7919) % PRODUCTS));
    const start = performance.now();
    await t.services.db
      .selectFrom('catalogue_barcodes as b')
      .innerJoin('catalogue_options as o', 'o.option_no', 'b.option_no')
      .innerJoin('catalogue_products as p', 'p.product_no', 'o.product_no')
      .select(['p.product_no', 'o.option_no', 'p.name', 'o.label', 'o.price', 'o.stock'])
      .where('b.barcode', '=', code)
      .executeTakeFirst();
    built.push(performance.now() - start);
  }
  built.sort((a, b) => a - b);
  console.log(`  the same lookup as a Kysely query built per call: p50 ${fmt(pct(built, 0.5))}, p99 ${fmt(pct(built, 0.99))}`);

  // Sales of catalogue options (each line takes stock from its option's row), as the counter records them.
  const draftOf = (i: number): SaleDraft => {
    const a = 1 + ((i * 31) % PRODUCTS);
    const b = 1 + ((i * 7919 + 17) % PRODUCTS);
    return {
      lines: [
        { productNo: 100_000 + a, optionNo: (100_000 + a) * 10, name: `상품 ${a} 댐프너`, optionName: '', barcode: barcodeOf(a), quantity: 2, unitPrice: 6000, discount: 0, voidReason: null },
        { productNo: 100_000 + b, optionNo: (100_000 + b) * 10, name: `상품 ${b} 댐프너`, optionName: '', barcode: null, quantity: 1, unitPrice: 9000, discount: 500, voidReason: null },
      ],
      saleDiscount: null,
      payments: [{ method: 'cash', amount: 20500, tendered: 50000 }],
      heldSaleId: null,
    };
  };
  const actor = { staffId: 21, staffName: '최계산', terminalId: 3, terminalName: '카운터 3' };
  // What the disk allows: a bare one-row transaction on a scratch file beside the terminal's, same
  // pragmas, timed in turn with the sales so both meet the same load. A commit under synchronous=FULL
  // waits for the disk's flush; the sale's own work is the difference between the two lines.
  const floorDb = new SQLite(join(t.dir, 'fsync-floor.sqlite'));
  try {
    floorDb.pragma('journal_mode = WAL');
    floorDb.pragma('synchronous = FULL');
    floorDb.exec('create table t (id integer primary key, v text not null)');
    const insert = floorDb.prepare<[string]>('insert into t (v) values (?)');
    const bare = floorDb.transaction((v: string) => insert.run(v));
    for (let i = 0; i < 50; i += 1) await t.services.sales.record(draftOf(i), actor);
    const timed = await interleave(SALES, (i) => t.services.sales.record(draftOf(50 + i), actor), [(i) => bare.immediate(`판매 ${i}`)], () => performance.now());
    const commits = ascending(timed.project);
    const floor = ascending(timed.limit);
    const pending = await t.services.outbox.pendingCount();
    console.log(benchLine({
      measure: `판매 + outbox 커밋 p99 (2줄 판매 ${SALES}건, outbox ${pending}건, ${mode})`,
      project: percentile(commits, 99),
      detail: `p50 ${formatMs(percentile(commits, 50))}`,
      limit: percentile(floor, 99),
      limitWhat: `같은 디스크의 fsync 한 줄 커밋, 번갈아 (p50 ${formatMs(percentile(floor, 50))})`,
      goal: { maxRatio: 1.15 },
    }, loadavg()));
  } finally {
    floorDb.close();
  }

  const receiptLines = Array.from({ length: 30 }, (_, i) => ({ lineNo: i + 1, productNo: 1, optionNo: 10, barcode: null, name: `코트사이드 진동 댐프너 Pro ${i + 1}`, optionName: '블랙 / 2개입', quantity: 1 + (i % 3), unitPrice: 6000, discount: 0, amount: (1 + (i % 3)) * 6000 }));
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
  console.log(benchLine({ measure: '30줄 한글 영수증 ESC/POS 인코딩 p99 (42칸)', project: pct(encodes, 0.99), detail: `p50 ${fmt(pct(encodes, 0.5))}`, limit: null, goal: { maxMs: 0.5 } }, loadavg()));
} finally {
  await t.destroy();
}
