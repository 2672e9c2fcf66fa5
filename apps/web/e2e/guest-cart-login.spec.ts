// A guest puts things in the cart and logs in: the lines go into the member cart (the same option
// already there gets the quantities added), the guest cart is emptied, and a toast says so.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { chooseOptions } from './support/checkout';
import { shopApiUrl } from './support/session';

const headers = (token?: string) => ({ clientId: 'courtside-local', Version: '1.0', platform: 'PC', ...(token ? { accessToken: token } : {}) });

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token?: string, data?: unknown): Promise<T> {
  const reply = await request.fetch(`${shopApiUrl}${path}`, { method, headers: headers(token), ...(data === undefined ? {} : { data }) });
  if (!reply.ok()) throw new Error(`${method} ${path} → ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as T;
}

test("a guest's cart survives login: lines move into the member cart, same option adds up", async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const memberId = `gcart_${suffix}`;
  const password = 'gcart123!';
  await api(page.request, 'POST', '/profile', undefined, {
    memberId, password, memberName: '장바구니', email: `${memberId}@example.kr`, mobileNo: `010${String(Date.now()).slice(-8)}`,
    joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'],
  });

  // As a guest: two options of the smile dampener into the guest cart.
  await page.goto('/search?keyword=%EC%8A%A4%EB%A7%88%EC%9D%BC');
  await page.getByRole('link', { name: /코트사이드 스마일 댐프너/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '코트사이드 스마일 댐프너' })).toBeVisible();
  await chooseOptions(page, [['블랙', '1개입'], ['블랙', '3개입']]);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');

  // The member already holds two of 블랙 1개입 in their own cart.
  const guestLines = await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('GUEST_KEY') ?? '{}') as { products: { productNo: number; orderProductOptions: { optionNo: number; optionValue: string }[] }[] };
    return cart.products.flatMap((p) => p.orderProductOptions.map((l) => ({ productNo: p.productNo, optionNo: l.optionNo, optionValue: l.optionValue })));
  });
  const single = guestLines.find((l) => l.optionValue === '블랙|1개입');
  expect(single).toBeTruthy();
  const { accessToken } = await api<{ accessToken: string }>(page.request, 'POST', '/oauth/token', undefined, { memberId, password });
  await api(page.request, 'POST', '/cart', accessToken, [{ productNo: single?.productNo, optionNo: single?.optionNo, orderCnt: 2, optionInputs: [] }]);

  await page.goto('/login');
  await page.getByLabel('아이디').fill(memberId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('비회원으로 담은 상품 2개를 장바구니에 옮겼습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  const left = await page.evaluate(() => (JSON.parse(localStorage.getItem('GUEST_KEY') ?? '{"products":[]}') as { products: unknown[] }).products.length);
  expect(left).toBe(0);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.locator('output[aria-label*="구성: 1개입"]')).toHaveText('3');
  await expect(page.locator('output[aria-label*="구성: 3개입"]')).toHaveText('1');
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');
});
