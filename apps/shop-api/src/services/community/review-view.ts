// Reading product reviews: list, photo list, one review, rating summary — in the platform's shape,
// with what depends on the viewer (myReview, recommendable).
import { sql, type Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { reviewRating } from '../catalogue/catalogue.ts';
import { absoluteUrl } from '../catalogue/image-urls.ts';
import { maskMemberId, maskName } from '../members/masking.ts';
import { parseJson } from '../../domain/json-columns.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export const reviewOrders = ['RECOMMEND', 'REGISTER_YMDT', 'RATING', 'BEST_REVIEW'] as const;
export type ReviewOrder = (typeof reviewOrders)[number];

export interface ReviewListQuery {
  pageNumber: number;
  pageSize: number;
  orderBy: ReviewOrder;
  direction: 'ASC' | 'DESC';
  best: boolean | null;
  withFiles: boolean | null;
  rateFrom: number;
  rateTo: number;
}

function baseQuery(db: Kysely<ShopDb>, productNo: number) {
  return db.selectFrom('reviews').where('reviews.product_no', '=', productNo).where('reviews.deleted', '=', 0);
}

function reviewRows(db: Kysely<ShopDb>) {
  return db.selectFrom('reviews')
    .innerJoin('members', 'members.member_no', 'reviews.member_no')
    .innerJoin('products', 'products.product_no', 'reviews.product_no')
    .leftJoin('options', 'options.option_no', 'reviews.option_no')
    .leftJoin('order_options', 'order_options.order_option_no', 'reviews.order_option_no')
    .leftJoin('brands', 'brands.brand_no', 'products.brand_no')
    .selectAll('reviews')
    .select([
      'members.member_id', 'members.member_name', 'members.nickname', 'products.product_name', 'products.option_labels_json',
      'products.sale_price', 'products.immediate_discount_amt', 'products.sale_status', 'products.list_image_urls_json',
      'products.review_cnt', 'products.review_rate_sum', 'brands.name as brand_name', 'brands.name_en as brand_name_en',
      'options.values_json', 'order_options.order_cnt', 'order_options.order_status', 'order_options.option_inputs_json',
    ])
    .where('reviews.deleted', '=', 0);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

export interface Viewer {
  memberNo: number | null;
  recommended: Set<number>;
  baseUrl: string;
}

export function reviewItem(r: ReviewRow, viewer: Viewer) {
  const mine = viewer.memberNo === r.member_no;
  const values = parseJson<string[]>(r.values_json, []);
  const labels = parseJson<string[]>(r.option_labels_json, []).slice(0, values.length);
  const everyone = { isAll: true, nos: [] };
  const listImage = parseJson<string[]>(r.list_image_urls_json, [])[0];
  return {
    reviewNo: r.review_no,
    productNo: r.product_no,
    productName: r.product_name,
    productNameEn: '',
    brandName: r.brand_name ?? '',
    brandNameEn: r.brand_name_en ?? '',
    imageUrl: listImage ? absoluteUrl(viewer.baseUrl, listImage) : '',
    imageUrlType: 'IMAGE_URL',
    productDetailUrl: `/products/${r.product_no}`,
    productDiscountPrice: r.sale_price - r.immediate_discount_amt,
    productRate: reviewRating(r.review_cnt, r.review_rate_sum),
    productTotalCount: r.review_cnt,
    saleStatusType: r.sale_status,
    siteName: '코트사이드',
    providerType: null,
    memberGradeDisplayInfo: everyone,
    memberGroupDisplayInfo: everyone,
    tagValueNos: [],
    tagValues: [],
    blindReportCnt: 0,
    cancelReportable: 'N',
    expelled: false,
    externalReview: false,
    givenAccumulationYn: 'N',
    originRegisterYmdt: toYmdt(r.registered_at),
    optionNo: r.option_no,
    rate: r.rate,
    content: r.content,
    memberId: maskMemberId(r.member_id),
    memberName: maskName(r.member_name),
    nickname: r.nickname ?? '',
    registerNo: r.member_no,
    registerName: maskName(r.member_name),
    registerYmdt: toYmdt(r.registered_at),
    updateYmdt: toYmdt(r.updated_at),
    fileUrls: parseJson<string[]>(r.file_urls_json, []).map((u) => absoluteUrl(viewer.baseUrl, u)),
    recommendCnt: r.recommend_cnt,
    recommendable: viewer.memberNo !== null && !mine && !viewer.recommended.has(r.review_no),
    myReview: mine,
    bestReviewYn: r.best === 1 ? 'Y' : 'N',
    extraJson: r.extra_json ?? '',
    reportCnt: 0,
    reportable: false,
    commentCount: 0,
    platformType: 'PC',
    isDeletedProductReview: false,
    orderedOption: r.order_option_no === null ? null : {
      orderOptionNo: r.order_option_no,
      optionName: labels.join('|'),
      optionValue: values.join('|'),
      orderCnt: r.order_cnt ?? 1,
      optionUsed: values.length > 0,
      orderStatusType: r.order_status ?? 'BUY_CONFIRM',
      inputs: parseJson<Array<{ inputLabel: string; inputValue: string }>>(r.option_inputs_json, []),
    },
  };
}

async function recommendedBy(db: Kysely<ShopDb>, memberNo: number | null, reviewNos: number[]): Promise<Set<number>> {
  if (memberNo === null || reviewNos.length === 0) return new Set();
  const rows = await db.selectFrom('review_recommends').select('review_no').where('member_no', '=', memberNo).where('review_no', 'in', reviewNos).execute();
  return new Set(rows.map((r) => r.review_no));
}

export async function reviewList(db: Kysely<ShopDb>, productNo: number, q: ReviewListQuery, memberNo: number | null, baseUrl: string) {
  const dir = q.direction === 'ASC' ? 'asc' : 'desc';
  let list = reviewRows(db).where('reviews.product_no', '=', productNo).where('reviews.rate', '>=', q.rateFrom).where('reviews.rate', '<=', q.rateTo);
  if (q.best !== null) list = list.where('reviews.best', '=', q.best ? 1 : 0);
  if (q.withFiles !== null) list = list.where('reviews.file_urls_json', q.withFiles ? '!=' : '=', '[]');
  const primary = { RECOMMEND: 'reviews.recommend_cnt', REGISTER_YMDT: 'reviews.registered_at', RATING: 'reviews.rate', BEST_REVIEW: 'reviews.best' } as const;
  list = list.orderBy(primary[q.orderBy], dir);
  if (q.orderBy === 'BEST_REVIEW') list = list.orderBy('reviews.recommend_cnt', dir);
  const rows = await list.orderBy('reviews.registered_at', 'desc').orderBy('reviews.review_no', 'desc')
    .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute();

  let counted = baseQuery(db, productNo).where('reviews.rate', '>=', q.rateFrom).where('reviews.rate', '<=', q.rateTo);
  if (q.best !== null) counted = counted.where('reviews.best', '=', q.best ? 1 : 0);
  if (q.withFiles !== null) counted = counted.where('reviews.file_urls_json', q.withFiles ? '!=' : '=', '[]');
  const [total, ratings, recommended] = await Promise.all([
    counted.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    baseQuery(db, productNo).select((eb) => ['reviews.rate', eb.fn.countAll().as('n')]).groupBy('reviews.rate').execute(),
    recommendedBy(db, memberNo, rows.map((r) => r.review_no)),
  ]);
  const all = ratings.reduce((acc, r) => ({ n: acc.n + Number(r.n), sum: acc.sum + r.rate * Number(r.n) }), { n: 0, sum: 0 });
  return {
    totalCount: Number(total?.n ?? 0),
    rate: all.n > 0 ? Math.round((all.sum / all.n) * 10) / 10 : 0,
    reviewRatingResponses: [5, 4, 3, 2, 1].map((rating) => ({ rating, countOfRating: Number(ratings.find((r) => r.rate === rating)?.n ?? 0) })),
    items: rows.map((r) => reviewItem(r, { memberNo, recommended, baseUrl })),
  };
}

export async function oneReview(db: Kysely<ShopDb>, productNo: number, reviewNo: number, memberNo: number | null, baseUrl: string) {
  const row = await reviewRows(db).where('reviews.product_no', '=', productNo).where('reviews.review_no', '=', reviewNo).executeTakeFirst();
  if (!row) return null;
  return reviewItem(row, { memberNo, recommended: await recommendedBy(db, memberNo, [reviewNo]), baseUrl });
}

export async function photoReviews(db: Kysely<ShopDb>, productNo: number, pageNumber: number, pageSize: number, baseUrl: string) {
  const withPhotos = baseQuery(db, productNo).where('reviews.file_urls_json', '!=', '[]');
  const [rows, total] = await Promise.all([
    withPhotos.select(['reviews.review_no', 'reviews.file_urls_json', 'reviews.recommend_cnt', 'reviews.member_no'])
      .orderBy('reviews.registered_at', 'desc').orderBy('reviews.review_no', 'desc')
      .limit(pageSize).offset((pageNumber - 1) * pageSize).execute(),
    withPhotos.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    totalCount,
    totalPage: Math.ceil(totalCount / pageSize),
    contents: rows.map((r) => {
      const urls = parseJson<string[]>(r.file_urls_json, []).map((u) => absoluteUrl(baseUrl, u));
      return { reviewNo: r.review_no, urls, attachedFileCount: urls.length, recommendCnt: r.recommend_cnt, registerNo: r.member_no, tagValueNos: [] };
    }),
    lastId: '',
  };
}

/** The member's own reviews over every product (my-page), newest first, registered within [from, to). */
export async function memberReviews(
  db: Kysely<ShopDb>,
  memberNo: number,
  q: { pageNumber: number; pageSize: number; from: string; to: string },
  baseUrl: string,
) {
  const mine = reviewRows(db).where('reviews.member_no', '=', memberNo)
    .where('reviews.registered_at', '>=', q.from).where('reviews.registered_at', '<', q.to);
  const [rows, total] = await Promise.all([
    mine.orderBy('reviews.registered_at', 'desc').orderBy('reviews.review_no', 'desc')
      .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute(),
    db.selectFrom('reviews').where('member_no', '=', memberNo).where('deleted', '=', 0)
      .where('registered_at', '>=', q.from).where('registered_at', '<', q.to)
      .select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  const viewer: Viewer = { memberNo, recommended: new Set(), baseUrl };
  return { totalCount: Number(total?.n ?? 0), items: rows.map((r) => reviewItem(r, viewer)) };
}
