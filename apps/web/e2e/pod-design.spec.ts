// Print-on-demand as a shopper (seed §4): a guest picks a mug template and option, writes Korean
// text, saves through the guest guide and lands in the guest cart; a member designs a T-shirt, saves
// (add-to-cart modal) and finds it in the server cart and in "my designs"; a mall product the partner
// does not print shows the retry alert.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { loginAs, seedMembers } from './support/session';

test('a guest designs a mug from a template and finds it in the guest cart', async ({ page }) => {
  await page.goto('/products/100201/customize');
  await expect(page.getByRole('heading', { level: 1, name: '주문제작 포토 머그컵 디자인하기' })).toBeVisible();
  await page.getByRole('radio', { name: '한 줄 문구' }).check();
  await page.getByRole('button', { name: '옵션 선택하고 디자인하기' }).click();

  const options = page.getByRole('dialog', { name: '옵션 선택' });
  await options.getByLabel('색상').selectOption('블랙');
  await expect(options).toContainText('머그컵 블랙 · 15,000원');
  await options.getByRole('button', { name: '옵션 상세' }).click();
  const detail = page.getByRole('dialog', { name: '옵션 상세' });
  await expect(detail).toContainText('15,000원');
  await expect(detail).toContainText('주문 가능');
  await detail.getByRole('button', { name: '확인' }).click();
  await options.getByRole('button', { name: '디자인 시작' }).click();

  await expect(page).toHaveURL(/\/shop\/template\/editor\?designTemplateId=tpl-mug-text&variantId=v-mug-2/);
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await page.getByRole('textbox', { name: '문구' }).fill('코트사이드 클럽');
  await page.getByRole('button', { name: '저장 후 장바구니로' }).click();
  const guide = page.getByRole('dialog', { name: '비회원 주문제작 안내' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: '비회원으로 계속' }).click();

  await page.waitForURL('**/guest/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('주문제작 포토 머그컵');
  // The line carries the partner project and the design picture (seed §3 optionInputs, editorImage).
  await expect(line).toContainText(/주문제작 프로젝트: PJ\d{8}-/);
  const stored = await page.evaluate(() => localStorage.getItem('GUEST_KEY') ?? '');
  expect(stored).toMatch(/"editorImage":"[^"]*\/pod\//);
  const identifier = await page.evaluate(() => localStorage.getItem('GUEST_USER_IDENTIFIER'));
  expect(identifier).toMatch(/^guest-/);

  // The guest's design is listed for this device.
  await page.goto('/shop/user');
  await expect(page.getByRole('list', { name: '내 주문제작 디자인' }).getByRole('listitem')).toHaveCount(1);
});

test('a member designs a T-shirt, saves it to the cart and sees it in my designs', async ({ page }) => {
  await loginAs(page, seedMembers.second);
  await page.goto('/shop/products');
  await page.getByRole('link', { name: /커스텀 티셔츠/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '커스텀 티셔츠 템플릿' })).toBeVisible();
  await page.getByRole('button', { name: '옵션 선택하고 디자인하기' }).click();
  const options = page.getByRole('dialog', { name: '옵션 선택' });
  await options.getByLabel('사이즈').selectOption('L');
  await options.getByLabel('색상').selectOption('네이비');
  await options.getByRole('button', { name: '디자인 시작' }).click();

  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await page.getByRole('textbox', { name: '문구' }).fill('에이스 테니스');
  const canvas = page.getByTestId('pod-editor-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowUp');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const saved = page.getByRole('dialog', { name: '장바구니에 담았습니다' });
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: '장바구니 보기' }).click();

  await page.waitForURL('**/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('주문제작 클럽 티셔츠');
  await expect(line).toContainText('L');

  await page.goto('/shop/user');
  const mine = page.getByRole('list', { name: '내 주문제작 디자인' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText(/PJ\d{8}-/);
});

test('a mall product the partner does not print shows the retry alert', async ({ page }) => {
  await page.goto('/products/100001/customize');
  await expect(page.getByRole('alert').filter({ hasText: '상품 옵션 정보' })).toContainText('상품 옵션 정보를 불러오지 못했습니다. 다시 시도해 주세요.');
  await expect(page.getByRole('link', { name: '다시 시도' })).toHaveAttribute('href', '/products/100001/customize');
});

for (const [path, heading] of [
  ['/shop', '주문제작'],
  ['/shop/products', '주문제작 상품'],
  ['/shop/courtside-products', '코트사이드 커스텀 상품'],
  ['/shop/template?channelProductId=cp-ecobag', '에코백 템플릿'],
  ['/shop/template/editor?designTemplateId=tpl-dampener-logo&variantId=v-dampener-2', '커스텀 댐프너 디자인'],
  ['/shop/user', '내 디자인'],
] as const) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
