// A sale from the product grid without any barcode: category tabs from the platform, a favourite an
// admin pins, sold-out marked, and the receipt printed for what was tapped.
import { expect, test } from '@playwright/test';
import type { PosCatalogueItem } from '@courtside/core/pos';
import type { FakePrinter } from '@courtside/hardware/fake-printer';
import { login, seed, seedTerminal, startPrinter } from './support.ts';

let printer: FakePrinter;

const DAMPENERS = { categoryNo: 601, label: '댐프너', path: '악세서리 > 댐프너' };
const GRIPS = { categoryNo: 602, label: '그립', path: '악세서리 > 그립' };

function noBarcode(productNo: number, name: string, price: number, stock: number, category: typeof DAMPENERS): PosCatalogueItem {
  return { kind: 'product', product: { productNo, name, brandName: null, salePrice: price, imageUrl: null, onSale: true, options: [{ optionNo: productNo * 10, label: name, price, stockCnt: stock, saleable: true }], categories: [category] } };
}

test.beforeAll(async ({ request }) => {
  printer = await startPrinter();
  await seedTerminal(request, printer);
  await seed(request, {
    catalogue: [noBarcode(301, '커스텀 댐프너 주문', 15000, 99, DAMPENERS), noBarcode(302, '낱개 오버그립', 2000, 40, GRIPS), noBarcode(303, '한정판 댐프너', 9000, 0, DAMPENERS)],
  });
});

test.afterAll(async () => {
  await printer.close();
});

test('an admin pins a favourite and sells two items from the grid, no barcode anywhere', async ({ page }) => {
  await login(page, '이관리', '9012');
  const grid = page.getByRole('region', { name: '상품 그리드' });
  // Nothing pinned yet: the grid opens on the first category with products, not an empty 즐겨찾기.
  await expect(grid.getByRole('tab', { name: '그립' })).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByTestId('grid-tile')).toHaveCount(1);
  await grid.getByRole('tab', { name: '즐겨찾기' }).click();
  await expect(grid.getByText('즐겨찾기에 고정한 상품이 없습니다.')).toBeVisible();

  await grid.getByRole('tab', { name: '댐프너' }).click();
  await expect(grid.getByTestId('grid-tile')).toHaveCount(2);
  await expect(grid.getByTestId('grid-tile').filter({ hasText: '한정판 댐프너' })).toContainText('품절');
  await expect(grid.getByTestId('grid-tile').filter({ hasText: '커스텀 댐프너 주문' })).toContainText('재고 99');
  await grid.getByRole('button', { name: '커스텀 댐프너 주문 즐겨찾기 고정' }).click();
  await expect(grid.getByRole('button', { name: '커스텀 댐프너 주문 즐겨찾기 해제' })).toBeVisible();

  await grid.getByRole('tab', { name: '즐겨찾기' }).click();
  await expect(grid.getByTestId('grid-tile')).toHaveCount(1);
  await grid.getByTestId('grid-tile').click();
  await grid.getByRole('tab', { name: '그립' }).click();
  await grid.getByTestId('grid-tile').filter({ hasText: '낱개 오버그립' }).click();
  await grid.getByTestId('grid-tile').filter({ hasText: '낱개 오버그립' }).click();
  await expect(page.getByTestId('sale-line')).toHaveCount(2);
  await expect(page.getByTestId('sale-line').nth(1)).toContainText('2개');
  await expect(page.getByTestId('sale-total')).toHaveText('19,000원');

  await page.keyboard.press('F8');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  const [job] = await printer.waitForJobs(1);
  const printed = (job?.lines ?? []).map((l) => l.text).join('\n');
  expect(printed).toContain('커스텀 댐프너 주문');
  expect(printed).toContain('낱개 오버그립');
});

test('a cashier sees the pinned favourite first and cannot pin', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, '김계산', '1234');
  const grid = page.getByRole('region', { name: '상품 그리드' });
  await expect(grid.getByTestId('grid-tile')).toHaveCount(1);
  await expect(grid.getByTestId('grid-tile')).toContainText('커스텀 댐프너 주문');
  await expect(grid.getByRole('button', { name: /즐겨찾기 (고정|해제)/ })).toHaveCount(0);
  await grid.getByRole('tab', { name: '전체' }).click();
  await expect(grid.getByTestId('grid-page')).toContainText('6개');
  // As many tiles as the grid's box holds: all six on one page at 1920×1080 (it used to show four).
  await expect(grid.getByTestId('grid-tile')).toHaveCount(6);
  await expect(grid.getByTestId('grid-page')).toContainText('1 / 1쪽');
});

test('a [테스트] category is an admin’s only: the cashier sees no such tab', async ({ page, request }) => {
  await seed(request, { catalogue: [noBarcode(304, '시험용 댐프너', 1000, 5, { categoryNo: 699, label: '[테스트] 신상품', path: '테스트 > 신상품' })] });
  await login(page, '이관리', '9012');
  const grid = page.getByRole('region', { name: '상품 그리드' });
  await expect(grid.getByRole('tab', { name: '[테스트] 신상품' })).toBeVisible();
  await page.getByRole('button', { name: /잠금/ }).click();
  await page.getByLabel('이름').fill('김계산');
  await page.getByLabel('PIN').fill('1234');
  await page.getByRole('button', { name: '잠금 해제' }).click();
  await expect(page.getByRole('navigation', { name: '메뉴' })).toContainText('김계산');
  await expect(grid.getByRole('tab', { name: '댐프너' })).toBeVisible();
  await expect(grid.getByRole('tab', { name: '[테스트] 신상품' })).toHaveCount(0);
});
