// No page scrolls sideways on a phone: every route of the seed's list is visited at 320, 375 and
// 390 px (logged out; as a member for the member pages; as an admin for the admin pages) and fails
// when the document is wider than the window. One browser context per role and one navigation per
// route: the three widths are reflows of the same loaded page.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs, seedMembers, shopApiUrl } from './support/session';
import { overflowAtWidths, type Overflow } from './support/phone';

const apiHeaders = { clientId: 'courtside-local', Version: '1.0', platform: 'PC' };

/** Every route of seed §2 (dynamic parts filled with seed data), plus the not-found page. */
const PUBLIC_ROUTES = [
  '/', '/best', '/new', '/restock', '/search?keyword=댐프너', '/search-products', '/community', '/custom-products',
  '/canvas1', '/konva', '/board/benefit', '/board/faq', '/board/inquiry', '/board/inquiry/form', '/board/notice',
  '/callback/auth-callback', '/callback/link-callback', '/guest/cart', '/categories/529105', '/categories/757067',
  '/custom/dampener', '/custom/dampener1', '/custom/document', '/find', '/find?tab=password', '/find/id/success',
  '/find/password/reset', '/find/success', '/join', '/login', '/member/existing-account',
  '/member/member-register-agreement', '/mypage/order/myorder', '/mypage/leave', '/npay', '/npay/100001',
  '/npay/mobile/100001', '/order/order-detail', '/order/order-result', '/product/100005', '/product/100001',
  '/product/100301', '/product/search?keyword=댐프너', '/products/100002', '/products/100005/customize', '/service',
  '/shop', '/shop/courtside-products', '/shop/products', '/shop/template', '/shop/template/editor', '/shop/user',
  '/sns/link', '/sns/login', '/sns/sns-link', '/terms/agreement', '/terms/privacy-policy', '/upstream',
  '/address/search', '/address/result?keyword=월드컵로', '/no-such-page',
];

/** Pages behind the member guard (a visitor sees the login page there, already swept). */
const MEMBER_ROUTES = [
  '/cart', '/mypage/address', '/mypage/coupon', '/mypage/info', '/mypage/info/callback', '/mypage/info/modify',
  '/mypage/inquiry', '/mypage/order', '/mypage/pick', '/mypage/restock', '/mypage/point', '/mypage/review', '/address/list',
  '/address/edit/new', '/product/100001', '/custom/dampener',
];

const ADMIN_ROUTES = ['/custom/admin/list', '/custom/admin/production', '/custom/admin/completion'];

async function sweep(page: Page, paths: readonly string[], found: Overflow[], role: string): Promise<void> {
  for (const path of paths) {
    await page.setViewportSize({ width: 390, height: 800 });
    const reply = await page.goto(path, { waitUntil: 'load' });
    expect(reply?.status() ?? 0, `${path} answers`).toBeLessThan(500);
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    for (const overflow of await overflowAtWidths(page)) found.push({ ...overflow, path: `${role} ${path}` });
  }
}

/** The first link on `listPath` whose address matches `pattern` (seed numbers are made at start). */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`no link like ${pattern} on ${listPath}`);
  return href;
}

async function memberPage(browser: Browser, member: { memberId: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, member);
  return page;
}

test('no page is wider than a 320, 375 or 390 px phone: visitor, member and admin', async ({ browser }) => {
  test.setTimeout(300_000);
  const found: Overflow[] = [];

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const notice = await firstLink(visitor, '/board/notice', /^\/board\/notice\/detail\/\d+/);
  const sheet = await visitor.request.post(`${shopApiUrl}/order-sheets`, {
    headers: apiHeaders,
    data: { products: [{ productNo: 100001, optionNo: 10000101, orderCnt: 1, optionInputs: [] }], cartNos: [], productCoupons: [] },
  });
  const { orderSheetNo } = (await sheet.json()) as { orderSheetNo: string };
  await sweep(visitor, [...PUBLIC_ROUTES, notice, `/order/${orderSheetNo}/checkout`], found, 'visitor');
  await visitorContext.close();

  const member = await memberPage(browser, seedMembers.shopper);
  const order = await firstLink(member, '/mypage/order', /^\/mypage\/order\/\d+$/);
  await sweep(member, [...MEMBER_ROUTES, order, `${order}/shop`, `/order/${orderSheetNo}/checkout`], found, 'member');
  await member.context().close();

  const admin = await memberPage(browser, seedMembers.admin);
  const custom = await firstLink(admin, '/custom/admin/list', /^\/custom\/admin\/order\//).catch(() => '/custom/admin/order/0');
  await sweep(admin, [...ADMIN_ROUTES, custom], found, 'admin');
  await admin.context().close();

  expect(found).toEqual([]);
});
