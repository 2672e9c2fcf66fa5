// The product grid with 5,000 products in 20 categories: one page of tiles (24) through the
// dispatcher, as the sale screen asks for it — a category tab at any page, everything, favourites.
import { performance } from 'node:perf_hooks';
import type { PosCatalogueItem } from '@courtside/core/pos';
import { createTestTerminal, readyTerminal } from '../src/services/testing/test-terminal.ts';

const PRODUCTS = Number(process.env.BENCH_GRID_PRODUCTS ?? 5000);
const PAGES = Number(process.env.BENCH_GRID_PAGES ?? 2000);
const pct = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

const t = await createTestTerminal();
try {
  await readyTerminal(t, 'admin');
  const items: PosCatalogueItem[] = [];
  for (let n = 1; n <= PRODUCTS; n += 1) {
    const categoryNo = 700 + (n % 20);
    items.push({
      kind: 'product',
      product: {
        productNo: 200_000 + n,
        name: `그리드 상품 ${n}`,
        brandName: null,
        salePrice: 3000,
        imageUrl: null,
        onSale: true,
        options: [1, 2].map((k) => ({ optionNo: (200_000 + n) * 10 + k, label: `옵션 ${k}`, price: 3000, stockCnt: n % 9, saleable: true })),
        categories: [{ categoryNo, label: `분류 ${categoryNo}`, path: `전체 > 분류 ${categoryNo}` }],
      },
    });
  }
  await t.services.catalogue.applyItems(items);
  for (let n = 1; n <= 40; n += 1) await t.dispatch('catalogue.pin', { optionNo: (200_000 + n * 97) * 10 + 1, pinned: true });

  const timings: number[] = [];
  for (let i = 0; i < PAGES; i += 1) {
    const which = i % 4;
    const tab = which === 0 ? { kind: 'all' as const } : which === 1 ? { kind: 'favourites' as const } : { kind: 'category' as const, categoryNo: 700 + (i % 20) };
    const start = performance.now();
    const page = await t.dispatch('catalogue.grid', { tab, offset: ((i * 7) % 20) * 24, limit: 24 });
    timings.push(performance.now() - start);
    if (!page.ok) throw new Error(page.error.message);
  }
  timings.sort((a, b) => a - b);
  const start = performance.now();
  await t.dispatch('catalogue.categories', {});
  const tabsMs = performance.now() - start;
  console.log(`product grid page of 24 over ${PRODUCTS.toLocaleString('en')} products (${PRODUCTS * 2} items, 20 categories; ${PAGES} pages): p50 ${fmt(pct(timings, 0.5))}, p99 ${fmt(pct(timings, 0.99))}; category tabs ${fmt(tabsMs)}  (goal p99 ≤ 10 ms)`);
} finally {
  await t.destroy();
}
