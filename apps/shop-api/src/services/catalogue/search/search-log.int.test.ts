// Searches are counted in memory and written in batches; the popular keywords see every count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, migrateToLatest, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import { migrations } from '../../../db/migrations/index.ts';
import { SearchLog } from './search-log.ts';

describe(`search log on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'}`, () => {
  let test: TestDatabase;
  let opened: OpenedDatabase<ShopDb>;
  beforeAll(async () => {
    test = await createTestDatabase(process.env.TEST_DATABASE_URL, 'searchlog');
    opened = openDatabase<ShopDb>(test.url);
    await migrateToLatest(opened.db as Kysely<unknown>, migrations);
  });
  afterAll(async () => {
    await opened.close();
    await test.drop();
  });

  const rows = () => opened.db.selectFrom('search_keyword_counts').select(['ymd', 'keyword', 'cnt']).orderBy('ymd').orderBy('keyword').execute();

  it('writes nothing per search, then one row per day and keyword, adding to what is there', async () => {
    const log = new SearchLog(opened.db, 600_000, (error) => { throw error; });
    const day1 = new Date('2026-11-20T03:00:00Z');
    const day2 = new Date('2026-11-21T03:00:00Z');
    for (let i = 0; i < 4; i++) log.record(['댐프너'], day1);
    log.record(['오버그립', '  블랙'], day1);
    log.record(['댐프너'], day2);
    log.record(['%'], day2);
    expect(await rows()).toEqual([]);
    await log.flush();
    expect(await rows()).toEqual([
      { ymd: '2026-11-20', keyword: '댐프너', cnt: 4 },
      { ymd: '2026-11-20', keyword: '오버그립 블랙', cnt: 1 },
      { ymd: '2026-11-21', keyword: '%', cnt: 1 },
      { ymd: '2026-11-21', keyword: '댐프너', cnt: 1 },
    ]);
    log.record(['댐프너'], day1);
    await log.stop();
    expect((await rows())[0]).toEqual({ ymd: '2026-11-20', keyword: '댐프너', cnt: 5 });
  });

  it('keeps at most so many distinct keywords between writes, still counting those it keeps', async () => {
    const log = new SearchLog(opened.db, 600_000, (error) => { throw error; }, 2);
    const day = new Date('2026-10-01T03:00:00Z');
    for (const keyword of ['가방', '모자', '양말', '가방']) log.record([keyword], day);
    await log.stop();
    const kept = await opened.db.selectFrom('search_keyword_counts').select(['keyword', 'cnt']).where('ymd', '=', '2026-10-01').orderBy('keyword').execute();
    expect(kept).toEqual([{ keyword: '가방', cnt: 2 }, { keyword: '모자', cnt: 1 }]);
  });

  it('ranks the counts still in memory too', async () => {
    const log = new SearchLog(opened.db, 600_000, (error) => { throw error; });
    const day = new Date('2026-11-22T03:00:00Z');
    for (let i = 0; i < 9; i++) log.record(['그립'], day);
    expect(await log.popular(2, new Date('2026-11-23T03:00:00Z'))).toEqual(['그립', '댐프너']);
    await log.stop();
  });
});
