// Accounts: a member joins (agreement → form), logs in; /mypage/order while logged out comes back
// after login; find id with a code read from the sandbox outbox; a wrong code shows L1003;
// Kakao login through the sandbox authorise page (and a declined consent).
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { seedMembers, shopApiUrl } from './support/session';

async function latestCode(page: Page, target: string): Promise<string> {
  const reply = await page.request.get(`${shopApiUrl}/sandbox/outbox?target=${encodeURIComponent(target)}&limit=1`);
  const body = (await reply.json()) as { items: Array<{ code: string | null }> };
  const code = body.items[0]?.code;
  if (!code) throw new Error(`no code sent to ${target}`);
  return code;
}

test('a visitor joins through the agreement step and logs in', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const memberId = `join_${suffix}`;
  await page.goto('/member/member-register-agreement');
  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toBeDisabled();
  await page.getByLabel('약관에 모두 동의합니다').check();
  await next.click();
  await expect(page).toHaveURL(/\/join\?terms=USE%2CPI_COLLECTION_AND_USE_REQUIRED%2CMARKETING_USE$/);
  expect(await seriousViolations(page)).toEqual([]);

  // Core's messages under the fields.
  await page.getByLabel('비밀번호', { exact: true }).fill('abc12345');
  await page.getByLabel('비밀번호', { exact: true }).blur();
  await expect(page.getByText('비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 8~16자로 입력해 주세요.')).toBeVisible();

  await page.getByLabel('아이디').fill(seedMembers.shopper.memberId);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
  await page.getByLabel('아이디').fill(memberId);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('serve123!');
  await page.getByLabel('비밀번호 확인').fill('serve123!');
  await page.getByLabel('이름').fill('한가입');
  await page.getByLabel('이메일').fill(`${memberId}@example.kr`);
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(`010${String(Date.now()).slice(-8)}`);
  await page.getByLabel('생년월일 (선택)').fill('19950305');
  await page.getByRole('button', { name: '가입하기' }).click();

  const welcome = page.getByRole('dialog', { name: '회원가입 완료' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('아이디').fill(memberId);
  await page.getByLabel('비밀번호').fill('wrong-pass1');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('아이디 또는 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await page.getByLabel('비밀번호').fill('serve123!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await page.goto('/mypage/info');
  await expect(page.getByText(memberId, { exact: true })).toBeVisible();
});

test('/mypage/order while logged out goes to login and comes back after it', async ({ page }) => {
  await page.goto('/mypage/order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage%2Forder$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('아이디').fill(seedMembers.shopper.memberId);
  await page.getByLabel('비밀번호').fill(seedMembers.shopper.password);
  await page.getByLabel('자동 로그인').check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: '주문내역' })).toBeVisible();
  await expect(page.getByRole('link', { name: '3개월' })).toHaveAttribute('aria-current', 'true');
});

test('find id: a wrong code shows L1003, the code from the outbox shows the masked id', async ({ page }) => {
  const mobile = '01023456789';
  await page.goto('/find');
  await page.getByLabel('이름').fill('이정현');
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const sent = page.getByRole('dialog', { name: '인증번호 발송' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: '확인' }).click();

  // Asking again at once: the early resend modal, no new code.
  await page.getByRole('button', { name: '인증번호 재전송' }).click();
  await expect(page.getByRole('dialog', { name: '인증번호 재전송' })).toContainText('초 후에 다시 요청할 수 있습니다.');
  await page.getByRole('dialog', { name: '인증번호 재전송' }).getByRole('button', { name: '확인' }).click();

  const code = await latestCode(page, mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('인증번호', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('올바른 인증번호를 입력해 주세요.')).toBeVisible();

  await page.getByLabel('인증번호', { exact: true }).fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL(/\/find\/id\/success$/);
  await expect(page.getByTestId('found-id')).toHaveText(/^ten[^*]*\*+$/);
});

test('Kakao login through the sandbox page logs the linked member in; declining shows the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 로그인' }).click();
  await page.waitForURL(/\/sandbox\/oauth\/kakao\/authorize/);
  await page.locator('button[data-sns-id="K1000001"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/callback/') && !url.pathname.startsWith('/sandbox/'));
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await page.goto('/mypage/info');
  await expect(page.getByText(seedMembers.shopper.memberId, { exact: true })).toBeVisible();
  await expect(page.getByText('카카오', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 로그인' }).click();
  await page.waitForURL(/\/sandbox\/oauth\/kakao\/authorize/);
  await page.locator('button[data-decision="deny"]').click();
  await expect(page).toHaveURL(/\/callback\/auth-callback/);
  await expect(page.getByText('소셜 로그인 약관에 동의하지 않아 진행할 수 없습니다.')).toBeVisible();
});
