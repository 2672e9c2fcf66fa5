// The counter journeys through the Node host in Chromium: a cashier sells three scanned items for
// cash and the fake printer receives the Korean receipt; a partial refund prints a refund receipt;
// stock staff count an item by scanning; an admin prints a production sheet with the design image.
import { expect, test } from '@playwright/test';
import { formatItemRow, formatPairRow } from '@courtside/core/receipt';
import { formatNumber } from '@courtside/core/format';
import type { FakePrinter } from '@courtside/hardware/fake-printer';
import { refundApprovedByOwner } from './stack/day-steps/roles.ts';
import { HEADERS, ITEMS, discPng, login, scan, seed, seedTerminal, startPrinter, typeSlowly } from './support.ts';

let printer: FakePrinter;

test.beforeAll(async ({ request }) => {
  printer = await startPrinter();
  await seedTerminal(request, printer);
});

test.afterAll(async () => {
  await printer.close();
});

test.beforeEach(async ({ request }) => {
  printer.clear();
  await request.post('/api/ipc/auth.logout', { headers: HEADERS, data: {} });
});

const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text.trimEnd());

test('a cashier scans three items, takes cash, and the printer gets the Korean receipt', async ({ page }) => {
  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();

  // The same digits typed by a person into the search field are a search, not a scan.
  await page.getByLabel('상품 검색').click();
  await typeSlowly(page, ITEMS[0].barcode);
  await expect(page.getByLabel('상품 검색')).toHaveValue(ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(0);
  await page.getByLabel('상품 검색').fill('');
  await page.getByRole('heading', { name: '판매' }).click();

  for (const [i, item] of ITEMS.entries()) {
    await scan(page, item.barcode);
    await expect(page.getByTestId('sale-line')).toHaveCount(i + 1);
  }
  const total = ITEMS.reduce((sum, item) => sum + item.price, 0);
  await expect(page.getByTestId('sale-total')).toHaveText(`${formatNumber(total)}원`);

  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByLabel(/받은 금액/).fill('50000');
  await expect(page.getByTestId('change')).toContainText(`${formatNumber(50_000 - total)}원`);
  await page.getByRole('button', { name: '결제 완료' }).click();
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  const receiptNo = (await page.getByTestId('receipt-no').textContent()) ?? '';
  expect(receiptNo).toMatch(/^T1-\d{8}-\d{4}$/);

  const [job] = await printer.waitForJobs(1);
  expect(job?.koreanMode).toBe(true);
  const printed = texts(job?.lines ?? []);
  expect(printed).toContain('[판매 영수증]');
  expect(printed).toContain(formatPairRow('영수증 번호', receiptNo, 42)[0]);
  for (const item of ITEMS) {
    for (const row of formatItemRow(`${item.name}${item.label === item.name ? '' : ` (${item.label})`}`, 1, item.price, 42)) expect(printed).toContain(row.trimEnd());
  }
  expect(printed).toContain(formatPairRow('  받은 돈', formatNumber(50_000), 42)[0]);
  expect(printed).toContain(formatPairRow('  거스름돈', formatNumber(50_000 - total), 42)[0]);
  expect(job?.commands.some((c) => c.type === 'drawer')).toBe(true);
  await expect(page.getByTestId('printer-state')).toContainText('준비');
});

test('a partial refund of one line prints a refund receipt', async ({ page }) => {
  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line').first()).toContainText('2개');
  await scan(page, ITEMS[1].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(2);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 완료' }).click();
  const receiptNo = (await page.getByTestId('receipt-no').textContent()) ?? '';
  await printer.waitForJobs(1);
  printer.clear();

  // A cashier's refund: the admin approves it on the spot with their own PIN (issue 28).
  await refundApprovedByOwner(page, { receiptNo, lineName: ITEMS[0].name, quantity: 1, reason: '고객 변심', owner: { name: '이관리', pin: '9012' }, expectAmount: ITEMS[0].price });

  const [job] = await printer.waitForJobs(1);
  const printed = texts(job?.lines ?? []);
  expect(printed).toContain('[취소 영수증]');
  expect(printed).toContain(formatPairRow('원 영수증 번호', receiptNo, 42)[0]);
  expect(printed).toContain(formatPairRow('현금 환불', formatNumber(ITEMS[0].price), 42)[0]);
  // The rest stays refundable: one of the two dampeners and the grip.
  await expect(page.getByLabel(`${ITEMS[0].name} 환불 수량`)).toHaveAttribute('max', '1');
});

test('stock staff count an item by scanning it', async ({ page }) => {
  await login(page, '박재고', '5678');
  await expect(page.getByRole('heading', { name: '재고', exact: true })).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    await scan(page, ITEMS[2].barcode);
    await expect(page.getByTestId('stock-qty')).toHaveValue(String(i + 1));
  }
  // Earlier journeys may have sold this item: the expected count is what the screen says the books hold.
  const onBooks = Number((await page.getByTestId('stock-item').getByText(/전산 재고/).textContent())?.replace(/\D/g, ''));
  await expect(page.getByTestId('count-diff')).toContainText(`차이 ${3 - onBooks > 0 ? '+' : ''}${3 - onBooks}개`);
  await page.getByRole('button', { name: '재고 실사 확정' }).click();
  await expect(page.getByRole('status').filter({ hasText: ITEMS[2].name })).toContainText('재고 3개');
});

test('an admin prints a production sheet with the design image', async ({ page, request }) => {
  const png = discPng(96);
  await seed(request, {
    customOrders: {
      orders: [
        {
          orderNo: 'C-20240305-0001',
          orderedAt: '2024-03-05T02:00:00.000Z',
          ordererName: '홍길동',
          productName: '커스텀 댐프너',
          quantity: 4,
          status: 'request',
          thumbnailUrl: null,
          shape: '원형',
          colorName: '네이비',
          note: '로고 중앙 정렬',
          sides: [{ side: 'front', imageUrl: '/designs/c1-front.png' }],
        },
      ],
      images: { '/designs/c1-front.png': png.toString('base64') },
    },
  });
  await login(page, '이관리', '9012');
  await page.getByRole('link', { name: '주문 제작' }).click();
  await page.getByRole('link', { name: 'C-20240305-0001' }).click();
  await expect(page.getByRole('img', { name: '앞면 디자인' })).toBeVisible();
  await page.getByRole('button', { name: /제작 지시서 인쇄/ }).click();
  const [job] = await printer.waitForJobs(1);
  expect(texts(job?.lines ?? [])).toContain('제작 지시서');
  const raster = job?.commands.filter((c) => c.type === 'raster') ?? [];
  expect(raster.length).toBeGreaterThan(0);
  expect(raster.reduce((sum, c) => sum + (c.type === 'raster' ? c.height : 0), 0)).toBe(96);

  await page.getByRole('link', { name: 'A4 제작 지시서' }).click();
  await expect(page.getByRole('heading', { name: '제작 지시서' })).toBeVisible();
  await expect(page.getByRole('button', { name: '인쇄' })).toBeVisible();
});
