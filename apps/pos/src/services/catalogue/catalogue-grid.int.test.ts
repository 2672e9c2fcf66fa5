// The product grid over a real terminal database: category tabs from the feed, favourites an admin
// pins (and only an admin), sold-out marks, and paging through thousands of products.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PosCatalogueItem } from '@courtside/core/pos';
import { createTestTerminal, readyTerminal } from '../testing/test-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';

const DAMPENERS = { categoryNo: 501, label: '댐프너', path: '악세서리 > 댐프너' };
const GRIPS = { categoryNo: 502, label: '그립', path: '악세서리 > 그립' };

function product(productNo: number, name: string, stock: number, categories: (typeof DAMPENERS)[], saleable = true): PosCatalogueItem {
  return { kind: 'product', product: { productNo, name, brandName: null, salePrice: 5000, imageUrl: null, onSale: true, options: [{ optionNo: productNo * 10, label: name, price: 5000, stockCnt: stock, saleable }], categories } };
}

describe('the product grid', () => {
  let t: TestTerminal;
  beforeEach(async () => {
    t = await createTestTerminal();
    await readyTerminal(t, 'admin');
  });
  afterEach(async () => t.destroy());

  it('shows category tabs, marks sold-out items, and pages through 5,000 products', async () => {
    const items: PosCatalogueItem[] = [];
    for (let i = 0; i < 5000; i += 1) items.push(product(1000 + i, `상품 ${String(i).padStart(4, '0')}`, i % 7 === 0 ? 0 : 3, [i % 2 === 0 ? DAMPENERS : GRIPS]));
    items.push(product(9999, '판매 중지 댐프너', 5, [DAMPENERS], false));
    await t.services.catalogue.applyItems(items);

    const tabs = await t.dispatch('catalogue.categories', {});
    expect(tabs).toEqual({ ok: true, value: [{ ...GRIPS, count: 2500 }, { ...DAMPENERS, count: 2501 }] });
    const first = await t.dispatch('catalogue.grid', { tab: { kind: 'category', categoryNo: 501 }, offset: 0, limit: 24 });
    expect(first).toMatchObject({ ok: true, value: { total: 2501 } });
    const page = first.ok ? (first.value as { items: { name: string; soldOut: boolean }[] }).items : [];
    expect(page).toHaveLength(24);
    expect(page[0]).toMatchObject({ name: '상품 0000', soldOut: true });
    expect(page[1]).toMatchObject({ name: '상품 0002', soldOut: false });
    const last = await t.dispatch('catalogue.grid', { tab: { kind: 'category', categoryNo: 501 }, offset: 2496, limit: 24 });
    expect(last.ok ? (last.value as { items: { name: string; soldOut: boolean }[] }).items.at(-1) : null).toMatchObject({ name: '판매 중지 댐프너', soldOut: true });
    const all = await t.dispatch('catalogue.grid', { tab: { kind: 'all' }, offset: 0, limit: 10 });
    expect(all).toMatchObject({ ok: true, value: { total: 5003 } });

    // A product moved out of a category, and one removed, leave their tabs.
    await t.services.catalogue.applyItems([product(1000, '상품 0000', 0, [GRIPS]), { kind: 'product-removed', productNo: 1002 }]);
    expect(await t.dispatch('catalogue.categories', {})).toMatchObject({ ok: true, value: [{ count: 2501 }, { count: 2499 }] });
  });

  it('keeps the favourites an admin pins, in the order pinned, and refuses a cashier', async () => {
    await t.services.catalogue.applyItems([product(1, '가', 1, []), product(2, '나', 1, []), product(3, '다', 1, [])]);
    expect(await t.dispatch('catalogue.pin', { optionNo: 30, pinned: true })).toEqual({ ok: true, value: null });
    expect(await t.dispatch('catalogue.pin', { optionNo: 10, pinned: true })).toEqual({ ok: true, value: null });
    expect(await t.dispatch('catalogue.pin', { optionNo: 777, pinned: true })).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    const favourites = await t.dispatch('catalogue.grid', { tab: { kind: 'favourites' }, offset: 0, limit: 24 });
    expect(favourites).toMatchObject({ ok: true, value: { total: 2, items: [{ name: '다', pinned: true }, { name: '가', pinned: true }] } });
    await t.dispatch('catalogue.pin', { optionNo: 30, pinned: false });
    expect(await t.dispatch('catalogue.grid', { tab: { kind: 'favourites' }, offset: 0, limit: 24 })).toMatchObject({ ok: true, value: { total: 1 } });

    await t.services.auth.seedCredential({ staffId: 22, name: '계산원', role: 'cashier' }, '1111', 3600_000);
    await t.services.auth.login('계산원', '1111');
    expect(await t.dispatch('catalogue.pin', { optionNo: 20, pinned: true })).toMatchObject({ ok: false, error: { code: 'AUTH_FORBIDDEN' } });
    expect(await t.dispatch('catalogue.grid', { tab: { kind: 'favourites' }, offset: 0, limit: 24 })).toMatchObject({ ok: true, value: { total: 1 } });
  });

  it('shows test categories to an admin only', async () => {
    const TEST = { categoryNo: 599, label: '[테스트] 신상품', path: '테스트 > 신상품' };
    await t.services.catalogue.applyItems([product(1, '가', 1, [DAMPENERS]), product(2, '시험용', 1, [TEST])]);
    expect(await t.dispatch('catalogue.categories', {})).toMatchObject({ ok: true, value: [{ label: '댐프너' }, { label: '[테스트] 신상품' }] });
    await t.services.auth.seedCredential({ staffId: 22, name: '계산원', role: 'cashier' }, '1111', 3600_000);
    await t.services.auth.login('계산원', '1111');
    expect(await t.dispatch('catalogue.categories', {})).toEqual({ ok: true, value: [{ ...DAMPENERS, count: 1 }] });
  });
});
