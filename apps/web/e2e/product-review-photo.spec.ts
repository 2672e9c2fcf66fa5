import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs, seedMembers } from './support/session';

// A real 400 × 400 picture: the upload decodes it and makes its thumbnails (seed §5, §9).
const png = readFileSync(new URL('./fixtures/front-art.png', import.meta.url));

test('a member who bought the product writes a review with a photo, and it appears in photo reviews', async ({ page }) => {
  // The seed's reviewer bought 듀스클럽 고양이 캐릭터 댐프너 (delivered) and has not reviewed it yet.
  await loginAs(page, seedMembers.reviewer);
  await page.goto('/product/100005');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  // Reviews and inquiries load when the shopper scrolls down to them.
  await page.getByTestId('product-community').scrollIntoViewIfNeeded();
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
  // The strip shows the 100 px thumbnail, in WebP, not the 400 px photo.
  await uploaded.scrollIntoViewIfNeeded();
  await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(100);
  const shown = await uploaded.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\/api\/upload\/review\/\d{8}\/[0-9a-f]{32}_small\.webp$/);
  const webp = await page.request.get(shown);
  expect(webp.headers()['content-type']).toBe('image/webp');
  // The `_small` file in the original's type, and the original itself, decoded by the browser.
  const sizes = await page.evaluate(async (small) => {
    const widthOf = async (url: string) => {
      const blob = await (await fetch(url)).blob();
      return { type: blob.type, width: (await createImageBitmap(blob)).width };
    };
    return { small: await widthOf(small), webp2x: await widthOf(small.replace('_small.png', '_small_2x.webp')), original: await widthOf(small.replace('_small.png', '.png')) };
  }, (await uploaded.getAttribute('src')) ?? '');
  expect(sizes).toEqual({ small: { type: 'image/png', width: 100 }, webp2x: { type: 'image/webp', width: 200 }, original: { type: 'image/png', width: 400 } });

  // Opening it shows the review in the detail modal.
  await uploaded.click();
  const detail = page.getByRole('dialog', { name: '리뷰 상세' });
  await expect(detail.getByText('치즈냥 색이 예쁘고 진동도 잘 잡아 줍니다.', { exact: false })).toBeVisible();
  // There the photo comes through Next's image optimiser: 320 px wide at density 1, as WebP.
  const photo = detail.getByRole('img', { name: '리뷰 사진 1' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  expect(await photo.getAttribute('srcset')).toMatch(/w=320&q=75 1x, .*w=640&q=75 2x/);
  const shownDetail = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shownDetail).toContain('/_next/image?url=%2Fapi%2Fupload%2Freview%2F');
  const optimised = await page.request.get(shownDetail, { headers: { accept: 'image/webp,image/*' } });
  expect(optimised.headers()['content-type']).toBe('image/webp');
});

test('a member who never bought the product is told so instead of a form they cannot send', async ({ page }) => {
  await loginAs(page, seedMembers.second);
  await page.goto('/product/100004');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  // Reviews and inquiries load when the shopper scrolls down to them: until then only their headings.
  await expect(page.getByRole('heading', { level: 2, name: '리뷰' })).toBeAttached();
  await expect(page.getByRole('button', { name: '리뷰 쓰기' })).toHaveCount(0);
  await page.getByTestId('product-community').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: '리뷰 쓰기' }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
  await expect(dialog.getByText('배송 완료된 구매 상품에 대해서만 리뷰를 작성할 수 있습니다.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '등록하기' })).toBeDisabled();
});
