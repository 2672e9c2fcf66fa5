// The card reader through the screens (#27): an admin sets the VAN agent's TCP address, 가맹점번호 and
// TID in 설정 and 연결 확인 answers from the real stand-in (and says in Korean why not on a closed port);
// a cashier cannot change or check it. At the counter, F9 pressed again and Enter while the reader
// holds the card charge once: the stand-in's ledger holds exactly one approval and one sale is made.
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { startVanStandin, type VanStandin } from '@courtside/hardware/van-agent-standin';
import { ITEMS, login, scan, seededTerminalWithPrinter } from './support.ts';

seededTerminalWithPrinter();
let standin: VanStandin;

test.beforeAll(async () => {
  standin = await startVanStandin({ port: 0, ledgerFile: null, readerDelayMs: 0 });
});
test.afterAll(async () => {
  await standin?.close();
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A page of its own (its own screen key, so its own sign-in). */
async function signedIn(browser: Browser, name: string, pin: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, name, pin);
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  return page;
}

async function setAgent(page: Page, port: number, merchantNo = '00987654321'): Promise<string> {
  await page.goto('/settings');
  const panel = page.getByRole('group', { name: '카드 단말기' });
  await panel.getByLabel('연결 방식').selectOption('tcp');
  await panel.getByLabel('주소').fill('127.0.0.1');
  await panel.getByLabel('포트').fill(String(port));
  await panel.getByLabel('가맹점번호').fill(merchantNo);
  await panel.getByLabel('단말기번호 (TID)').fill('1000000001');
  await panel.getByRole('button', { name: '저장하고 연결 확인' }).click();
  const answer = panel.getByTestId('van-check').or(panel.locator('.notice.error'));
  await expect(answer).toBeVisible({ timeout: 20_000 });
  return (await answer.textContent()) ?? '';
}

test('an admin sets the agent and checks it; a closed port is named in Korean; a cashier cannot', async ({ browser }) => {
  const admin = await signedIn(browser, '이관리', '9012');
  expect(await setAgent(admin, standin.port)).toBe('연결되었습니다. 가맹점번호 00987654321, 단말기번호 1000000001');
  expect(standin.requests().at(-1)?.type).toBe('S1');

  // A different 가맹점번호 than the reader's is pointed out.
  expect(await setAgent(admin, standin.port, '11111111111')).toContain('가맹점번호가 다릅니다');

  // Nothing listens there: a Korean reason, never "연결되었습니다".
  const closed = await setAgent(admin, await closedPort());
  expect(closed).toMatch(/[가-힣]/);
  expect(closed).not.toContain('연결되었습니다');
  await expect(admin.getByRole('group', { name: '카드 단말기' }).locator('.notice.error, [data-testid="van-check"].error')).toBeVisible();

  // Put it back for the counter test, and the saved settings load again.
  await setAgent(admin, standin.port);
  await admin.reload();
  await expect(admin.getByRole('group', { name: '카드 단말기' }).getByLabel('포트')).toHaveValue(String(standin.port));

  // A cashier: no fields, no 연결 확인 (on the settings screen or anywhere it leads).
  const cashier = await signedIn(browser, '김계산', '1234');
  await cashier.goto('/settings');
  await expect(cashier.locator('main, body').first()).toBeVisible();
  await expect(cashier.getByRole('button', { name: '저장하고 연결 확인' })).toHaveCount(0);
  await expect(cashier.getByLabel('가맹점번호')).toHaveCount(0);
  await expect(cashier.getByLabel('단말기번호 (TID)')).toHaveCount(0);
});

test('F9 pressed again and Enter while the reader holds the card charge once', async ({ browser }) => {
  const admin = await signedIn(browser, '이관리', '9012');
  expect(await setAgent(admin, standin.port)).toContain('연결되었습니다');
  const page = await signedIn(browser, '김계산', '1234');

  const approvalsBefore = standin.ledger.entries().filter((e) => e.type === 'approval').length;
  const requestsBefore = standin.requests().filter((r) => r.type === 'D1').length;
  standin.setReaderDelay(2_000);
  try {
    await page.getByRole('heading', { name: '판매' }).click();
    await scan(page, ITEMS[0].barcode);
    await scan(page, ITEMS[1].barcode);
    await expect(page.getByTestId('sale-line')).toHaveCount(2);
    await page.keyboard.press('F9');
    await expect(page.getByTestId('card-progress')).toContainText('카드를 넣어 주세요');
    for (const key of ['F9', 'Enter', 'F9', 'Enter', 'F9']) await page.keyboard.press(key);
    await expect(page.getByRole('heading', { name: '완료' })).toBeVisible({ timeout: 20_000 });
    // Keys pressed on 완료 right after do not pay again either.
    await page.keyboard.press('F9');
  } finally {
    standin.setReaderDelay(0);
  }
  await page.waitForTimeout(1_000);
  const approvals = standin.ledger.entries().filter((e) => e.type === 'approval');
  expect(approvals.length - approvalsBefore).toBe(1);
  expect(approvals.at(-1)?.amount).toBe(ITEMS[0].price + ITEMS[1].price);
  expect(standin.requests().filter((r) => r.type === 'D1').length - requestsBefore).toBe(1);
  expect(standin.ledger.summary().open.filter((o) => o.approvalNo === approvals.at(-1)?.approvalNo)).toHaveLength(1);
});
