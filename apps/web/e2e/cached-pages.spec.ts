// Issue 33: the catalogue's pages come from Next's cache — the same HTML for every visitor, under a
// hash-based CSP — with the per-visitor parts filled in by the browser, and a change made on the
// platform shows within seconds. (Several instances: e2e/cached-pages-scale.spec.ts.)
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, seedMembers, shopApiUrl } from './support/session';

const PRODUCT = '/products/100001';
const platformHeaders = { clientId: 'courtside-local', Version: '1.0', platform: 'PC' };
const SYSTEM_KEY = 'courtside-system-local-key';

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect)|integrity/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  return violations;
}

async function pageHtml(request: APIRequestContext, path: string): Promise<{ html: string; csp: string }> {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return { html: await res.text(), csp: res.headers()['content-security-policy'] ?? '' };
}

test('catalogue pages carry a hash-based CSP with no nonce and no inline allowance, and run under it', async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ['/', '/categories/529105', PRODUCT, '/best', '/board/notice']) {
    const res = await page.goto(path);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(csp, path).not.toContain('nonce');
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // No script tag in the page carries a nonce: the one Next rendered with never leaves the server.
    expect(await res?.text(), path).not.toMatch(/<script[^>]*\snonce=/);
    // The header's session read-back is the storefront's own script running under that CSP.
    await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
  }
  // A page rendered per request keeps its nonce.
  const cart = await page.goto('/cart');
  expect(cart?.headers()['content-security-policy']).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  expect(violations).toEqual([]);
});

test('a signed-in shopper and a guest get the same cached product HTML, each with their own cart count', async ({ browser, request }) => {
  // A member with two lines in the platform's cart.
  const token = await request.post(`${shopApiUrl}/oauth/token`, { headers: platformHeaders, data: { ...seedMembers.second, keepLogin: false } });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const options = (await (await request.get(`${shopApiUrl}/products/100001/options`, { headers: platformHeaders })).json()) as { flatOptions: { optionNo: number; saleType?: string; stockCnt: number }[] };
  const buyable = options.flatOptions.filter((o) => o.stockCnt > 0).slice(0, 2);
  expect(buyable).toHaveLength(2);
  const added = await request.post(`${shopApiUrl}/cart`, { headers: { ...platformHeaders, accessToken }, data: buyable.map((o) => ({ productNo: 100001, optionNo: o.optionNo, orderCnt: 1, optionInputs: [] })) });
  expect(added.ok()).toBe(true);
  const { count } = (await (await request.get(`${shopApiUrl}/cart/count`, { headers: { ...platformHeaders, accessToken } })).json()) as { count: number };
  expect(count).toBeGreaterThanOrEqual(2);

  const guest = await browser.newContext();
  const member = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    const memberPage = await member.newPage();
    await loginAs(memberPage, seedMembers.second);

    // The same bytes for both: nothing of the member is in the page the server sends.
    const forGuest = await pageHtml(guestPage.request, PRODUCT);
    const forMember = await pageHtml(memberPage.request, PRODUCT);
    expect(forMember.html).toBe(forGuest.html);
    expect(forMember.csp).toBe(forGuest.csp);
    expect(forMember.html).not.toContain(seedMembers.second.memberId);

    await guestPage.goto(PRODUCT);
    await memberPage.goto(PRODUCT);
    await expect(guestPage.locator('[data-session-ready="true"]').first()).toBeAttached();
    await expect(memberPage.locator('[data-session-ready="true"]').first()).toBeAttached();
    await expect(guestPage.getByTestId('header-cart-count')).toHaveText('0');
    await expect(memberPage.getByTestId('header-cart-count')).toHaveText(String(count));
    await expect(guestPage.getByRole('link', { name: '로그인' }).first()).toBeVisible();
    await expect(memberPage.getByRole('link', { name: '로그인' })).toHaveCount(0);
  } finally {
    await guest.close();
    await member.close();
    // Empty the member's cart again: later journeys sign the same member in and count its lines.
    const lines = JSON.stringify(await (await request.get(`${shopApiUrl}/cart`, { headers: { ...platformHeaders, accessToken } })).json());
    const cartNos = [...lines.matchAll(/"cartNo":(\d+)/g)].map((m) => m[1]);
    if (cartNos.length > 0) await request.delete(`${shopApiUrl}/cart?cartNo=${cartNos.join(',')}`, { headers: { ...platformHeaders, accessToken } });
  }
});

test('a price change through the platform’s server API shows on the cached product page within 5 s', async ({ page, request }) => {
  const product = (await (await request.get(`${shopApiUrl}/server/products/100001`, { headers: { systemKey: SYSTEM_KEY } })).json()) as { salePrice: number; immediateDiscountAmt: number };
  await page.goto(PRODUCT);
  // Served from the cache now.
  const before = await pageHtml(request, PRODUCT);
  expect((await pageHtml(request, PRODUCT)).html).toBe(before.html);
  const price = product.salePrice + 1230;
  const shown = `${(price - product.immediateDiscountAmt).toLocaleString('ko-KR')}원`;
  expect(before.html).not.toContain(shown);
  const changed = await request.put(`${shopApiUrl}/server/products/100001`, { headers: { systemKey: SYSTEM_KEY }, data: { salePrice: price } });
  expect(changed.status()).toBe(200);
  const at = Date.now();
  await expect.poll(async () => (await pageHtml(request, PRODUCT)).html.includes(shown), { timeout: 5000, intervals: [200] }).toBe(true);
  const took = Date.now() - at;
  await page.reload();
  await expect(page.locator('main')).toContainText(shown);
  console.log(`[cached-pages] price change visible after ${took} ms`);
  // Put it back for the other journeys.
  await request.put(`${shopApiUrl}/server/products/100001`, { headers: { systemKey: SYSTEM_KEY }, data: { salePrice: product.salePrice } });
});

/** Requests the server itself counted on the internal cached routes (`/cached/…`), from its /metrics. */
async function internalCachedRequests(request: APIRequestContext): Promise<number> {
  const res = await request.get('/metrics');
  expect(res.status()).toBe(200);
  let total = 0;
  for (const m of (await res.text()).matchAll(/^http_request_duration_seconds_count\{[^}]*route="\/cached[^"]*"[^}]*\} (\d+)/gm)) total += Number(m[1]);
  return total;
}

test('a cached page is served in process: the server never fetches its own /cached/… address over HTTP', async ({ request }) => {
  // Next's proxy names a loopback host `localhost`; a server that told Next `127.0.0.1` took every
  // rewrite for another origin and proxied it to itself — each page twice, and a reset answered 500.
  const before = await internalCachedRequests(request);
  for (const path of ['/', '/categories/529105', PRODUCT, '/best', '/new', '/restock', '/board/faq', '/board/notice']) await pageHtml(request, path);
  expect(await internalCachedRequests(request)).toBe(before);
});
