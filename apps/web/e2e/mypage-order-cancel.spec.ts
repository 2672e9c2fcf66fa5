// My page: an order paid partly with points (placed through the Shop API and the sandbox PG, as
// the checkout would) shows in the order list and detail; cancelling it gives the points back.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { shopApiUrl } from './support/session';

const headers = (token?: string) => ({ clientId: 'courtside-local', Version: '1.0', platform: 'PC', ...(token ? { accessToken: token } : {}) });

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token?: string, data?: unknown): Promise<T> {
  const reply = await request.fetch(`${shopApiUrl}${path}`, { method, headers: headers(token), ...(data === undefined ? {} : { data }) });
  if (!reply.ok()) throw new Error(`${method} ${path} → ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** Order sheet → reservation with points → the sandbox PG's approve: the order number. */
async function placeOrderWithPoints(request: APIRequestContext, token: string, points: number): Promise<string> {
  const { orderSheetNo } = await api<{ orderSheetNo: string }>(request, 'POST', '/order-sheets', token, {
    products: [{ productNo: 100001, optionNo: 10000101, orderCnt: 2, optionInputs: [] }], cartNos: [], productCoupons: [],
  });
  const reservation = await api<{ confirmUrl: string }>(request, 'POST', '/payments/reserve', token, {
    orderSheetNo, payType: 'CREDIT_CARD', pgType: 'INICIS', clientReturnUrl: 'http://127.0.0.1:3110/order/order-result', member: true,
    orderer: { ordererName: '한취소', ordererEmail: 'cancel@example.kr', ordererContact1: '010-1111-2222' },
    shippingAddress: { receiverName: '한취소', receiverZipCd: '04001', receiverAddress: '서울특별시 마포구 월드컵로 1', receiverDetailAddress: '2층', receiverContact1: '010-1111-2222' },
    subPayAmt: points,
  });
  const approved = await request.post(reservation.confirmUrl, { maxRedirects: 0 });
  const location = approved.headers().location ?? '';
  const orderNo = new URL(location).searchParams.get('orderNo');
  if (!orderNo) throw new Error(`payment not approved: ${location}`);
  return orderNo;
}

test('a member sees an order paid with points in my page, cancels it and gets the points back', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const memberId = `cancel_${suffix}`;
  const password = 'cancel123!';
  await api(page.request, 'POST', '/profile', undefined, {
    memberId, password, memberName: '한취소', email: `${memberId}@example.kr`, mobileNo: `010${String(Date.now()).slice(-8)}`,
    joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'],
  });

  await page.goto('/login');
  await page.getByLabel('아이디').fill(memberId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  await page.goto('/mypage/point');
  const available = page.getByTestId('points-available');
  const before = (await available.textContent())?.trim() ?? '';
  expect(before).toMatch(/^[\d,]+원$/);
  const beforeAmount = Number(before.replace(/\D/g, ''));
  expect(beforeAmount).toBeGreaterThanOrEqual(1000);

  const { accessToken } = await api<{ accessToken: string }>(page.request, 'POST', '/oauth/token', undefined, { memberId, password });
  const orderNo = await placeOrderWithPoints(page.request, accessToken, 1000);

  await page.reload();
  await expect(available).toHaveText(`${(beforeAmount - 1000).toLocaleString('ko-KR')}원`);
  await expect(page.getByTestId('points-row').first()).toContainText('-1,000원');

  await page.goto('/mypage/order');
  const card = page.getByTestId('order-card').filter({ hasText: orderNo });
  await expect(card).toBeVisible();
  await expect(card).toContainText('결제완료');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('link', { name: `주문 ${orderNo} 상세 보기` }).click();

  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await expect(page.getByTestId('points-used')).toHaveText('-1,000원');
  await page.getByRole('button', { name: '주문 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '주문 취소' });
  await dialog.getByLabel('취소 사유').selectOption('CHANGE_MIND');
  await dialog.getByRole('button', { name: '전체 취소하기' }).click();
  await expect(page.getByText('주문을 취소했습니다.')).toBeVisible();
  await expect(page.getByTestId('option-status').first()).toHaveText('취소완료');

  await page.goto('/mypage/point');
  await expect(available).toHaveText(before);
  await expect(page.getByTestId('points-row').first()).toContainText('+1,000원');

  await page.goto('/mypage/order?status=CANCEL');
  await expect(page.getByTestId('order-card').filter({ hasText: orderNo })).toContainText('취소완료');
});

test('a guest finds a card-paid order with its number and password and cancels it', async ({ page }) => {
  const { orderSheetNo } = await api<{ orderSheetNo: string }>(page.request, 'POST', '/order-sheets', undefined, {
    products: [{ productNo: 100001, optionNo: 10000101, orderCnt: 1, optionInputs: [] }], cartNos: [], productCoupons: [],
  });
  const reservation = await api<{ confirmUrl: string }>(page.request, 'POST', '/payments/reserve', undefined, {
    orderSheetNo, payType: 'CREDIT_CARD', pgType: 'INICIS', clientReturnUrl: 'http://127.0.0.1:3110/order/order-result', member: false,
    orderer: { ordererName: '비회원', ordererEmail: 'guest@example.kr', ordererContact1: '010-3333-4444' },
    shippingAddress: { receiverName: '비회원', receiverZipCd: '04001', receiverAddress: '서울특별시 마포구 월드컵로 1', receiverDetailAddress: '3층', receiverContact1: '010-3333-4444' },
    tempPassword: 'guestpw12',
  });
  const approved = await page.request.post(reservation.confirmUrl, { maxRedirects: 0 });
  const orderNo = new URL(approved.headers().location ?? 'http://x/').searchParams.get('orderNo') ?? '';
  expect(orderNo).toMatch(/^\d+$/);

  await page.goto('/mypage/order/myorder');
  await page.getByLabel('주문번호').fill(orderNo);
  await page.getByLabel('주문 비밀번호').fill('guestpw12');
  await page.getByRole('button', { name: '주문 조회', exact: true }).click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await expect(page.getByTestId('option-status')).toHaveText('결제완료');

  await page.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog', { name: '주문 취소' }).getByRole('button', { name: '전체 취소하기' }).click();
  await expect(page.getByTestId('option-status')).toHaveText('취소완료');
  // The token is kept for this tab: a reload shows the order without the password.
  await page.reload();
  await expect(page.getByTestId('option-status')).toHaveText('취소완료');
});
