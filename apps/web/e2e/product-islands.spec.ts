import { expect, test, type Page } from '@playwright/test';

// The product page's gallery and purchase panel come in the page's HTML and their code loads when the
// shopper reaches for them (components/ui/intent-island.tsx): the first load carries less script,
// and nothing a shopper does before the code arrives is lost.

/** Scripts the page asks for from now on. */
function scriptsFrom(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('the options work from the page as served: the panel code loads when they are reached, keeping the choice', async ({ page }) => {
  await page.goto('/product/100001', { waitUntil: 'networkidle' });
  const later = scriptsFrom(page);
  const colour = page.getByLabel('색상', { exact: true });
  const pack = page.getByLabel('구성', { exact: true });
  await expect(colour).toBeEnabled();
  await expect(pack).toBeDisabled();
  await expect(colour).toHaveCSS('min-height', '44px');
  await page.waitForTimeout(500);
  expect(later).toEqual([]);
  // The same element before and after its code arrives (an open picker would stay open).
  await colour.evaluate((select) => (select.dataset.before = 'yes'));
  await colour.selectOption('블랙');
  await expect(pack).toBeEnabled();
  expect(later.length).toBeGreaterThan(0);
  await expect(colour).toHaveAttribute('data-before', 'yes');
  await expect(colour).toHaveValue('블랙');
  await pack.selectOption('1개입');
  await expect(page.getByTestId('selected-option')).toHaveCount(1);
  await expect(page.getByTestId('purchase-total')).not.toHaveText('0원');
});

test('a first press before the panel code has arrived is not lost', async ({ page }) => {
  await page.goto('/product/100001', { waitUntil: 'networkidle' });
  const later = scriptsFrom(page);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByText('옵션을 선택해 주세요.')).toBeVisible();
  expect(later.length).toBeGreaterThan(0);
});

test('a product page reached by a link within the shop has a working panel', async ({ page }) => {
  await page.goto('/');
  // The home page paints before the framework loads (scripts/defer-first-load.mjs): a link followed
  // before then is an ordinary page load. Hydrated, it is a client-side navigation.
  await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('main a[href^="/product/100001"]').first().click();
  await expect(page).toHaveURL(/\/product\/100001/);
  await page.getByLabel('색상', { exact: true }).selectOption('블랙');
  await page.getByLabel('구성', { exact: true }).selectOption('1개입');
  await expect(page.getByTestId('selected-option')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the header's islands wait for the shopper without holding up a link, and a first tap on the menu opens it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'networkidle' });
  let later = scriptsFrom(page);
  await page.waitForTimeout(500);
  expect(later).toEqual([]);
  // Styled as served: an island's styles come with the page, not with its code.
  expect(await page.locator('footer ul:has(button)').evaluate((list) => getComputedStyle(list).listStyleType)).toBe('none');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('navigation', { name: '모바일 메뉴' })).toBeVisible();

  await page.goto('/', { waitUntil: 'networkidle' });
  later = scriptsFrom(page);
  await page.waitForTimeout(500);
  expect(later).toEqual([]);
  // A link under the waiting header moves within the shop (React holds that update until the header's
  // islands hydrate: their code loads at once).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a search typed and sent before the search box code has arrived still searches', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: '상품 검색' });
  await box.fill('스마일');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '‘스마일’ 검색 결과' })).toBeVisible();
});
