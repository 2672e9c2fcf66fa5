// 0300 (issue 12): each index term's products as one sorted list (services/catalogue/search/
// term-sets.ts), so a search of several words intersects lists instead of probing postings row by
// row. Filled by the indexer: the search rules version moves with this migration, so a server
// re-indexes an existing catalogue once at start.
import type { Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.createTable('search_term_sets')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('products', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
}
