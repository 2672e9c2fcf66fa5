// GET /products/restocked (an extension of this stand-in; the platform's contract has no list of
// restocked products): products with an option that came back into stock in the last `days` days
// (product_restocks, written by the options trigger of 0350), the latest restock first, in the list
// shape of a search. A product that has sold out again since is left out.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { searchItems, type SearchItemOptions } from '../search/search-view.ts';

export interface RestockedQuery {
  days: number;
  pageNumber: number;
  pageSize: number;
}

export async function restockedProducts(db: Kysely<ShopDb>, q: RestockedQuery, now: Date, o: SearchItemOptions) {
  const since = new Date(now.getTime() - q.days * 86_400_000).toISOString();
  const rows = await db.selectFrom('product_restocks as r').innerJoin('products as p', 'p.product_no', 'r.product_no')
    .select(['r.product_no'])
    .select((eb) => eb.fn.max('r.restocked_at').as('last_at'))
    .where('r.restocked_at', '>=', since)
    .where('p.display', '=', 1).where('p.sale_status', '=', 'ONSALE')
    .where((eb) => eb.exists(eb.selectFrom('options as x').select('x.option_no')
      .whereRef('x.product_no', '=', 'r.product_no').where('x.stock_cnt', '>', 0).where('x.forced_sold_out', '=', 0)))
    .groupBy('r.product_no')
    .execute();
  const ordered = rows
    .map((r) => ({ productNo: r.product_no, at: String(r.last_at) }))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.productNo - b.productNo));
  const page = ordered.slice((q.pageNumber - 1) * q.pageSize, q.pageNumber * q.pageSize);
  const items = await searchItems(db, page.map((r) => r.productNo), o);
  const restockedAt = new Map(page.map((r) => [r.productNo, r.at]));
  return {
    totalCount: ordered.length,
    pageCount: Math.ceil(ordered.length / q.pageSize),
    displayableStock: true,
    items: items.map((item) => ({ ...item, restockYmdt: restockedAt.get(item.productNo) ?? null })),
  };
}
