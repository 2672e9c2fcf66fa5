import { expect, test } from '@playwright/test';
import { loginAs, seedMembers } from './support/session';

// A 1×1 PNG: enough for the upload route, which checks the type and size, not the picture.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a member who bought the product writes a review with a photo, and it appears in photo reviews', async ({ page }) => {
  // The seed's reviewer bought 듀스클럽 고양이 캐릭터 댐프너 (delivered) and has not reviewed it yet.
  await loginAs(page, seedMembers.reviewer);
  await page.goto('/product/100005');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '듀스클럽 고양이 캐릭터 댐프너' })).toBeVisible();

  await page.getByRole('button', { name: '리뷰 쓰기' }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
  await expect(dialog.getByLabel('구매한 옵션')).toBeVisible();
  await dialog.getByLabel('좋아요').check();
  await dialog.getByLabel('리뷰 내용 (10자 이상)').fill('치즈냥 색이 예쁘고 진동도 잘 잡아 줍니다. 사진 첨부해요!');
  await dialog.getByLabel('사진 첨부 (최대 5장)').setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: '첨부 사진 1' })).toBeVisible();
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByTestId('toast')).toContainText('리뷰를 등록했습니다.');

  const strip = page.getByTestId('photo-reviews');
  const uploaded = strip.locator('img[src*="/api/upload/review/"]');
  await expect(uploaded).toHaveCount(1);
  // The photo is served back by the storefront.
  const src = await uploaded.getAttribute('src');
  expect(src).toBeTruthy();
  const image = await page.request.get(src ?? '');
  expect(image.headers()['content-type']).toBe('image/png');

  // Opening it shows the review in the detail modal.
  await uploaded.click();
  const detail = page.getByRole('dialog', { name: '리뷰 상세' });
  await expect(detail.getByText('치즈냥 색이 예쁘고 진동도 잘 잡아 줍니다.', { exact: false })).toBeVisible();
});

test('a member who never bought the product is told so instead of a form they cannot send', async ({ page }) => {
  await loginAs(page, seedMembers.second);
  await page.goto('/product/100004');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await page.getByRole('button', { name: '리뷰 쓰기' }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
  await expect(dialog.getByText('배송 완료된 구매 상품에 대해서만 리뷰를 작성할 수 있습니다.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '등록하기' })).toBeDisabled();
});
