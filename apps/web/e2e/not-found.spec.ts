import { expect, test } from '@playwright/test';

test('an unknown route shows the not-found page with two images and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  await expect(page.getByText('주소를 다시 한 번 확인해 주세요.')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(2);
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});
