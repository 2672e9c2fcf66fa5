// The member cart on the platform and a member checkout with a coupon and points, paid by card.
import { expect, test } from '@playwright/test';
import { blockKakaoPostcode, shipToStadium } from './support/checkout';
import { loginAs, seedMembers } from './support/session';

test('a member changes the server cart, orders it with a cart coupon and all points, and pays by card', async ({ page }) => {
  await blockKakaoPostcode(page);
  await loginAs(page, seedMembers.reviewer);
  await page.goto('/product/100001');
  await page.getByLabel('색상', { exact: true }).selectOption('블랙');
  await page.getByLabel('구성', { exact: true }).selectOption('3개입');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByTestId('cart-toast')).toContainText('장바구니에 담았습니다.');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-payment-amt')).toHaveText('12,000원');
  await page.getByRole('button', { name: /수량 늘리기/ }).click();
  await expect(page.getByRole('group', { name: /수량$/ }).locator('output')).toHaveText('2');
  // 9,000원 × 2 + 3,000원 delivery.
  await expect(page.getByTestId('cart-payment-amt')).toHaveText('21,000원');

  await page.getByRole('button', { name: /^선택 상품 주문/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/checkout$/);
  await expect(page.getByLabel('이름 (필수)')).toHaveValue('최발리');
  await page.getByLabel('주문자 정보와 동일').check();
  await shipToStadium(page);

  await page.getByLabel('장바구니 쿠폰').selectOption({ label: '신규가입 3,000원 할인 · 3,000원' });
  await expect(page.getByTestId('payment-coupon')).toContainText('−3,000원');
  await page.getByRole('button', { name: '전액 사용' }).click();
  await expect(page.getByTestId('payment-points')).toContainText('−2,720원');
  // 18,000 − 3,000 coupon + 3,000 delivery − 2,720 points.
  await expect(page.getByTestId('payment-total')).toHaveText('15,280원');

  await expect(page.getByRole('radio', { name: '신용카드' })).toBeChecked();
  await page.getByLabel(/약관에 모두 동의합니다/).check();
  await page.getByRole('button', { name: '15,280원 결제하기' }).click();
  await page.waitForURL(/\/sandbox\/payments\//);
  await page.getByRole('button', { name: '결제 승인' }).click();

  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
  await expect(page.getByTestId('order-amount')).toHaveText('15,280원');
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');

  // The platform removed the ordered lines from the member's cart.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
