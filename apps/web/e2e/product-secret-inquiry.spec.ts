import { expect, test } from '@playwright/test';
import { loginAs, seedMembers } from './support/session';

test('another member cannot read a secret inquiry; its writer can', async ({ browser }) => {
  const secretTitle = `각인 가능 여부 문의 ${Date.now()}`;
  const secretContent = '라켓 번호 0427을 새길 수 있을까요?';

  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await loginAs(writer, seedMembers.shopper);
  await writer.goto('/product/100004');
  await expect(writer.locator('[data-session-ready="true"]')).toBeVisible();
  // Reviews and inquiries load when the shopper scrolls down to them.
  await writer.getByTestId('product-community').scrollIntoViewIfNeeded();
  await writer.getByRole('button', { name: '문의하기' }).click();
  const form = writer.getByRole('dialog', { name: '상품 문의하기' });
  await form.getByLabel('제목').fill(secretTitle);
  await form.getByLabel('내용').fill(secretContent);
  await form.getByLabel('비밀글로 문의하기').check();
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(writer.getByTestId('toast')).toContainText('문의를 등록했습니다.');
  await writer.getByRole('button', { name: new RegExp(secretTitle) }).click();
  await expect(writer.getByText(secretContent)).toBeVisible();
  await writerContext.close();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, seedMembers.second);
  await other.goto('/product/100004');
  await expect(other.locator('[data-session-ready="true"]')).toBeVisible();
  await other.getByTestId('product-community').scrollIntoViewIfNeeded();
  const first = other.getByTestId('inquiry').first();
  await expect(first).toContainText('비밀글입니다.');
  await first.getByRole('button').first().click();
  await expect(first.getByText('작성자만 볼 수 있습니다.', { exact: false })).toBeVisible();
  await expect(other.getByText(secretTitle)).toHaveCount(0);
  await expect(other.getByText(secretContent)).toHaveCount(0);
  await otherContext.close();
});
