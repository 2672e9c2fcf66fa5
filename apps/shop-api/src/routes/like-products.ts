// Picks (찜, product-shop-public.yml): the member's liked products as search-list items, liking and
// unliking (products.like_cnt follows), and the count.
import type { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pageQuery, readJson, readQuery, requireMember } from '../http/request.ts';
import { inTransaction, lockMember } from '../services/shared/in-transaction.ts';
import { memberDb } from '../services/members/member-db.ts';
import { searchItems } from '../services/catalogue/search/search-view.ts';

const MAX_ITEMS = 100;
const productNo = z.number().int().positive().max(2_147_483_647);
const likeSchema = z.union([
  z.object({ items: z.array(z.object({ productNo, like: z.enum(['Y', 'N']) })).min(1).max(MAX_ITEMS) }),
  // Version 1.0 form: each product number toggles.
  z.object({ productNos: z.array(productNo).min(1).max(MAX_ITEMS) }),
]);
const listQuery = z.object({ ...pageQuery, hasMaxCouponAmt: z.enum(['true', 'false']).optional() });

const productNotFound = () => new ApiError(404, 'P0001', '상품을 찾을 수 없습니다.');

export function registerLikeProductRoutes(app: Hono<AppEnv>): void {
  app.get('/profile/like-products', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const { db, baseUrl } = c.get('deps');
    const base = db
      .selectFrom('like_products')
      .innerJoin('products', 'products.product_no', 'like_products.product_no')
      .where('like_products.member_no', '=', member.member_no)
      .where('products.display', '=', 1);
    const count = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const rows = await base
      .select('like_products.product_no')
      .orderBy('like_products.created_at', 'desc')
      .orderBy('like_products.product_no', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize)
      .execute();
    // The same list shape as a product search, read as this member (every row is one they like).
    const items = await searchItems(db, rows.map((r) => r.product_no), { baseUrl: baseUrl(), memberNo: member.member_no, withOptionValues: false, withReviewCount: true });
    return c.json({ totalCount: Number(count?.n ?? 0), items });
  });

  const setLikes = async (c: AppContext) => {
    const member = requireMember(c);
    const body = await readJson(c, likeSchema);
    const { db, now } = c.get('deps');
    const t = now().toISOString();
    const wanted = 'items' in body ? body.items : body.productNos.map((no) => ({ productNo: no, like: null }));
    const result = await inTransaction(memberDb(db), async (trx) => {
      const nos = [...new Set(wanted.map((w) => w.productNo))];
      const found = await trx.selectFrom('products').select('product_no').where('product_no', 'in', nos).execute();
      if (found.length !== nos.length) throw productNotFound();
      await lockMember(trx, member.member_no);
      const out: Array<{ productNo: number; like: 'Y' | 'N'; changed: boolean }> = [];
      for (const w of wanted) {
        const liked = !!(await trx.selectFrom('like_products').select('product_no').where('member_no', '=', member.member_no).where('product_no', '=', w.productNo).executeTakeFirst());
        const want = w.like === null ? !liked : w.like === 'Y';
        if (want && !liked) {
          await trx.insertInto('like_products').values({ member_no: member.member_no, product_no: w.productNo, created_at: t }).execute();
          await trx.updateTable('products').set((eb) => ({ like_cnt: eb('like_cnt', '+', 1) })).where('product_no', '=', w.productNo).execute();
        } else if (!want && liked) {
          await trx.deleteFrom('like_products').where('member_no', '=', member.member_no).where('product_no', '=', w.productNo).execute();
          await trx.updateTable('products').set((eb) => ({ like_cnt: eb('like_cnt', '-', 1) })).where('product_no', '=', w.productNo).where('like_cnt', '>', 0).execute();
        }
        // Unliking what was never liked is left out of the reply (product-shop-public.yml).
        if (want || liked) out.push({ productNo: w.productNo, like: want ? 'Y' : 'N', changed: want !== liked });
      }
      return out;
    });
    return c.json('items' in body ? result.map((r) => ({ productNo: r.productNo, like: r.like })) : result.map((r) => ({ productNo: r.productNo, result: r.like === 'Y' })));
  };
  app.post('/profile/like-products', setLikes);
  app.post('/profile/like-products/', setLikes);

  app.get('/profile/like-products/count', async (c) => {
    const member = requireMember(c);
    const row = await c.get('deps').db
      .selectFrom('like_products')
      .innerJoin('products', 'products.product_no', 'like_products.product_no')
      .where('like_products.member_no', '=', member.member_no)
      .where('products.display', '=', 1)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst();
    return c.json({ likedCount: Number(row?.n ?? 0) });
  });
}
