// Review eligibility is told before writing, per order line: a line already reviewed and a line
// not yet delivered say so in my page's order detail and in the product page's review dialog,
// which then offers no text box or photos to fill in vain.
import { expect, test } from '@playwright/test';
import { loginAs, seedMembers, shopApiUrl } from './support/session';
import { joinMember, memberToken, placeCardOrder, platformHeaders } from './support/orders';

test('a line already reviewed says so in the order detail and the review dialog, before writing', async ({ page }) => {
  await loginAs(page, seedMembers.reviewer);
  const token = await memberToken(page.request, seedMembers.reviewer);
  const orders = await page.request.get(`${shopApiUrl}/profile/orders?pageSize=50&startYmd=2000-01-01`, { headers: { ...platformHeaders, accessToken: token } });
  const body = (await orders.json()) as { items: { orderNo: string; orderOptions: { productNo: number; orderStatusType: string }[] }[] };
  // The seed's delivered order (other journeys may have added newer, undelivered ones).
  const order = body.items.find((o) => o.orderOptions.some((line) => line.productNo === 100001 && ['DELIVERY_DONE', 'BUY_CONFIRM'].includes(line.orderStatusType)));
  expect(order).toBeDefined();

  await page.goto(`/mypage/order/${order!.orderNo}`);
  await expect(page.getByTestId('order-option').filter({ hasText: '스마일' }).getByTestId('review-state')).toHaveText('이미 리뷰를 작성한 주문 상품입니다.');

  await page.goto('/product/100001');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await page.getByTestId('product-community').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: '리뷰 쓰기' }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
  // Each bought line says why (other journeys may have added an undelivered order of it).
  await expect(dialog.getByTestId('review-not-writable')).toBeVisible();
  await expect(dialog.getByTestId('review-eligibility')).toContainText('이미 리뷰를 작성한 주문 상품입니다.');
  await expect(dialog.getByLabel(/리뷰 내용/)).toHaveCount(0);
  await expect(dialog.getByLabel(/사진 첨부/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '등록하기' })).toBeDisabled();
});

test('a line not yet delivered says it can be reviewed once delivered', async ({ page }) => {
  const member = await joinMember(page.request, 'eligible');
  const orderNo = await placeCardOrder(page.request, await memberToken(page.request, member), [{ productNo: 100001, optionNo: 10000101, orderCnt: 1 }]);
  await loginAs(page, member);
  await page.goto(`/mypage/order/${orderNo}`);
  await expect(page.getByTestId('review-state')).toHaveText('배송이 완료되면 리뷰를 쓸 수 있습니다.');

  await page.goto('/product/100001');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await page.getByTestId('product-community').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: '리뷰 쓰기' }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
  await expect(dialog.getByTestId('review-not-writable')).toHaveText('배송이 완료되면 리뷰를 쓸 수 있습니다.');
  await expect(dialog.getByLabel(/리뷰 내용/)).toHaveCount(0);
});
