import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

const smile = 100001; // 코트사이드 스마일 댐프너 (catalogue seed)
const grip = 100101;

describe('picks (/profile/like-products)', () => {
  let api: TestShopApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestShopApi('likes');
    token = await login(api, seedMembers.shopper.memberId, seedMembers.shopper.password);
  });
  afterAll(async () => { await api.close(); });

  const likeCnt = async (productNo: number) =>
    (await api.deps.db.selectFrom('products').select('like_cnt').where('product_no', '=', productNo).executeTakeFirstOrThrow()).like_cnt;

  it('likes products, lists them newest first as product items, and counts them', async () => {
    const before = await likeCnt(smile);
    const res = await api.call('/profile/like-products', { method: 'POST', token, json: { items: [{ productNo: smile, like: 'Y' }] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ productNo: smile, like: 'Y' }]);
    await api.call('/profile/like-products/', { method: 'POST', token, json: { items: [{ productNo: grip, like: 'Y' }] } });
    expect(await likeCnt(smile)).toBe(before + 1);

    const list = await (await api.call('/profile/like-products?pageNumber=1&pageSize=10&hasTotalCount=true', { token })).json();
    expect(list.totalCount).toBe(2);
    expect(list.items.map((i: { productNo: number }) => i.productNo)).toEqual([grip, smile]);
    expect(list.items[1]).toMatchObject({ productName: '코트사이드 스마일 댐프너', salePrice: 3500, immediateDiscountAmt: 500, liked: true, likeCount: before + 1 });
    expect(list.items[1].imageUrls[0]).toMatch(/^http/);
    expect(await (await api.call('/profile/like-products/count', { token })).json()).toEqual({ likedCount: 2 });
    const page2 = await (await api.call('/profile/like-products?pageNumber=2&pageSize=1', { token })).json();
    expect(page2.items.map((i: { productNo: number }) => i.productNo)).toEqual([smile]);
  });

  it('liking twice counts once; unliking removes it; unliking what was never liked is left out', async () => {
    const before = await likeCnt(smile);
    await api.call('/profile/like-products', { method: 'POST', token, json: { items: [{ productNo: smile, like: 'Y' }] } });
    expect(await likeCnt(smile)).toBe(before);
    const res = await api.call('/profile/like-products', { method: 'POST', token, json: { items: [{ productNo: smile, like: 'N' }, { productNo: 100002, like: 'N' }] } });
    expect(await res.json()).toEqual([{ productNo: smile, like: 'N' }]);
    expect(await likeCnt(smile)).toBe(before - 1);
    expect(await (await api.call('/profile/like-products/count', { token })).json()).toEqual({ likedCount: 1 });
  });

  it('toggles with the version 1.0 body', async () => {
    const on = await api.call('/profile/like-products', { method: 'POST', token, json: { productNos: [100003] } });
    expect(await on.json()).toEqual([{ productNo: 100003, result: true }]);
    const off = await api.call('/profile/like-products', { method: 'POST', token, json: { productNos: [100003] } });
    expect(await off.json()).toEqual([{ productNo: 100003, result: false }]);
  });

  it('keeps each member’s picks apart and refuses unknown products, bad bodies and guests', async () => {
    const other = await login(api, seedMembers.second.memberId, seedMembers.second.password);
    expect((await (await api.call('/profile/like-products', { token: other })).json()).totalCount).toBe(0);
    const unknown = await api.call('/profile/like-products', { method: 'POST', token, json: { items: [{ productNo: 999999, like: 'Y' }] } });
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('P0001');
    const bad = await api.call('/profile/like-products', { method: 'POST', token, json: { items: [{ productNo: smile, like: 'YES' }] } });
    expect(bad.status).toBe(400);
    expect((await api.call('/profile/like-products?pageSize=501', { token })).status).toBe(400);
    expect((await api.call('/profile/like-products')).status).toBe(401);
  });
});
