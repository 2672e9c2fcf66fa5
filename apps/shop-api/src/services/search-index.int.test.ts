// The bulk load of the text index (a benchmark's 100,000 products, a rules change) must write
// exactly what indexing the same products one change at a time writes — on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, migrateToLatest, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { ShopDb } from '../db/schema.ts';
import { migrations } from '../db/migrations/index.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { BULK_FIRST_PRODUCT_NO, seedBulkProducts } from '../seed/catalogue-bulk.ts';
import { indexProducts } from './search-index.ts';

const count = 2500;

describe('search index bulk load', () => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase<ShopDb>;

  const snapshot = async (db: Kysely<ShopDb>) => ({
    postings: await db.selectFrom('search_postings').selectAll().where('product_no', '>=', BULK_FIRST_PRODUCT_NO)
      .orderBy('term').orderBy('product_no').orderBy('depth1_no').execute(),
    docs: await db.selectFrom('search_docs').selectAll().orderBy('product_no').execute(),
    words: await db.selectFrom('search_words').selectAll().orderBy('word').execute(),
  });

  beforeAll(async () => {
    testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'search-bulk');
    opened = openDatabase<ShopDb>(testDb.url);
    await migrateToLatest(opened.db as Kysely<unknown>, migrations);
    await seedIfEmpty(opened.db, new Date('2026-05-01T00:00:00Z'));
    // More than the bulk threshold, so the load goes through the bulk path.
    await seedBulkProducts(opened.db, count, new Date('2026-05-01T00:00:00Z'));
  }, 120_000);
  afterAll(async () => {
    await opened.close();
    await testDb.drop();
  });

  it('writes the same postings, words and counts as indexing product by product', async () => {
    const bulk = await snapshot(opened.db);
    expect(new Set(bulk.postings.map((p) => p.product_no)).size).toBe(count);
    expect(bulk.postings.some((p) => p.term === 'ㄷㅍㄴ')).toBe(true);
    const productNos = Array.from({ length: count }, (_, i) => BULK_FIRST_PRODUCT_NO + i);
    await opened.db.transaction().execute((trx) => indexProducts(trx, productNos));
    const oneByOne = await snapshot(opened.db);
    expect(oneByOne.postings.length).toBe(bulk.postings.length);
    expect(oneByOne.postings).toEqual(bulk.postings);
    expect(oneByOne.docs).toEqual(bulk.docs);
    expect(oneByOne.words).toEqual(bulk.words);
  });

  it('keeps the product-number index the triggers and deletes use', async () => {
    const found = await opened.db.deleteFrom('products').where('product_no', '=', BULK_FIRST_PRODUCT_NO).executeTakeFirst();
    expect(Number(found.numDeletedRows)).toBe(1);
    const left = await opened.db.selectFrom('search_postings').select('term').where('product_no', '=', BULK_FIRST_PRODUCT_NO).execute();
    expect(left).toEqual([]);
  });
});
