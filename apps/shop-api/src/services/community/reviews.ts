// Writing reviews and recommendations. Every write also moves the product's running review totals
// (review_cnt, review_rate_sum) in the same transaction, so lists and REVIEW sorting stay exact.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { inTransaction } from '../shared/in-transaction.ts';
import { isUniqueViolation } from '../members/profile-fields.ts';
import { findReviewableOrderOption, hasReviewFor } from './review-eligibility.ts';
import { errors } from '../../domain/error-catalogue.ts';

export interface ReviewInput {
  rate: number;
  content: string;
  urls: string[];
  extraJson: string | null;
}

async function moveTotals(db: Kysely<ShopDb>, productNo: number, countDelta: number, rateDelta: number): Promise<void> {
  await db.updateTable('products')
    .set((eb) => ({ review_cnt: eb('review_cnt', '+', countDelta), review_rate_sum: eb('review_rate_sum', '+', rateDelta) }))
    .where('product_no', '=', productNo)
    .execute();
}

export async function writeReview(
  db: Kysely<ShopDb>,
  memberNo: number,
  productNo: number,
  order: { orderOptionNo: number; optionNo: number },
  input: ReviewInput,
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const orderOption = await findReviewableOrderOption(trx, memberNo, order.orderOptionNo);
    if (!orderOption || orderOption.product_no !== productNo || orderOption.option_no !== order.optionNo) throw errors.reviewNotPurchased();
    if (await hasReviewFor(trx, order.orderOptionNo)) throw errors.reviewAlreadyWritten();
    const at = now.toISOString();
    const row = await trx.insertInto('reviews').values({
      product_no: productNo,
      option_no: order.optionNo,
      order_option_no: order.orderOptionNo,
      member_no: memberNo,
      rate: input.rate,
      content: input.content,
      file_urls_json: JSON.stringify(input.urls),
      extra_json: input.extraJson,
      recommend_cnt: 0,
      best: 0,
      deleted: 0,
      registered_at: at,
      updated_at: at,
    }).returning('review_no').executeTakeFirstOrThrow()
      .catch((err: unknown) => { throw isUniqueViolation(err) ? errors.reviewAlreadyWritten() : err; });
    await moveTotals(trx, productNo, 1, input.rate);
    return row.review_no;
  });
}

async function ownReview(db: Kysely<ShopDb>, memberNo: number, productNo: number, reviewNo: number) {
  const row = await db.selectFrom('reviews').select(['review_no', 'member_no', 'rate'])
    .where('review_no', '=', reviewNo).where('product_no', '=', productNo).where('deleted', '=', 0).executeTakeFirst();
  if (!row) throw errors.reviewNotFound();
  if (row.member_no !== memberNo) throw errors.reviewNotMine();
  return row;
}

export async function editReview(db: Kysely<ShopDb>, memberNo: number, productNo: number, reviewNo: number, input: ReviewInput, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await ownReview(trx, memberNo, productNo, reviewNo);
    await trx.updateTable('reviews').set({
      rate: input.rate,
      content: input.content,
      file_urls_json: JSON.stringify(input.urls),
      extra_json: input.extraJson,
      updated_at: now.toISOString(),
    }).where('review_no', '=', reviewNo).execute();
    await moveTotals(trx, productNo, 0, input.rate - row.rate);
  });
}

/** Soft delete: the order option may be reviewed again afterwards. */
export async function deleteReview(db: Kysely<ShopDb>, memberNo: number, productNo: number, reviewNo: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await ownReview(trx, memberNo, productNo, reviewNo);
    await trx.updateTable('reviews').set({ deleted: 1, updated_at: now.toISOString() }).where('review_no', '=', reviewNo).execute();
    await moveTotals(trx, productNo, -1, -row.rate);
  });
}

export async function setRecommendation(db: Kysely<ShopDb>, memberNo: number, productNo: number, reviewNo: number, recommend: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    const review = await trx.selectFrom('reviews').select(['member_no'])
      .where('review_no', '=', reviewNo).where('product_no', '=', productNo).where('deleted', '=', 0).executeTakeFirst();
    if (!review) throw errors.reviewNotFound();
    if (review.member_no === memberNo) throw errors.reviewOwnRecommend();
    const existing = await trx.selectFrom('review_recommends').select('review_no')
      .where('review_no', '=', reviewNo).where('member_no', '=', memberNo).executeTakeFirst();
    if (recommend) {
      if (existing) throw errors.reviewAlreadyRecommended();
      await trx.insertInto('review_recommends').values({ review_no: reviewNo, member_no: memberNo }).execute();
    } else {
      if (!existing) throw errors.reviewNotRecommended();
      await trx.deleteFrom('review_recommends').where('review_no', '=', reviewNo).where('member_no', '=', memberNo).execute();
    }
    await trx.updateTable('reviews').set((eb) => ({ recommend_cnt: eb('recommend_cnt', '+', recommend ? 1 : -1) })).where('review_no', '=', reviewNo).execute();
  });
}
