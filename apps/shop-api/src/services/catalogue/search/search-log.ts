// Searches people make, counted per day (Korea time), and the popular keywords made from them —
// the platform's GET /products/favoriteKeywords, which ranks the searches up to the day before.
import type { Kysely } from 'kysely';
import { normalizeSearchText } from '@courtside/core/search';
import type { ShopDb } from '../../../db/schema.ts';
import { toYmd } from '../../../http/json.ts';

/** Days of searches behind the popular keywords. */
const popularDays = 7;

/** The form a keyword is counted under: normalised, single spaces, at most 50 characters. */
export function countedKeyword(keywords: readonly string[]): string {
  return normalizeSearchText(keywords.join(' ')).replace(/\s+/g, ' ').trim().slice(0, 50);
}

export async function recordSearch(db: Kysely<ShopDb>, keywords: readonly string[], now: Date): Promise<void> {
  const keyword = countedKeyword(keywords);
  if (keyword === '') return;
  await db.insertInto('search_keyword_counts').values({ ymd: toYmd(now.toISOString()), keyword, cnt: 1 })
    .onConflict((oc) => oc.columns(['ymd', 'keyword']).doUpdateSet((eb) => ({ cnt: eb('search_keyword_counts.cnt', '+', 1) })))
    .execute();
}

/** The most searched keywords of the last seven days before today, most searched first. */
export async function popularKeywords(db: Kysely<ShopDb>, size: number, now: Date): Promise<string[]> {
  const today = toYmd(now.toISOString());
  const from = toYmd(new Date(now.getTime() - popularDays * 86_400_000).toISOString());
  const rows = await db.selectFrom('search_keyword_counts')
    .select((eb) => ['keyword', eb.fn.sum<number>('cnt').as('total')])
    .where('ymd', '>=', from)
    .where('ymd', '<', today)
    .groupBy('keyword')
    .orderBy('total', 'desc')
    .orderBy('keyword')
    .limit(size)
    .execute();
  return rows.map((r) => r.keyword);
}
