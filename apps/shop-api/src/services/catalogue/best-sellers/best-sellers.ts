// GET /products/best-seller/search: the period's paid lines read once, ranked (ranking.ts), one page
// of products in the list shape of a search (sold-out ones included, as a ranking is). Only
// displayed products on sale are ranked.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { searchItems, type SearchItemOptions } from '../search/search-view.ts';
import { periodStart, rankBestSellers, SOLD_STATUSES, type BestSellerPeriod } from './ranking.ts';

export interface BestSellerQuery {
  period: BestSellerPeriod;
  categoryNos: number[];
  pageNumber: number;
  pageSize: number;
}

export async function bestSellers(db: Kysely<ShopDb>, q: BestSellerQuery, now: Date, o: SearchItemOptions) {
  const since = periodStart(q.period, now);
  let lines = db.selectFrom('order_options as l').innerJoin('orders as o', 'o.order_no', 'l.order_no')
    .innerJoin('products as p', 'p.product_no', 'l.product_no')
    .select(['l.product_no', 'l.order_cnt', 'l.buy_amt', 'l.order_status', 'o.paid_at'])
    .where('o.paid_at', '>=', since.toISOString())
    .where('l.order_status', 'in', SOLD_STATUSES)
    .where('p.display', '=', 1).where('p.sale_status', '=', 'ONSALE');
  if (q.categoryNos.length > 0) {
    lines = lines.where('l.product_no', 'in', db.selectFrom('product_categories').select('product_no').where('category_no', 'in', q.categoryNos));
  }
  const rows = await lines.execute();
  const ranked = rankBestSellers(
    rows.map((r) => ({ productNo: r.product_no, orderCnt: r.order_cnt, buyAmt: r.buy_amt, orderStatus: r.order_status, paidAt: r.paid_at ?? '' })),
    since,
    now,
  );
  const page = ranked.slice((q.pageNumber - 1) * q.pageSize, q.pageNumber * q.pageSize);
  const items = await searchItems(db, page.map((b) => b.productNo), o);
  const soldIn = new Map(page.map((b) => [b.productNo, b.saleCnt]));
  return {
    totalCount: ranked.length,
    pageCount: Math.ceil(ranked.length / q.pageSize),
    displayableStock: true,
    // saleCnt is the period's units (the ranking's figure), as the platform's best-seller list shows.
    items: items.map((item) => ({ ...item, saleCnt: soldIn.get(item.productNo) ?? 0 })),
  };
}
