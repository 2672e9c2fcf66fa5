// Searching the way Korean shoppers type (issue 12), through the real server and database:
// short words, 초성, misspellings, English and synonyms, option values, popular keywords — and the
// index following stock and name changes made through the server API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

interface Item {
  productNo: number;
  productName: string;
  brandNo: number;
  isSoldOut: boolean;
}
interface Reply {
  totalCount: number;
  correctedKeyword: string | null;
  items: Item[];
  brands: Array<{ brandNo: number; count: number }>;
  depth1Categories: Array<{ categoryNo: number; count: number }>;
}

describe('keyword search over the text index', () => {
  let api: TestShopApi;
  const search = async (keyword: string, extra = '') => {
    const res = await api.call(`/products/search?filter.keywords=${encodeURIComponent(keyword)}&hasTotalCount=true&pageSize=500&enableTypoCorrection=true${extra}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Reply;
  };
  const server = (path: string, init: { method: string; json: unknown }) =>
    fetch(`${api.url}${path}`, { method: init.method, headers: { systemKey: api.systemKey, 'content-type': 'application/json' }, body: JSON.stringify(init.json) });
  const names = (r: Reply) => r.items.map((i) => i.productName);

  beforeAll(async () => { api = await startTestShopApi('keyword-search'); });
  afterAll(async () => { await api.close(); });

  it('finds two-syllable words inside compound words (그립 in 오버그립) and one-syllable words', async () => {
    const grip = await search('그립');
    expect(names(grip)).toEqual(expect.arrayContaining([expect.stringContaining('오버그립')]));
    expect(grip.items.length).toBe(grip.totalCount);
    const one = await search('곰');
    expect(names(one)).toContain('듀스클럽 곰돌이 댐프너');
  });

  it('finds names by 초성 (ㄷㅍㄴ → every 댐프너)', async () => {
    const word = await search('댐프너');
    const initials = await search('ㄷㅍㄴ');
    expect(initials.totalCount).toBe(word.totalCount);
    expect(initials.items.map((i) => i.productNo).sort()).toEqual(word.items.map((i) => i.productNo).sort());
    expect(initials.correctedKeyword).toBeNull();
  });

  it('reads a 초성 abbreviation as the word it abbreviates (ㅋㅌㄷ → 코트사이드) and says so', async () => {
    const r = await search('ㅋㅌㄷ');
    expect(r.correctedKeyword).toBe('코트사이드');
    expect(r.totalCount).toBeGreaterThan(3);
    expect(r.items.every((i) => i.productName.includes('코트사이드') || i.brandNo > 0)).toBe(true);
  });

  it('corrects a misspelt word to the closest indexed word (댐퍼너 → 댐프너) and says so', async () => {
    const right = await search('댐프너');
    const wrong = await search('댐퍼너');
    expect(wrong.correctedKeyword).toBe('댐프너');
    expect(wrong.totalCount).toBe(right.totalCount);
    expect(right.correctedKeyword).toBeNull();
    // Correction is the platform's opt-in (enableTypoCorrection, false by default): the original asked for as typed.
    const asTyped = await api.call(`/products/search?filter.keywords=${encodeURIComponent('댐퍼너')}&hasTotalCount=true`);
    expect(await asTyped.json()).toMatchObject({ totalCount: 0, correctedKeyword: null });
    // A word nothing is close to stays uncorrected and finds nothing.
    const none = await search('라켓줄감개');
    expect(none).toMatchObject({ totalCount: 0, correctedKeyword: null, items: [] });
  });

  it('finds products by their search keywords (dampener, 진동방지) and option values (댐프너 핑크)', async () => {
    const dampeners = await search('댐프너');
    const english = await search('dampener');
    expect(english.totalCount).toBe(dampeners.totalCount);
    expect((await search('진동방지')).totalCount).toBe(dampeners.totalCount);
    const pink = await search('댐프너 핑크');
    expect(pink.totalCount).toBeGreaterThan(0);
    expect(pink.totalCount).toBeLessThan(dampeners.totalCount);
    expect(names(pink)).toContain('코트사이드 스마일 댐프너');
    const keywords = await api.call('/products/search/keywords?productNos=100001,100103');
    expect(keywords.status).toBe(200);
    const body = (await keywords.json()) as Array<{ productNo: number; keywords: string[] }>;
    expect(body[0]).toMatchObject({ productNo: 100001, keywords: expect.arrayContaining(['dampener', '댐퍼', '진동방지']) });
    expect(body[1]?.productNo).toBe(100103);
  });

  it('forgives left-out spacing: 핑크댐프너 finds what 댐프너 핑크 finds, on every page, without calling it a correction', async () => {
    const spaced = await search('댐프너 핑크');
    expect(spaced.totalCount).toBeGreaterThan(0);
    const ids = (r: Reply) => r.items.map((i) => i.productNo).sort();
    for (const typed of ['핑크댐프너', '댐프너핑크']) {
      const joined = await search(typed);
      expect(joined.totalCount).toBe(spaced.totalCount);
      expect(ids(joined)).toEqual(ids(spaced));
      expect(joined.correctedKeyword).toBeNull();
    }
    // Without typo correction too, and the second page of a one-per-page listing is the second match.
    const plain = await api.call(`/products/search?filter.keywords=${encodeURIComponent('핑크댐프너')}&hasTotalCount=true&pageSize=1&pageNumber=2`);
    const second = (await plain.json()) as Reply;
    if (spaced.totalCount > 1) expect(second.items).toHaveLength(1);
    // A word that cannot be spelt in indexed words still finds nothing.
    const unknown = await api.call(`/products/search?filter.keywords=${encodeURIComponent('핑크퀵퀵')}&hasTotalCount=true`);
    expect(((await unknown.json()) as Reply).totalCount).toBe(0);
  });

  it('does not match every product for words that name a list (베스트, 신상품)', async () => {
    const everything = await api.call('/products/search?hasTotalCount=true&pageSize=1');
    const total = ((await everything.json()) as Reply).totalCount;
    for (const word of ['베스트', '신상품']) {
      const r = await search(word);
      expect(r.totalCount).toBeLessThan(total);
      expect(r.correctedKeyword).toBeNull();
    }
  });

  it('counts and facets the matches from the index exactly as the items say', async () => {
    const r = await search('코트사이드');
    expect(r.items.length).toBe(r.totalCount);
    const byBrand = new Map<number, number>();
    for (const i of r.items) byBrand.set(i.brandNo, (byBrand.get(i.brandNo) ?? 0) + 1);
    expect(new Map(r.brands.map((b) => [b.brandNo, b.count]))).toEqual(byBrand);
    expect(r.depth1Categories.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(r.totalCount);
    const filtered = await search('코트사이드', `&brandNos=${r.brands[0]?.brandNo}`);
    expect(filtered.totalCount).toBe(r.brands[0]?.count);
  });

  it('follows stock changes at once: a product whose stock runs out leaves the results and comes back', async () => {
    const created = await server('/server/products', {
      method: 'POST',
      json: { productName: '테스트 슬라이스 밴드', salePrice: 9000, options: [{ values: ['퍼플'], addPrice: 0, stockCnt: 2 }] },
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as { productNo: number; options: Array<{ optionNo: number }> };
    const optionNo = product.options[0]?.optionNo as number;
    expect((await search('슬라이스')).items.map((i) => i.productNo)).toEqual([product.productNo]);
    expect((await search('퍼플 밴드')).items.map((i) => i.productNo)).toEqual([product.productNo]);
    const adjust = (delta: number, key: string) => server('/server/stock-adjustments', { method: 'POST', json: { optionNo, delta, idempotencyKey: key } });
    expect((await adjust(-2, `slice-out-${product.productNo}`)).status).toBe(200);
    expect((await search('슬라이스')).totalCount).toBe(0);
    expect((await search('슬라이스', '&filter.soldout=true')).items[0]).toMatchObject({ productNo: product.productNo, isSoldOut: true });
    expect((await adjust(5, `slice-in-${product.productNo}`)).status).toBe(200);
    expect((await search('슬라이스')).totalCount).toBe(1);
    // A new name is indexed in the same transaction; the old one no longer finds it.
    const renamed = await server(`/server/products/${product.productNo}`, { method: 'PUT', json: { productName: '테스트 슬림 밴드' } });
    expect(renamed.status).toBe(200);
    expect((await search('슬림')).items.map((i) => i.productNo)).toEqual([product.productNo]);
    expect((await search('슬라이스', '&filter.soldout=true')).correctedKeyword).not.toBe('슬라이스');
  });

  it('ranks the searches of the days before as popular keywords, in the platform shape', async () => {
    for (let i = 0; i < 3; i++) await search('러브게임');
    await search('발리온');
    // Suggestions while typing (no count) are not searches.
    for (let i = 0; i < 5; i++) await api.call(`/products/search?filter.keywords=${encodeURIComponent('듀스클럽')}&pageSize=5`);
    const today = (await (await api.call('/products/favoriteKeywords?size=20')).json()) as string[];
    expect(today).not.toContain('러브게임');
    api.advance(86_400_000);
    const res = await api.call('/products/favoriteKeywords?size=50');
    expect(res.status).toBe(200);
    const popular = (await res.json()) as string[];
    expect(popular.indexOf('러브게임')).toBeGreaterThanOrEqual(0);
    expect(popular.indexOf('러브게임')).toBeLessThan(popular.indexOf('발리온'));
    expect(popular).not.toContain('듀스클럽');
    // The kebab-case spelling is this server's extension, outside the contract (which would read it as a product number).
    const kebab = await fetch(`${api.url}/products/favorite-keywords?size=2`, { headers: { clientId: api.clientId, platform: 'PC', Version: '1.0' } });
    expect(kebab.status).toBe(200);
    expect(((await kebab.json()) as string[]).length).toBe(2);
    expect((await api.call('/products/favoriteKeywords?size=abc')).status).toBe(400);
  });
});
