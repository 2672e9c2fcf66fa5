// Issue 27's done-when journey: `pnpm start` over an empty data folder, test hooks off, screens only.
// A cashier sells two items by card (F9, the VAN stand-in approves: nothing typed), and the fake
// printer's receipt and 매출전표 show the masked card and the 승인번호; a cash sale with a 현금영수증 to a
// phone number; a 카카오페이 barcode scanned at the payment step; a partial refund of the card sale
// cancels part of the approval at the stand-in and prints a 취소 영수증 and 취소전표; and the Z report's card and 현금영수증 totals equal the
// stand-in's ledger. Runs after first-day.e2e.ts on the same stack, or alone (it registers then).
import { expect, test } from '@playwright/test';
import { formatNumber } from '@courtside/core/format';
import { closeDayWithCount, scan, signIn, until } from '../support.ts';
import { DEFAULT_SETUP_CODE, DEFAULT_SYSTEM_KEY, STACK_PORTS } from './stack-env.ts';

const platformUrl = `http://127.0.0.1:${STACK_PORTS.shopApi}`;
const printerControl = `http://127.0.0.1:${STACK_PORTS.printerControl}`;
const vanControl = `http://127.0.0.1:${STACK_PORTS.vanAgent + 1}`;

interface Ledger {
  entries: { type: string; approvalNo: string; amount: number; identity?: string; provider?: string | null }[];
  summary: { chargedTotal: number; open: { approvalNo: string; remaining: number }[]; cashReceipts: { count: number; amount: number } };
}
const ledger = async (): Promise<Ledger> => (await (await fetch(`${vanControl}/ledger`)).json()) as Ledger;

/** Lines of the printed jobs since `from`, as the fake printer decoded them. */
async function printedSince(from: number): Promise<string[][]> {
  const jobs = ((await (await fetch(`${printerControl}/jobs`)).json()) as { jobs: { lines: { text: string }[] }[] }).jobs;
  return jobs.slice(from).map((job) => job.lines.map((l) => l.text.trimEnd()));
}
const jobCount = async () => ((await (await fetch(`${printerControl}/jobs`)).json()) as { jobs: unknown[] }).jobs.length;

async function seededBarcodes(): Promise<{ barcode: string; price: number }[]> {
  const res = await fetch(`${platformUrl}/server/products?afterProductNo=0&pageSize=200`, { headers: { systemKey: DEFAULT_SYSTEM_KEY } });
  const items = ((await res.json()) as { items: { saleStatus: string; salePrice: number; immediateDiscountAmt: number; options: { stockCnt: number; forcedSoldOut: boolean; managementCd: string | null; addPrice: number }[] }[] }).items;
  return items.flatMap((p) =>
    p.saleStatus === 'ONSALE' ? p.options.filter((o) => o.stockCnt >= 5 && !o.forcedSoldOut && o.managementCd).map((o) => ({ barcode: o.managementCd ?? '', price: p.salePrice - p.immediateDiscountAmt + o.addPrice })) : [],
  );
}

test.beforeAll(async () => {
  // A first start builds the storefront (minutes on a busy machine); registration needs the own server.
  await until('자사 서버', async () => (await fetch(`http://127.0.0.1:${STACK_PORTS.web}/api/pos/shop`)).status === 401, 15 * 60_000);
  await until('VAN 에이전트 대역', async () => (await fetch(`${vanControl}/state`)).ok);
  await until('가짜 프린터', async () => (await fetch(`${printerControl}/state`)).ok);
});

test.describe.configure({ timeout: 20 * 60_000 });

