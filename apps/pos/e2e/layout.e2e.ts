// Every terminal route at every counter screen (1024×768, 1280×800, 1366×768, 1920×1080), with long
// Korean product names on the lines: nothing runs off to the side (the page and every scrolling box
// hold their content: scrollWidth ≤ clientWidth), the screen's primary button lies inside the window
// without scrolling, every touch target is at least 44 px, and a long name is cut to one line with the
// whole name in its title.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { PosCatalogueItem } from '@courtside/core/pos';
import { discPng, login, scan, seed, seededTerminalWithPrinter } from './support.ts';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const LONG = [
  { productNo: 701, name: '요넥스 이존 98 투어 한정판 테니스 라켓 스트링 풀세트 폴리에스터 하이브리드 게이지 1.25mm', label: '라이트 그레이 / 그립 사이즈 G2 / 스트링 장력 48파운드', price: 389000, barcode: '2000000007014' },
  { productNo: 702, name: '윌슨 프로스태프 오리지널 오버그립 30개입 대용량 화이트 투어 에디션 클럽 공동구매 전용 상품', label: '화이트', price: 45000, barcode: '2000000007021' },
] as const;

function longItems(): PosCatalogueItem[] {
  return LONG.flatMap((item) => [
    { kind: 'product', product: { productNo: item.productNo, name: item.name, brandName: null, salePrice: item.price, imageUrl: null, onSale: true, options: [{ optionNo: item.productNo * 10, label: item.label, price: item.price, stockCnt: 50, saleable: true }], categories: [{ categoryNo: 801, label: '라켓·스트링 세트 상품 전체 보기', path: '라켓 > 세트' }] } } as const,
    { kind: 'barcode', barcode: { barcode: item.barcode, symbology: 'ean13', productNo: item.productNo, optionNo: item.productNo * 10, inStore: true, updatedAt: '2024-03-01T00:00:00.000Z' } } as const,
  ]);
}

seededTerminalWithPrinter();

test.beforeAll(async ({ request }) => {
  await seed(request, {
    catalogue: longItems(),
    customOrders: {
      orders: [
        {
          orderNo: 'C-20240305-0009',
          orderedAt: '2024-03-05T03:42:00.000Z',
          ordererName: '남궁민수',
          productName: '커스텀 진동 댐프너 클럽 로고 인쇄 단체 주문 (양면 풀컬러, 대량 주문 할인 적용)',
          quantity: 120,
          status: 'request',
          thumbnailUrl: null,
          shape: '원형',
          colorName: '네이비',
          note: '로고 중앙 정렬, 뒷면에는 클럽 이름을 한글로 크게 넣어 주세요. 납기 엄수 부탁드립니다.',
          sides: [{ side: 'front', imageUrl: '/designs/c9-front.png' }],
        },
      ],
      images: { '/designs/c9-front.png': discPng(96).toString('base64') },
    },
  });
});

