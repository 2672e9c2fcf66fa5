import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP_NAME, seedMembers } from '../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

const newcomer = {
  memberId: 'rally_kim',
  password: 'rally2025',
  memberName: '김랠리',
  email: 'rally@example.kr',
  mobileNo: '010-5555-0101',
  birthday: '19950707',
  sex: 'M',
  zipCd: '06236',
  address: '서울특별시 강남구 테헤란로 152',
  detailAddress: '3층',
  jibunAddress: '서울특별시 강남구 역삼동 737',
  smsAgreed: true,
  directMailAgreed: false,
  joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'],
};

describe('member profile (/profile)', () => {
  let api: TestShopApi;
  beforeAll(async () => { api = await startTestShopApi('members'); });
  afterAll(async () => { await api.close(); });

  it('shows the admin in the Courtside administrator group and a shopper in none', async () => {
    const admin = await (await api.call('/profile', { token: await login(api, seedMembers.admin.memberId, seedMembers.admin.password) })).json();
    expect(admin.memberGroupNames).toContain(ADMIN_GROUP_NAME);
    expect(admin.memberGroups.map((g: { memberGroupName: string }) => g.memberGroupName)).toEqual([ADMIN_GROUP_NAME]);
    const lee = await (await api.call('/profile', { token: await login(api, seedMembers.shopper.memberId, seedMembers.shopper.password) })).json();
    expect(lee).toMatchObject({ memberNo: 2, memberId: 'tennis_lee', memberName: '이정현', memberStatus: 'ACTIVE', memberType: 'MALL', memberGroups: [], providerTypes: ['KAKAO'] });
    expect(lee.memberGroupNames).not.toContain(ADMIN_GROUP_NAME);
    expect((await api.call('/profile')).status).toBe(401);
  });

  it('joins a new member who can then log in, with welcome points and the sign-up coupon', async () => {
    const before = await api.call(`/profile/id/exist?memberId=${newcomer.memberId}`);
    expect(await before.json()).toEqual({ exist: false, status: null });
    const res = await api.call('/profile', { method: 'POST', json: newcomer });
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile).toMatchObject({
      memberId: 'rally_kim', memberName: '김랠리', email: 'rally@example.kr', mobileNo: '01055550101', birthday: '19950707', sex: 'M',
      zipCd: '06236', smsAgreed: true, directMailAgreed: false, memberType: 'MALL', memberStatus: 'ACTIVE',
    });
    expect(await (await api.call(`/profile/id/exist?memberId=RALLY_KIM`)).json()).toEqual({ exist: true, status: 'ACTIVE' });
    const token = await login(api, 'rally_kim', 'rally2025');
    expect(await (await api.call('/profile/accumulations/summary', { token })).json()).toMatchObject({ totalAvailableAmt: 2000 });
    const coupons = await (await api.call('/coupons?pageNumber=1&pageSize=10&usable=true', { token })).json();
    expect(coupons.items.map((c: { couponName: string }) => c.couponName)).toContain('신규가입 3,000원 할인');
  });

  it('refuses a taken id (409), a taken phone number and every malformed field with its own code', async () => {
    const dup = await api.call('/profile', { method: 'POST', json: { ...newcomer, mobileNo: '01055550199', email: 'other@example.kr' } });
    expect(dup.status).toBe(409);
    expect(await errorCode(dup)).toBe('M0101');
    const phone = await api.call('/profile', { method: 'POST', json: { ...newcomer, memberId: 'rally_two' } });
    expect(phone.status).toBe(409);
    expect(await errorCode(phone)).toBe('duplication-phone');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ memberId: 'ab' }, 'M0102'],
      [{ password: 'short1' }, 'M0103'],
      [{ password: 'lettersonly' }, 'M0103'],
      [{ email: 'not-an-email' }, 'M0104'],
      [{ mobileNo: '12345' }, 'M0105'],
      [{ birthday: '20230230' }, 'M0106'],
      [{ memberName: '1234' }, 'M0107'],
      [{ sex: 'Q' }, 'C0003'],
    ];
    for (const [change, code] of cases) {
      const res = await api.call('/profile', { method: 'POST', json: { ...newcomer, memberId: 'fresh_one', mobileNo: '01055550177', ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await errorCode(res), JSON.stringify(change)).toBe(code);
    }
    expect(await (await api.call('/profile/id/exist?memberId=fresh_one')).json()).toMatchObject({ exist: false });
  });

  it('answers whether an e-mail or a phone number is taken, masking the owner id', async () => {
    expect(await (await api.call('/profile/email/exist?email=LEE@example.kr')).json()).toEqual({ exist: true, status: 'ACTIVE' });
    expect(await (await api.call('/profile/mobile/exist?mobileNo=010-2345-6789')).json()).toEqual({ mobileNoExist: true, status: 'ACTIVE', memberId: 'tennis_***' });
    expect(await (await api.call('/profile/mobile/exist?mobileNo=01099998888')).json()).toMatchObject({ mobileNoExist: false });
    expect((await api.call('/profile/email/exist?email=bad')).status).toBe(400);
  });

  it('edits the profile, keeping fields that were not sent', async () => {
    const token = await login(api, 'rally_kim', 'rally2025');
    const res = await api.call('/profile', { method: 'PUT', token, json: { memberName: '김발리', directMailAgreed: true, detailAddress: '5층' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ memberName: '김발리', directMailAgreed: true, detailAddress: '5층', email: 'rally@example.kr', smsAgreed: true });
    const taken = await api.call('/profile', { method: 'PUT', token, json: { mobileNo: seedMembers.shopper.mobileNo } });
    expect(await errorCode(taken)).toBe('duplication-phone');
  });

  it('checks and changes the password; other devices are logged out', async () => {
    const here = await login(api, 'rally_kim', 'rally2025');
    const elsewhere = await login(api, 'rally_kim', 'rally2025');
    expect((await api.call('/profile/check-password', { method: 'POST', token: here, json: { password: 'rally2025' } })).status).toBe(204);
    const bad = await api.call('/profile/check-password', { method: 'POST', token: here, json: { password: 'nope12345' } });
    expect(await errorCode(bad)).toBe('M0201');
    const wrongCurrent = await api.call('/profile/password', { method: 'PUT', token: here, json: { currentPassword: 'nope12345', newPassword: 'volley2026' } });
    expect(await errorCode(wrongCurrent)).toBe('M0201');
    const weak = await api.call('/profile/password', { method: 'PUT', token: here, json: { currentPassword: 'rally2025', newPassword: 'weak' } });
    expect(await errorCode(weak)).toBe('M0103');
    const ok = await api.call('/profile/password', { method: 'PUT', token: here, json: { currentPassword: 'rally2025', newPassword: 'volley2026' } });
    expect(ok.status).toBe(204);
    expect((await api.call('/profile', { token: here })).status).toBe(200);
    expect((await api.call('/profile', { token: elsewhere })).status).toBe(401);
    expect((await api.call('/oauth/token', { method: 'POST', json: { memberId: 'rally_kim', password: 'rally2025' } })).status).toBe(400);
    await login(api, 'rally_kim', 'volley2026');
  });

  it('withdraws: tokens die, the id can no longer log in, points are cleared', async () => {
    const token = await login(api, 'rally_kim', 'volley2026');
    const other = await login(api, 'rally_kim', 'volley2026');
    const res = await api.call('/profile?reason=%EC%9D%B4%EC%82%AC', { method: 'DELETE', token });
    expect(res.status).toBe(204);
    expect((await api.call('/profile', { token })).status).toBe(401);
    expect((await api.call('/profile', { token: other })).status).toBe(401);
    const again = await api.call('/oauth/token', { method: 'POST', json: { memberId: 'rally_kim', password: 'volley2026' } });
    expect(await errorCode(again)).toBe('M0301');
    expect(await (await api.call('/profile/id/exist?memberId=rally_kim')).json()).toEqual({ exist: true, status: 'WITHDRAWN' });
    const row = await api.deps.db.selectFrom('accumulations').select(['reason', 'amt']).where('reason', '=', 'SUB_DELETE_ACCOUNT').executeTakeFirst();
    expect(row?.amt).toBe(2000);
  });
});
