import { expect, test, type Page } from '@playwright/test';
import { chooseOptions } from './support/checkout';

interface StoredLine {
  optionValue: string;
  orderCnt: number;
}

async function storedLines(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('GUEST_KEY');
    if (!raw) return [];
    const cart = JSON.parse(raw) as { products: { orderProductOptions: { optionValue: string; orderCnt: number }[] }[] };
    return cart.products.flatMap((p) => p.orderProductOptions.map((l) => ({ optionValue: l.optionValue, orderCnt: l.orderCnt })));
  });
}

test('a guest searches, adds two options to the guest cart and merges one (quantity added toast)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: '상품 검색' }).fill('스마일');
  await page.getByRole('combobox', { name: '상품 검색' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '‘스마일’ 검색 결과' })).toBeVisible();

  await page.getByRole('link', { name: /코트사이드 스마일 댐프너/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '코트사이드 스마일 댐프너' })).toBeVisible();
  await expect(page.getByText('3,000원 (50,000원 이상 무료배송)')).toBeVisible();

  await chooseOptions(page, [['블랙', '1개입'], ['블랙', '3개입']]);
  await expect(page.getByTestId('selected-option')).toHaveCount(2);
  // 블랙 1개입 3,000원 + 블랙 3개입 9,000원
  await expect(page.getByTestId('purchase-total')).toHaveText('12,000원');

  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByTestId('cart-toast')).toContainText('장바구니에 담았습니다.');
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');

  // Only 블랙 1개입 again: the same option raises its quantity instead of adding a line.
  await page.getByRole('button', { name: '블랙 / 3개입 삭제' }).click();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByTestId('cart-toast')).toContainText('수량이 추가되었습니다');
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');

  expect(await storedLines(page)).toEqual(
    expect.arrayContaining([
      { optionValue: '블랙|1개입', orderCnt: 2 },
      { optionValue: '블랙|3개입', orderCnt: 1 },
    ]),
  );

  // The cart survives a reload (it lives in local storage), and the header still counts it.
  await page.reload();
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/search?keyword=%EC%97%86%EB%8A%94%EC%83%81%ED%92%88zzz');
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
});
