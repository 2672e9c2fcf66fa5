// The member's own reviews and product inquiries over every product (the my-page lists), newest
// first, each with its product's name and pictures and its brand's names.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';

export interface MyListQuery {
  /** Registered within [from, to). */
  from: string;
  to: string;
  pageNumber: number;
  pageSize: number;
}

export async function myReviews(db: Kysely<ShopDb>, memberNo: number, q: MyListQuery) {
  const mine = db.selectFrom('reviews').where('reviews.member_no', '=', memberNo).where('reviews.deleted', '=', 0)
    .where('reviews.registered_at', '>=', q.from).where('reviews.registered_at', '<', q.to);
  const [rows, total] = await Promise.all([
    mine.innerJoin('products', 'products.product_no', 'reviews.product_no')
      .leftJoin('brands', 'brands.brand_no', 'products.brand_no')
      .selectAll('reviews').select(['products.product_name', 'products.image_urls_json', 'brands.name as brand_name', 'brands.name_en as brand_name_en'])
      .orderBy('reviews.registered_at', 'desc').orderBy('reviews.review_no', 'desc')
      .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute(),
    mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { totalCount: Number(total?.n ?? 0), rows };
}

/** `answered`: only those the shop has answered (true) or not yet (false). */
export async function myInquiries(db: Kysely<ShopDb>, memberNo: number, q: MyListQuery & { answered?: boolean }) {
  let mine = db.selectFrom('inquiries').where('inquiries.member_no', '=', memberNo).where('inquiries.deleted', '=', 0)
    .where('inquiries.registered_at', '>=', q.from).where('inquiries.registered_at', '<', q.to);
  if (q.answered !== undefined) mine = mine.where('inquiries.answered_at', q.answered ? 'is not' : 'is', null);
  const [rows, total] = await Promise.all([
    mine.innerJoin('products', 'products.product_no', 'inquiries.product_no')
      .leftJoin('brands', 'brands.brand_no', 'products.brand_no')
      .selectAll('inquiries').select(['products.product_name', 'products.image_urls_json', 'brands.name as brand_name', 'brands.name_en as brand_name_en'])
      .orderBy('inquiries.registered_at', 'desc').orderBy('inquiries.inquiry_no', 'desc')
      .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute(),
    mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { totalCount: Number(total?.n ?? 0), rows };
}
