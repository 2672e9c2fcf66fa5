// The dampener designer end to end: a guest designs a square dampener with different artwork on
// each side and Korean text, puts it in the guest cart and pays; production can print that exact
// design from the server. A member saves a design, finds it again after a reload in the design
// box, and orders it by card.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { blockKakaoPostcode, shipToStadium } from './support/checkout';
import { loginAs, seedMembers } from './support/session';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

async function payByCard(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: '신용카드' })).toBeChecked();
  await page.getByLabel(/약관에 모두 동의합니다/).check();
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await page.waitForURL(/\/sandbox\/payments\//);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await page.waitForURL(/\/order\/order-result\?result=SUCCESS&orderNo=\d+/);
}

const layerList = (page: Page) => page.getByTestId('layer-list');

test('a guest designs a two-sided square dampener with Korean text, adds it to the guest cart and pays', async ({ page, browser }) => {
  await blockKakaoPostcode(page);
  await page.goto('/custom/dampener');

  // Shape, then material, as the first visit asks.
  await page.getByRole('dialog', { name: '모양 선택' }).getByRole('button', { name: '사각형' }).click();
  await page.getByRole('dialog', { name: '쿠션 소재 선택' }).getByRole('button', { name: /소프트 실리콘/ }).click();
  await expect(page.getByText('모양: 사각형')).toBeVisible();
  await page.getByRole('button', { name: '코발트 블루' }).click();
  await expect(page.getByText('쿠션 색상: 코발트 블루')).toBeVisible();
  await page.getByRole('button', { name: '색상 추가' }).click();
  await page.getByRole('dialog', { name: '색상 추가' }).getByRole('button', { name: '네이비' }).click();
  await expect(page.getByText('쿠션 색상: 네이비')).toBeVisible();

  await page.getByRole('radio', { name: '앞뒤 다르게' }).click();
  await page.getByTestId('design-image-input').setInputFiles(fixture('front-art.png'));
  await expect(layerList(page).getByRole('button', { name: '이미지 1', exact: true })).toBeVisible();
  await page.getByLabel('문구').fill('코트사이드');
  await page.getByRole('button', { name: '텍스트 추가' }).click();
  await expect(layerList(page).getByRole('button', { name: '텍스트: 코트사이드', exact: true })).toBeVisible();
  await expect(page.getByTestId('dampener-studio')).toHaveAttribute('data-fonts-ready', 'true');

  // Undo takes the text away, redo brings it back.
  await page.getByRole('button', { name: '실행 취소' }).click();
  await expect(layerList(page).getByRole('button', { name: /텍스트/ })).toHaveCount(0);
  await page.getByRole('button', { name: '다시 실행' }).click();
  await expect(layerList(page).getByRole('button', { name: '텍스트: 코트사이드', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: '뒷면' }).click();
  await expect(page.getByText('아직 추가한 이미지나 텍스트가 없습니다.')).toBeVisible();
  await page.getByTestId('design-image-input').setInputFiles(fixture('back-art.png'));
  await expect(layerList(page).getByRole('button', { name: '이미지 1', exact: true })).toBeVisible();
  await expect(layerList(page).getByRole('button', { name: /텍스트/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByRole('dialog', { name: '디자인 미리보기' });
  await expect(preview.getByTestId('preview-front')).toBeVisible();
  await expect(preview.getByTestId('preview-back')).toBeVisible();
  await expect(preview).toContainText('사각형 · 네이비 · 앞뒤 다르게');
  await preview.getByRole('button', { name: '닫기' }).click();

  // No identity yet: the guest guide offers login or going on as a guest.
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await page.getByRole('dialog', { name: '비회원 이용 안내' }).getByRole('button', { name: '비회원으로 담기' }).click();
  await page.waitForURL(/\/guest\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('코트사이드 커스텀 댐프너');

  // The line carries the frozen design's reference and the editor image.
  const line = await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('GUEST_KEY') ?? '{}') as { products?: { orderProductOptions: { editorImage: string; optionInputs: { inputLabel: string; inputValue: string }[] }[] }[] };
    return cart.products?.[0]?.orderProductOptions[0];
  });
  const reference = line?.optionInputs.find((i) => i.inputLabel === '디자인 참조번호')?.inputValue ?? '';
  expect(reference).toMatch(/^D\d{8}-[A-Z0-9]{8}$/);
  expect(line?.editorImage).toMatch(/\/api\/upload\/custom-design\/.+\.png$/);

  // Production prints that design on the server: an admin downloads the back at 300 DPI.
  const admin = await browser.newContext({ baseURL: page.url().replace(/\/guest\/cart$/, '') });
  const adminPage = await admin.newPage();
  await loginAs(adminPage, seedMembers.admin);
  const printed = await adminPage.request.get(`/api/custom/dampener/render?reference=${reference}&side=back`);
  expect(printed.status()).toBe(200);
  expect(printed.headers()['content-type']).toBe('image/png');
  const png = await printed.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([402, 402]);
  await admin.close();

  await page.getByRole('button', { name: /^선택 상품 주문/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/checkout$/);
  await page.getByLabel('이름 (필수)', { exact: true }).fill('홍길동');
  await page.getByLabel('휴대폰 번호 (필수)', { exact: true }).fill('010-1234-5678');
  await page.getByLabel('이메일 (필수)', { exact: true }).fill('hong@example.kr');
  await page.getByLabel('주문자 정보와 동일').check();
  await shipToStadium(page);
  await page.getByLabel('비밀번호 (필수)', { exact: true }).fill('guest1234');
  await page.getByLabel('비밀번호 확인 (필수)').fill('guest1234');
  await payByCard(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/주문이/);
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');
});

test('a member saves a design, reloads, loads it from the design box and orders it by card', async ({ page }) => {
  await blockKakaoPostcode(page);
  await loginAs(page, seedMembers.second);
  await page.goto('/custom/dampener1');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await page.getByRole('button', { name: '레드' }).click();
  await page.getByLabel('문구').fill('에이스 박서브');
  await page.getByRole('button', { name: '텍스트 추가' }).click();
  await expect(layerList(page).getByRole('button', { name: '텍스트: 에이스 박서브', exact: true })).toBeVisible();

  await page.getByRole('button', { name: '디자인 저장' }).click();
  await page.getByRole('dialog', { name: '디자인 저장' }).getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('디자인을 보관함에 저장했습니다.')).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await expect(page.getByText('아직 추가한 이미지나 텍스트가 없습니다.')).toBeVisible();
  await expect(page.getByText('쿠션 색상: 화이트')).toBeVisible();

  await page.getByRole('button', { name: '디자인 보관함' }).click();
  const box = page.getByRole('dialog', { name: '디자인 보관함' });
  await expect(box.getByTestId('design-box').getByRole('listitem')).toHaveCount(1);
  await expect(box.getByRole('img', { name: /원형 레드 디자인 미리보기/ })).toBeVisible();
  await box.getByRole('button', { name: /불러오기$/ }).click();
  await page.getByRole('dialog', { name: '디자인 불러오기' }).getByRole('button', { name: '불러오기' }).click();
  await expect(layerList(page).getByRole('button', { name: '텍스트: 에이스 박서브', exact: true })).toBeVisible();
  await expect(page.getByText('쿠션 색상: 레드')).toBeVisible();

  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await page.waitForURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('코트사이드 커스텀 댐프너');

  await page.getByRole('button', { name: /^선택 상품 주문/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/checkout$/);
  await page.getByLabel('주문자 정보와 동일').check();
  await shipToStadium(page);
  await payByCard(page);
  await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');
});
