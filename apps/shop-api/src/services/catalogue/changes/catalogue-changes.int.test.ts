// The catalogue's change record on a real database (SQLite file; PostgreSQL with TEST_DATABASE_URL):
// what another connection commits is reported after the cursor, in commit order, and a reader that
// cannot be told exactly what changed is told to reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, migrateToLatest, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import { migrations } from '../../../db/migrations/index.ts';
import { catalogueChangesKept } from '../../../db/migrations/0320-catalogue-changes.ts';
import { seedIfEmpty } from '../../../seed/index.ts';
import { catalogueChangesSince, CatalogueFeed, sqliteChangeProbe, type CatalogueChanges, type CatalogueFollower } from './index.ts';

const postgres = (process.env.TEST_DATABASE_URL ?? '').startsWith('postgres');

describe(`the catalogue change record (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let testDb: TestDatabase;
  /** The reader. */
  let reader: OpenedDatabase<ShopDb>;
  /** Another process (SQLite) or instance (PostgreSQL) writing. */
  let writer: OpenedDatabase<ShopDb>;
  let productNos: number[];
  let cursor: string;

  async function since(): Promise<CatalogueChanges> {
    const changes = await catalogueChangesSince(reader.db, cursor);
    cursor = changes.cursor;
    return changes;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'catalogue-changes');
    reader = openDatabase<ShopDb>(testDb.url);
    await migrateToLatest(reader.db as Kysely<unknown>, migrations);
    await seedIfEmpty(reader.db, new Date('2026-05-01T00:00:00Z'));
    writer = openDatabase<ShopDb>(testDb.url);
    productNos = (await writer.db.selectFrom('products').select('product_no').orderBy('product_no').limit(6).execute()).map((r) => r.product_no);
  }, 120_000);
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await testDb?.drop();
  });

  it('starts with a reset and a cursor, then reports nothing while nothing changes', async () => {
    const first = await catalogueChangesSince(reader.db, null);
    expect(first).toMatchObject({ reset: true, productNos: [], categoryNos: [], brandNos: [] });
    expect(first.cursor).toMatch(/^\d+\.\d+$/);
    cursor = first.cursor;
    expect(await since()).toMatchObject({ reset: false, productNos: [], categoryNos: [], brandNos: [], byKind: {} });
    expect(cursor).toBe(first.cursor);
  });

  it('reports products, their stock, inputs and categories, categories and brands changed by another connection', async () => {
    const [a, b, c, d] = productNos as [number, number, number, number];
    await writer.db.updateTable('products').set({ product_name: '새 이름' }).where('product_no', '=', a).execute();
    await writer.db.updateTable('options').set({ stock_cnt: 0 }).where('product_no', '=', b).execute();
    await writer.db.deleteFrom('product_categories').where('product_no', '=', c).execute();
    await writer.db.insertInto('product_inputs').values({ input_no: 990_001, product_no: d, input_label: '각인 문구', matching_type: 'OPTION', required: 0 }).execute();
    const category = await writer.db.selectFrom('categories').select('category_no').orderBy('category_no').executeTakeFirstOrThrow();
    await writer.db.updateTable('categories').set({ label: '새 분류' }).where('category_no', '=', category.category_no).execute();
    const brand = await writer.db.selectFrom('brands').select('brand_no').orderBy('brand_no').executeTakeFirstOrThrow();
    await writer.db.updateTable('brands').set({ name: '새 브랜드' }).where('brand_no', '=', brand.brand_no).execute();

    const changes = await since();
    expect(changes.reset).toBe(false);
    expect(changes.productNos).toEqual([a, b, c, d].sort((x, y) => x - y));
    expect(changes.categoryNos).toEqual([category.category_no]);
    expect(changes.brandNos).toEqual([brand.brand_no]);
    expect(changes.byKind).toEqual({ product: changes.productNos, category: changes.categoryNos, brand: changes.brandNos });
    // Read once: nothing more after the new cursor (on PostgreSQL no transaction was left in flight).
    expect(await since()).toMatchObject({ reset: false, productNos: [] });
  });

  it('reports a product added and one removed, each once per answer', async () => {
    const removed = productNos[4] as number;
    await writer.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('options').where('product_no', '=', removed).execute();
      await trx.deleteFrom('product_inputs').where('product_no', '=', removed).execute();
      await trx.deleteFrom('product_categories').where('product_no', '=', removed).execute();
      await trx.deleteFrom('products').where('product_no', '=', removed).execute();
    });
    expect((await since()).productNos).toEqual([removed]);
  });

  it.skipIf(!postgres)('keeps commit order on PostgreSQL: a transaction begun earlier and committed later is still reported', async () => {
    const [early, late] = productNos as [number, number];
    const slow = await openDatabase<ShopDb>(testDb.url).db;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const wrote = new Promise<void>((r) => (written = r));
    // The early transaction takes its id first and stays open.
    const slowTx = slow.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ product_name: '먼저 시작' }).where('product_no', '=', early).execute();
      written();
      await held;
    });
    await wrote;
    await writer.db.updateTable('products').set({ product_name: '나중 시작' }).where('product_no', '=', late).execute();
    const first = await since();
    expect(first.productNos).toEqual([late]);
    release();
    await slowTx;
    await slow.destroy();
    const second = await since();
    expect(second.productNos).toContain(early);
    // The late change may be reported again (the cursor could not pass the open transaction), never lost.
    expect(await since()).toMatchObject({ productNos: [] });
  });

  it('tells a reader with a cursor it cannot serve to reset', async () => {
    expect((await catalogueChangesSince(reader.db, 'nonsense')).reset).toBe(true);
    const [logId] = cursor.split('.');
    expect((await catalogueChangesSince(reader.db, `${Number(logId) + 1}.1`)).reset).toBe(true);
    // More keys than asked for at once.
    const old = cursor;
    await writer.db.updateTable('products').set((eb) => ({ like_cnt: eb('like_cnt', '+', 1) })).where('product_no', 'in', productNos.slice(0, 4)).execute();
    expect((await catalogueChangesSince(reader.db, old, { maxKeys: 3 })).reset).toBe(true);
    expect((await catalogueChangesSince(reader.db, old, { maxKeys: 4 })).productNos).toHaveLength(4);
    // Further behind than the record keeps.
    await sql`insert into catalogue_changes (kind, ref) select 'product', ${productNos[0]} from ${postgres ? sql`generate_series(1, ${catalogueChangesKept + 2000})` : sql`(with recursive n(i) as (select 1 union all select i + 1 from n where i < ${catalogueChangesKept + 2000}) select i from n)`}`.execute(writer.db);
    const kept = await writer.db.selectFrom('catalogue_changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeLessThanOrEqual(catalogueChangesKept + 1000);
    const behind = await catalogueChangesSince(reader.db, old);
    expect(behind.reset).toBe(true);
    cursor = behind.cursor;
    await writer.db.updateTable('brands').set({ name_en: 'x' }).where('brand_no', '>', 0).execute();
    const after = await since();
    expect(after.reset).toBe(false);
    expect(after.brandNos.length).toBeGreaterThan(0);
  });

  it('feeds followers: one read of the record per burst of concurrent requests, changes applied before they resume', async () => {
    const feed = new CatalogueFeed(reader.db);
    const seen: string[] = [];
    const follower: CatalogueFollower = {
      reload: async () => {
        seen.push('reload');
      },
      apply: async (changes) => {
        seen.push(`apply ${changes.productNos.join(',')}`);
      },
    };
    feed.follow(follower);
    await feed.caughtUp();
    expect(seen).toEqual(['reload']);
    await feed.caughtUp();
    expect(seen).toEqual(['reload']);
    const target = productNos[5] as number;
    await writer.db.updateTable('products').set({ sale_price: 12_000 }).where('product_no', '=', target).execute();
    // Twenty requests at once: all of them see the change; the log is read at most twice.
    let reads = 0;
    const counting = new CatalogueFeed(reader.db);
    const original = counting['run'].bind(counting);
    counting['run'] = () => {
      reads++;
      return original();
    };
    counting.follow(follower);
    await Promise.all(Array.from({ length: 20 }, () => feed.caughtUp()));
    expect(seen).toEqual(['reload', `apply ${target}`]);
    await Promise.all(Array.from({ length: 20 }, () => counting.caughtUp()));
    expect(reads).toBeLessThanOrEqual(2);
  });

  it.skipIf(postgres)('on SQLite reads the record only after a commit: another process\'s (data_version) or its own connection\'s (total_changes)', async () => {
    const feed = new CatalogueFeed(reader.db);
    feed.watch(sqliteChangeProbe(reader.sqlite as NonNullable<typeof reader.sqlite>));
    let reads = 0;
    const original = feed['run'].bind(feed);
    feed['run'] = () => {
      reads++;
      return original();
    };
    const applied: number[][] = [];
    feed.follow({ reload: async () => {}, apply: async (changes) => void applied.push(changes.productNos) });
    await feed.caughtUp();
    expect(reads).toBe(1);
    // Nothing committed: no read, however many requests.
    for (let i = 0; i < 5; i++) await feed.caughtUp();
    await Promise.all(Array.from({ length: 20 }, () => feed.caughtUp()));
    expect(reads).toBe(1);
    const [a, b, c] = productNos as [number, number, number];
    // Another connection (as another process would) commits: read, and the change is applied.
    await writer.db.updateTable('options').set({ stock_cnt: 3 }).where('product_no', '=', a).execute();
    await feed.caughtUp();
    expect(reads).toBe(2);
    expect(applied.at(-1)).toEqual([a]);
    // A write that is not the catalogue's still moves the mark (one read, nothing applied).
    await writer.db.updateTable('members').set({ nickname: '표시만 바뀜' }).where('member_no', '=', 1).execute();
    await feed.caughtUp();
    expect(reads).toBe(3);
    expect(applied).toHaveLength(1);
    // This connection's own write (data_version does not move for it; total_changes() does).
    await reader.db.updateTable('products').set({ sale_price: 15_000 }).where('product_no', '=', b).execute();
    await feed.caughtUp();
    expect(reads).toBe(4);
    expect(applied.at(-1)).toEqual([b]);
    // Inside the own connection's transaction: the mark taken before the read waits behind it.
    await reader.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ sale_price: 16_000 }).where('product_no', '=', c).execute();
      const during = feed.caughtUp();
      await trx.updateTable('products').set({ sale_price: 17_000 }).where('product_no', '=', a).execute();
      void during;
    });
    await feed.caughtUp();
    expect(applied.flat()).toEqual(expect.arrayContaining([c, a]));
    const settledReads = reads;
    await feed.caughtUp();
    expect(reads).toBe(settledReads);
  });
});
