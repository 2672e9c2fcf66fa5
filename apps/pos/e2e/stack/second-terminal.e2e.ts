// A shop adds its second counter (#30 item 6): the README's setup code no longer registers a terminal
// once the shop has staff; the owner makes a short-lived 등록 코드 on the registered terminal
// (설정 → 단말기 → 등록 코드 만들기) and types it into the new terminal's login screen. The new
// terminal is a second real host process (src/host/main.ts) on its own data folder, test hooks off,
// against the same own server that `pnpm start` runs; every step goes through the screens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { TerminalHost } from '../../fault/testing/terminal-host.ts';
import { signIn, until } from '../support.ts';
import { DEFAULT_SETUP_CODE, STACK_PORTS } from './stack-env.ts';

const webUrl = `http://127.0.0.1:${STACK_PORTS.web}`;


async function registerFromLogin(page: Page, code: string, admin: { name: string; pin: string } | null): Promise<void> {
  await page.getByRole('button', { name: '단말기 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '단말기 등록' });
  await dialog.getByLabel('등록 코드').fill(code);
  await dialog.getByLabel(/관리자 이름/).fill(admin?.name ?? '');
  await dialog.getByLabel(/관리자 PIN/).fill(admin?.pin ?? '');
  await dialog.getByRole('button', { name: '등록', exact: true }).click();
}

let folder = '';
let second: TerminalHost | null = null;

test.beforeAll(async () => {
  test.setTimeout(16 * 60_000);
  await until('자사 서버', async () => (await fetch(`${webUrl}/api/pos/shop`)).status === 401, 15 * 60_000);
  folder = mkdtempSync(join(tmpdir(), 'courtside-second-terminal-'));
});

test.afterAll(async () => {
  await second?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test.describe.configure({ timeout: 10 * 60_000 });

test('the owner makes a 등록 코드 on the first terminal and registers a second counter with it', async ({ page, browser }) => {
  // The first terminal, registered with the setup code when this journey runs on its own.
  await page.goto('/login');
  if (await page.getByRole('form', { name: '코트사이드 POS' }).getByText('단말기가 아직 등록되지 않았습니다').isVisible()) {
    await registerFromLogin(page, DEFAULT_SETUP_CODE, { name: '사장님', pin: '1234' });
    await expect(page.getByRole('status')).toContainText('단말기를 등록했습니다');
  }
  await signIn(page, '사장님', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();

  // A new counter PC: its own host and data folder, the same own server, no test hooks.
  second = await TerminalHost.start({ dataDir: folder, serverUrl: webUrl, syncBatchSize: 100, env: { POS_TEST_HOOKS: '0', POS_TERMINAL_NAME: '카운터 2' } });
  const counter2 = await (await browser.newContext()).newPage();
  await counter2.goto(`${second.url}/login`);
  await expect(counter2.getByRole('form', { name: '코트사이드 POS' }).getByText('단말기가 아직 등록되지 않았습니다')).toBeVisible();

  // The README's setup code made the shop's first admin; it does not add terminals to a shop with staff.
  await registerFromLogin(counter2, DEFAULT_SETUP_CODE, null);
  const dialog = counter2.getByRole('dialog', { name: '단말기 등록' });
  await expect(dialog.getByRole('alert')).toContainText('관리자 단말기의 설정 → 단말기에서 새 등록 코드를 만들어');

  // On the registered terminal, the owner makes a code: 8 digits, valid for 10 minutes, shown with its end.
  await page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '설정' }).click();
  await page.getByRole('button', { name: '등록 코드 만들기' }).click();
  const shown = page.getByTestId('pairing-code');
  await expect(shown).toHaveText(/^\d{4}-\d{4}$/);
  await expect(page.getByRole('status').filter({ has: shown })).toContainText(/까지$/);
  const code = ((await shown.textContent()) ?? '').trim();

  // A mistyped code is refused with the way to a new one; the code as shown registers the counter.
  await dialog.getByLabel('등록 코드').fill(code.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
  await dialog.getByRole('button', { name: '등록', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('등록 코드가 올바르지 않거나 만료되었습니다');
  await dialog.getByLabel('등록 코드').fill(code);
  await dialog.getByRole('button', { name: '등록', exact: true }).click();
  await expect(counter2.getByRole('status')).toContainText('단말기를 등록했습니다');

  // The shop's staff sign in at the new counter with their own PINs.
  await signIn(counter2, '사장님', '1234');
  await expect(counter2.getByRole('heading', { name: '판매' })).toBeVisible();
  await counter2.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '설정' }).click();
  await expect(counter2.getByText(/등록됨 · 단말기 번호/)).toBeVisible();

  // The code was for one terminal: typed again on the new counter's settings, it is refused.
  await counter2.getByLabel('등록 코드', { exact: true }).fill(code);
  await counter2.getByRole('button', { name: '새 등록 코드로 다시 등록' }).click();
  await expect(counter2.getByRole('alert')).toContainText('등록 코드가 올바르지 않거나 만료되었습니다');
});
