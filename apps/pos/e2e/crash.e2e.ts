// A host killed in the middle of payment — after the sale committed, before the screen heard of it —
// comes back showing the recorded sale with its receipt, before a new sale can start; paying again
// is never a second sale. This journey runs its own host process (the shared one must not die).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { FakePrinter } from '@courtside/hardware/fake-printer';
import { HEADERS, ITEMS, catalogueSeed, passOpeningFloat, STAFF, scan, startPrinter } from './support.ts';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
// The first start listens on port 0 and says which port it got; after the crash the host starts
// again on that same port (this journey's own, just freed), as a restarted terminal would.
let port = 0;
let base = '';
let dataDir: string;
let printer: FakePrinter;
let host: ChildProcess | null = null;

async function startHost(): Promise<void> {
  const child = spawn('pnpm', ['exec', 'tsx', 'src/host/main.ts'], {
    cwd: appRoot,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, POS_HOST_PORT: String(port), DATA_DIR: dataDir, POS_TEST_HOOKS: '1', POS_PRINTER: 'none', POS_SERVER_URL: 'http://127.0.0.1:9', POS_SYNC_INTERVAL_MS: '600000' },
  });
  host = child;
  let printed = '';
  child.stdout?.on('data', (c: Buffer) => (printed += c.toString()));
  for (let i = 0; i < 240 && port === 0; i += 1) {
    const m = /단말기 화면: http:\/\/127\.0\.0\.1:(\d+)/.exec(printed);
    if (m) port = Number(m[1]);
    else await new Promise((r) => setTimeout(r, 250));
  }
  if (port === 0) throw new Error('terminal host did not say its port');
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('terminal host did not start');
}

async function exited(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('이름').fill('김계산');
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await passOpeningFloat(page, () => page.getByRole('button', { name: '로그인', exact: true }).click());
}

const post = (request: APIRequestContext, path: string, data: unknown) => request.post(`${base}${path}`, { headers: HEADERS, data });

test.beforeAll(async ({ request }) => {
  dataDir = mkdtempSync(join(tmpdir(), 'courtside-pos-crash-'));
  printer = await startPrinter();
  await startHost();
  await post(request, '/__test/seed', { terminal: { terminalId: 1, name: '카운터 1' }, staff: STAFF, catalogue: catalogueSeed(), printer: { host: printer.host, port: printer.port, columns: 42 } });
});

test.afterAll(async () => {
  host?.kill('SIGTERM');
  await exited(host);
  await printer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a host killed during payment comes back showing the recorded sale, and it is never sold twice', async ({ page, request }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await scan(page, ITEMS[0].barcode);
  await scan(page, ITEMS[1].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(2);
  await page.keyboard.press('F8');
  await expect(page.getByLabel(/받은 금액/)).toBeFocused();

  // The host dies the moment the sale commits: the screen never hears the answer.
  await post(request, '/__test/crash-after-next-sale', {});
  const dying = host;
  await page.keyboard.press('Enter');
  await exited(dying);
  await expect(page.getByRole('alert')).toContainText('단말기 서비스에 연결할 수 없습니다');
  await expect(page.getByRole('heading', { name: '완료' })).toHaveCount(0);

  await startHost();
  // The restarted host knows no session: the screen asks for a PIN, then shows the sale first.
  await expect(page.getByRole('heading', { name: '코트사이드 POS' })).toBeVisible({ timeout: 20_000 });
  await signIn(page);
  const recovered = page.getByRole('alertdialog', { name: '이미 결제된 판매가 있습니다' });
  await expect(recovered).toBeVisible();
  await expect(recovered.getByTestId('recovered-sale')).toContainText(`${(ITEMS[0].price + ITEMS[1].price).toLocaleString('ko-KR')}원`);
  await expect(recovered.getByTestId('recovered-sale')).toContainText(ITEMS[0].name);
  const receiptNo = ((await recovered.getByTestId('recovered-sale').locator('strong').first().textContent()) ?? '').trim();
  expect(receiptNo).toMatch(/^T1-\d{8}-\d{4}$/);

  printer.clear();
  await recovered.getByRole('button', { name: '영수증 인쇄' }).click();
  const [job] = await printer.waitForJobs(1);
  expect((job?.lines ?? []).map((l) => l.text).join('\n')).toContain(receiptNo);

  // The next customer's item scanned while the screen asks for 확인: beeped, kept, rung up after it.
  await scan(page, ITEMS[2].barcode);
  await expect(recovered.getByText('스캔한 상품 1개는 확인 후 판매에 담습니다.')).toBeVisible();
  expect(await page.evaluate(() => (window as { __posKeptScanSounds?: number }).__posKeptScanSounds ?? 0)).toBe(1);

  await recovered.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  // The draft that was paid is gone (nothing to ring up again, the books hold one sale); the kept scan is on the new sale.
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await expect(page.getByTestId('sale-line')).toContainText(ITEMS[2].name);
  const state = (await (await post(request, '/__test/state', {})).json()) as { sales: unknown[] };
  expect(state.sales).toHaveLength(1);

  // Seen once, it is not shown again.
  await page.reload();
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
