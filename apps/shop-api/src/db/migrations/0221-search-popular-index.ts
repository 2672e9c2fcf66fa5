// 0221 (issue 12): a term's postings in popularity order, so the page of a search in the default
// order (인기순) and the suggestions while typing walk the term's most popular rows and stop after
// a page, instead of sorting every match of a broad word (스: tens of thousands at 100,000 products).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index search_postings_popular_ix on search_postings (term, popularity, product_no)`.execute(db);
}
