import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Generated, type Kysely } from 'kysely';
import { addIdColumn, createTestDatabase, migrateToLatest, openDatabase, pendingMigrations, syncIdSequence, type Migration, type TestDatabase } from './index.ts';

interface Db { notes: { id: Generated<number>; body: string } }

const migrations: Record<string, Migration> = {
  '0001-notes': {
    async up(db: Kysely<unknown>) {
      await addIdColumn(db, db.schema.createTable('notes'), 'id').addColumn('body', 'text', (c) => c.notNull()).execute();
    },
  },
};

describe(`database on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'}`, () => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createTestDatabase(process.env.TEST_DATABASE_URL, 'db'); });
  afterAll(async () => { await test.drop(); });

  it('migrates once, keeps rows across reopen, and continues ids after explicit inserts', async () => {
    const first = openDatabase<Db>(test.url);
    expect(await pendingMigrations(first.db as Kysely<unknown>, migrations)).toEqual(['0001-notes']);
    expect(await migrateToLatest(first.db as Kysely<unknown>, migrations)).toEqual(['0001-notes']);
    expect(await pendingMigrations(first.db as Kysely<unknown>, migrations)).toEqual([]);
    expect(await pendingMigrations(first.db as Kysely<unknown>, { ...migrations, '0002-later': migrations['0001-notes']! })).toEqual(['0002-later']);
    await first.db.insertInto('notes').values({ id: 50, body: '공지' }).execute();
    await syncIdSequence(first.db as Kysely<unknown>, 'notes', 'id');
    const inserted = await first.db.insertInto('notes').values({ body: '두 번째' }).returning('id').executeTakeFirstOrThrow();
    expect(inserted.id).toBe(51);
    await first.close();

    const second = openDatabase<Db>(test.url);
    expect(await migrateToLatest(second.db as Kysely<unknown>, migrations)).toEqual([]);
    const rows = await second.db.selectFrom('notes').select(['id', 'body']).orderBy('id').execute();
    expect(rows.map((r) => r.body)).toEqual(['공지', '두 번째']);
    if (second.dialect === 'sqlite') {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(second.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
    }
    await second.close();
  });

  it('names the failing migration', async () => {
    const opened = openDatabase<Db>(test.url);
    const broken: Record<string, Migration> = {
      ...migrations,
      '0002-broken': { async up(db: Kysely<unknown>) { await sql`create table notes (x int)`.execute(db); } },
    };
    await expect(migrateToLatest(opened.db as Kysely<unknown>, broken)).rejects.toThrow('0002-broken');
    await opened.close();
  });

  it('reuses prepared statements without mixing their parameters, streams or columns', async () => {
    const opened = openDatabase<Db>(test.url);
    await migrateToLatest(opened.db as Kysely<unknown>, migrations);
    const byId = (id: number) => opened.db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();
    expect((await byId(50))?.body).toBe('공지');
    expect((await byId(51))?.body).toBe('두 번째');
    expect(await byId(52)).toBeUndefined();
    // The same query streamed (SQLite; PostgreSQL streams only with a cursor), then run whole.
    const query = opened.db.selectFrom('notes').select('body').orderBy('id');
    if (opened.dialect === 'sqlite') {
      const streamed: string[] = [];
      for await (const row of query.stream()) streamed.push(row.body);
      expect(streamed).toEqual(['공지', '두 번째']);
    }
    expect((await query.execute()).map((r) => r.body)).toEqual(['공지', '두 번째']);
    // A column added after a statement was kept shows in its next run.
    await sql`alter table notes add column tag text`.execute(opened.db);
    const row = await opened.db.selectFrom('notes').selectAll().where('id', '=', 50).executeTakeFirst();
    expect(row).toMatchObject({ id: 50, body: '공지', tag: null });
    await opened.close();
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('copies the WAL into the file on its timer, not inside a commit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-db-'));
    const file = join(dir, 'wal.sqlite');
    const opened = openDatabase<Db>(`sqlite:${file}`, { checkpointEveryMs: 100 });
    try {
      await migrateToLatest(opened.db as Kysely<unknown>, migrations);
      expect(opened.sqlite?.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      const before = statSync(file).size;
      // About 1,500 pages: SQLite's own checkpoint would have run inside one of these commits.
      for (let i = 0; i < 30; i++) {
        await opened.db.insertInto('notes').values(Array.from({ length: 100 }, (_, j) => ({ body: `${i}-${j} ${'가'.repeat(600)}` }))).execute();
      }
      expect(statSync(file).size).toBe(before);
      await new Promise((r) => setTimeout(r, 400));
      expect(statSync(file).size).toBeGreaterThan(before + 4_000_000);
    } finally {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
