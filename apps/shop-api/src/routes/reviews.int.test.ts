import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { seedMembers } from '../seed/fixtures.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

interface ReviewItem { reviewNo: number; rate: number; content: string; myReview: boolean; recommendable: boolean; recommendCnt: number; fileUrls: string[] }
interface ReviewList { totalCount: number; rate: number; reviewRatingResponses: Array<{ rating: number; countOfRating: number }>; items: ReviewItem[] }

describe('product reviews', () => {
  let api: TestShopApi;
  const tokens: Record<'admin' | 'shopper' | 'second' | 'reviewer', string> = { admin: '', shopper: '', second: '', reviewer: '' };
  const list = async (productNo: number, query = '', token?: string) => {
    const res = await api.call(`/products/${productNo}/product-reviews?hasTotalCount=true${query}`, { token, headers: { Version: '2.0' } });
    expect(res.status).toBe(200);
    return (await res.json()) as ReviewList;
  };
  /** The member's order option of a product in the given status (from the seeded orders). */
  const orderOptionOf = async (who: keyof typeof seedMembers, productNo: number, status: string) => {
    const row = await api.deps.db.selectFrom('order_options').innerJoin('orders', 'orders.order_no', 'order_options.order_no')
      .innerJoin('members', 'members.member_no', 'orders.member_no')
      .select(['order_options.order_option_no', 'order_options.option_no'])
      .where('members.member_id', '=', seedMembers[who].memberId).where('order_options.product_no', '=', productNo)
      .where('order_options.order_status', '=', status).executeTakeFirstOrThrow();
    return { orderOptionNo: row.order_option_no, optionNo: row.option_no };
  };

  beforeAll(async () => {
    api = await startTestShopApi('reviews');
    for (const who of Object.keys(tokens) as Array<keyof typeof tokens>) tokens[who] = await login(api, seedMembers[who].memberId, seedMembers[who].password);
  });
  afterAll(async () => { await api.close(); });

  it('lists a product\'s reviews with the average, the rating histogram and photo URLs', async () => {
    const body = await list(100001);
    expect(body.totalCount).toBe(3);
    expect(body.rate).toBeCloseTo((5 + 4 + 5) / 3, 1);
    expect(body.reviewRatingResponses).toContainEqual({ rating: 5, countOfRating: 2 });
    const withPhotos = body.items.find((i) => i.fileUrls.length > 0);
    expect(withPhotos?.fileUrls[0]).toMatch(new RegExp(`^${api.url}/images/reviews/.+\\.svg$`));
    expect(body.items.every((i) => !i.myReview && !i.recommendable)).toBe(true);
  });

  it('sorts by rating and recommendations, and filters to reviews with attachments', async () => {
    const byRate = await list(100001, '&order.by=RATING&order.direction=ASC');
    expect(byRate.items.map((i) => i.rate)).toEqual([4, 5, 5]);
    const byRecommend = await list(100001, '&order.by=RECOMMEND');
    expect(byRecommend.items[0]?.recommendCnt).toBe(3);
    const photos = await list(100001, '&hasAttachmentFile=true');
    expect(photos.items.every((i) => i.fileUrls.length > 0)).toBe(true);
    const photoPage = await (await api.call('/products/100001/photo-reviews?pageSize=1')).json();
    expect(photoPage).toMatchObject({ totalCount: 2, totalPage: 2 });
    expect(photoPage.contents[0].attachedFileCount).toBe(photoPage.contents[0].urls.length);
  });

  it('marks the viewer\'s own review and which ones they may still recommend', async () => {
    const asReviewer = await list(100001, '', tokens.reviewer);
    expect(asReviewer.items.filter((i) => i.myReview)).toHaveLength(1);
    const asAdmin = await list(100001, '', tokens.admin);
    const recommendedByAdmin = asAdmin.items.find((i) => i.recommendCnt === 3);
    expect(recommendedByAdmin?.recommendable).toBe(false);
  });

  it('shows one review, and 404 with a code for an unknown one', async () => {
    const first = (await list(100001)).items[0];
    const one = await api.call(`/products/100001/product-reviews/${first?.reviewNo}`);
    expect(one.status).toBe(200);
    expect((await one.json()).content).toBe(first?.content);
    const missing = await api.call('/products/100001/product-reviews/99999');
    expect(missing.status).toBe(404);
    expect(await errorCode(missing)).toBe('R0001');
    expect((await api.call('/products/999999999/product-reviews')).status).toBe(404);
  });

  it('lets a buyer review a delivered option once, and moves the product\'s review count', async () => {
    const delivered = await orderOptionOf('shopper', 100141, 'DELIVERY_DONE');
    const before = (await (await api.call('/products/100141')).json()).counter.reviewCnt;
    const body = { ...delivered, rate: 5, content: '벤치에 걸어 두기 딱 좋은 길이예요. 흡수력도 좋습니다.', urls: ['/images/reviews/towel-green-r9.svg'] };
    const res = await api.call('/products/100141/product-reviews', { method: 'POST', token: tokens.shopper, json: body });
    expect(res.status).toBe(200);
    const { reviewNo } = await res.json();
    expect(reviewNo).toBeGreaterThan(0);
    const after = await (await api.call('/products/100141')).json();
    expect(after.counter.reviewCnt).toBe(before + 1);
    expect(after.reviewRate).toBeGreaterThan(0);
    const again = await api.call('/products/100141/product-reviews', { method: 'POST', token: tokens.shopper, json: body });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('R0003');
  });

  it('refuses reviews of options not yet delivered, of someone else\'s order, from guests, and with a bad rate', async () => {
    const inDelivery = await orderOptionOf('shopper', 100002, 'DELIVERY_ING');
    const early = await api.call('/products/100002/product-reviews', { method: 'POST', token: tokens.shopper, json: { ...inDelivery, rate: 4, content: '아직 배송 중' } });
    expect(early.status).toBe(403);
    expect(await errorCode(early)).toBe('R0002');
    const theirs = await orderOptionOf('reviewer', 100006, 'DELIVERY_DONE');
    const stolen = await api.call('/products/100006/product-reviews', { method: 'POST', token: tokens.second, json: { ...theirs, rate: 1, content: '남의 주문' } });
    expect(stolen.status).toBe(403);
    const guest = await api.call('/products/100006/product-reviews', { method: 'POST', json: { ...theirs, rate: 5, content: '비회원' } });
    expect(guest.status).toBe(401);
    const badRate = await api.call('/products/100006/product-reviews', { method: 'POST', token: tokens.reviewer, json: { ...theirs, rate: 6, content: '별 여섯 개' } });
    expect(badRate.status).toBe(400);
  });

  it('edits and deletes only the writer\'s own review; a deleted review frees the order option', async () => {
    const delivered = await orderOptionOf('reviewer', 100005, 'DELIVERY_DONE');
    const created = await api.call('/products/100005/product-reviews', { method: 'POST', token: tokens.reviewer, json: { ...delivered, rate: 3, content: '치즈냥 귀여워요.' } });
    const { reviewNo } = await created.json();
    const path = `/products/100005/product-reviews/${reviewNo}`;
    const edit = await api.call(path, { method: 'PUT', token: tokens.reviewer, json: { rate: 5, content: '써 보니 진동도 잘 잡아요. 별 다섯 개로 고칩니다.', urls: [] } });
    expect(edit.status).toBe(204);
    expect((await (await api.call(path)).json())).toMatchObject({ rate: 5, content: '써 보니 진동도 잘 잡아요. 별 다섯 개로 고칩니다.' });
    const notMine = await api.call(path, { method: 'PUT', token: tokens.second, json: { rate: 1, content: '남의 후기 수정' } });
    expect(notMine.status).toBe(403);
    expect(await errorCode(notMine)).toBe('R0007');
    expect((await api.call(path, { method: 'DELETE', token: tokens.second })).status).toBe(403);
    expect((await api.call(path, { method: 'DELETE', token: tokens.reviewer })).status).toBe(204);
    expect((await api.call(path)).status).toBe(404);
    expect((await list(100005)).totalCount).toBe(0);
    const rewritten = await api.call('/products/100005/product-reviews', { method: 'POST', token: tokens.reviewer, json: { ...delivered, rate: 4, content: '다시 씁니다.' } });
    expect(rewritten.status).toBe(200);
  });

  it('recommends a review once, never one\'s own, and takes the recommendation back', async () => {
    const target = (await list(100003)).items[0];
    const path = `/products/100003/product-reviews/${target?.reviewNo}/recommend`;
    expect((await api.call(path, { method: 'POST' })).status).toBe(401);
    expect((await api.call(path, { method: 'POST', token: tokens.shopper })).status).toBe(204);
    const recommended = (await list(100003, '', tokens.shopper)).items[0];
    expect(recommended).toMatchObject({ recommendCnt: (target?.recommendCnt ?? 0) + 1, recommendable: false });
    const twice = await api.call(path, { method: 'POST', token: tokens.shopper });
    expect(twice.status).toBe(409);
    expect(await errorCode(twice)).toBe('R0005');
    const own = await api.call(path, { method: 'POST', token: tokens.reviewer });
    expect(own.status).toBe(400);
    expect(await errorCode(own)).toBe('R0004');
    expect((await api.call(path, { method: 'DELETE', token: tokens.shopper })).status).toBe(204);
    expect((await list(100003)).items[0]?.recommendCnt).toBe(target?.recommendCnt);
    const notRecommended = await api.call(path, { method: 'DELETE', token: tokens.shopper });
    expect(notRecommended.status).toBe(409);
  });

  it('sorts search results by review count', async () => {
    const res = await api.call('/products/search?order.by=REVIEW&pageSize=3');
    const items = (await res.json()).items as Array<{ productNo: number }>;
    expect(items[0]?.productNo).toBe(100001);
  });
});
