// Issue 29 (items 4–7) on a phone, from a plain start: a keyword typed without its spaces finds what
// the spaced one finds, the search panel's last control is tapped at 320 px, filters live in the
// address, option text reads "색상: 블랙 / 구성: 1개입" on the order detail, /custom-products lists,
// 최근 본 상품 shows the products just viewed, and a signed-in member opening /login goes home.
import { expect, test, type Page } from '@playwright/test';
import { memberToken, placeCardOrder, platformHeaders } from './support/orders';
import { expectOnScreenAndUncovered } from './support/phone';
import { loginAs, seedMembers, shopApiUrl } from './support/session';

const PHONE = { width: 390, height: 844 };

async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^총 [\d,]+개$/).first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('핑크댐프너 finds the pink dampeners 댐프너 핑크 finds, and the filters stay in the address', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('댐프너 핑크')}`);
    const spaced = await resultCount(page);
    expect(spaced).toBeGreaterThan(0);

    await page.goto(`/search?keyword=${encodeURIComponent('핑크댐프너')}`);
    await expect(page.getByRole('heading', { level: 1, name: '‘핑크댐프너’ 검색 결과' })).toBeVisible();
    await expect(page.getByRole('link', { name: /코트사이드 스마일 댐프너/ }).first()).toBeVisible();
    expect(await resultCount(page)).toBe(spaced);
    // Spacing is not a typo: no "검색 결과가 없어 …" notice.
    await expect(page.getByText(/검색 결과가 없어/)).toHaveCount(0);

    // Filters: 품절 제외 and a price ceiling, applied with the form, kept in the address and on the sort links.
    await page.getByText('필터', { exact: true }).click();
    await page.getByLabel('최고 가격(원)').fill('3500');
    await page.getByLabel('품절 상품 제외').check();
    await page.getByRole('button', { name: '적용' }).click();
    await expect(page).toHaveURL(/maxPrice=3500/);
    await expect(page).toHaveURL(/instock=1/);
    await expect(page.getByTestId('listing-filters')).toContainText('3,500원 이하 · 품절 제외');
    const sortLink = page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '낮은 가격순' });
    await expect(sortLink).toHaveAttribute('href', /maxPrice=3500.*instock=1|instock=1.*maxPrice=3500/);
    expect(await resultCount(page)).toBeLessThanOrEqual(spaced);
  });

  test('a category filtered by colour lists that colour, rendered for the request', async ({ page }) => {
    await page.goto(`/categories/529105?color=${encodeURIComponent('핑크')}&instock=1`);
    await expect(page.getByTestId('listing-filters')).toContainText('핑크 · 품절 제외');
    await expect(page.getByRole('link', { name: /코트사이드 스마일 댐프너/ }).first()).toBeVisible();
    const pink = await resultCount(page);
    await page.goto('/categories/529105');
    expect(pink).toBeLessThan(await resultCount(page));
    // The custom dampener is a dampener too.
    await expect(page.getByRole('link', { name: /코트사이드 커스텀 댐프너/ }).first()).toBeVisible();
  });

  test('an empty search shows the popular keywords', async ({ page }) => {
    await page.goto('/search');
    const popular = page.getByRole('region', { name: '인기 검색어' });
    await expect(popular.getByRole('link', { name: /댐프너/ }).first()).toBeVisible();
    // A client-side navigation: the page must be hydrated first (CONTEXT pitfall 7).
    await page.locator('[data-session-ready="true"]').waitFor();
    await popular.getByRole('link', { name: /댐프너/ }).first().click();
    await expect(page).toHaveURL(/\/search\?keyword=/);
  });

  test('option text reads 색상: 블랙 / 구성: 1개입 on the order detail', async ({ page, request }) => {
    const options = (await (await request.get(`${shopApiUrl}/products/100001/options`, { headers: platformHeaders })).json()) as { flatOptions: { optionNo: number; value: string }[] };
    const black = options.flatOptions.find((o) => o.value === '블랙|1개입');
    if (!black) throw new Error('seed option 블랙|1개입 missing');
    const token = await memberToken(request, seedMembers.second);
    const orderNo = await placeCardOrder(request, token, [{ productNo: 100001, optionNo: black.optionNo, orderCnt: 1 }]);
    await loginAs(page, seedMembers.second);
    await page.goto(`/mypage/order/${orderNo}`);
    const line = page.getByTestId('order-option').filter({ hasText: '코트사이드 스마일 댐프너' });
    await expect(line.getByTestId('option-text')).toHaveText('색상: 블랙 / 구성: 1개입');
    await expect(line).not.toContainText('|');
  });

  test('/custom-products lists the custom products, and /upstream names the open-source licences', async ({ page }) => {
    await page.goto('/custom-products');
    await expect(page.getByRole('heading', { level: 1, name: '주문제작 상품' })).toBeVisible();
    await expect(page.getByRole('link', { name: /코트사이드 커스텀 댐프너/ }).first()).toBeVisible();
    await page.goto('/upstream');
    await expect(page.getByRole('heading', { level: 1, name: '오픈소스 라이선스' })).toBeVisible();
    await expect(page.getByTestId('upstream-project').filter({ hasText: 'next' }).first()).toContainText('MIT 라이선스');
  });

  test('최근 본 상품 shows the products just viewed, on the next product page and on 마이페이지; a member opening /login goes home', async ({ page }) => {
    await loginAs(page, seedMembers.shopper);
    await page.goto('/product/100001');
    await expect(page.getByRole('heading', { level: 1, name: '코트사이드 스마일 댐프너' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('RECENTLY_VIEWED') ?? '')).toContain('100001');
    await page.goto('/product/100002');
    const recent = page.getByTestId('recently-viewed');
    await expect(recent.getByRole('link', { name: /코트사이드 스마일 댐프너/ })).toBeVisible();
    await expect(recent.getByRole('link', { name: /베이직 라운드 댐프너/ })).toHaveCount(0);
    await page.goto('/mypage/recent');
    const mine = page.getByTestId('recently-viewed').getByRole('link');
    await expect(mine.nth(0)).toContainText('베이직 라운드 댐프너');
    await expect(mine.nth(1)).toContainText('코트사이드 스마일 댐프너');

    await page.goto('/login?redirect=%2Fcustom%2Fadmin%2Flist');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('review photos on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a review photo opens full-screen and a swipe turns to the next', async ({ page }) => {
    await page.goto('/product/100001');
    await page.locator('[data-session-ready="true"]').first().waitFor({ state: 'attached' });
    // The reviews load when the shopper scrolls near them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const review = page.getByRole('button', { name: /진동이 확실히 줄었어요/ }).first();
    await review.scrollIntoViewIfNeeded();
    await review.click();
    const detail = page.getByRole('dialog', { name: '리뷰 상세' });
    await detail.getByRole('button', { name: '리뷰 사진 1 크게 보기' }).click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    // It fills the phone's screen (the list showed the photo at 171 px).
    const shown = await viewer.getByRole('img', { name: '리뷰 사진 1' }).boundingBox();
    expect(shown?.width).toBeGreaterThanOrEqual(380);
    // A leftward swipe shows the next photo.
    const stage = await viewer.boundingBox();
    if (!stage) throw new Error('viewer has no box');
    const y = stage.y + stage.height / 2;
    await page.mouse.move(stage.x + stage.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(stage.x + stage.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await expect(viewer.getByRole('img', { name: '리뷰 사진 2' })).toBeVisible();
    await viewer.getByRole('button', { name: '닫기' }).click();
    await expect(viewer).toBeHidden();
    await expect(detail).toBeVisible();
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true });

  test('the search panel fits the screen and its last control, 최근 검색어 전체 삭제, is tapped; a 초성 entry renders whole', async ({ page }) => {
    await page.goto('/api/build-id');
    await page.evaluate(() => {
      localStorage.setItem('RECENT_SEARCHES', JSON.stringify(['ㄷㅍㄴ', '오버그립', '스마일', '라켓', '손목밴드', '키링', '머그컵', '헤어밴드', '댐프너 핑크']));
    });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '상품 검색' });
    await box.focus();
    const panel = page.getByTestId('search-suggestion-panel');
    await expect(panel.getByRole('group', { name: '최근 검색어' }).getByRole('option', { name: '손목밴드' })).toBeVisible();
    // The panel ends inside the screen and scrolls inside itself.
    const box320 = await panel.evaluate((el) => ({ bottom: el.getBoundingClientRect().bottom, scrolls: el.scrollHeight > el.clientHeight }));
    expect(box320.bottom).toBeLessThanOrEqual(568);
    expect(box320.scrolls).toBe(true);
    // The 초성 entry: its text is not cut (its row is as tall as the text needs).
    const initials = panel.getByRole('option', { name: 'ㄷㅍㄴ' });
    const fits = await initials.evaluate((el) => {
      const row = el.getBoundingClientRect();
      const text = (el.firstElementChild ?? el).getBoundingClientRect();
      return text.top >= row.top && text.bottom <= row.bottom && el.scrollHeight <= el.clientHeight + 1;
    });
    expect(fits).toBe(true);

    const clear = panel.getByRole('button', { name: '최근 검색어 전체 삭제' });
    await expectOnScreenAndUncovered(clear);
    await clear.tap();
    await expect(panel.getByRole('group', { name: '최근 검색어' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('RECENT_SEARCHES'))).toBeNull();
  });
});
