// Issue 18 regressions on the commerce stand-in: shipped secrets, attempt limits, body limits,
// characters that must not be stored, and the sandbox pages' redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createTestDatabase } from '@courtside/db';
import { loadConfig } from './config.ts';
import { seedMembers } from './seed/fixtures.ts';
import { startShopApi, UnsafeSecretsError } from './server.ts';
import { reserveBody, buy, createSheet } from './testing/checkout.ts';
import { createProduct, type FixtureProduct } from './testing/commerce-fixtures.ts';
import { startTestShopApi, type TestShopApi } from './testing/test-server.ts';

const lee = seedMembers.shopper;

describe('shipped default secrets', () => {
  const base = { SHOP_API_PORT: '0', DATA_DIR: '/tmp/courtside-test-data' };

  it('refuse to start off loopback or in production, naming the key to set', async () => {
    const db = await createTestDatabase(process.env.TEST_DATABASE_URL, 'secrets');
    try {
      await expect(startShopApi(loadConfig({ ...base, DATABASE_URL: db.url, SHOP_API_HOST: '0.0.0.0' }))).rejects.toThrow(UnsafeSecretsError);
      await expect(startShopApi(loadConfig({ ...base, DATABASE_URL: db.url, SHOP_API_HOST: '0.0.0.0' }))).rejects.toThrow(/SHOP_SYSTEM_KEY/);
      await expect(startShopApi(loadConfig({ ...base, DATABASE_URL: db.url, NODE_ENV: 'production' }))).rejects.toThrow(/NODE_ENV=production/);
      // An install's own key serves anywhere; the default still serves on loopback.
      const own = await startShopApi(loadConfig({ ...base, DATABASE_URL: db.url, SHOP_API_HOST: '0.0.0.0', SHOP_SYSTEM_KEY: 'this-install-only-4f9a' }));
      await own.close();
      const local = await startShopApi(loadConfig({ ...base, DATABASE_URL: db.url }));
      expect((await fetch(`${local.url}/health`)).status).toBe(200);
      await local.close();
    } finally {
      await db.drop();
    }
  });
});

describe('the stand-in under hostile input', () => {
  let api: TestShopApi;
  let product: FixtureProduct;
  beforeAll(async () => {
    api = await startTestShopApi('hardening');
    product = await createProduct(api.deps.db, { salePrice: 5000, options: [['화이트', 0, 50]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const login = (password: string, memberId = lee.memberId) => api.call('/oauth/token', { method: 'POST', json: { memberId, password } });

  it('locks a member id for the guessing client after ten wrong passwords — even the right one waits there — and opens again after the lock', async () => {
    for (let i = 0; i < 9; i++) expect((await login(`wrong-${i}`)).status).toBe(400);
    const tenth = await login('wrong-9');
    expect(tenth.status).toBe(429);
    expect(await tenth.json()).toMatchObject({ code: 'M0310', message: expect.stringMatching(/잠겼습니다.*15분/) });
    const right = await login(lee.password);
    expect(right.status).toBe(429);
    // Other members are not affected; the lock counts an id typed in another case as the same id.
    // (Other clients are not locked either: services/members/login-limits.int.test.ts.)
    expect((await login(lee.password, lee.memberId.toUpperCase())).status).toBe(429);
    expect((await login('tennis1234', 'courtside_admin')).status).toBe(400);
    api.advance(15 * 60_000 + 1000);
    expect((await login(lee.password)).status).toBe(200);
  });

  it('locks a guest order number after ten wrong passwords', async () => {
    const orderNo = await buy(api, [{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, orderCnt: 1 }], { tempPassword: 'guest1234' });
    const lookup = (password: string) => api.call(`/guest/orders/${orderNo}`, { method: 'POST', json: { password, orderRequestType: 'ALL' } });
    for (let i = 0; i < 9; i++) expect((await lookup(`nope-${i}`)).status).toBe(400);
    expect((await lookup('nope-9')).status).toBe(429);
    const right = await lookup('guest1234');
    expect(right.status).toBe(429);
    expect((await right.json()).code).toBe('O4010');
    api.advance(15 * 60_000 + 1000);
    expect((await lookup('guest1234')).status).toBe(200);
  });

  it('answers 413 with a code for a body over 1 MB, declared or streamed, and stays up', async () => {
    const big = JSON.stringify({ memberId: 'x', password: 'y', pad: 'a'.repeat(2 * 1024 * 1024) });
    const declared = await api.call('/oauth/token', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe('C0413');
    // A chunked body with no Content-Length is counted as it arrives.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL('/oauth/token', api.url);
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', clientId: api.clientId, platform: 'PC', 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 4; i++) req.write('a'.repeat(512 * 1024));
      req.end();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).code).toBe('C0413');
    expect((await api.call('/health')).status).toBe(200);
  });

  it('refuses NUL, bidi overrides and lone surrogates in bodies and queries', async () => {
    const token = (await (await login(lee.password)).json()).accessToken as string;
    for (const bad of ['이름\u0000', '\u202Egnp.exe', '\uD800']) {
      const res = await api.call('/profile/shipping-addresses', { method: 'POST', token, json: { addressName: bad, receiverName: '이코트', receiverZipCd: '06000', receiverAddress: '서울', receiverJibunAddress: '서울', receiverDetailAddress: '1', receiverContact1: '010-1234-5678', defaultYn: 'N' } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).code).toBe('C0008');
    }
    const search = await api.call(`/products/search?keywords=${encodeURIComponent('라켓\u0000')}`);
    expect(search.status).toBe(400);
  });

  it('sends shoppers back only to registered origins after payment and sandbox login', async () => {
    const sheet = await createSheet(api, [{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, orderCnt: 1 }]);
    const evil = await api.call('/payments/reserve', { method: 'POST', json: { ...reserveBody(sheet, { tempPassword: 'guest1234' }), clientReturnUrl: 'https://evil.example/steal' } });
    expect(evil.status).toBe(400);
    expect((await evil.json()).code).toBe('C0021');
    const authorize = await fetch(`${api.url}/sandbox/oauth/kakao/authorize?redirect_uri=${encodeURIComponent('https://evil.example/cb')}`);
    expect(authorize.status).toBe(400);
    const decide = await fetch(`${api.url}/sandbox/oauth/kakao/decide`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ redirect_uri: 'https://evil.example/cb', decision: 'deny' }) });
    expect(decide.status).toBe(400);
    const loginUrl = await api.call(`/oauth/login-url?provider=ncp_kakao&redirectUri=${encodeURIComponent('https://evil.example/cb')}`);
    expect(loginUrl.status).toBe(400);
    const local = await fetch(`${api.url}/sandbox/oauth/kakao/authorize?redirect_uri=${encodeURIComponent('http://127.0.0.1:3000/callback/auth-callback')}`);
    expect(local.status).toBe(200);
    // The sandbox pages cannot be framed or sniffed.
    expect(local.headers.get('x-frame-options')).toBe('DENY');
    expect(local.headers.get('x-content-type-options')).toBe('nosniff');
    expect(local.headers.get('cross-origin-resource-policy')).toBeNull();
  });

  it('answers the storefront\'s origin with CORS and security headers on every reply, and preflights', async () => {
    const origin = 'http://shop.test';
    const detail = await api.call(`/products/${product.productNo}`, { headers: { Origin: origin } });
    const missing = await api.call('/products/999999999', { headers: { Origin: origin } });
    for (const res of [detail, missing]) {
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toBe('Origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(missing.status).toBe(404);
    const preflight = await fetch(`${api.url}/cart`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'accessToken, content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('accessToken');
  });
});
