// Who may review what: a member may review an option they bought once it has been delivered
// (DELIVERY_DONE) or the purchase confirmed (BUY_CONFIRM), once per order option, unless the
// option was cancelled or returned. Earlier statuses are refused so a review always follows use.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';

export const REVIEWABLE_ORDER_STATUSES = ['DELIVERY_DONE', 'BUY_CONFIRM'] as const;

function ownOrderOptions(db: Kysely<ShopDb>, memberNo: number) {
  return db.selectFrom('order_options')
    .innerJoin('orders', 'orders.order_no', 'order_options.order_no')
    .where('orders.member_no', '=', memberNo)
    .where('order_options.order_status', 'in', [...REVIEWABLE_ORDER_STATUSES])
    .where((eb) => eb.or([
      eb('order_options.claim_status', 'is', null),
      eb('order_options.claim_status', 'not like', 'CANCEL%').and('order_options.claim_status', 'not like', 'RETURN%'),
    ]));
}

/** The member's order option, if it may be reviewed now (bought, delivered, not yet reviewed). */
export async function findReviewableOrderOption(db: Kysely<ShopDb>, memberNo: number, orderOptionNo: number) {
  return ownOrderOptions(db, memberNo)
    .select(['order_options.order_option_no', 'order_options.product_no', 'order_options.option_no'])
    .where('order_options.order_option_no', '=', orderOptionNo)
    .executeTakeFirst();
}

export async function hasReviewFor(db: Kysely<ShopDb>, orderOptionNo: number): Promise<boolean> {
  const row = await db.selectFrom('reviews').select('review_no')
    .where('order_option_no', '=', orderOptionNo).where('deleted', '=', 0).executeTakeFirst();
  return row !== undefined;
}

/** Order options of this product the member could review right now. */
export async function reviewableOrderOptionNos(db: Kysely<ShopDb>, memberNo: number, productNo: number): Promise<number[]> {
  const rows = await ownOrderOptions(db, memberNo)
    .select('order_options.order_option_no')
    .where('order_options.product_no', '=', productNo)
    .where(({ not, exists, selectFrom }) => not(exists(
      selectFrom('reviews').select('reviews.review_no')
        .whereRef('reviews.order_option_no', '=', 'order_options.order_option_no')
        .where('reviews.deleted', '=', 0),
    )))
    .execute();
  return rows.map((r) => r.order_option_no);
}
