// Text search over the terminal's catalogue cache with the platform's rules (@courtside/core):
// each product's name, brand and option labels become index terms in the FTS5 table of migration
// 0110, every keyword word is looked up as whole terms (so 그립 finds 오버그립 and ㄷㅍ finds 댐프너),
// and a word that finds nothing is corrected to the closest word of the cache (댐퍼너 → 댐프너,
// ㅋㅌㄷ → 코트사이드). Used by the sale screen's search and the product grid alike.
import { sql, type Transaction } from 'kysely';
import { correctWords, indexTerms, keywordLookupTerms, prepareVocabulary, vocabularyWords, type PreparedVocabulary } from '@courtside/core/search';
import type { TerminalDatabase, TerminalDb } from '../db/schema.ts';

/** Bump when core's search rules change: the cache is then re-indexed on the next search. */
const RULES_VERSION = '1';
const RULES_KEY = 'catalogue_search_rules';

type Db = TerminalDb | Transaction<TerminalDatabase>;

/** FTS5 query for "every one of these terms", each quoted so no term is read as syntax. */
export function matchAllTerms(terms: readonly string[]): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' ');
}

/** (Re)writes the index rows of these products from the cache's tables (same transaction as the change). */
export async function indexCatalogueProducts(db: Db, productNos: readonly number[]): Promise<void> {
  if (productNos.length === 0) return;
  for (let i = 0; i < productNos.length; i += 500) {
    const part = productNos.slice(i, i + 500);
    await db.deleteFrom('catalogue_search').where('rowid', 'in', part).execute();
    const products = await db.selectFrom('catalogue_products').select(['product_no', 'name', 'brand_name']).where('product_no', 'in', part).execute();
    if (products.length === 0) continue;
    const labels = await db.selectFrom('catalogue_options').select(['product_no', 'label']).where('product_no', 'in', part).execute();
    const rows = products.map((p) => {
      const other = [p.brand_name ?? '', ...labels.filter((l) => l.product_no === p.product_no && l.label !== p.name).map((l) => l.label)].join(' ');
      return { rowid: p.product_no, terms: [...indexTerms(p.name, other)].join(' ') };
    });
    for (let k = 0; k < rows.length; k += 200) await db.insertInto('catalogue_search').values(rows.slice(k, k + 200)).execute();
  }
}

export function createCatalogueSearch(db: TerminalDb) {
  let checked: Promise<void> | null = null;
  let vocabulary: PreparedVocabulary | null = null;

  /** Re-indexes the whole cache once when it was indexed with other rules (or before 0110). */
  const ensureIndexed = () => {
    checked ??= (async () => {
      const row = await db.selectFrom('meta').select('value').where('key', '=', RULES_KEY).executeTakeFirst();
      if (row?.value === RULES_VERSION) return;
      await db.transaction().execute(async (trx) => {
        const all = await trx.selectFrom('catalogue_products').select('product_no').execute();
        await sql`delete from catalogue_search`.execute(trx);
        await indexCatalogueProducts(trx, all.map((r) => r.product_no));
        await trx.insertInto('meta').values({ key: RULES_KEY, value: RULES_VERSION })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: RULES_VERSION })).execute();
      });
    })().catch((error: unknown) => {
      checked = null;
      throw error;
    });
    return checked;
  };

  const vocabularyOf = async (): Promise<PreparedVocabulary> => {
    if (vocabulary) return vocabulary;
    const rows = await db.selectFrom('catalogue_products').select(['name', 'brand_name']).execute();
    const df = new Map<string, number>();
    for (const r of rows) for (const w of vocabularyWords(`${r.name} ${r.brand_name ?? ''}`)) df.set(w, (df.get(w) ?? 0) + 1);
    vocabulary = prepareVocabulary([...df].map(([word, n]) => ({ word, df: n })));
    return vocabulary;
  };

  const matchCount = async (terms: readonly string[]): Promise<number> => {
    const row = await sql<{ n: number }>`select count(*) as n from catalogue_search where catalogue_search match ${matchAllTerms(terms)}`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  };

  return {
    /**
     * Product numbers whose text has every keyword word (space = AND), corrected word by word
     * when the keyword as typed finds nothing. Empty when nothing matches.
     */
    async matchingProducts(keyword: string): Promise<{ productNos: number[]; correctedKeyword: string | null }> {
      await ensureIndexed();
      const find = async (words: readonly string[]) => {
        const terms = keywordLookupTerms(words.join(' '));
        if (!terms) return [];
        const rows = await sql<{ rowid: number }>`select rowid from catalogue_search where catalogue_search match ${matchAllTerms(terms)}`.execute(db);
        return rows.rows.map((r) => Number(r.rowid));
      };
      const words = keyword.split(/\s+/).filter(Boolean);
      const found = await find(words);
      if (found.length > 0) return { productNos: found, correctedKeyword: null };
      const corrected = await correctWords(words, async (word) => {
        const terms = keywordLookupTerms(word);
        return terms !== null && (await matchCount(terms)) > 0;
      }, vocabularyOf);
      if (!corrected) return { productNos: [], correctedKeyword: null };
      return { productNos: await find(corrected), correctedKeyword: corrected.join(' ') };
    },

    /** The cache changed: the next correction reads the words again. */
    catalogueChanged(): void {
      vocabulary = null;
    },

    ensureIndexed,
  };
}
