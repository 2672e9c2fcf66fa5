// The custom dampener from its product page to the order, by keyboard alone: 디자인하기 on
// /product/100301, the shape → material wizard leaves the focus on the canvas, a text layer is
// moved (Shift for big steps), resized and rotated with keys and each value is announced; the cart,
// the order sheet, the order detail and the my-page list show the design's own picture and the
// design in words, never the image's address. Nothing here is clicked with the mouse.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/session';
import { joinMember } from './support/orders';
import { blockKakaoPostcode } from './support/checkout';

/** Keyboard only: focus moves as Tab would put it there, then the key acts. */
async function press(target: Locator, key = 'Enter'): Promise<void> {
  await target.focus();
  await target.press(key);
}

async function expectDesignShown(scope: Locator, words: string): Promise<void> {
  await expect(scope.getByTestId('design-words')).toHaveText(`내 디자인: ${words}`);
  await expect(scope.getByTestId('design-front')).toHaveAttribute('src', /\/api\/upload\/custom-design\/.+\.png$/);
  await expect(scope).not.toContainText('http');
  await expect(scope).not.toContainText('디자인 이미지');
}

test('a custom dampener designed by keyboard alone shows its own picture and words in the cart and on the order', async ({ page }) => {
  await blockKakaoPostcode(page);
  await loginAs(page, await joinMember(page.request, 'design'));

  await page.goto('/product/100301');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('npay-button')).toBeDisabled();
  await expect(page.getByText('직접 디자인한 주문 제작 상품은 네이버페이로 구매할 수 없습니다.', { exact: false })).toBeVisible();
  await press(page.getByRole('link', { name: '디자인하기' }));
  await expect(page).toHaveURL(/\/custom\/dampener$/);

  await press(page.getByRole('dialog', { name: '모양 선택' }).getByRole('button', { name: '사각형' }));
  await press(page.getByRole('dialog', { name: '쿠션 소재 선택' }).getByRole('button', { name: /소프트 실리콘/ }));
  const canvas = page.getByTestId('designer-stage');
  await expect(canvas).toBeFocused();

  await press(page.getByRole('button', { name: '레드' }));
  await expect(page.getByText('쿠션 색상: 레드')).toBeVisible();
  await page.getByLabel('문구').focus();
  await page.keyboard.type('코트사이드');
  await press(page.getByRole('button', { name: '텍스트 추가' }));
  await expect(page.getByTestId('layer-list').getByRole('button', { name: '텍스트: 코트사이드', exact: true })).toBeVisible();
  await expect(page.getByTestId('dampener-studio')).toHaveAttribute('data-fonts-ready', 'true');

  const said = page.getByTestId('canvas-announcement');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText('텍스트: 코트사이드 위치 가로 15.5mm, 세로 15mm');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(said).toHaveText('텍스트: 코트사이드 위치 가로 15.5mm, 세로 18mm');
  await page.keyboard.press('+');
  await expect(said).toHaveText('텍스트: 코트사이드 크기 105%');
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  await expect(said).toHaveText('텍스트: 코트사이드 회전 10도');
  // One undo step per key: undoing the last rotation shows 5°.
  await press(page.getByRole('button', { name: '실행 취소' }));
  await canvas.focus();
  await page.keyboard.press('Shift+]');
  await expect(said).toHaveText('텍스트: 코트사이드 회전 50도');

  await press(page.getByRole('button', { name: '장바구니 담기' }));
  await page.waitForURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const words = '사각형 · 레드 · 소프트 실리콘 · 앞뒤 동일';
  await expectDesignShown(line, words);
  await expect(page.getByTestId('npay-button')).toBeDisabled();

  await press(page.getByRole('button', { name: /^선택 상품 주문/ }));
  await expect(page).toHaveURL(/\/order\/\d+\/checkout$/);
  await expectDesignShown(page.getByTestId('checkout-line'), words);
  await page.getByLabel('주문자 정보와 동일').focus();
  await page.keyboard.press('Space');
  await press(page.getByRole('button', { name: '우편번호 찾기' }));
  const postcode = page.getByRole('dialog', { name: '우편번호 찾기' });
  await postcode.getByLabel('주소 검색어').focus();
  await page.keyboard.type('올림픽로 424');
  await page.keyboard.press('Enter');
  await press(postcode.getByRole('button', { name: /올림픽공원 테니스경기장/ }));
  await page.getByLabel('상세 주소 (필수)').focus();
  await page.keyboard.type('센터코트 앞');
  await page.getByLabel(/약관에 모두 동의합니다/).focus();
  await page.keyboard.press('Space');
  await press(page.getByRole('button', { name: /원 결제하기$/ }));
  await page.waitForURL(/\/sandbox\/payments\//);
  await press(page.getByRole('button', { name: '결제 승인' }));
  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  await page.goto(`/mypage/order/${orderNo}`);
  await expectDesignShown(page.getByTestId('order-option'), words);
  await page.goto('/mypage/order');
  await expect(page.getByTestId('order-card').filter({ hasText: orderNo }).getByTestId('design-front')).toHaveAttribute('src', /\/api\/upload\/custom-design\//);
});

test('on a phone the custom dampener page fits and its Naver Pay button stays greyed with the reason', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/product/100301');
  await expect(page.getByRole('link', { name: '디자인하기' })).toBeVisible();
  await expect(page.getByTestId('npay-button')).toHaveAccessibleName(/네이버페이로 구매 불가/);
  await expect(page.getByTestId('npay-button')).toHaveAccessibleDescription(/네이버페이로 구매할 수 없습니다/);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

async function checkoutAsGuest(page: Page): Promise<void> {
  await page.getByLabel('이름 (필수)', { exact: true }).fill('홍길동');
  await page.getByLabel('휴대폰 번호 (필수)', { exact: true }).fill('010-1234-5678');
  await page.getByLabel('이메일 (필수)', { exact: true }).fill('hong@example.kr');
  await page.getByLabel('주문자 정보와 동일').check();
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await dialog.getByLabel('주소 검색어').fill('월드컵로');
  await dialog.getByRole('button', { name: '검색' }).click();
  await dialog.getByRole('button', { name: /월드컵로/ }).first().click();
  await page.getByLabel('상세 주소 (필수)').fill('2층');
  await page.getByLabel('비밀번호 (필수)', { exact: true }).fill('npay1234');
  await page.getByLabel('비밀번호 확인 (필수)').fill('npay1234');
  await page.getByLabel(/약관에 모두 동의합니다/).check();
}

test('the Naver Pay button beside 바로 구매 buys the chosen option through the Naver Pay sandbox', async ({ page }) => {
  await blockKakaoPostcode(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product/100001');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  const npay = page.getByTestId('npay-button');
  await expect(npay).toHaveAccessibleName('네이버페이로 구매하기');
  // Nothing chosen yet: the button asks for an option rather than opening an empty order.
  await npay.click();
  await expect(page.getByText('옵션을 선택해 주세요.')).toBeVisible();
  await page.getByLabel('색상', { exact: true }).selectOption('블랙');
  await page.getByLabel('구성', { exact: true }).selectOption('1개입');
  await npay.click();
  await expect(page).toHaveURL(/\/order\/\d+\/checkout\?payType=NAVER_EASY_PAY$/);
  await expect(page.getByRole('radio', { name: '네이버페이' })).toBeChecked();
  await checkoutAsGuest(page);
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await page.waitForURL(/\/sandbox\/payments\//);
  await expect(page.getByRole('heading', { name: '네이버페이' })).toBeVisible();
  await page.getByRole('button', { name: '네이버페이로 결제하기' }).click();
  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');
});
