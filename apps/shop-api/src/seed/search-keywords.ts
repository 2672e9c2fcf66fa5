// What shoppers type besides the product name: each product's search keywords (the platform's
// GET /products/search/keywords), given by the words of its name — English names and the
// synonyms Korean tennis players use — and a week of past searches for the popular keywords.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { seedProducts } from './catalogue-products.ts';
import { toYmd } from '../domain/kst-time.ts';

/** A word of the product name → the keywords every such product gets. */
const keywordsByNameWord: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['댐프너', ['dampener', '댐퍼', '진동방지', '진동 흡수']],
  ['오버그립', ['overgrip', '오버 그립', '그립감']],
  ['그립', ['grip']],
  ['손목', ['wristband', '손목 보호']],
  ['헤어밴드', ['headband', '머리띠']],
  ['스트링', ['string', '거트', '줄']],
  ['라켓백', ['racket bag', '가방', '테니스 가방']],
  ['가방', ['bag']],
  ['파우치', ['pouch', '볼 홀더']],
  ['타월', ['towel', '수건']],
  ['양말', ['socks', '삭스']],
  ['키링', ['keyring', '열쇠고리']],
  ['에코백', ['eco bag', '가방']],
  ['머그컵', ['mug', '컵']],
  ['보호대', ['support', '서포터']],
  ['엣지 가드', ['edge guard', '헤드 보호 테이프']],
  ['테니스공', ['tennis ball']],
];

/** The search keywords a product name earns. */
export function searchKeywordsFor(name: string): string[] {
  const out = new Set<string>();
  for (const [word, keywords] of keywordsByNameWord) if (name.includes(word)) for (const k of keywords) out.add(k);
  return [...out];
}

export async function insertSearchKeywords(db: Kysely<ShopDb>, products: ReadonlyArray<{ productNo: number; name: string }>): Promise<void> {
  const rows = products.flatMap((p) => searchKeywordsFor(p.name).map((keyword) => ({ product_no: p.productNo, keyword })));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('product_search_keywords').values(rows.slice(i, i + 500)).execute();
}

/** Searches of the past week, so the demo header has popular keywords on day one. */
const pastSearches: ReadonlyArray<readonly [string, number]> = [
  ['댐프너', 42], ['오버그립', 35], ['코트사이드', 27], ['손목밴드', 19], ['스트링', 16],
  ['테니스 양말', 12], ['라켓백', 9], ['캐릭터 댐프너', 8], ['헤어밴드', 6], ['타월', 5],
];

export async function seedSearchKeywords(db: Kysely<ShopDb>, now: Date): Promise<void> {
  await insertSearchKeywords(db, seedProducts.map((p) => ({ productNo: p.productNo, name: p.name })));
  const rows = pastSearches.flatMap(([keyword, total]) => [1, 2, 3].map((daysAgo) => ({
    ymd: toYmd(new Date(now.getTime() - daysAgo * 86_400_000).toISOString()),
    keyword,
    cnt: Math.max(1, Math.round(total / daysAgo / 2)),
  })));
  await db.insertInto('search_keyword_counts').values(rows).execute();
}
