// The rest of the member area: a saved address through the postal search, a 1:1 inquiry through
// its form, linking Naver from /sns/link, and a visitor's bug report from the footer.
import { expect, test } from '@playwright/test';
import { loginAs, seedMembers, shopApiUrl } from './support/session';

test('a member saves a default address found with the postal search', async ({ page }) => {
  await loginAs(page, seedMembers.reviewer);
  await page.goto('/mypage/address');
  await page.getByRole('link', { name: '새 배송지 추가' }).click();
  await expect(page).toHaveURL(/\/address\/edit\/new/);
  await page.getByLabel('배송지 이름').fill('테니스장');
  await page.getByLabel('받는 분').fill('최발리');
  await page.getByLabel('연락처').fill('010-4567-8901');
  await page.getByRole('button', { name: '우편번호 검색' }).click();
  const search = page.getByRole('dialog', { name: '우편번호 검색' });
  await search.getByLabel('도로명, 건물명 또는 우편번호').fill('올림픽로 424');
  await search.getByRole('button', { name: '검색' }).click();
  await search.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first().click();
  await expect(page.getByLabel('우편번호')).toHaveValue(/^\d{5}$/);
  await expect(page.getByLabel('주소', { exact: true })).toHaveValue(/올림픽로 424/);
  await page.getByLabel('상세 주소').fill('센터코트 앞');
  await page.getByLabel('기본 배송지로 저장').check();
  await page.getByRole('button', { name: '저장' }).click();

  await expect(page).toHaveURL(/\/mypage\/address$/);
  const saved = page.getByTestId('address').filter({ hasText: '테니스장' });
  await expect(saved).toContainText('기본 배송지');
  await expect(saved).toContainText('센터코트 앞');
  await expect(saved).toContainText('010-4567-8901');
});

test('a member sends a 1:1 inquiry and finds it in the list and in my page', async ({ page }) => {
  await loginAs(page, seedMembers.second);
  await page.goto('/board/inquiry/form');
  await page.getByLabel('문의 분류').selectOption({ label: '커스텀 제작' });
  await page.getByLabel('제목').fill('단체 주문 제작 기간 문의');
  await page.getByLabel('내용').fill('클럽 회원 20명이 쓸 커스텀 댐프너 제작 기간이 궁금합니다.');
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page).toHaveURL(/\/board\/inquiry$/);
  await expect(page.getByTestId('personal-inquiry').filter({ hasText: '단체 주문 제작 기간 문의' })).toBeVisible();
  await page.goto('/mypage/inquiry?tab=personal');
  await expect(page.getByText('단체 주문 제작 기간 문의')).toBeVisible();
});

test('a member links Naver from /sns/link through the sandbox page', async ({ page }) => {
  await loginAs(page, seedMembers.reviewer);
  await page.goto('/sns/link');
  await page.getByRole('button', { name: '네이버 연동하기' }).click();
  await page.getByRole('dialog', { name: '소셜 계정 연동' }).getByRole('button', { name: '연동하기' }).click();
  await page.waitForURL(/\/sandbox\/oauth\/naver\/authorize/);
  await page.locator('button[data-sns-id="N3000002"]').click();
  await expect(page.getByRole('dialog', { name: '완료' })).toContainText('네이버 계정을 연동했습니다.');
  await page.getByRole('dialog', { name: '완료' }).getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('button', { name: '네이버 연동 해제' })).toBeVisible();
});

test('a visitor reports a bug from the footer', async ({ page }) => {
  await page.goto('/board/notice');
  await page.getByRole('button', { name: '오류 제보' }).click();
  const dialog = page.getByRole('dialog', { name: '오류 제보하기' });
  await dialog.getByLabel('이름').fill('김방문');
  await dialog.getByLabel('제목').fill('공지 목록 글자가 겹쳐요');
  await dialog.getByLabel('내용').fill('아이폰 SE에서 공지 제목이 날짜와 겹쳐 보입니다.');
  await dialog.getByRole('button', { name: '제보하기' }).click();
  await expect(page.getByText('제보해 주셔서 감사합니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a member edits their details after the password check, changes the password, then leaves', async ({ page }) => {
  const memberId = `edit_${Date.now().toString(36).slice(-6)}`;
  const reply = await page.request.post(`${shopApiUrl}/profile`, {
    headers: { clientId: 'courtside-local', Version: '1.0', platform: 'PC' },
    data: { memberId, password: 'first123!', memberName: '정수정', email: `${memberId}@example.kr`, joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'] },
  });
  expect(reply.ok()).toBe(true);
  await loginAs(page, { memberId, password: 'first123!' });

  // The password check modal opens by itself.
  await page.goto('/mypage/info/modify');
  const check = page.getByRole('dialog', { name: '비밀번호 확인' });
  await check.getByLabel('비밀번호').fill('wrong123!');
  await check.getByRole('button', { name: '확인' }).click();
  await expect(check.getByText('현재 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await check.getByLabel('비밀번호').fill('first123!');
  await check.getByRole('button', { name: '확인' }).click();

  await page.getByLabel('이름').fill('정수정새');
  await page.getByLabel('SMS 수신 동의').check();
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  const change = page.getByRole('dialog', { name: '비밀번호 변경' });
  await change.getByLabel('현재 비밀번호').fill('first123!');
  await change.getByLabel('새 비밀번호', { exact: true }).fill('second123!');
  await change.getByLabel('새 비밀번호 확인').fill('second123!');
  await change.getByRole('button', { name: '변경하기' }).click();
  await expect(page.getByText('비밀번호를 변경했습니다.')).toBeVisible();
  await page.getByRole('dialog', { name: '안내' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/mypage\/info$/);
  await expect(page.getByText('정수정새', { exact: true })).toBeVisible();
  await expect(page.getByText('SMS 동의 · 이메일 거부')).toBeVisible();

  const relogin = await page.request.post(`${shopApiUrl}/oauth/token`, {
    headers: { clientId: 'courtside-local', Version: '1.0', platform: 'PC' },
    data: { memberId, password: 'second123!' },
  });
  expect(relogin.ok()).toBe(true);

  await page.goto('/mypage/leave');
  await page.getByLabel('탈퇴 사유').selectOption('자주 이용하지 않아요');
  await page.getByLabel('안내 사항을 모두 확인했으며 탈퇴에 동의합니다.').check();
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await page.getByRole('dialog', { name: '회원 탈퇴' }).getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  const gone = await page.request.post(`${shopApiUrl}/oauth/token`, {
    headers: { clientId: 'courtside-local', Version: '1.0', platform: 'PC' },
    data: { memberId, password: 'second123!' },
  });
  expect(gone.ok()).toBe(false);
});
