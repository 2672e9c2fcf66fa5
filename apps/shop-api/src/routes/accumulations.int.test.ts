import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { giveAccumulation, useAccumulation } from '../services/members/accumulations.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

const day = 24 * 3600_000;
const lee = seedMembers.shopper;

interface Item { accumulationAmt: number; accumulationStatus: string; accumulationStatusGroupType: string; accumulationReserveReason: string; accumulationReserveReasonDisplay: string; totalAvailableAmt: number; orderNo: string | null; expireYmdt: string | null }

describe('points (/profile/accumulations)', () => {
  let api: TestShopApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestShopApi('points');
    token = await login(api, lee.memberId, lee.password, true);
  });
  afterAll(async () => { await api.close(); });

  const summary = async () => (await (await api.call('/profile/accumulations/summary', { token })).json()) as { totalAvailableAmt: number; totalExpireAmt: number };
  const history = async (query = '') => (await (await api.call(`/profile/accumulations?pageSize=100${query}`, { token })).json()) as { memberNo: number; totalCount: number; totalAmt: number; items: Item[] };

  it('holds tennis_lee’s seeded points, and the balance is what the whole history adds up to', async () => {
    const res = await api.call('/profile/accumulations/summary', { token });
    expect(res.status).toBe(200);
    const all = await history('&startYmd=2000-01-01');
    const given = (reason: string) => all.items.filter((i) => i.accumulationReserveReason === reason).map((i) => i.accumulationAmt);
    expect(given('ADD_SIGNUP')).toEqual([2000]);
    expect(given('ADD_POSTING')).toContain(500);
    expect(given('ADD_EVENT')).toContain(3000);
    expect(given('ADD_MANUAL')).toContain(1000);
    expect((await res.json()).totalAvailableAmt).toBe(all.totalAmt);
    expect(all.totalAmt).toBeGreaterThanOrEqual(6500);
  });

  it('lists the last three months newest first, each entry with the balance after it', async () => {
    const body = await history();
    expect(body.memberNo).toBe(lee.memberNo);
    expect(body.totalCount).toBe(body.items.length);
    const reasons = body.items.map((i) => i.accumulationReserveReason);
    expect(reasons).not.toContain('ADD_SIGNUP'); // 120 days ago
    expect(reasons.indexOf('ADD_MANUAL')).toBeLessThan(reasons.indexOf('ADD_EVENT'));
    expect(reasons.indexOf('ADD_EVENT')).toBeLessThan(reasons.indexOf('ADD_POSTING'));
    expect(body.items[0]?.totalAvailableAmt).toBe((await summary()).totalAvailableAmt);
    const thanks = body.items.find((i) => i.accumulationReserveReason === 'ADD_MANUAL');
    expect(thanks).toMatchObject({ accumulationAmt: 1000, accumulationStatus: 'GIVE_AVAILABLE', accumulationStatusGroupType: 'PAYMENT', accumulationReserveReasonDisplay: '고객 감사 적립금' });
    expect(thanks?.expireYmdt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const oldest = await (await api.call('/profile/accumulations?startYmd=2000-01-01&direction=ASC&pageSize=2', { token })).json();
    expect((oldest.items as Item[])[0]?.accumulationReserveReason).toBe('ADD_SIGNUP');
    expect(oldest.items).toHaveLength(2);
  });

  it('shows points spent on an order as a deduction and filters by direction', async () => {
    const before = (await summary()).totalAvailableAmt;
    await useAccumulation(api.deps.db, { memberNo: lee.memberNo, amt: 1500, orderNo: '202501010001', now: api.deps.now() });
    expect((await summary()).totalAvailableAmt).toBe(before - 1500);
    const sub = await history('&accumulationReason=SUB');
    expect(sub.items[0]).toMatchObject({ accumulationAmt: 1500, accumulationStatus: 'SUBTRACTION_USED', accumulationStatusGroupType: 'DEDUCTION', orderNo: '202501010001', totalAvailableAmt: before - 1500 });
    expect(sub.totalAmt).toBeLessThanOrEqual(-1500);
    const add = await history('&accumulationReason=ADD');
    expect(add.items.every((i) => i.accumulationStatusGroupType === 'PAYMENT')).toBe(true);
  });

  it('reports points expiring within the month, and expires them when their time is up', async () => {
    const before = await summary();
    const now = api.deps.now();
    await giveAccumulation(api.deps.db, { memberNo: lee.memberNo, amt: 700, reason: 'ADD_EVENT', reasonDisplay: '깜짝 이벤트', now, validDays: 10 });
    expect(await summary()).toEqual({ totalAvailableAmt: before.totalAvailableAmt + 700, totalExpireAmt: before.totalExpireAmt + 700 });
    api.advance(11 * day);
    expect((await summary()).totalAvailableAmt).toBe(before.totalAvailableAmt);
    const sub = await history('&accumulationReason=SUB');
    expect(sub.items[0]).toMatchObject({ accumulationReserveReason: 'SUB_EXPIRED', accumulationAmt: 700 });
  });

  it('refuses bad dates, reversed ranges, huge pages and guests', async () => {
    expect(await errorCode(await api.call('/profile/accumulations?startYmd=2024/01/01', { token }))).toBe('C0004');
    expect(await errorCode(await api.call('/profile/accumulations?startYmd=2024-13-45', { token }))).toBe('C0006');
    expect(await errorCode(await api.call('/profile/accumulations?startYmd=2024-02-30', { token }))).toBe('C0006');
    expect(await errorCode(await api.call('/profile/accumulations?startYmd=2025-05-01&endYmd=2025-04-01', { token }))).toBe('C0007');
    expect((await api.call('/profile/accumulations?pageSize=100000', { token })).status).toBe(400);
    expect((await api.call('/profile/accumulations?accumulationReason=BOTH', { token })).status).toBe(400);
    expect((await api.call('/profile/accumulations/summary?expireStartYmdt=yesterday', { token })).status).toBe(400);
    expect((await api.call('/profile/accumulations/summary')).status).toBe(401);
  });
});
