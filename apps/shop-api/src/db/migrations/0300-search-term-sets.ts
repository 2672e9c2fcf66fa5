// 0300 (issue 12): each index term's products as one sorted list (services/catalogue/search/
// term-sets.ts), so a search of several words intersects lists instead of probing postings row by
// row. An existing catalogue's sets are filled from its postings once at server start
// (fillProductSetsOnce); the indexer keeps them in step from then on.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.createTable('search_term_sets')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('products', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  // Nothing indexed yet: the sets are complete as they are (empty).
  await sql`insert into search_meta (key, value) select 'term_sets', 1 where not exists (select 1 from search_postings)`.execute(db);
}
