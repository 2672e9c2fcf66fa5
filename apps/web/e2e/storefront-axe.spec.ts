import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

for (const [name, path, heading] of [
  ['home', '/', '코트사이드'],
  ['category', '/categories/529105', '진동 댐프너'],
  ['product', '/product/100001', '코트사이드 스마일 댐프너'],
] as const) {
  test(`axe finds no serious or critical violation on the ${name} page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Client parts (session, cart count, reviews) have rendered once the session is read back.
    await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the same pages pass on a phone-sized viewport with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/product/100001');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('navigation', { name: '모바일 메뉴' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
