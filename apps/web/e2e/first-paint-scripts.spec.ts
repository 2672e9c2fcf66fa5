import { expect, test } from '@playwright/test';

// Content first, then the framework (issue 13, scripts/defer-first-load.mjs): the server's HTML is
// the whole page, the browser paints it before it asks for the first-load scripts, and then the
// page hydrates as before — no CSP refusal, no script error, client-side navigation as usual.

const PAGES = [
  { name: '홈', path: '/' },
  { name: '카테고리', path: '/categories/529105' },
  { name: '상품', path: '/products/100001' },
];

for (const { name, path } of PAGES) {
  test(`${name}: painted before its scripts are fetched, then hydrated`, async ({ page, request }) => {
    const served = await request.get(path, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(served.status()).toBe(200);
    expect(served.headers()['content-encoding']).toBe('gzip');
    const html = await served.text();
    // No first-load chunk the browser would start on its own; each is kept, inert, for the loader.
    expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/[^"]+\.js"[^>]*\sasync/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.match(/type="courtside\/deferred"/g)?.length ?? 0).toBeGreaterThan(3);
    expect(html).toContain('코트사이드');

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(path);
    // Hydrated: the header has read the session back (a client effect).
    await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/_next/static/') && e.name.endsWith('.js'))
        .map((e) => e.startTime);
      return { fcp, scripts };
    });
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.fcp);
    expect(problems).toEqual([]);
  });
}

test("the framework's chunks ask the browser to compile them while they download", async ({ page, request }) => {
  const framework: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/_next/static/chunks/')) framework.push(new URL(r.url()).pathname);
  });
  await page.goto('/products/100001', { waitUntil: 'networkidle' });
  const sources = await Promise.all(framework.map(async (path) => (await request.get(path)).text()));
  const hinted = sources.filter((source) => source.startsWith('//# allFunctionsCalledOnLoad\n'));
  // React DOM, the Next runtime and Turbopack's (the build's root main files), not the page's own chunks.
  expect(hinted.length).toBeGreaterThanOrEqual(4);
  expect(hinted.length).toBeLessThan(sources.length);
});

test('a link followed after hydration stays a client-side navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('main a[href^="/product"]').first().click();
  await expect(page).toHaveURL(/\/products?\/\d+/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a form-first page (login) gets its scripts as Next sends them', async ({ request }) => {
  const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<script[^>]*\ssrc="\/_next\/static\/[^"]+\.js"[^>]*\sasync/);
  expect(html).not.toContain('courtside/deferred');
});

test('a first press on the product page made before the framework has come is not lost', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const arrived: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/_next/static/chunks/') && request.url().endsWith('.js')) arrived.push(request.url());
  });
  await page.goto('/product/100001', { waitUntil: 'domcontentloaded' });
  // Painted from the server HTML, no script of the page run yet.
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  expect(arrived).toEqual([]);
  release();
  await expect(page.getByText('옵션을 선택해 주세요.')).toBeVisible();
});
