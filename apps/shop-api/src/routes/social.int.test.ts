// Kakao / Naver login through the sandbox authorise pages, the way a browser does it: get the login
// URL, open the page, pick a test identity, follow the redirect, exchange the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

const callback = 'http://127.0.0.1:3000/callback/auth-callback';

describe('social login and linking', () => {
  let api: TestShopApi;
  beforeAll(async () => { api = await startTestShopApi('social'); });
  afterAll(async () => { await api.close(); });

  /** Opens the provider page, chooses `snsId` (or declines) and returns where the browser lands. */
  async function authorise(provider: 'ncp_kakao' | 'ncp_naver', choice: string | 'deny', state = 'st-1', redirectUri = callback): Promise<URL> {
    const urlRes = await api.call(`/oauth/login-url?provider=${provider}&redirectUri=${encodeURIComponent(redirectUri)}&state=${state}`);
    const { loginUrl } = (await urlRes.json()) as { loginUrl: string };
    const page = await fetch(loginUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(provider === 'ncp_kakao' ? '카카오 로그인' : '네이버 로그인');
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const form = new URLSearchParams({ redirect_uri: redirectUri, state });
    if (choice === 'deny') {
      expect(html).toContain('data-decision="deny"');
      form.set('decision', 'deny');
    } else {
      expect(html).toContain(`data-sns-id="${choice}"`);
      form.set('decision', 'allow');
      form.set('sns_id', choice);
    }
    const res = await fetch(new URL(action, api.url), { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  }

  async function codeFor(provider: 'ncp_kakao' | 'ncp_naver', snsId: string): Promise<string> {
    const landed = await authorise(provider, snsId);
    return landed.searchParams.get('code') ?? '';
  }

  const exchange = (provider: string, code: string, extra: Record<string, unknown> = {}) =>
    api.call('/oauth/openid', { method: 'POST', json: { provider, code, redirectUri: callback, state: 'st-1', keepLogin: false, ...extra } });

  it('logs tennis_lee in with the linked Kakao identity; the code works only once', async () => {
    const landed = await authorise('ncp_kakao', 'K1000001');
    expect(landed.origin + landed.pathname).toBe(callback);
    expect(landed.searchParams.get('state')).toBe('st-1');
    const code = landed.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);
    const res = await exchange('ncp_kakao', code);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ provider: 'ncp_kakao', isInitialSync: false, ordinaryMemberResponse: null, expireIn: 12 * 3600 });
    const profile = await (await api.call('/profile', { token: body.accessToken })).json();
    expect(profile.memberId).toBe(seedMembers.shopper.memberId);
    const again = await exchange('ncp_kakao', code);
    expect(again.status).toBe(400);
    expect(await errorCode(again)).toBe('invalid-token');
  });

  it('refuses an expired code, another redirect URI, another provider and a made-up code', async () => {
    const late = await codeFor('ncp_kakao', 'K1000001');
    api.advance(5 * 60_000 + 1000);
    expect(await errorCode(await exchange('ncp_kakao', late))).toBe('token-has-expired');
    expect(await errorCode(await exchange('ncp_kakao', await codeFor('ncp_kakao', 'K1000001'), { redirectUri: 'http://evil.example/cb' }))).toBe('invalid-request');
    expect(await errorCode(await exchange('ncp_naver', await codeFor('ncp_kakao', 'K1000001')))).toBe('invalid-request');
    expect(await errorCode(await exchange('ncp_kakao', 'made-up-code'))).toBe('invalid-token');
    expect((await exchange('ncp_line', 'x')).status).toBe(400);
  });

  it('sends the browser back with denied-sns-agreement when the shopper declines', async () => {
    const landed = await authorise('ncp_naver', 'deny', 'st-9');
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('error_code')).toBe('denied-sns-agreement');
    expect(landed.searchParams.get('state')).toBe('st-9');
    expect(landed.searchParams.get('code')).toBeNull();
  });

  it('makes an unknown identity a new OPEN_ID member with welcome points, and finds it again next time', async () => {
    const first = await (await exchange('ncp_kakao', await codeFor('ncp_kakao', 'K2000002'), { keepLogin: true })).json();
    expect(first).toMatchObject({ isInitialSync: true, ordinaryMemberResponse: null, expireIn: 90 * 24 * 3600 });
    const profile = await (await api.call('/profile', { token: first.accessToken })).json();
    expect(profile).toMatchObject({ memberType: 'OPEN_ID', memberId: '', memberName: '한테니', providerTypes: ['KAKAO'], oauthIdNo: 'K2000002' });
    expect((await (await api.call('/profile/accumulations/summary', { token: first.accessToken })).json()).totalAvailableAmt).toBe(2000);
    const second = await (await exchange('ncp_kakao', await codeFor('ncp_kakao', 'K2000002'))).json();
    expect(second.isInitialSync).toBe(false);
    expect((await (await api.call('/profile', { token: second.accessToken })).json()).memberNo).toBe(profile.memberNo);

    const joined = await api.call('/profile/openid', { method: 'POST', token: first.accessToken, json: { memberName: '한테니스', smsAgreed: true, joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'] } });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ memberName: '한테니스', smsAgreed: true, agreedTermsInfos: [{ termsType: 'USE' }, { termsType: 'PI_COLLECTION_AND_USE_REQUIRED' }] });
  });

  it('tells the shop when a mall member already has the identity’s e-mail', async () => {
    const body = await (await exchange('ncp_kakao', await codeFor('ncp_kakao', 'K2000003'))).json();
    expect(body.isInitialSync).toBe(true);
    expect(body.ordinaryMemberResponse).toMatchObject({ duplicateKey: 'pa**@example.kr' });
  });

  it('links a Naver identity to a logged-in member, lists it, logs in with it and unlinks it', async () => {
    const park = await login(api, seedMembers.second.memberId, seedMembers.second.password);
    const code = await codeFor('ncp_naver', 'N3000002');
    const linked = await api.call(`/oauth/openid/link?provider=ncp_naver&code=${code}&redirectUri=${encodeURIComponent(callback)}&state=st-1`, { token: park });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toMatchObject({ provider: 'ncp_naver', isInitialSync: false });
    const list = await (await api.call('/oauth/openid/list', { token: park })).json();
    expect(list.providers.map((p: { providerType: string }) => p.providerType)).toEqual(['naver']);
    const viaNaver = await (await exchange('ncp_naver', await codeFor('ncp_naver', 'N3000002'))).json();
    expect((await (await api.call('/profile', { token: viaNaver.accessToken })).json()).memberId).toBe(seedMembers.second.memberId);

    const taken = await api.call(`/oauth/openid/link?provider=ncp_kakao&code=${await codeFor('ncp_kakao', 'K1000001')}&redirectUri=${encodeURIComponent(callback)}`, { token: park });
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('already-registered');

    expect((await api.call('/oauth/openid?provider=ncp_naver', { method: 'DELETE', token: park })).status).toBe(204);
    expect((await (await api.call('/oauth/openid/list', { token: park })).json()).providers).toEqual([]);
    const twice = await api.call('/oauth/openid?provider=ncp_naver', { method: 'DELETE', token: park });
    expect(await errorCode(twice)).toBe('no-exist-sns-user');
    expect((await api.call('/oauth/openid/list')).status).toBe(401);
  });

  it('will not unlink the only login of a member without a password until they register an id', async () => {
    const social = await (await exchange('ncp_naver', await codeFor('ncp_naver', 'N3000001'))).json();
    const token = social.accessToken as string;
    const refused = await api.call('/oauth/openid?provider=ncp_naver', { method: 'DELETE', token });
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('need-to-register');
    const registered = await api.call('/profile', { method: 'PUT', token, json: { memberId: 'forehand_jung', password: 'forehand77' } });
    expect(registered.status).toBe(200);
    expect(await registered.json()).toMatchObject({ memberId: 'forehand_jung', memberType: 'MALL' });
    expect((await api.call('/oauth/openid?provider=ncp_naver', { method: 'DELETE', token })).status).toBe(204);
    await login(api, 'forehand_jung', 'forehand77');
  });

  it('answers broken sandbox requests with a Korean page, not a crash', async () => {
    const unknown = await fetch(`${api.url}/sandbox/oauth/line/authorize?redirect_uri=${encodeURIComponent(callback)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/지원하지 않는/);
    const noRedirect = await fetch(`${api.url}/sandbox/oauth/kakao/authorize`);
    expect(noRedirect.status).toBe(400);
    const junk = await fetch(`${api.url}/sandbox/oauth/kakao/decide`, { method: 'POST', body: new URLSearchParams({ redirect_uri: callback, sns_id: 'nobody' }) });
    expect(junk.status).toBe(400);
    expect(await junk.text()).toMatch(/찾을 수 없습니다/);
  });
});
