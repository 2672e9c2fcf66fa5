// Dialogs and bottom sheets on a 390 px touch phone: every button is tapped (not clicked, not
// reached by keyboard), and only after checking it is on screen and nothing covers it. Joining
// (welcome dialog), find id and find password (code sent dialog, code 확인), the address form with
// its postal search, and the checkout's postal search bottom sheet.
import { expect, test, type Page } from '@playwright/test';
import { loginAs, seedMembers, shopApiUrl } from './support/session';
import { overflowAt, tapOnScreen } from './support/phone';
import { blockKakaoPostcode } from './support/checkout';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function latestCode(page: Page, target: string): Promise<string> {
  const reply = await page.request.get(`${shopApiUrl}/sandbox/outbox?target=${encodeURIComponent(target)}&limit=1`);
  const body = (await reply.json()) as { items: Array<{ code: string | null }> };
  const code = body.items[0]?.code;
  if (!code) throw new Error(`no code sent to ${target}`);
  return code;
}

async function expectNoSideways(page: Page): Promise<void> {
  expect(await overflowAt(page, 390)).toBeNull();
  expect(await overflowAt(page, 320)).toBeNull();
  await page.setViewportSize({ width: 390, height: 844 });
}

test('joining on a phone: the agreement, the form and the welcome dialog are tapped through', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const memberId = `tap_${suffix}`;
  await page.goto('/member/member-register-agreement');
  await page.getByLabel('약관에 모두 동의합니다').tap();
  await tapOnScreen(page.getByRole('button', { name: '다음' }));
  await expect(page).toHaveURL(/\/join\?/);
  await page.getByLabel('아이디').fill(memberId);
  await page.getByRole('button', { name: '중복 확인' }).tap();
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('serve123!');
  await page.getByLabel('비밀번호 확인').fill('serve123!');
  await page.getByLabel('이름').fill('한가입');
  await page.getByLabel('이메일').fill(`${memberId}@example.kr`);
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(`010${String(Date.now()).slice(-8)}`);
  await expectNoSideways(page);
  await page.getByRole('button', { name: '가입하기' }).tap();

  const welcome = page.getByRole('dialog', { name: '회원가입 완료' });
  await expect(welcome).toBeVisible();
  await tapOnScreen(welcome.getByRole('button', { name: '로그인하기' }));
  await expect(page).toHaveURL(/\/login/);
});

test('find id and find password on a phone: the code sent dialog and the code 확인 are tapped', async ({ page }) => {
  const mobile = '01023456789';
  await page.goto('/find');
  await page.getByLabel('이름').fill('이정현');
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(mobile);
  await tapOnScreen(page.getByRole('button', { name: '인증번호 받기' }));
  const sent = page.getByRole('dialog', { name: '인증번호 발송' });
  await expect(sent).toBeVisible();
  await tapOnScreen(sent.getByRole('button', { name: '확인' }));
  await expect(sent).toBeHidden();
  // The code row (box, countdown, 확인) fits the phone.
  await expectNoSideways(page);
  await page.getByLabel('인증번호', { exact: true }).fill(await latestCode(page, mobile));
  await tapOnScreen(page.getByRole('button', { name: '확인', exact: true }));
  await expect(page).toHaveURL(/\/find\/id\/success$/);

  await page.goto('/find?tab=password');
  await page.getByLabel('아이디').fill(seedMembers.shopper.memberId);
  await page.getByLabel('이름').fill('이정현');
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(mobile);
  await tapOnScreen(page.getByRole('button', { name: '인증번호 받기' }));
  await tapOnScreen(page.getByRole('dialog', { name: '인증번호 발송' }).getByRole('button', { name: '확인' }));
  await expectNoSideways(page);
  await page.getByLabel('인증번호', { exact: true }).fill(await latestCode(page, mobile));
  await tapOnScreen(page.getByRole('button', { name: '확인', exact: true }));
  await expect(page).toHaveURL(/\/find\/password\/reset/);
});

