// One member's whole journey: joins through the agreement step, logs in, buys with the sign-up
// coupon and every welcome point, pays by card, finds the order in my page, cancels it, and gets
// the points back.
import { expect, test } from '@playwright/test';
import { blockKakaoPostcode, shipToStadium } from './support/checkout';

test('a new member joins, logs in, pays by card with a coupon and points, cancels in my page and gets the points back', async ({ page }) => {
  await blockKakaoPostcode(page);
  const suffix = Date.now().toString(36).slice(-6);
  const memberId = `journey_${suffix}`;
  const password = 'journey12!';

  // Join.
  await page.goto('/member/member-register-agreement');
  await page.getByLabel('약관에 모두 동의합니다').check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('아이디').fill(memberId);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('이름').fill('한여정');
  await page.getByLabel('이메일').fill(`${memberId}@example.kr`);
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(`010${String(Date.now()).slice(-8)}`);
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.getByRole('dialog', { name: '회원가입 완료' }).getByRole('button', { name: '로그인하기' }).click();

  // Log in.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('아이디').fill(memberId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  // The welcome points, before buying.
  await page.goto('/mypage/point');
  const available = page.getByTestId('points-available');
  const before = (await available.textContent())?.trim() ?? '';
  const beforeAmount = Number(before.replace(/\D/g, ''));
  expect(beforeAmount).toBeGreaterThanOrEqual(1000);

  // Two of one option into the server cart, then checkout.
  await page.goto('/product/100001');
  await page.getByLabel('색상', { exact: true }).selectOption('블랙');
  await page.getByLabel('구성', { exact: true }).selectOption('3개입');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByTestId('cart-toast')).toContainText('장바구니에 담았습니다.');
  await page.goto('/cart');
  await page.getByRole('button', { name: /수량 늘리기/ }).click();
  await expect(page.getByRole('group', { name: /수량$/ }).locator('output')).toHaveText('2');
  await page.getByRole('button', { name: /^선택 상품 주문/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/checkout$/);

  await expect(page.getByLabel('이름 (필수)')).toHaveValue('한여정');
  await page.getByLabel('주문자 정보와 동일').check();
  await shipToStadium(page);

  // The sign-up coupon and every point.
  await page.getByLabel('장바구니 쿠폰').selectOption({ label: '신규가입 3,000원 할인 · 3,000원' });
  await expect(page.getByTestId('payment-coupon')).toContainText('−3,000원');
  await page.getByRole('button', { name: '전액 사용' }).click();
  await expect(page.getByTestId('payment-points')).toContainText(`−${beforeAmount.toLocaleString('ko-KR')}원`);
  const total = (await page.getByTestId('payment-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^[\d,]+원$/);

  // Card, approved on the provider's page.
  await expect(page.getByRole('radio', { name: '신용카드' })).toBeChecked();
  await page.getByLabel(/약관에 모두 동의합니다/).check();
  await page.getByRole('button', { name: `${total} 결제하기` }).click();
  await page.waitForURL(/\/sandbox\/payments\//);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(page.getByTestId('order-amount')).toHaveText(total);

  // The points were spent.
  await page.goto('/mypage/point');
  await expect(available).toHaveText('0원');

  // My page: the order, its detail, a whole cancel.
  await page.goto('/mypage/order');
  const card = page.getByTestId('order-card').filter({ hasText: orderNo });
  await expect(card).toContainText('결제완료');
  await card.getByRole('link', { name: `주문 ${orderNo} 상세 보기` }).click();
  await expect(page.getByRole('heading', { name: `주문번호 ${orderNo}` })).toBeVisible();
  await page.getByRole('button', { name: '주문 취소' }).click();
  const cancel = page.getByRole('dialog', { name: '주문 취소' });
  await cancel.getByLabel('취소 사유').selectOption('CHANGE_MIND');
  await cancel.getByRole('button', { name: '전체 취소하기' }).click();
  await expect(page.getByText('주문을 취소했습니다.')).toBeVisible();

  // Every point is back.
  await page.goto('/mypage/point');
  await expect(available).toHaveText(before);
});
