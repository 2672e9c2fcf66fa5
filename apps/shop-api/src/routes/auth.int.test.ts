import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

const hour = 3600_000;
const day = 24 * hour;
const lee = seedMembers.shopper;

describe('log in and out (POST/DELETE /oauth/token)', () => {
  let api: TestShopApi;
  beforeAll(async () => { api = await startTestShopApi('auth'); });
  afterAll(async () => { await api.close(); });

  it('logs a seed member in with a 12-hour token that opens their profile', async () => {
    const res = await api.call('/oauth/token', { method: 'POST', json: { memberId: lee.memberId, password: lee.password } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ expireIn: 12 * 3600, passwordChangeRequired: false, dormantMemberResponse: null });
    expect(typeof body.accessToken).toBe('string');
    expect(body.daysFromLastPasswordChange).toBeGreaterThan(0);
    const profile = await api.call('/profile', { token: body.accessToken });
    expect((await profile.json()).memberId).toBe(lee.memberId);
  });

  it('refuses a wrong password and an unknown id with the same Korean message', async () => {
    const wrong = await api.call('/oauth/token', { method: 'POST', json: { memberId: lee.memberId, password: 'wrong1234' } });
    const unknown = await api.call('/oauth/token', { method: 'POST', json: { memberId: 'nobody_here', password: 'tennis1234' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a.code).toBe('M0301');
    expect(b.code).toBe('M0301');
    expect(a.message).toBe(b.message);
    expect(a.message).toMatch(/아이디 또는 비밀번호/);
  });

  it('refuses malformed and mistyped bodies with a 400 and a code', async () => {
    const broken = await api.call('/oauth/token', { method: 'POST', body: '{"memberId":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(await errorCode(broken)).toBe('C0002');
    const typed = await api.call('/oauth/token', { method: 'POST', json: { memberId: 42, password: ['x'] } });
    expect(typed.status).toBe(400);
    expect(await errorCode(typed)).toBe('C0003');
  });

  it('expires a normal token after 12 hours but keeps a keepLogin token for 90 days', async () => {
    const short = await login(api, lee.memberId, lee.password);
    const long = await login(api, lee.memberId, lee.password, true);
    api.advance(12 * hour - 60_000);
    expect((await api.call('/profile', { token: short })).status).toBe(200);
    api.advance(2 * 60_000);
    const expired = await api.call('/profile', { token: short });
    expect(expired.status).toBe(401);
    expect(await errorCode(expired)).toBe('M0002');
    expect((await api.call('/profile', { token: long })).status).toBe(200);
    api.advance(89 * day);
    expect((await api.call('/profile', { token: long })).status).toBe(200);
    api.advance(day);
    expect((await api.call('/profile', { token: long })).status).toBe(401);
  });

  it('logs out: the token stops working, other tokens keep working', async () => {
    const a = await login(api, lee.memberId, lee.password);
    const b = await login(api, lee.memberId, lee.password);
    const out = await api.call('/oauth/token', { method: 'DELETE', token: a });
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');
    expect((await api.call('/profile', { token: a })).status).toBe(401);
    expect((await api.call('/profile', { token: b })).status).toBe(200);
    expect((await api.call('/oauth/token', { method: 'DELETE' })).status).toBe(401);
  });

  it('asks for a password change 90 days after the last one', async () => {
    api.advance(80 * day);
    const res = await api.call('/oauth/token', { method: 'POST', json: { memberId: seedMembers.second.memberId, password: seedMembers.second.password } });
    expect((await res.json()).passwordChangeRequired).toBe(true);
  });
});
