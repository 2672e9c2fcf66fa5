// Cart and checkout journeys: a guest buys two options with a virtual account and finds the order
// again; a 25-hour-old guest cart is gone; a Naver Pay entry with a declined payment can pay again.
// The Kakao postcode script is blocked, as it is on a machine without internet, so the local
// address search answers.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { blockKakaoPostcode, chooseOptions, pickAddress } from './support/checkout';
import { shopApiUrl } from './support/session';

const apiHeaders = { clientId: 'courtside-local', Version: '1.0', platform: 'PC' };

async function fillGuestForm(page: Page): Promise<void> {
  await page.getByLabel('이름 (필수)', { exact: true }).fill('홍길동');
  await page.getByLabel('휴대폰 번호 (필수)', { exact: true }).fill('010-1234-5678');
  await page.getByLabel('이메일 (필수)', { exact: true }).fill('hong@example.kr');
  await page.getByLabel('주문자 정보와 동일').check();
  await expect(page.getByLabel('받는 분 (필수)')).toHaveValue('홍길동');
}

test('a guest buys two options (one merged) with a virtual account, deposits, and finds the order again', async ({ page, browser }) => {
  await blockKakaoPostcode(page);
  await page.goto('/product/100001');
  await chooseOptions(page, [['블랙', '1개입'], ['블랙', '3개입']]);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByTestId('cart-toast')).toContainText('장바구니에 담았습니다.');
  await page.getByRole('button', { name: '블랙 / 3개입 삭제' }).click();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByTestId('cart-toast')).toContainText('수량이 추가되었습니다');

  await page.goto('/guest/cart');
  await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByRole('group', { name: /블랙 \/ 구성: 1개입\) 수량/ }).locator('output')).toHaveText('2');
  // 블랙 1개입 3,500원 × 2 + 블랙 3개입 9,500원, minus 500원 a piece; 3,000원 delivery under 50,000원.
  await expect(page.getByTestId('cart-standard-amt')).toHaveText('16,500원');
  await expect(page.getByTestId('cart-discount-amt')).toHaveText('−1,500원');
  await expect(page.getByTestId('cart-delivery-amt')).toHaveText('3,000원');
  await expect(page.getByTestId('cart-payment-amt')).toHaveText('18,000원');
  await expect(page.getByTestId('group-delivery')).toContainText('50,000원 이상 구매 시 무료배송');
  await expect(page.getByTestId('group-delivery')).toContainText('35,000원 더 담으면 무료배송');
  await expect(page.getByLabel(/전체 선택/)).toBeChecked();

  // Unticking a line takes it out of the totals; ticking all brings it back.
  await page.getByLabel(/3개입\) 선택/).uncheck();
  await expect(page.getByTestId('cart-payment-amt')).toHaveText('9,000원');
  await expect(page.getByLabel(/전체 선택/)).not.toBeChecked();
  await page.getByLabel(/전체 선택/).check();
  await expect(page.getByTestId('cart-payment-amt')).toHaveText('18,000원');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^선택 상품 주문/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await expect(page.getByTestId('payment-total')).toHaveText('18,000원');
  expect(await seriousViolations(page)).toEqual([]);

  // Paying with nothing filled in names what is missing and puts the cursor on the first field.
  await page.getByRole('button', { name: '18,000원 결제하기' }).click();
  await expect(page.getByText('이름을 입력해 주세요.').first()).toBeVisible();
  await expect(page.getByLabel('이름 (필수)', { exact: true })).toBeFocused();

  await fillGuestForm(page);
  // A Jeju address adds the remote-area fee; a Seoul one takes it away again.
  await pickAddress(page, '63122', /제주특별자치도청/);
  await expect(page.getByTestId('payment-remote')).toContainText('3,000원');
  await expect(page.getByTestId('payment-total')).toHaveText('21,000원');
  await pickAddress(page, '테헤란로 152', /테헤란로 152/);
  await expect(page.getByLabel('우편번호 (필수)')).toHaveValue('06236');
  await expect(page.getByTestId('payment-remote')).toHaveCount(0);
  await expect(page.getByTestId('payment-total')).toHaveText('18,000원');
  await expect(page.getByLabel('상세 주소 (필수)')).toBeFocused();
  await page.getByLabel('상세 주소 (필수)').fill('12층');

  await page.getByRole('radio', { name: '가상계좌' }).check();
  await page.getByLabel('비밀번호 (필수)', { exact: true }).fill('guest1234');
  await page.getByLabel('비밀번호 확인 (필수)').fill('guest1234');
  await page.getByLabel(/약관에 모두 동의합니다/).check();
  await page.getByRole('button', { name: '18,000원 결제하기' }).click();

  // The provider's (sandbox) page: issue the virtual account.
  await page.waitForURL(/\/sandbox\/payments\//);
  const sandboxUrl = page.url();
  await expect(page.getByText('18,000원')).toBeVisible();
  await page.getByRole('button', { name: '가상계좌 발급' }).click();

  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: '주문이 접수되었습니다' })).toBeVisible();
  await expect(page.getByTestId('virtual-account')).toContainText('KB국민은행');
  await expect(page.getByTestId('virtual-account-no')).toHaveText(/\d/);
  await expect(page.getByTestId('order-amount')).toHaveText('18,000원');
  await expect(page.getByTestId('order-status')).toHaveText('입금대기');
  const orderNo = (await page.getByTestId('order-no').textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^\d+$/);

  // 주문내역 보기 opens the guest order lookup with this tab's token: no password asked again.
  await page.getByRole('link', { name: '주문내역 보기' }).click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();

  // The lines bought have left the guest cart.
  await page.goto('/guest/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();

  // The bank tells the provider the money arrived.
  await page.goto(sandboxUrl);
  await page.getByRole('button', { name: '입금 확인 (테스트)' }).click();
  await expect(page.getByText('입금이 확인되었습니다.')).toBeVisible();

  // Another browser (no token) finds the order with guest lookup: its number and password. The
  // seed route /order/order-detail leads there too.
  const elsewhere = await browser.newContext();
  const lookup = await elsewhere.newPage();
  await lookup.goto(`/order/order-detail?orderNo=${orderNo}`);
  await expect(lookup).toHaveURL(new RegExp(`/mypage/order/myorder\\?orderNo=${orderNo}$`));
  await lookup.getByLabel('주문번호').fill(orderNo);
  await lookup.getByLabel('주문 비밀번호').fill('wrong-pass');
  await lookup.getByRole('button', { name: '주문 조회', exact: true }).click();
  await expect(lookup.getByText('주문번호 또는 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await lookup.getByLabel('주문 비밀번호').fill('guest1234');
  await lookup.getByRole('button', { name: '주문 조회', exact: true }).click();
  await expect(lookup.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await expect(lookup.getByTestId('option-status').first()).toContainText('결제완료');
  await elsewhere.close();

  // The platform agrees (guest order login answers the paid order).
  const reply = await page.request.post(`${shopApiUrl}/guest/orders/${orderNo}`, { headers: apiHeaders, data: { password: 'guest1234', orderRequestType: 'ALL' } });
  expect(reply.ok()).toBe(true);
  const detail = (await reply.json()) as { defaultOrderStatusType: string; shippingAddress: { receiverZipCd: string } };
  expect(detail.defaultOrderStatusType).toBe('PAY_DONE');
  expect(detail.shippingAddress.receiverZipCd).toBe('06236');
});

function storedCart(savedAt: number): string {
  const line = {
    cartNo: 12345, productNo: 100001, optionNo: 10000101, optionTitle: '색상|구성 : 블랙|1개입', optionName: '색상|구성', optionValue: '블랙|1개입',
    imageUrl: '', orderCnt: 1, stockCnt: 92, price: { salePrice: 3500, addPrice: 0, immediateDiscountAmt: 500, additionalDiscountAmt: 0 }, optionInputs: [], editorImage: null,
  };
  const delivery = { partnerName: '코트사이드', deliveryTemplateGroupNo: 1, deliveryCondition: { deliveryConditionType: 'CONDITIONAL', baseDeliveryAmt: 3000, aboveDeliveryAmt: 50000, deliveryAmt: 3000 } };
  return JSON.stringify({
    version: 1, savedAt, selectedCartNos: [12345], deliveryPrices: [],
    products: [{ productNo: 100001, productName: '코트사이드 스마일 댐프너', imageUrl: '', delivery, orderProductOptions: [line] }],
  });
}

for (const { hours, kept } of [{ hours: 25, kept: false }, { hours: 23, kept: true }]) {
  test(`a guest cart saved ${hours} hours ago is ${kept ? 'still there' : 'empty'} on the next visit`, async ({ page }) => {
    await page.addInitScript((doc) => {
      // Only before the first page of the visit: later pages must see what the app did with it.
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('GUEST_KEY', doc);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    }, storedCart(Date.now() - hours * 3600_000));
    await page.goto('/guest/cart');
    if (kept) {
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-payment-amt')).toHaveText('6,000원');
    } else {
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expect(page.getByText('장바구니에 담긴 상품이 없습니다.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('GUEST_KEY'))).toBeNull();
    }
  });
}

test('Naver Pay entry opens the checkout with Naver Pay chosen; a declined payment can be paid again', async ({ page }) => {
  await blockKakaoPostcode(page);
  await page.goto('/npay/100004');
  await expect(page).toHaveURL(/\/order\/\d+\/checkout\?payType=NAVER_EASY_PAY$/);
  const checkoutUrl = page.url().replace(/\?.*$/, '');
  await expect(page.getByRole('radio', { name: '네이버페이' })).toBeChecked();

  await fillGuestForm(page);
  await pickAddress(page, '40200', /울릉순환로 2670/);
  await expect(page.getByTestId('payment-remote')).toContainText('5,000원');
  await expect(page.getByText(/추가 배송비 5,000원/)).toBeVisible();
  await page.getByLabel('상세 주소 (필수)').fill('1층');
  await page.getByLabel('비밀번호 (필수)', { exact: true }).fill('npay1234');
  await page.getByLabel('비밀번호 확인 (필수)').fill('npay1234');
  await page.getByLabel(/약관에 모두 동의합니다/).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();

  await page.waitForURL(/\/sandbox\/payments\//);
  await expect(page.getByRole('heading', { name: '네이버페이' })).toBeVisible();
  await page.getByRole('button', { name: '결제 취소' }).click();

  await page.waitForURL(/\/order\/order-result\?result=FAIL/);
  await expect(page.getByRole('heading', { level: 1, name: '결제에 실패했습니다' })).toBeVisible();
  await expect(page.getByTestId('payment-failure')).toHaveText('결제를 취소했습니다.');
  await page.getByRole('link', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible();
});
