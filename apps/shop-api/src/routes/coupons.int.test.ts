import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { seedCouponNos } from '../seed/promotions.ts';
import { markCouponUnused, markCouponUsed } from '../services/checkout/coupons.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

interface MyCoupon { couponIssueNo: number; couponNo: number; couponName: string; couponType: string; used: boolean; discountRate: number; maxDiscountAmt: number; fixedAmt: boolean; useEndYmdt: string }
interface Issuable { couponNo: number; couponName: string; downloadable: boolean; couponType: string; discountInfo: { discountRate: number | null; maxDiscountAmt: number | null } }

describe('coupons', () => {
  let api: TestShopApi;
  let lee = '';
  let park = '';
  beforeAll(async () => {
    api = await startTestShopApi('coupons');
    lee = await login(api, seedMembers.shopper.memberId, seedMembers.shopper.password);
    park = await login(api, seedMembers.second.memberId, seedMembers.second.password);
  });
  afterAll(async () => { await api.close(); });

  const mine = async (token: string, query = '') =>
    (await (await api.call(`/coupons?pageNumber=1&pageSize=20${query}`, { token })).json()) as { totalCount: number; items: MyCoupon[] };

  it('lists tennis_lee’s coupons: usable ones, and the one past its end apart', async () => {
    const all = await mine(lee);
    expect(all.totalCount).toBe(3);
    const usable = await mine(lee, '&usable=true');
    expect(usable.items.map((c) => c.couponName).sort()).toEqual(['5만원 이상 무료배송', '신규가입 3,000원 할인']);
    const unusable = await mine(lee, '&usable=false');
    expect(unusable.items.map((c) => c.couponNo)).toEqual([seedCouponNos.lastSeason]);
    expect(usable.items.find((c) => c.couponType === 'CART_DELIVERY')).toBeDefined();
    expect(await (await api.call('/coupons/summary', { token: lee })).json()).toMatchObject({ usableCouponCnt: 2 });
  });

  it('shows what can be downloaded now, marking what the member already has', async () => {
    const list = (await (await api.call('/coupons/issuable', { token: lee })).json()) as Issuable[];
    const nos = list.map((c) => c.couponNo);
    expect(nos).toEqual(expect.arrayContaining([seedCouponNos.dampener10, seedCouponNos.freeDelivery, seedCouponNos.accessories, seedCouponNos.bigOrder]));
    expect(nos).not.toContain(seedCouponNos.signup); // issued at sign-up, not downloadable
    expect(nos).not.toContain(seedCouponNos.lastSeason); // issue period over
    expect(list.find((c) => c.couponNo === seedCouponNos.freeDelivery)?.downloadable).toBe(false);
    expect(list.find((c) => c.couponNo === seedCouponNos.dampener10)).toMatchObject({ downloadable: true, discountInfo: { discountRate: 10, maxDiscountAmt: 5000 } });
    const guest = (await (await api.call('/coupons/issuable')).json()) as Issuable[];
    expect(guest.every((c) => c.downloadable)).toBe(true);
  });

  it('offers the dampener coupon on a dampener but not on a grip', async () => {
    const damp = (await (await api.call('/coupons/products/100001/issuable/coupons', { token: lee })).json()) as Issuable[];
    expect(damp.map((c) => c.couponNo)).toContain(seedCouponNos.dampener10);
    const grip = (await (await api.call('/coupons/products/100101/issuable/coupons', { token: lee })).json()) as Issuable[];
    expect(grip.map((c) => c.couponNo)).not.toContain(seedCouponNos.dampener10);
    expect(grip.map((c) => c.couponNo)).toContain(seedCouponNos.accessories);
    const unknown = await api.call('/coupons/products/999999/issuable/coupons');
    expect(unknown.status).toBe(404);
  });

  it('downloads a coupon once per member', async () => {
    const res = await api.call(`/coupons/${seedCouponNos.dampener10}/download`, { method: 'POST', token: park });
    expect(res.status).toBe(200);
    const issued = await res.json();
    expect(issued).toMatchObject({ couponNo: seedCouponNos.dampener10, couponName: '댐프너 10% 할인 (최대 5,000원)' });
    expect(issued.useEndYmdt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const again = await api.call(`/coupons/${seedCouponNos.dampener10}/download`, { method: 'POST', token: park });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('CP0001');
    expect((await mine(park, '&usable=true')).items.map((c) => c.couponNo)).toContain(seedCouponNos.dampener10);
    // Another member downloads their own.
    expect((await api.call(`/coupons/${seedCouponNos.dampener10}/download`, { method: 'POST', token: lee })).status).toBe(200);
  });

  it('refuses coupons that cannot be downloaded, unknown ones and guests', async () => {
    expect(await errorCode(await api.call(`/coupons/${seedCouponNos.signup}/download`, { method: 'POST', token: park }))).toBe('CP0002');
    expect(await errorCode(await api.call(`/coupons/${seedCouponNos.lastSeason}/download`, { method: 'POST', token: park }))).toBe('CP0002');
    const unknown = await api.call('/coupons/424242/download', { method: 'POST', token: park });
    expect(unknown.status).toBe(404);
    expect((await api.call(`/coupons/${seedCouponNos.bigOrder}/download`, { method: 'POST' })).status).toBe(401);
    expect((await api.call('/coupons?pageNumber=1&pageSize=20')).status).toBe(401);
    expect((await api.call('/coupons?pageNumber=1&pageSize=20&usable=maybe', { token: lee })).status).toBe(400);
  });

  it('moves a coupon spent on an order to the unusable list, and back when the order is cancelled', async () => {
    const coupon = (await mine(lee, '&usable=true')).items.find((c) => c.couponNo === seedCouponNos.signup);
    const issueNo = coupon?.couponIssueNo ?? 0;
    await markCouponUsed(api.deps.db, { memberNo: seedMembers.shopper.memberNo, couponIssueNo: issueNo, orderNo: '202501010009', now: api.deps.now() });
    const used = (await mine(lee, '&usable=false')).items.find((c) => c.couponIssueNo === issueNo);
    expect(used?.used).toBe(true);
    await expect(markCouponUsed(api.deps.db, { memberNo: seedMembers.shopper.memberNo, couponIssueNo: issueNo, orderNo: 'X', now: api.deps.now() })).rejects.toMatchObject({ code: 'CP0003' });
    await expect(markCouponUsed(api.deps.db, { memberNo: seedMembers.second.memberNo, couponIssueNo: issueNo, orderNo: 'X', now: api.deps.now() })).rejects.toMatchObject({ code: 'CP0404' });
    expect(await markCouponUnused(api.deps.db, { memberNo: seedMembers.shopper.memberNo, orderNo: '202501010009' })).toBe(1);
    expect((await mine(lee, '&usable=true')).items.map((c) => c.couponIssueNo)).toContain(issueNo);
  });
});
