// The proxy in front of every route (issue 18): login CSRF and other cross-site posts refused,
// oversized bodies refused before any route reads them, pages given a CSP with a fresh nonce.
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';

const site = 'http://127.0.0.1:3000';

function call(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return proxy(new NextRequest(`${site}${path}`, { method: init.method ?? 'GET', headers: { host: '127.0.0.1:3000', ...init.headers } }));
}

const passes = (res: Response) => res.headers.get('x-middleware-next') === '1';

describe('own-server API routes', () => {
  const login = { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '40' } };

  it("let the storefront's own JSON calls and programs (terminals, tests) through", () => {
    expect(passes(call('/api/set-cookie', { ...login, headers: { ...login.headers, origin: site, 'sec-fetch-site': 'same-origin' } }))).toBe(true);
    expect(passes(call('/api/set-cookie', login))).toBe(true);
    expect(passes(call('/api/get-cookie', { method: 'POST', headers: { origin: site, 'sec-fetch-site': 'same-origin' } }))).toBe(true);
  });

  it('refuse a text/plain form post from another site (login CSRF) with a code', async () => {
    const res = call('/api/set-cookie', { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '40', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'CSRF_ORIGIN_REJECTED', message: expect.stringMatching(/다른 사이트/) });
  });

  it('refuse a same-site form post that is not JSON', async () => {
    const res = call('/api/set-cookie', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '40', origin: site, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('CSRF_JSON_REQUIRED');
  });

  it('refuse a JSON post whose Origin is another site even without Sec-Fetch-Site', () => {
    expect(call('/api/pod/admin', { ...login, headers: { ...login.headers, origin: 'http://127.0.0.1.evil.example:3000' } }).status).toBe(403);
  });

  it('let a signed upload PUT its image bytes, and never let another site do it', () => {
    const put = { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': '1000' } };
    expect(passes(call('/api/upload/review/20260301/0123456789abcdef0123456789abcdef.png', put))).toBe(true);
    expect(call('/api/upload/review/20260301/0123456789abcdef0123456789abcdef.png', { ...put, headers: { ...put.headers, 'sec-fetch-site': 'cross-site' } }).status).toBe(403);
  });

  it('answer 413 with a code for a declared body over the limit, before the route reads it', async () => {
    const res = call('/api/set-cookie', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('BODY_TOO_LARGE');
    // A terminal's sync batch and an upload have their own, larger limits.
    expect(passes(call('/api/pos/sync', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) } }))).toBe(true);
    expect(call('/api/upload/review/20260301/0123456789abcdef0123456789abcdef.png', { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': String(11 * 1024 * 1024) } }).status).toBe(413);
  });
});

describe('pages', () => {
  it('get a CSP with a fresh nonce, no inline script, no framing — and Next sees the nonce', () => {
    const first = call('/cart');
    const second = call('/cart');
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain('connect-src \'self\' http://127.0.0.1:4010');
    // The request header is how Next learns the nonce for its own scripts.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
  });

  it('shared by every visitor go to their cached route with script-src self only and no nonce for Next to render in', () => {
    const res = call('/products/100001-smile', { headers: { 'content-security-policy': "script-src 'nonce-planted'" } });
    expect(res.headers.get('x-middleware-rewrite')).toMatch(/^http:\/\/[^/]+\/cached\/product\/100001$/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'; /);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toMatch(/'unsafe-inline'[^;]*;.*script-src|script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The own server adds the inline scripts' hashes to such a response (scripts/page-csp.mjs).
    expect(res.headers.get('x-courtside-csp-hashes')).toBe('1');
    // A CSP sent by the client never reaches the render: its nonce would be in the HTML everyone gets.
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBeNull();
    // A keyword search stays per request, with its nonce.
    expect(call('/board/notice?keyword=%EB%B0%B0%EC%86%A1').headers.get('content-security-policy')).toMatch(/'nonce-/);
  });

  it('never serve an internal cached route at its own address', () => {
    expect(call('/cached/product/100001').headers.get('x-middleware-rewrite')).toMatch(/\/_courtside\/not-found$/);
  });
});
