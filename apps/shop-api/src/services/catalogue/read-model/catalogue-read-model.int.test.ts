// The read model must give what the database gives — product rows with options, list cards, the
// anonymous detail reply — after writes from another process (SQLite: a child process on the same
// file), from another instance (PostgreSQL: a second server on the same database, through its API
// and its own connections), and after a restart. The expected side is built by the same services
// over a second handle that has no read model, i.e. straight from SQL.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import { loadConfig } from '../../../config.ts';
import { startShopApi, type RunningShopApi } from '../../../server.ts';
import { loadProductsWithOptions } from '../catalogue.ts';
import { productDetailReply } from '../product-view.ts';
import { searchItems } from '../search/search-view.ts';
import { loadCategoryTree } from '../category-tree.ts';
import { catalogueReadModel, currentCategoryTree } from './catalogue-read-model.ts';

const postgres = (process.env.TEST_DATABASE_URL ?? '').startsWith('postgres');
const writerScript = fileURLToPath(new URL('../../../testing/sql-writer-process.ts', import.meta.url));

const headers = { clientId: 'courtside-local', platform: 'PC', Version: '1.0' };

describe(`the catalogue read model (${postgres ? 'PostgreSQL, another instance' : 'SQLite, another process'})`, () => {
  let testDb: TestDatabase;
  let api: RunningShopApi;
  const start = (seed: boolean) => startShopApi(loadConfig({ SHOP_API_PORT: '0', DATABASE_URL: testDb.url, DATA_DIR: '/tmp/courtside-test-data', SHOP_SCHEDULER_INTERVAL_MS: '0', SHOP_API_SEED: String(seed), SHOP_LOG_LEVEL: 'silent' }));
  const call = (server: RunningShopApi) => (path: string) => fetch(`${server.url}${path}`, { headers });
  /** The same database without a read model: what SQL says. */
  let direct: OpenedDatabase<ShopDb>;
  /** PostgreSQL: a second server instance on the same database. */
  let second: RunningShopApi | null = null;
  let productNos: number[];

  /** Writes from elsewhere: a child process (SQLite) or the second instance's connections (PostgreSQL). */
  async function writeElsewhere(statements: string[]): Promise<void> {
    if (second) {
      for (const text of statements) await second.deps.db.executeQuery({ sql: text, parameters: [], query: { kind: 'RawNode' } } as never);
      return;
    }
    const run = spawnSync(process.execPath, ['--import', 'tsx', writerScript, testDb.url, JSON.stringify(statements)], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`writer process failed: ${run.stderr}`);
  }

  /** Every product: the read model's rows, cards and detail against SQL's. */
  async function expectSameAsDatabase(server: RunningShopApi): Promise<number> {
    const get = call(server);
    const baseUrl = server.deps.baseUrl();
    const model = catalogueReadModel(server.deps.db);
    expect(model).not.toBeNull();
    const fromSql = await loadProductsWithOptions(direct.db, productNos, baseUrl);
    expect(await loadProductsWithOptions(server.deps.db, productNos, baseUrl)).toEqual(fromSql);
    for (const o of [{ withOptionValues: false, withReviewCount: true }, { withOptionValues: true, withReviewCount: false }]) {
      const options = { baseUrl, memberNo: null, ...o };
      expect(await searchItems(server.deps.db, productNos, options)).toEqual(await searchItems(direct.db, productNos, options));
    }
    // The category tree and every brand, and the category routes' replies (kept as text per tree).
    const tree = await loadCategoryTree(direct.db);
    expect(await currentCategoryTree(server.deps.db)).toEqual(tree);
    const brands = await direct.db.selectFrom('brands').selectAll().orderBy('brand_no').execute();
    expect(brands.map((b) => model?.brand(b.brand_no))).toEqual(brands);
    const categories = (await (await get('/categories')).json()) as { flatCategories: Array<{ fullCategoryName: string }> };
    const leafNames = [...tree.byNo.values()].filter((n) => n.children.length === 0).map((n) => n.label).sort();
    expect(categories.flatCategories.map((r) => r.fullCategoryName.split('>').at(-1)).sort()).toEqual(leafNames);
    const serverCategories = await fetch(`${server.url}/server/categories`, { headers: { ...headers, systemKey: server.deps.config.systemKey } });
    expect(((await serverCategories.json()) as { items: Array<{ label: string }> }).items.map((i) => i.label).sort()).toEqual([...tree.byNo.values()].map((n) => n.label).sort());
    let compared = 0;
    for (const no of productNos) {
      const res = await get(`/products/${no}`);
      const product = fromSql.get(no);
      if (!product || !product.display) {
        expect(res.status).toBe(404);
        continue;
      }
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(JSON.parse(JSON.stringify(await productDetailReply(direct.db, product, null, baseUrl))));
      compared++;
    }
    return compared;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'read-model');
    api = await start(true);
    direct = openDatabase<ShopDb>(testDb.url);
    productNos = (await direct.db.selectFrom('products').select('product_no').orderBy('product_no').limit(24).execute()).map((r) => r.product_no);
    if (postgres) {
      second = await start(false);
    }
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await direct?.close();
    await api?.close();
    await testDb?.drop();
  });

  it('gives what the database gives', async () => {
    expect(await expectSameAsDatabase(api)).toBeGreaterThan(15);
  });

  it('follows stock, price, name, inquiry, category, brand, display and removal changes made elsewhere', async () => {
    const model = catalogueReadModel(api.deps.db);
    // Everything read once, so each change below has something kept to make stale.
    await expectSameAsDatabase(api);
    expect(model?.size).toBeGreaterThanOrEqual(productNos.length - 1);
    const [a, b, c, d, e, f, g] = productNos as [number, number, number, number, number, number, number];
    const brand = (await direct.db.selectFrom('products').select('brand_no').where('product_no', '=', b).executeTakeFirstOrThrow()).brand_no ?? 1;
    const category = (await direct.db.selectFrom('product_categories').select('category_no').where('product_no', '=', c).executeTakeFirstOrThrow()).category_no;
    // Product changes first, on their own: each must reach the kept product (no full reload hides them).
    await writeElsewhere([
      `update options set stock_cnt = 0 where product_no = ${a}`,
      `update products set sale_price = sale_price + 1000, product_name = '이름 바뀐 상품' where product_no = ${b}`,
      `delete from product_categories where product_no = ${d}`,
      `insert into inquiries (product_no, member_no, type, title, content, secreted, deleted, registered_at, updated_at) values (${e}, 1, 'PRODUCT', '재입고 문의', '언제 들어오나요?', 0, 0, '2026-05-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z')`,
      `update products set display = 0 where product_no = ${f}`,
      `delete from options where product_no = ${g}`,
      `delete from product_categories where product_no = ${g}`,
      `delete from product_inputs where product_no = ${g}`,
      `delete from products where product_no = ${g}`,
    ]);
    expect(await expectSameAsDatabase(api)).toBeGreaterThan(15);
    // Then a brand and a category renamed.
    await writeElsewhere([
      `update brands set name = '바뀐 브랜드' where brand_no = ${brand}`,
      `update categories set label = '바뀐 분류' where category_no = ${category}`,
    ]);
    expect(await expectSameAsDatabase(api)).toBeGreaterThan(15);
    expect(JSON.stringify(await (await call(api)('/categories')).json())).toContain('바뀐 분류');
    if (second) {
      // And through the second instance's own API: a stock adjustment the terminals' server would send.
      const option = await direct.db.selectFrom('options').select('option_no').where('product_no', '=', c).executeTakeFirstOrThrow();
      const res = await fetch(`${second.url}/server/stock-adjustments`, {
        method: 'POST',
        headers: { clientId: 'courtside-local', platform: 'PC', Version: '1.0', systemKey: second.deps.config.systemKey, 'content-type': 'application/json' },
        body: JSON.stringify({ optionNo: option.option_no, delta: -3, idempotencyKey: 'read-model-elsewhere-1' }),
      });
      expect(res.status).toBeLessThan(300);
    }
    expect(await expectSameAsDatabase(api)).toBeGreaterThan(15);
    const detail = await (await call(api)(`/products/${b}`)).json();
    expect(detail.baseInfo.productName).toBe('이름 바뀐 상품');
    expect((await (await call(api)(`/products/${e}`)).json()).counter.inquiryCnt).toBeGreaterThan(0);
    expect((await call(api)(`/products/${f}`)).status).toBe(404);
    expect((await call(api)(`/products/${g}`)).status).toBe(404);
  });

  it('gives what the database gives after a restart, with changes made while it was down', async () => {
    const [a] = productNos as [number];
    await api.close();
    await writeElsewhere([`update options set stock_cnt = 7 where product_no = ${a}`, `update products set promotion_text = '다시 시작한 뒤' where product_no = ${a}`]);
    api = await start(false);
    expect(await expectSameAsDatabase(api)).toBeGreaterThan(15);
    expect((await (await call(api)(`/products/${a}`)).json()).baseInfo.promotionText).toBe('다시 시작한 뒤');
  });
});
