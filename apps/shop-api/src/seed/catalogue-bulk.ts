// Many plausible products at once, for the search benchmark and scale tests (never part of the
// demo seed). Names mix the shop's real vocabulary, so keyword searches hit realistic fractions.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';
import type { ShopDb } from '../db/schema.ts';
import { productRows } from './catalogue.ts';
import type { SeedProduct } from './catalogue-products.ts';
import { seedBrands, seedCategories } from './catalogue-taxonomy.ts';
import { insertSearchKeywords } from './search-keywords.ts';
import { indexProductsInBulk } from '../services/catalogue/search/search-index-bulk.ts';

export const BULK_FIRST_PRODUCT_NO = 2_000_001;

const adjectives = ['스마일', '베이직', '프로', '라이트', '소프트', '하드', '클래식', '네온', '파스텔', '빈티지', '스포티', '미니', '와이드', '슬림', '쿨링', '드라이'];
const items = ['댐프너', '오버그립', '손목밴드', '헤어밴드', '라켓백', '볼 파우치', '스포츠 타월', '테니스 양말', '스트링', '키링', '에코백', '머그컵', '무릎 보호대', '엣지 가드'];
const colours = ['블랙', '화이트', '형광옐로우', '핑크', '네이비', '민트'];
const shapes = ['round', 'grip', 'band', 'bag', 'towel', 'tag', 'ball', 'heart'];
const paletteWords = ['black', 'white', 'neonyellow', 'pink', 'navy', 'mint'];

/** Deterministic pseudo-random numbers, so two runs seed the same catalogue. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The i-th generated product, in the same shape as the hand-written seed. */
function bulkProduct(i: number, productNo: number, random: () => number): SeedProduct {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const brand = pick(seedBrands);
  const colourIndex = Math.floor(random() * colours.length);
  const rate = random() < 0.3 ? pick([5, 10, 15, 20]) : 0;
  const soldOut = random() < 0.08;
  return {
    productNo,
    name: `${brand.name} ${pick(adjectives)} ${pick(items)} ${i + 1}`,
    brandNo: brand.brandNo,
    categoryNos: [pick(leafCategories)],
    salePrice: (5 + Math.floor(random() * 200)) * 100,
    ...(rate > 0 ? { discount: { unit: 'RATE' as const, value: rate } } : {}),
    levels: [{ label: '색상', values: [colours[colourIndex] ?? '블랙'] }, { label: '구성', values: ['1개입', { value: '3개입', addPrice: 5000 }] }],
    allSoldOut: soldOut,
    ...(random() < 0.2 ? { delivery: 'FREE' as const } : {}),
    daysAgo: Math.floor(random() * 730),
    saleCnt: Math.floor(random() * 3000),
    likeCnt: Math.floor(random() * 400),
    image: `${pick(shapes)}-${paletteWords[colourIndex] ?? 'gray'}`,
    desc: '대량 생성된 상품입니다.',
    ...(random() < 0.03 ? { saleStatus: 'READY' as const } : {}),
  };
}

const leafCategories = seedCategories.filter((c) => c.parentNo !== null).map((c) => c.categoryNo);

export async function seedBulkProducts(db: Kysely<ShopDb>, count: number, now: Date, firstProductNo = BULK_FIRST_PRODUCT_NO): Promise<void> {
  const random = rng(count);
  const batch = 250;
  for (let start = 0; start < count; start += batch) {
    const seeds = Array.from({ length: Math.min(batch, count - start) }, (_, k) => bulkProduct(start + k, firstProductNo + start + k, random));
    const built = seeds.map((p) => productRows(p, now));
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('products').values(built.map((b) => b.product)).execute();
      await tx.insertInto('options').values(built.flatMap((b) => b.options)).execute();
      await tx.insertInto('product_categories').values(seeds.flatMap((p) => p.categoryNos.map((c) => ({ product_no: p.productNo, category_no: c })))).execute();
      await insertSearchKeywords(tx, seeds.map((p) => ({ productNo: p.productNo, name: p.name })));
    });
  }
  await indexProductsInBulk(db, Array.from({ length: count }, (_, i) => firstProductNo + i));
  // PostgreSQL plans from statistics; refresh them rather than wait for autovacuum after a bulk
  // load. (SQLite's indexes are chosen to plan well without statistics; see migration 0021.)
  if (dialectOf(db as Kysely<unknown>) === 'postgres') await sql`analyze`.execute(db);
}
