// The full terms of use and privacy policy: published with their version and date, a table of
// contents on a phone, and the join step's dialogs show the same text and link to its page.
import { expect, test } from '@playwright/test';

test('the terms pages publish the full texts with version and date, and the join step links to them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/terms/agreement');
  await expect(page.getByTestId('terms-version')).toHaveText('버전 2.0 · 2026년 1월 1일 시행');
  await expect(page.getByRole('heading', { name: '제24조 (재판권 및 준거법)' })).toBeAttached();
  await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '제15조 (청약철회 등)' }).click();
  await expect(page).toHaveURL(/#terms-15$/);
  expect(await page.locator('main').innerText().then((t) => t.length)).toBeGreaterThan(8000);

  await page.goto('/terms/privacy-policy');
  await expect(page.getByTestId('terms-version')).toHaveText('버전 2.0 · 2026년 1월 1일 시행');
  for (const heading of ['제2조 (처리하는 개인정보의 항목)', '제4조 (개인정보의 제3자 제공)', '제5조 (개인정보 처리의 위탁)', '제6조 (개인정보의 파기 절차 및 방법)', '제10조 (개인정보 보호책임자)']) {
    await expect(page.getByRole('heading', { name: heading })).toBeAttached();
  }

  await page.goto('/member/member-register-agreement');
  await page.getByRole('button', { name: /이용약관.*내용 보기/ }).click();
  const dialog = page.getByRole('dialog', { name: '이용약관' });
  await expect(dialog.getByTestId('terms-version')).toHaveText('버전 2.0 · 2026년 1월 1일 시행');
  await expect(dialog.getByRole('heading', { name: '제24조 (재판권 및 준거법)' })).toBeAttached();
  await expect(dialog.getByRole('link', { name: '전문 페이지로 보기' })).toHaveAttribute('href', '/terms/agreement');
});
