// The search bench's same-run floor (issue 31): SQLite FTS5 over the same products' names and
// brands, each word indexed as its two-syllable (or two-letter) pieces, so a keyword matches where
// every word of it is a substring — what the platform's search finds for a plain keyword, without
// its 초성, typo correction, facets or list fields. Matching and counting in FTS5, plus the bare
// HTTP round trip, is the least any search over HTTP can cost here; bench/run.ts prints the
// project's search beside it, timed in turns.
import type { Kysely } from 'kysely';
import { searchTokens } from '@courtside/core/search';
import { openDatabase, type OpenedDatabase } from '@courtside/db';

type Handle = NonNullable<OpenedDatabase<unknown>['sqlite']>;
import type { ShopDb } from '../src/db/schema.ts';

function pieces(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((c, i) => c + (chars[i + 1] as string));
}

/** The indexed text of a product: every word's two-character pieces. */
function indexedText(text: string): string {
  return searchTokens(text).flatMap((t) => pieces(t.text)).join(' ');
}

/** The FTS5 query for a keyword: each word as a phrase of its pieces (one character: a prefix). */
export function ftsQuery(keyword: string): string | null {
  const words = searchTokens(keyword).map((t) => t.text);
  if (words.length === 0) return null;
  return words.map((w) => ([...w].length < 2 ? `"${w}"*` : `"${pieces(w).join(' ')}"`)).join(' AND ');
}

/** Writes the floor's FTS5 table into its own SQLite file from the catalogue's products. */
export async function buildFtsFloor(source: Kysely<ShopDb>, path: string): Promise<void> {
  const opened = openDatabase<unknown>(path);
  const handle = opened.sqlite as Handle;
  handle.exec('drop table if exists fts; create virtual table fts using fts5(t, tokenize = \'unicode61\')');
  const insert = handle.prepare('insert into fts (rowid, t) values (?, ?)');
  const write = handle.transaction((rows: Array<{ product_no: number; text: string }>) => {
    for (const r of rows) insert.run(r.product_no, indexedText(r.text));
  });
  let after = 0;
  for (;;) {
    const rows = await source.selectFrom('products').leftJoin('brands', 'brands.brand_no', 'products.brand_no')
      .select(['products.product_no', 'products.product_name', 'brands.name as brand_name'])
      .where('products.product_no', '>', after).orderBy('products.product_no').limit(5000).execute();
    if (rows.length === 0) break;
    write(rows.map((r) => ({ product_no: r.product_no, text: `${r.product_name} ${r.brand_name ?? ''}` })));
    after = rows.at(-1)?.product_no as number;
  }
  handle.exec("insert into fts (fts) values ('optimize')");
  await opened.close();
}

export interface FtsFloor {
  /** Counts the keyword's matches and reads the first 30 (the work a search page cannot avoid). */
  matchAndCount(keyword: string): number;
  close(): Promise<void>;
}

export function openFtsFloor(path: string): FtsFloor {
  const opened: OpenedDatabase<unknown> = openDatabase<unknown>(path);
  const handle = opened.sqlite as Handle;
  const count = handle.prepare('select count(*) as n from fts where fts match ?');
  const page = handle.prepare('select rowid from fts where fts match ? limit 30');
  return {
    matchAndCount(keyword) {
      const q = ftsQuery(keyword);
      if (q === null) return 0;
      const { n } = count.get(q) as { n: number };
      page.all(q);
      return n;
    },
    close: () => opened.close(),
  };
}
