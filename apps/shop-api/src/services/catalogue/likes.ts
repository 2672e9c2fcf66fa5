// Picks (찜): the member's liked products (as search-list items), liking and unliking with
// products.like_cnt following, and the count. Only displayed products count.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { memberDb } from '../members/member-db.ts';
import { inTransaction, lockMember } from '../shared/in-transaction.ts';
import { searchItems } from './search/search-view.ts';
import { DomainError } from '../../domain/errors.ts';

const productNotFound = () => new DomainError('not-found', 'P0001', '상품을 찾을 수 없습니다.');

function likedRows(db: Kysely<ShopDb>, memberNo: number) {
  return db
    .selectFrom('like_products')
    .innerJoin('products', 'products.product_no', 'like_products.product_no')
    .where('like_products.member_no', '=', memberNo)
    .where('products.display', '=', 1);
}

export async function likedCount(db: Kysely<ShopDb>, memberNo: number): Promise<number> {
  const row = await likedRows(db, memberNo).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the member's picks, newest first, in the product search's list shape. */
export async function likedProducts(db: Kysely<ShopDb>, memberNo: number, page: { pageNumber: number; pageSize: number }, baseUrl: string) {
  const totalCount = await likedCount(db, memberNo);
  const rows = await likedRows(db, memberNo)
    .select('like_products.product_no')
    .orderBy('like_products.created_at', 'desc')
    .orderBy('like_products.product_no', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize)
    .execute();
  // Read as this member (every row is one they like).
  const items = await searchItems(db, rows.map((r) => r.product_no), { baseUrl, memberNo, withOptionValues: false, withReviewCount: true });
  return { totalCount, items };
}

export interface LikeChange {
  productNo: number;
  /** 'Y' / 'N' sets it; null toggles (the version 1.0 form). */
  like: 'Y' | 'N' | null;
}

/**
 * Likes and unlikes in one transaction (404 when a product does not exist). Unliking what was
 * never liked is left out of the result (product-shop-public.yml).
 */
export async function setLikes(db: Kysely<ShopDb>, memberNo: number, wanted: readonly LikeChange[], now: Date) {
  const t = now.toISOString();
  return inTransaction(memberDb(db), async (trx) => {
    const nos = [...new Set(wanted.map((w) => w.productNo))];
    const found = await trx.selectFrom('products').select('product_no').where('product_no', 'in', nos).execute();
    if (found.length !== nos.length) throw productNotFound();
    await lockMember(trx, memberNo);
    const out: Array<{ productNo: number; like: 'Y' | 'N'; changed: boolean }> = [];
    for (const w of wanted) {
      const liked = !!(await trx.selectFrom('like_products').select('product_no').where('member_no', '=', memberNo).where('product_no', '=', w.productNo).executeTakeFirst());
      const want = w.like === null ? !liked : w.like === 'Y';
      if (want && !liked) {
        await trx.insertInto('like_products').values({ member_no: memberNo, product_no: w.productNo, created_at: t }).execute();
        await trx.updateTable('products').set((eb) => ({ like_cnt: eb('like_cnt', '+', 1) })).where('product_no', '=', w.productNo).execute();
      } else if (!want && liked) {
        await trx.deleteFrom('like_products').where('member_no', '=', memberNo).where('product_no', '=', w.productNo).execute();
        await trx.updateTable('products').set((eb) => ({ like_cnt: eb('like_cnt', '-', 1) })).where('product_no', '=', w.productNo).where('like_cnt', '>', 0).execute();
      }
      if (want || liked) out.push({ productNo: w.productNo, like: want ? 'Y' : 'N', changed: want !== liked });
    }
    return out;
  });
}
