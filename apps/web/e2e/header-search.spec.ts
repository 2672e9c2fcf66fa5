import { expect, test } from '@playwright/test';

// The header search as a Korean shopper uses it: popular searches on focus, product names while
// typing (arrow keys + Enter), a misspelling corrected with the original offered, 초성, and the
// recent searches kept on this device.
test('a shopper finds products from the header search box by keyboard, with suggestions, correction and recent searches', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: '상품 검색' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Focus: the shop's popular searches (searches of the days before).
  await box.focus();
  const popular = page.getByRole('group', { name: '인기 검색어' });
  await expect(popular.getByRole('option', { name: '댐프너', exact: true })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Typing: product names, debounced; arrows move the active option, Enter opens it.
  await box.pressSequentially('스마일', { delay: 60 });
  const suggestions = page.getByRole('listbox', { name: '추천 상품' });
  await expect(suggestions.getByRole('option', { name: '코트사이드 스마일 댐프너' })).toBeVisible();
  await box.press('ArrowDown');
  const active = suggestions.getByRole('option', { selected: true });
  await expect(active).toHaveText('코트사이드 스마일 댐프너');
  await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'missing');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '코트사이드 스마일 댐프너' })).toBeVisible();

  // A misspelling: the platform searches the closest word, the page says so and offers the original.
  const header = page.getByRole('combobox', { name: '상품 검색' });
  await header.fill('댐퍼너');
  await expect(page.getByRole('status').filter({ hasText: '‘댐퍼너’와(과) 일치하는 상품이 없습니다' })).toBeVisible();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await header.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '‘댐퍼너’ 검색 결과' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '‘댐프너’(으)로 검색한 결과입니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: /코트사이드 스마일 댐프너/ }).first()).toBeVisible();
  await page.getByRole('link', { name: '‘댐퍼너’(으)로 검색' }).click();
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();

  // 초성: ㄷㅍㄴ lists the dampeners.
  await page.getByRole('combobox', { name: '상품 검색' }).fill('ㄷㅍㄴ');
  await page.getByRole('combobox', { name: '상품 검색' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '‘ㄷㅍㄴ’ 검색 결과' })).toBeVisible();
  await expect(page.getByRole('link', { name: /코트사이드 스마일 댐프너/ }).first()).toBeVisible();

  // The searches made here come back as recent searches on this device, newest first.
  await page.goto('/');
  const again = page.getByRole('combobox', { name: '상품 검색' });
  await again.focus();
  const recent = page.getByRole('group', { name: '최근 검색어' });
  await expect(recent.getByRole('option')).toHaveText(['ㄷㅍㄴ', '댐퍼너']);
  await again.press('ArrowDown');
  await again.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '‘ㄷㅍㄴ’ 검색 결과' })).toBeVisible();
});