/** What the layout must hold on the screen shown now. */
async function checkLayout(page: Page, where: string, primary: Locator): Promise<void> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  await expect(primary, `${where}: 주 버튼`).toBeVisible();
  const overflow = await page.evaluate(() => {
    const wide: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) wide.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' || el.closest('.sr-only')) continue;
      const scrolls = ['auto', 'scroll', 'hidden'].includes(style.overflowX);
      if (scrolls && el.scrollWidth > el.clientWidth + 1) wide.push(`${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth} > ${el.clientWidth}`);
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 1 && !el.closest('[data-offscreen-ok]')) wide.push(`${el.tagName.toLowerCase()}.${el.className} right ${Math.round(box.right)}`);
    }
    return wide;
  });
  expect.soft(overflow, `${where}: 가로로 넘치는 곳`).toEqual([]);

  const box = await primary.boundingBox();
  if (!box) throw new Error(`${where}: 주 버튼의 위치가 없음`);
  expect.soft(box.x, `${where}: 주 버튼 왼쪽`).toBeGreaterThanOrEqual(0);
  expect.soft(box.y, `${where}: 주 버튼 위`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${where}: 주 버튼 오른쪽`).toBeLessThanOrEqual(size.width);
  expect.soft(box.y + box.height, `${where}: 주 버튼 아래`).toBeLessThanOrEqual(size.height);

  const small = await page.evaluate(() => {
    const found: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('button, a, select, input:not([type=checkbox]):not([type=radio]), [role=tab], summary, label:has(> input[type=checkbox]), label:has(> input[type=radio])');
    for (const el of Array.from(targets)) {
      if (el.closest('.sr-only, .receipt-preview, .a4-sheet')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.height < 44 || r.width < 44) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return found;
  });
  expect.soft(small, `${where}: 44px보다 작은 터치 대상`).toEqual([]);
}

/** A line's long name: one line, cut with …, the whole name in its title. */
async function checkTruncated(name: Locator, full: string): Promise<void> {
  await expect(name).toHaveAttribute('title', full);
  const shape = await name.evaluate((el) => {
    const style = getComputedStyle(el);
    return { ellipsis: style.textOverflow === 'ellipsis', height: el.getBoundingClientRect().height, oneLine: parseFloat(style.fontSize) * 1.7 };
  });
  expect(shape.ellipsis).toBe(true);
  expect(shape.height).toBeLessThanOrEqual(shape.oneLine);
}

for (const size of SIZES) {
  test(`every terminal route fits ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const where = (route: string) => `${route} @ ${size.width}×${size.height}`;

    await page.goto('/login');
    await checkLayout(page, where('/login'), page.getByRole('button', { name: '로그인', exact: true }));
    await login(page, '이관리', '9012');

    // The sale with long names on its lines.
    await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
    for (const item of LONG) await scan(page, item.barcode);
    await scan(page, '8801234567893');
    await expect(page.getByTestId('sale-line')).toHaveCount(3);
    await checkLayout(page, where('/sale'), page.getByRole('button', { name: /결제하기/ }));
    const first = LONG[0];
    await checkTruncated(page.getByTestId('sale-line').first().locator('.line-name'), `${first.name} (${first.label})`);
    await page.getByRole('tab', { name: '라켓·스트링 세트 상품 전체 보기' }).click();
    await expect(page.getByTestId('grid-tile')).toHaveCount(2);
    await checkTruncated(page.getByTestId('grid-tile').first().locator('.tile-name'), first.name);
    await checkLayout(page, where('/sale 그리드'), page.getByRole('button', { name: /결제하기/ }));

    await page.keyboard.press('F8');
    await checkLayout(page, where('/sale 현금 결제'), page.getByRole('button', { name: /결제 완료/ }));
    await page.getByRole('button', { name: /현금영수증/ }).click();
    await checkLayout(page, where('/sale 현금영수증'), page.getByRole('button', { name: /결제 완료/ }));
    await page.getByRole('button', { name: /결제 완료/ }).click();
    await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
    await checkLayout(page, where('/sale 완료'), page.getByRole('button', { name: /새 판매/ }));
    await page.keyboard.press('Enter');

    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: '주문 내역' })).toBeVisible();
    await checkLayout(page, where('/orders'), page.getByRole('button', { name: '오늘', exact: true }));
    await page.getByRole('link', { name: /^T1-/ }).first().click();
    await expect(page.getByRole('heading', { name: /^주문 T1-/ })).toBeVisible();
    await checkLayout(page, where('/orders/:id 환불'), page.getByRole('button', { name: '선택 수량 환불' }));
    await page.getByRole('button', { name: '교환', exact: true }).click();
    await checkLayout(page, where('/orders/:id 교환'), page.getByRole('button', { name: '교환 완료' }));

    await page.goto('/products');
    await checkLayout(page, where('/products'), page.getByRole('button', { name: '검색', exact: true }));
    await page.goto('/products/barcodes');
    await checkLayout(page, where('/products/barcodes'), page.getByRole('button', { name: '검색', exact: true }));
    await page.goto(`/products/${first.productNo}`);
    await checkLayout(page, where('/products/:productNo'), page.locator('button.primary').first());
    await page.goto('/stock');
    await checkLayout(page, where('/stock'), page.getByRole('tab').first());
    await page.goto('/sales');
    await checkLayout(page, where('/sales'), page.getByRole('button', { name: /X 리포트/ }));
    await page.goto('/custom');
    await checkLayout(page, where('/custom'), page.getByRole('link', { name: 'C-20240305-0009' }));
    await page.goto('/custom/C-20240305-0009');
    await checkLayout(page, where('/custom/:orderNo'), page.getByRole('button', { name: /제작 지시서 인쇄/ }));
    await page.goto('/custom/C-20240305-0009/sheet');
    await checkLayout(page, where('/custom/:orderNo/sheet'), page.getByRole('button', { name: '인쇄', exact: true }));
    await page.goto('/settings');
    await checkLayout(page, where('/settings'), page.getByRole('button', { name: '설정 저장' }));
  });
}