test('card by F9, 현금영수증, 간편결제, a partial card refund and a Z report that matches the VAN ledger', async ({ page }) => {
  const [a, b] = await seededBarcodes();
  if (!a || !b) throw new Error('판매할 시드 상품이 두 개 필요합니다');

  await page.goto('/login');
  const loginForm = page.getByRole('form', { name: '코트사이드 POS' });
  if (await loginForm.getByText('단말기가 아직 등록되지 않았습니다').isVisible()) {
    await page.getByRole('button', { name: '단말기 등록' }).click();
    const dialog = page.getByRole('dialog', { name: '단말기 등록' });
    await dialog.getByLabel('등록 코드').fill(DEFAULT_SETUP_CODE);
    await dialog.getByLabel('관리자 이름').fill('사장님');
    await dialog.getByLabel('관리자 PIN').fill('1234');
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('단말기를 등록했습니다');
  }
  await signIn(page, '사장님', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await page.getByRole('button', { name: '지금 동기화' }).click();
  await expect(page.getByTestId('sync-state')).toHaveText('온라인');

  // 1. Two items by card: F9 sends the amount; "카드를 넣어 주세요" shows while the reader has it.
  let jobs = await jobCount();
  await page.getByRole('heading', { name: '판매' }).click();
  await scan(page, a.barcode);
  await scan(page, b.barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(2);
  const cardTotal = a.price + b.price;
  await page.keyboard.press('F9');
  await expect(page.getByTestId('card-progress')).toContainText('카드를 넣어 주세요');
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  const cardReceiptNo = ((await page.getByTestId('receipt-no').textContent()) ?? '').trim();
  const cardApproval = (await ledger()).entries.filter((e) => e.type === 'approval').at(-1);
  expect(cardApproval?.amount).toBe(cardTotal);
  let printed: string[][] = [];
  await until('영수증과 매출전표', async () => {
    printed = await printedSince(jobs);
    return printed.some((l) => l.includes('[판매 영수증]')) && printed.some((l) => l.includes('[신용카드 매출전표]'));
  }, 30_000);
  const receipt = printed.find((l) => l.includes('[판매 영수증]')) ?? [];
  const slip = printed.find((l) => l.includes('[신용카드 매출전표]')) ?? [];
  for (const lines of [receipt, slip]) {
    expect(lines.some((l) => l.endsWith('9410-00**-****-0001'))).toBe(true);
    expect(lines.some((l) => l.trimStart().startsWith('승인번호') && l.endsWith(cardApproval?.approvalNo ?? '?'))).toBe(true);
  }
  expect(slip.some((l) => l.startsWith('가맹점번호'))).toBe(true);
  expect(slip.some((l) => l.startsWith('합계') && l.endsWith(formatNumber(cardTotal)))).toBe(true);
  await page.getByRole('button', { name: /새 판매/ }).click();

  // 2. Cash with a 현금영수증 to a phone number (F10), exact money with Enter on an empty box.
  jobs = await jobCount();
  await page.getByRole('heading', { name: '판매' }).click();
  await scan(page, a.barcode);
  await page.keyboard.press('F8');
  // F10 acts on the payment panel: pressed before it is up (a loaded machine), the key had nothing to
  // open and the journey waited 20 minutes for the field.
  await expect(page.getByLabel(/받은 금액/)).toBeVisible();
  await page.keyboard.press('F10');
  await page.getByLabel('휴대폰 번호 · 현금영수증 카드 · 사업자등록번호').fill('010-1234-5678');
  await page.getByRole('button', { name: '결제 완료' }).click();
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  const issued = (await ledger()).entries.filter((e) => e.type === 'cash-receipt').at(-1);
  expect(issued).toMatchObject({ amount: a.price, identity: '010****5678' });
  await until('현금영수증이 찍힌 영수증', async () => {
    const lines = (await printedSince(jobs)).find((l) => l.includes('[판매 영수증]')) ?? [];
    return lines.some((l) => l.endsWith('010-****-5678')) && lines.some((l) => l.endsWith(issued?.approvalNo ?? '?')) && lines.some((l) => l.endsWith('소득공제'));
  }, 30_000);
  await page.getByRole('button', { name: /새 판매/ }).click();

  // 3. A 카카오페이 barcode scanned at the payment step.
  jobs = await jobCount();
  await page.getByRole('heading', { name: '판매' }).click();
  await scan(page, b.barcode);
  await page.keyboard.press('F8');
  await expect(page.getByLabel(/받은 금액/)).toBeVisible();
  await scan(page, '281012345678901234');
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  await until('간편결제 영수증', async () => (await printedSince(jobs)).some((l) => l.includes('[판매 영수증]') && l.some((x) => x.startsWith('카카오페이'))), 30_000);
  expect((await ledger()).entries.filter((e) => e.type === 'approval').at(-1)).toMatchObject({ provider: 'kakaopay', amount: b.price });
  await page.getByRole('button', { name: /새 판매/ }).click();

  // 4. Refund one of the card sale's two items: the cancel goes through the agent, nothing typed.
  await page.getByRole('link', { name: '주문 내역' }).click();
  await page.getByRole('link', { name: cardReceiptNo }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '9410-00**-****-0001' })).toContainText(`승인번호 ${cardApproval?.approvalNo ?? '?'}`);
  await page.getByLabel('환불 사유').fill('단순 변심');
  await page.getByRole('radio', { name: '카드 취소' }).check();
  await expect(page.getByText('입력할 것이 없습니다')).toBeVisible();
  await page.getByRole('spinbutton').first().fill('1');
  jobs = await jobCount();
  await page.getByRole('button', { name: '선택 수량 환불' }).click();
  await expect(page.getByText(/환불 완료/)).toBeVisible();
  const afterRefund = await ledger();
  expect(afterRefund.summary.open.find((o) => o.approvalNo === cardApproval?.approvalNo)?.remaining).toBe(b.price);
  // The 취소 영수증 and the 취소 매출전표: the original 승인번호, the cancelled amount, the masked card.
  await until('취소 영수증과 취소전표', async () => {
    printed = await printedSince(jobs);
    return printed.some((l) => l.includes('[취소 영수증]')) && printed.some((l) => l.includes('[신용카드 취소전표]'));
  }, 30_000);
  const cancelSlip = printed.find((l) => l.includes('[신용카드 취소전표]')) ?? [];
  expect(cancelSlip.some((l) => l.startsWith('원승인번호') && l.endsWith(cardApproval?.approvalNo ?? '?'))).toBe(true);
  expect(cancelSlip.some((l) => l.startsWith('원거래일자'))).toBe(true);
  expect(cancelSlip.some((l) => l.startsWith('취소 금액') && l.endsWith(`-${formatNumber(a.price)}`))).toBe(true);
  expect(cancelSlip.some((l) => l.startsWith('카드번호') && l.endsWith('9410-00**-****-0001'))).toBe(true);

  // 5. Z: the card total (with 간편결제) and the 현금영수증 equal what the stand-in's ledger holds.
  await page.getByRole('link', { name: '매출' }).click();
  await closeDayWithCount(page);
  const z = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Z 리포트' }) });
  const final = await ledger();
  await expect(z.getByTestId('report-card').last()).toHaveText(`${formatNumber(final.summary.chargedTotal)}원`);
  await expect(z.getByTestId('report-cash-receipts').last()).toHaveText(`${formatNumber(final.summary.cashReceipts.amount)}원`);
  await expect(z.getByTestId('report-easy-kakaopay').last()).toHaveText(`${formatNumber(b.price)}원`);
});
