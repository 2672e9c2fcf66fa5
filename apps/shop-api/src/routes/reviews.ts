// Product reviews: list, photo reviews, one review, write/edit/delete (buyers only), recommend.
import type { Hono } from 'hono';
import { pathNumber, readJson, readQuery, requireMember } from '../http/request.ts';
import { requireDisplayedProduct } from '../services/catalogue/catalogue.ts';
import { oneReview, photoReviews, reviewList } from '../services/community/review-view.ts';
import { deleteReview, editReview, setRecommendation, writeReview } from '../services/community/reviews.ts';
import { photoReviewQuery, reviewCreateBody, reviewListQuery, reviewUpdateBody } from './reviews.schema.ts';
import { errors } from '../domain/error-catalogue.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

/** The path's productNo, after checking the product exists and is shown. */
async function productOf(c: AppContext): Promise<number> {
  return requireDisplayedProduct(c.get('deps').db, pathNumber(c, 'productNo'));
}

export function registerReviewRoutes(app: Hono<AppEnv>): void {
  app.get('/products/:productNo/product-reviews', async (c) => {
    const deps = c.get('deps');
    const productNo = await productOf(c);
    const q = readQuery(c, reviewListQuery);
    const memberNo = c.get('member')?.member_no ?? null;
    return c.json(await reviewList(deps.db, productNo, {
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      orderBy: q['order.by'],
      direction: q['order.direction'],
      best: q.bestReviewYn === undefined ? null : q.bestReviewYn === 'Y',
      withFiles: q.hasAttachmentFile ?? null,
      rateFrom: Math.min(q['ratingRange.from'], q['ratingRange.to']),
      rateTo: Math.max(q['ratingRange.from'], q['ratingRange.to']),
    }, memberNo, deps.baseUrl()));
  });

  app.get('/products/:productNo/photo-reviews', async (c) => {
    const deps = c.get('deps');
    const productNo = await productOf(c);
    const q = readQuery(c, photoReviewQuery);
    return c.json(await photoReviews(deps.db, productNo, q.pageNumber, q.pageSize, deps.baseUrl()));
  });

  app.get('/products/:productNo/product-reviews/:reviewNo', async (c) => {
    const deps = c.get('deps');
    const productNo = await productOf(c);
    const review = await oneReview(deps.db, productNo, pathNumber(c, 'reviewNo'), c.get('member')?.member_no ?? null, deps.baseUrl());
    if (!review) throw errors.reviewNotFound();
    return c.json(review);
  });

  app.post('/products/:productNo/product-reviews', async (c) => {
    const deps = c.get('deps');
    const member = requireMember(c);
    const productNo = await productOf(c);
    const body = await readJson(c, reviewCreateBody);
    const reviewNo = await writeReview(deps.db, member.member_no, productNo, { orderOptionNo: body.orderOptionNo, optionNo: body.optionNo }, {
      rate: body.rate, content: body.content, urls: body.urls, extraJson: body.extraJson ?? null,
    }, deps.now());
    return c.json({ reviewNo });
  });

  app.put('/products/:productNo/product-reviews/:reviewNo', async (c) => {
    const deps = c.get('deps');
    const member = requireMember(c);
    const productNo = await productOf(c);
    const body = await readJson(c, reviewUpdateBody);
    await editReview(deps.db, member.member_no, productNo, pathNumber(c, 'reviewNo'), {
      rate: body.rate, content: body.content, urls: body.urls, extraJson: body.extraJson ?? null,
    }, deps.now());
    return c.body(null, 204);
  });

  app.delete('/products/:productNo/product-reviews/:reviewNo', async (c) => {
    const deps = c.get('deps');
    const member = requireMember(c);
    const productNo = await productOf(c);
    await deleteReview(deps.db, member.member_no, productNo, pathNumber(c, 'reviewNo'), deps.now());
    return c.body(null, 204);
  });

  for (const [method, recommend] of [['post', true], ['delete', false]] as const) {
    app[method]('/products/:productNo/product-reviews/:reviewNo/recommend', async (c) => {
      const member = requireMember(c);
      const productNo = await productOf(c);
      await setRecommendation(c.get('deps').db, member.member_no, productNo, pathNumber(c, 'reviewNo'), recommend);
      return c.body(null, 204);
    });
  }
}
