// 0110: the terminal's product text index (issue 12): an FTS5 table, one row per product (rowid =
// product number), holding the product's index terms from @courtside/core's search rules — the
// same rules as the platform's index, so ㅋㅌ, 그립 or 댐퍼너 behave alike at the counter and online.
// The terms are written by the catalogue cache (catalogue-search.ts) as pages arrive.
import { sql, type Kysely, type Migration } from 'kysely';

export const migration0110: Migration = {
  async up(db: Kysely<unknown>) {
    // Terms are already words (no spaces inside); unicode61 keeps Hangul, 초성 and digits as tokens.
    await sql`create virtual table catalogue_search using fts5(terms, tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  },
};
