// GET /server/products: the back office's keyset walk over every product with options and stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

describe('server API product list', () => {
  let api: TestShopApi;

  beforeAll(async () => {
    api = await startTestShopApi('server-product-list');
  });
  afterAll(async () => {
    await api.close();
  });

  const list = (query: string, key = api.systemKey) => fetch(`${api.url}/server/products${query}`, { headers: { systemKey: key } });

  it('refuses calls without the system key', async () => {
    const res = await list('', 'wrong-key-000');
    expect(res.status).toBe(401);
  });

  it('walks every product once, in product number order, with options and stock', async () => {
    const seen: number[] = [];
    let after = 0;
    for (;;) {
      const res = await list(`?afterProductNo=${after}&pageSize=7`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { hasMore: boolean; items: Array<{ productNo: number; options: Array<{ optionNo: number; stockCnt: number }> }> };
      for (const p of page.items) {
        expect(p.options.length).toBeGreaterThan(0);
        expect(p.options.every((o) => Number.isInteger(o.stockCnt))).toBe(true);
      }
      seen.push(...page.items.map((p) => p.productNo));
      if (!page.hasMore) break;
      after = page.items[page.items.length - 1]?.productNo ?? after;
    }
    expect(seen.length).toBeGreaterThan(7);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lists each product with its display categories, and the categories with their path labels', async () => {
    const all = (await (await list('?pageSize=2000')).json()) as { items: Array<{ productNo: number; categoryNos: number[] }> };
    const withCategory = all.items.filter((p) => p.categoryNos.length > 0);
    expect(withCategory.length).toBeGreaterThan(0);
    const res = await fetch(`${api.url}/server/categories`, { headers: { systemKey: api.systemKey } });
    expect(res.status).toBe(200);
    const categories = (await res.json()) as { items: Array<{ categoryNo: number; label: string; fullLabel: string }> };
    const known = new Set(categories.items.map((c) => c.categoryNo));
    for (const p of withCategory) for (const no of p.categoryNos) expect(known.has(no)).toBe(true);
    expect(categories.items.every((c) => c.fullLabel.endsWith(c.label))).toBe(true);
    expect((await fetch(`${api.url}/server/categories`, { headers: { systemKey: 'wrong-key-000' } })).status).toBe(401);
  });

  it('answers bad paging with a 400', async () => {
    expect((await list('?pageSize=0')).status).toBe(400);
    expect((await list('?afterProductNo=-1')).status).toBe(400);
  });
});