test('the address form and its postal search fit a phone, and a result is tapped back into the form', async ({ page }) => {
  await loginAs(page, seedMembers.second);
  await page.goto('/address/edit/new');
  await expectNoSideways(page);
  await tapOnScreen(page.getByRole('button', { name: '우편번호 검색' }));
  const dialog = page.getByRole('dialog', { name: '우편번호 검색' });
  await dialog.getByLabel('도로명, 건물명 또는 우편번호').fill('월드컵로');
  await tapOnScreen(dialog.getByRole('button', { name: '검색', exact: true }));
  const result = dialog.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first();
  await expect(result).toBeVisible();
  await expectNoSideways(page);
  await tapOnScreen(result);
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('주소', { exact: true })).toHaveValue(/월드컵로/);
  await expect(page.getByLabel('우편번호')).toHaveValue(/^\d{5}$/);
  await page.getByLabel('받는 분').fill('박서브');
  await page.getByLabel('연락처').fill('010-3456-7890');
  await page.getByLabel('상세 주소').fill('3층');
  await expectNoSideways(page);
  await tapOnScreen(page.getByRole('button', { name: '저장' }));
  await expect(page).toHaveURL(/\/address\/list|\/mypage\/address/);
  await expect(page.getByText(/월드컵로/).first()).toBeVisible();
});

test('the checkout postal search bottom sheet keeps its results tappable on a phone', async ({ page }) => {
  await blockKakaoPostcode(page);
  const sheet = await page.request.post(`${shopApiUrl}/order-sheets`, {
    headers: { clientId: 'courtside-local', Version: '1.0', platform: 'PC' },
    data: { products: [{ productNo: 100001, optionNo: 10000101, orderCnt: 1, optionInputs: [] }], cartNos: [], productCoupons: [] },
  });
  const { orderSheetNo } = (await sheet.json()) as { orderSheetNo: string };
  await page.goto(`/order/${orderSheetNo}/checkout`);
  await expectNoSideways(page);
  await page.getByRole('button', { name: '우편번호 찾기' }).tap();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await dialog.getByLabel('주소 검색어').fill('월드컵로');
  await tapOnScreen(dialog.getByRole('button', { name: '검색' }));
  const first = dialog.getByRole('button', { name: /월드컵로/ }).first();
  await expect(first).toBeVisible();
  await expectNoSideways(page);
  await tapOnScreen(first);
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(/주소/).first()).toHaveValue(/\d{5}|월드컵로/);
});

test('on a 320 px phone the cart confirm, the designer wizard and the guest guide are tapped through', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/product/100001');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  await page.getByLabel('색상', { exact: true }).selectOption('블랙');
  await page.getByLabel('구성', { exact: true }).selectOption('1개입');
  await page.getByRole('button', { name: '장바구니 담기' }).tap();
  const confirm = page.getByRole('dialog', { name: '장바구니 담기 완료' });
  await expect(confirm).toBeVisible();
  await tapOnScreen(confirm.getByRole('link', { name: '장바구니 보기' }));
  await expect(page).toHaveURL(/\/guest\/cart$/);

  await page.goto('/custom/dampener');
  await tapOnScreen(page.getByRole('dialog', { name: '모양 선택' }).getByRole('button', { name: '원형' }));
  await tapOnScreen(page.getByRole('dialog', { name: '쿠션 소재 선택' }).getByRole('button', { name: /친환경 고무/ }));
  await expect(page.getByText('소재: 친환경 고무')).toBeVisible();
  await expectNoSideways(page);
  await page.getByRole('button', { name: '장바구니 담기' }).tap();
  const guide = page.getByRole('dialog', { name: '비회원 이용 안내' });
  await expect(guide).toBeVisible();
  await tapOnScreen(guide.getByRole('button', { name: '비회원으로 담기' }));
  await page.waitForURL(/\/guest\/cart$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: '커스텀' }).getByTestId('design-words')).toHaveText('내 디자인: 원형 · 화이트 · 친환경 고무 · 앞뒤 동일');
  await expectNoSideways(page);
});
