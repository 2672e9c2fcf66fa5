// Picks (찜, product-shop-public.yml): the member's liked products as search-list items, liking and
// unliking (products.like_cnt follows), and the count.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pageQuery, readJson, readQuery, requireMember } from '../http/request.ts';
import { likedCount, likedProducts, setLikes } from '../services/catalogue/likes.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

const MAX_ITEMS = 100;
const productNo = z.number().int().positive().max(2_147_483_647);
const likeSchema = z.union([
  z.object({ items: z.array(z.object({ productNo, like: z.enum(['Y', 'N']) })).min(1).max(MAX_ITEMS) }),
  // Version 1.0 form: each product number toggles.
  z.object({ productNos: z.array(productNo).min(1).max(MAX_ITEMS) }),
]);
const listQuery = z.object({ ...pageQuery, hasMaxCouponAmt: z.enum(['true', 'false']).optional() });

export function registerLikeProductRoutes(app: Hono<AppEnv>): void {
  app.get('/profile/like-products', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const { db, baseUrl } = c.get('deps');
    return c.json(await likedProducts(db, member.member_no, q, baseUrl()));
  });

  const like = async (c: AppContext) => {
    const member = requireMember(c);
    const body = await readJson(c, likeSchema);
    const { db, now } = c.get('deps');
    const wanted = 'items' in body ? body.items : body.productNos.map((no) => ({ productNo: no, like: null }));
    const result = await setLikes(db, member.member_no, wanted, now());
    return c.json('items' in body ? result.map((r) => ({ productNo: r.productNo, like: r.like })) : result.map((r) => ({ productNo: r.productNo, result: r.like === 'Y' })));
  };
  app.post('/profile/like-products', like);
  app.post('/profile/like-products/', like);

  app.get('/profile/like-products/count', async (c) => {
    const member = requireMember(c);
    return c.json({ likedCount: await likedCount(c.get('deps').db, member.member_no) });
  });
}
