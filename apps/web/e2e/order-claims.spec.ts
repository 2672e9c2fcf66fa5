// The order lifecycle after delivery, both sides: a member returns one option and exchanges
// another, the admin approves, collects and completes each on the claims desk, and the member
// sees the refund (amount, method with the card company in Korean, date) and the reshipped option.
// A guest cancels one option of two after seeing the refund estimate.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, seedMembers, shopApiUrl } from './support/session';

const headers = (token?: string) => ({ clientId: 'courtside-local', Version: '1.0', platform: 'PC', ...(token ? { accessToken: token } : {}) });
const systemKey = 'courtside-system-local-key';

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token?: string, data?: unknown): Promise<T> {
  const reply = await request.fetch(`${shopApiUrl}${path}`, { method, headers: headers(token), ...(data === undefined ? {} : { data }) });
  if (!reply.ok()) throw new Error(`${method} ${path} → ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** Two options of one product at the same price (a return and an exchange need a twin option). */
async function twoOptions(request: APIRequestContext, productNo: number): Promise<[number, number, number]> {
  const reply = await api<{ flatOptions: { optionNo: number; addPrice: number; stockCnt: number }[] }>(request, 'GET', `/products/${productNo}/options`);
  const free = reply.flatOptions.filter((o) => o.addPrice === 0 && o.stockCnt > 5);
  if (free.length < 3) throw new Error('seed product needs three options at the base price');
  return [free[0]!.optionNo, free[1]!.optionNo, free[2]!.optionNo];
}

async function placeOrder(request: APIRequestContext, token: string | undefined, lines: { productNo: number; optionNo: number; orderCnt: number }[], tempPassword?: string): Promise<string> {
  const { orderSheetNo } = await api<{ orderSheetNo: string }>(request, 'POST', '/order-sheets', token, {
    products: lines.map((l) => ({ ...l, optionInputs: [] })), cartNos: [], productCoupons: [],
  });
  const reservation = await api<{ confirmUrl: string }>(request, 'POST', '/payments/reserve', token, {
    orderSheetNo, payType: 'CREDIT_CARD', pgType: 'INICIS', clientReturnUrl: 'http://127.0.0.1:3110/order/order-result', member: token !== undefined,
    orderer: { ordererName: '한반품', ordererEmail: 'claim@example.kr', ordererContact1: '010-3333-4444' },
    shippingAddress: { receiverName: '한반품', receiverZipCd: '04001', receiverAddress: '서울특별시 마포구 월드컵로 1', receiverDetailAddress: '2층', receiverContact1: '010-3333-4444' },
    subPayAmt: 0, ...(tempPassword ? { tempPassword } : {}),
  });
  const approved = await request.post(reservation.confirmUrl, { maxRedirects: 0 });
  const orderNo = new URL(approved.headers().location ?? 'http://x/').searchParams.get('orderNo');
  if (!orderNo) throw new Error('payment not approved');
  return orderNo;
}

async function deliver(request: APIRequestContext, orderNo: string): Promise<void> {
  for (const step of ['PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE']) {
    const res = await request.put(`${shopApiUrl}/server/orders/${orderNo}/status`, { headers: { systemKey }, data: { orderStatusType: step, deliveryCompanyType: 'CJ', invoiceNo: '123456789012' } });
    if (!res.ok()) throw new Error(`ship ${step}: ${res.status()}`);
  }
}

function deskCard(admin: Page, kind: '반품' | '교환', orderNo: string) {
  return admin.getByTestId('desk-claim').filter({ has: admin.getByRole('heading', { name: new RegExp(`^${kind} \\d+ · 주문 ${orderNo}$`) }) });
}

async function deskStep(admin: Page, kind: '반품' | '교환', orderNo: string, button: string, expected: string): Promise<void> {
  await admin.goto('/custom/admin/claims');
  await deskCard(admin, kind, orderNo).getByRole('button', { name: button, exact: true }).click();
  await expect(admin.getByText(new RegExp(`^${kind} \\d+번: ${expected.replace(/[()]/g, '\\$&')}$`))).toBeVisible();
}

test('a member returns one option and exchanges another to completion, the admin working the claims desk', async ({ page, browser, request }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const memberId = `claim_${suffix}`;
  const password = 'claim123!';
  await api(request, 'POST', '/profile', undefined, {
    memberId, password, memberName: '한반품', email: `${memberId}@example.kr`, mobileNo: `010${String(Date.now()).slice(-8)}`,
    joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'],
  });
  const { accessToken } = await api<{ accessToken: string }>(request, 'POST', '/oauth/token', undefined, { memberId, password });
  const productNo = 100001;
  const [first, second, third] = await twoOptions(request, productNo);
  const orderNo = await placeOrder(request, accessToken, [{ productNo, optionNo: first, orderCnt: 1 }, { productNo, optionNo: second, orderCnt: 1 }]);
  await deliver(request, orderNo);

  await loginAs(page, { memberId, password });
  await page.goto(`/mypage/order/${orderNo}`);
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await expect(page.getByTestId('card-company')).toHaveText('신한카드');

  // Return the first option for a defect: the estimate shows before sending.
  await page.getByRole('button', { name: '반품 신청' }).click();
  const returnDialog = page.getByRole('dialog', { name: '반품 신청' });
  await returnDialog.getByLabel('반품할 상품').selectOption({ index: 0 });
  await returnDialog.getByLabel('반품 사유').selectOption('DEFECTIVE_PRODUCT');
  await returnDialog.getByLabel('상세 사유').fill('실밥이 풀려 있어요');
  const estimate = returnDialog.getByTestId('estimate-refund');
  await expect(estimate).toHaveText(/^[\d,]+원$/);
  const promised = (await estimate.textContent()) ?? '';
  await returnDialog.getByRole('button', { name: '반품 신청하기' }).click();
  await expect(page.getByText('반품을 신청했습니다.')).toBeVisible();
  await expect(page.getByTestId('option-status').first()).toHaveText('반품신청');

  // Exchange the second option for the third.
  await page.getByRole('button', { name: '교환 신청' }).click();
  const exchangeDialog = page.getByRole('dialog', { name: '교환 신청' });
  await exchangeDialog.getByLabel('교환 사유').selectOption('CHANGE_MIND');
  await exchangeDialog.getByLabel('상세 사유').fill('다른 색으로 바꿀게요');
  await expect(exchangeDialog.getByTestId('claim-estimate')).toContainText('교환 배송비');
  const target = exchangeDialog.getByLabel('받을 옵션');
  await target.selectOption(String(third));
  await exchangeDialog.getByRole('button', { name: '교환 신청하기' }).click();
  await expect(page.getByText('교환을 신청했습니다.')).toBeVisible();
  await expect(page.getByTestId('option-status').nth(1)).toHaveText('교환신청');

  // The admin works both claims on the desk.
  const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await loginAs(admin, seedMembers.admin);
  await deskStep(admin, '반품', orderNo, '승인', '반품승인(회수 전)');
  await deskStep(admin, '반품', orderNo, '회수 완료', '반품회수완료(환불 대기)');
  await deskStep(admin, '반품', orderNo, '환불 완료 처리', '반품완료');
  await deskStep(admin, '교환', orderNo, '승인', '교환승인(회수 전)');
  await deskStep(admin, '교환', orderNo, '회수 완료', '교환회수완료(재발송 대기)');
  await admin.goto('/custom/admin/claims');
  const exchange = deskCard(admin, '교환', orderNo);
  await exchange.getByLabel('송장번호').fill('555566667777');
  await exchange.getByRole('button', { name: '교환 상품 발송' }).click();
  await expect(admin.getByText(/^교환 \d+번: 교환완료$/)).toBeVisible();
  await admin.goto('/custom/admin/claims?state=done');
  await expect(admin.getByTestId('desk-claim').filter({ hasText: `주문 ${orderNo}` })).toHaveCount(2);

  // The member sees the return refunded as estimated, and the new option on its way.
  await page.reload();
  const statuses = page.getByTestId('option-status');
  await expect(statuses.nth(0)).toHaveText('반품완료');
  await expect(statuses.nth(1)).toHaveText('교환완료');
  await expect(statuses.nth(2)).toHaveText('배송중');
  const refund = page.getByTestId('refund-info').first();
  await expect(refund.getByTestId('refund-amount')).toHaveText(promised);
  await expect(refund.getByTestId('refund-method')).toContainText('신한카드');
  await expect(refund.getByTestId('refund-date')).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
  await expect(page.getByRole('link', { name: '영수증 보기' })).toHaveAttribute('href', /\/sandbox\/receipts\//);
});

test('a guest cancels one option of two after seeing the refund estimate', async ({ page, request }) => {
  const productNo = 100001;
  const [first, second] = await twoOptions(request, productNo);
  const orderNo = await placeOrder(request, undefined, [{ productNo, optionNo: first, orderCnt: 1 }, { productNo, optionNo: second, orderCnt: 1 }], 'guest1234');

  await page.goto('/mypage/order/myorder');
  await page.getByLabel('주문번호').fill(orderNo);
  await page.getByLabel('주문 비밀번호').fill('guest1234');
  await page.getByRole('button', { name: '주문 조회', exact: true }).click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();

  await page.getByRole('button', { name: '주문 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '주문 취소' });
  // Keep the second option: cancel only the first.
  await dialog.locator('select[id^="cancel-"]:not(#cancel-reason)').nth(1).selectOption('0');
  await dialog.getByLabel('취소 사유').selectOption('CHANGE_MIND');
  const estimate = dialog.getByTestId('estimate-refund');
  await expect(estimate).toHaveText(/^[\d,]+원$/);
  const promised = (await estimate.textContent()) ?? '';
  await dialog.getByRole('button', { name: '선택 상품 취소하기' }).click();
  await expect(page.getByText('선택한 상품을 취소했습니다.')).toBeVisible();
  const statuses = page.getByTestId('option-status');
  await expect(statuses.nth(0)).toHaveText('취소완료');
  await expect(statuses.nth(1)).toHaveText('결제완료');
  await expect(page.getByTestId('refund-amount').first()).toHaveText(promised);
});
