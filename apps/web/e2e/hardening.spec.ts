// Issue 18 regressions against the built storefront: security headers and a working CSP with a
// nonce, login CSRF from another site, the catch-all API 404, partner tokens for admins only, cookie
// values the server cannot encode, upload addresses and upload signing limits, body limits.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

test('pages send a CSP with a per-request nonce that every script carries, and the page runs under it', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect)/i.test(message.text())) violations.push(message.text());
  });
  // A page rendered per request (the catalogue's shared pages go by hash: e2e/cached-pages.spec.ts).
  const first = await page.goto('/login');
  const headers = first?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The session is read back by the storefront's own script: proof that script runs under the CSP.
  await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
  // Every script the server sent carries the nonce; one the runtime added afterwards (a chunk loaded on
  // demand, trusted through 'strict-dynamic') is one of the build's own files.
  const sent = [...((await first?.text()) ?? '').matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(sent.length).toBeGreaterThan(0);
  for (const tag of sent) expect(tag).toContain(`nonce="${nonce}"`);
  const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((n) => ({ nonce: (n as HTMLScriptElement).nonce, src: (n as HTMLScriptElement).src })));
  expect(scripts.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const s of scripts) if (s.nonce !== nonce) expect(s.src).toMatch(new RegExp(`^${origin.replaceAll('.', '\\.')}/_next/static/chunks/[\\w.-]+\\.js$`));
  // A second request gets another nonce.
  const again = await request.get('/login');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);
  expect(violations).toEqual([]);
});

test('a form on another site cannot log the visitor in (login CSRF)', async ({ page, baseURL }) => {
  // localhost and 127.0.0.1 are different sites to the browser: the form's page is "another site".
  await page.goto(`${(baseURL ?? '').replace('127.0.0.1', 'localhost')}/api/build-id`);
  // text/plain forms need no preflight: the classic way to post JSON-looking text cross-site.
  await page.setContent(`<form method="post" action="${baseURL}/api/set-cookie" enctype="text/plain">
    <input name='{"keyType":"SHOP_KEY","key":"forged-token","x":"' value='"}'><button>go</button></form>`);
  const [reply] = await Promise.all([page.waitForResponse(`${baseURL}/api/set-cookie`), page.getByRole('button', { name: 'go' }).click()]);
  expect(reply.status()).toBe(403);
  expect(await reply.json()).toMatchObject({ code: 'CSRF_ORIGIN_REJECTED' });
  // The same form on the shop's own page is refused too: the route takes JSON only.
  await page.goto(`${baseURL}/api/build-id`);
  await page.setContent(`<form method="post" action="${baseURL}/api/set-cookie" enctype="text/plain">
    <input name='{"keyType":"SHOP_KEY","key":"forged-token","x":"' value='"}'><button>go</button></form>`);
  const [own] = await Promise.all([page.waitForResponse(`${baseURL}/api/set-cookie`), page.getByRole('button', { name: 'go' }).click()]);
  expect(own.status()).toBe(415);
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.find((c) => c.name === 'cs_shop_key')).toBeUndefined();
});

test('the own server refuses a non-JSON post even from its own pages, and an oversized body', async ({ request }) => {
  const form = await request.post('/api/set-cookie', { headers: { 'content-type': 'text/plain' }, data: '{"keyType":"SHOP_KEY","key":"x"}' });
  expect(form.status()).toBe(415);
  const big = await request.post('/api/set-cookie', { data: { keyType: 'SHOP_KEY', key: 'x', pad: 'a'.repeat(2 * 1024 * 1024) } });
  expect(big.status()).toBe(413);
  expect((await big.json()).code).toBe('BODY_TOO_LARGE');
});

test('unknown API paths answer JSON with a code, not the HTML page', async ({ request }) => {
  for (const method of ['get', 'post'] as const) {
    const reply = await request[method]('/api/no-such-route/here', method === 'post' ? { data: {} } : {});
    expect(reply.status()).toBe(404);
    expect(reply.headers()['content-type']).toContain('application/json');
    expect(await reply.json()).toMatchObject({ code: 'API_NOT_FOUND' });
  }
});

test('partner tokens are not handed to anonymous callers', async ({ request }) => {
  const reply = await request.post('/api/pod/admin', { data: {} });
  expect(reply.status()).toBe(401);
  expect(JSON.stringify(await reply.json())).not.toContain('access_token');
});

test('characters the server must not store are refused with a code, never a 500', async ({ request }) => {
  for (const key of ['\uD800', 'tok\u0000en', '\u202Egnp.exe']) {
    const reply = await request.post('/api/set-cookie', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ keyType: 'SHOP_KEY', key }) });
    expect(reply.status(), JSON.stringify(key)).toBe(400);
    expect((await reply.json()).code).toBe('INVALID_CHARACTERS');
  }
  // A cookie the browser sent with an undecodable value reads back as nothing, not a 500.
  const read = await request.post('/api/get-cookie', { headers: { cookie: 'cs_shop_key=%ED%A0%80; cs_expires_in=%E0%A4%A' } });
  expect(read.status()).toBe(200);
  const page = await request.get('/cart', { headers: { cookie: 'cs_shop_key=%ED%A0%80' } });
  expect(page.status()).toBeLessThan(500);
});

test('upload addresses ignore X-Forwarded-Host, and signing is limited per visitor with a code', async ({ request, baseURL }) => {
  const sign = (visitor: string, extra: Record<string, string> = {}) =>
    request.get('/api/upload?fileName=a.png&fileType=image/png&bucket=review', { headers: { 'x-forwarded-for': visitor, ...extra } });
  const signed = await sign('198.51.100.7', { 'x-forwarded-host': 'evil.example' });
  expect(signed.status()).toBe(200);
  const { url } = (await signed.json()) as { url: string };
  expect(url.startsWith(`${baseURL}/api/upload/review/`)).toBe(true);
  for (let i = 1; i < 60; i++) expect((await sign('198.51.100.7')).status()).toBe(200);
  const over = await sign('198.51.100.7');
  expect(over.status()).toBe(429);
  expect(await over.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED', message: expect.stringMatching(/분 후 다시 시도/) });
  // Another visitor is not affected.
  expect((await sign('198.51.100.8')).status()).toBe(200);
});

test('the built storefront refuses to start with the shipped secrets off loopback or in production', async () => {
  test.setTimeout(120_000);
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, WEB_PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-secrets-')), ...env } });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  const exposed = await run({ WEB_HOST: '0.0.0.0' });
  expect(exposed.code).toBe(1);
  expect(exposed.output).toContain('WEB_SECRET');
  const production = await run({ WEB_HOST: '127.0.0.1', NODE_ENV: 'production' });
  expect(production.code).toBe(1);
  expect(production.output).toContain('NODE_ENV=production');
});
