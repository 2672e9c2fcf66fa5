// Issue 29 on a 390 px phone, from a plain start, screens only (the platform's server API stands in
// for the back office): pay by 카카오페이 and cancel it with the refund shown; pay by 토스페이; a
// 가상계좌 order with a 현금영수증 by phone, the deposit confirmed, the receipt's approval number shown;
// a guest's 재입고 알림 on a sold-out option, restocked, exactly one message in the outbox.
import { expect, test, type Page } from '@playwright/test';
import { blockKakaoPostcode, shipToStadium } from './support/checkout';
import { seedMembers, shopApiUrl } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const serverHeaders = { systemKey: 'courtside-system-local-key', clientId: 'courtside-local', platform: 'PC', Version: '1.0' };

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(seedMembers.shopper.memberId);
  await page.getByLabel('비밀번호').fill(seedMembers.shopper.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
}

/** One smile dampener (블랙, 1개입) bought now: the checkout with the address filled. */
async function toCheckout(page: Page): Promise<void> {
  await page.goto('/product/100001');
  await page.getByLabel('색상', { exact: true }).selectOption('블랙');
  await page.getByLabel('구성', { exact: true }).selectOption('1개입');
  await page.getByRole('button', { name: '바로 구매' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/checkout$/);
  await page.getByLabel('주문자 정보와 동일').check();
  await shipToStadium(page);
}

async function pay(page: Page, method: string): Promise<string> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByLabel(/약관에 모두 동의합니다/).check();
  const total = (await page.getByTestId('payment-total').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: `${total} 결제하기` }).click();
  await page.waitForURL(/\/sandbox\/payments\//);
  return total;
}

async function orderDetail(page: Page, orderNo: string): Promise<void> {
  await page.goto('/mypage/order');
  await page.getByTestId('order-card').filter({ hasText: orderNo }).getByRole('link', { name: `주문 ${orderNo} 상세 보기` }).click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
}

test('pays by 카카오페이 in its window, then cancels and sees the refund to 카카오페이', async ({ page }) => {
  await blockKakaoPostcode(page);
  await logIn(page);
  await toCheckout(page);
  await expect(page.locator('[data-pay-mark="KAKAO_PAY"]')).toBeVisible();
  const total = await pay(page, '카카오페이');
  await expect(page.getByRole('heading', { name: '카카오페이' })).toBeVisible();
  await page.getByRole('button', { name: '카카오페이로 결제하기' }).click();
  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(page.getByTestId('order-amount')).toHaveText(total);

  await orderDetail(page, orderNo);
  await expect(page.getByText('카카오페이').first()).toBeVisible();
  await page.getByRole('button', { name: '주문 취소' }).click();
  const cancel = page.getByRole('dialog', { name: '주문 취소' });
  await cancel.getByLabel('취소 사유').selectOption('CHANGE_MIND');
  await cancel.getByRole('button', { name: '전체 취소하기' }).click();
  await expect(page.getByText('주문을 취소했습니다.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('카카오페이 결제 취소')).toBeVisible();
});

test('pays by 토스페이; a refused approval in the window leaves nothing ordered', async ({ page }) => {
  await blockKakaoPostcode(page);
  await logIn(page);
  await toCheckout(page);
  await pay(page, '토스페이');
  await page.getByRole('button', { name: '승인 실패 (테스트)' }).click();
  await page.waitForURL(/\/order\/order-result\?result=FAIL/);
  await expect(page.getByText(/토스페이 결제가 승인되지 않았습니다/)).toBeVisible();

  await toCheckout(page);
  const total = await pay(page, '토스페이');
  await page.getByRole('button', { name: '토스페이로 결제하기' }).click();
  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(page.getByTestId('order-amount')).toHaveText(total);
  await orderDetail(page, orderNo);
  await expect(page.locator('[data-pay-mark="TOSS_PAY"]')).toBeVisible();
});

test('가상계좌 with a 현금영수증 by phone: issued with its approval number once the deposit is confirmed', async ({ page }) => {
  await blockKakaoPostcode(page);
  await logIn(page);
  await toCheckout(page);
  await page.getByRole('radio', { name: '가상계좌' }).check();
  await page.getByLabel('현금영수증 신청').check();
  await page.getByLabel('휴대폰 번호', { exact: true }).fill('010-2345-6789');
  await page.getByLabel(/약관에 모두 동의합니다/).check();
  const total = (await page.getByTestId('payment-total').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: `${total} 결제하기` }).click();
  await page.waitForURL(/\/sandbox\/payments\//);
  await page.getByRole('button', { name: '가상계좌 발급' }).click();
  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  await orderDetail(page, orderNo);
  await expect(page.getByTestId('cash-receipt')).toContainText('발급 대기');

  // The shop's back office confirms the deposit through the platform's server API.
  const confirmed = await page.request.post(`${shopApiUrl}/server/orders/${orderNo}/deposit`, { headers: serverHeaders });
  expect(confirmed.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('cash-receipt')).toContainText('발급 완료');
  const approval = (await page.getByTestId('cash-receipt-approval').textContent())?.trim() ?? '';
  expect(approval).toMatch(/^\d{9}$/);
  const receipt = await page.context().newPage();
  await receipt.goto((await page.getByRole('link', { name: '현금영수증 보기' }).getAttribute('href')) ?? '');
  await expect(receipt.getByRole('heading', { name: '현금영수증' })).toBeVisible();
  await expect(receipt.getByText(approval).first()).toBeVisible();
});

test('a guest asks for 재입고 알림 on a sold-out option; restocked through the server API, one message reaches the outbox', async ({ page }) => {
  const phone = `010${String(Date.now()).slice(-8)}`;
  await page.goto('/product/100001');
  await page.getByRole('button', { name: '재입고 알림 신청' }).click();
  const dialog = page.getByRole('dialog', { name: '재입고 알림 신청' });
  await dialog.getByLabel('옵션').selectOption({ label: '색상: 핑크 / 구성: 1개입' });
  await dialog.getByLabel('이름', { exact: true }).fill('김알림');
  await dialog.getByLabel('휴대폰 번호', { exact: true }).fill(phone);
  await dialog.getByLabel(/개인정보 수집·이용 동의/).check();
  await dialog.getByRole('button', { name: '알림 신청' }).click();
  await expect(page.getByText('재입고 알림을 신청했습니다.')).toBeVisible();

  // The option comes back through the platform's server API.
  const options = await (await page.request.get(`${shopApiUrl}/products/100001/options`, { headers: serverHeaders })).json();
  const pink = (options.flatOptions as { optionNo: number; value: string }[]).find((o) => o.value === '핑크|1개입');
  expect(pink).toBeDefined();
  const restocked = await page.request.post(`${shopApiUrl}/server/stock-adjustments`, {
    headers: serverHeaders,
    data: { idempotencyKey: `restock-journey-${phone}`, optionNo: pink?.optionNo, delta: 10, reason: '재입고' },
  });
  expect(restocked.status()).toBe(200);

  const messages = async () => ((await (await page.request.get(`${shopApiUrl}/sandbox/outbox?target=${phone}&limit=20`)).json()) as { items: { subject: string; body: string }[] }).items;
  await expect.poll(async () => (await messages()).length, { timeout: 10_000 }).toBe(1);
  // Still one a while later (the sender runs every second).
  await page.waitForTimeout(2500);
  const [message] = await messages();
  expect(await messages()).toHaveLength(1);
  expect(message?.subject).toBe('[코트사이드] 재입고 알림');
  expect(message?.body).toContain('김알림님');
  expect(message?.body).toContain('/product/100001');
});
