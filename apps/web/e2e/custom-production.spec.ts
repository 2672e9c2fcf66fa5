// Custom production by an admin: a member's paid order for the custom dampener (two designs, each
// frozen as a design reference) moves request → progress → completion with who and when, and its
// production sheet prints on A4, one page per design, faces at true size. A member who is not an
// admin is refused by the pages and by the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { loginAs, seedMembers, shopApiUrl } from './support/session';

const CUSTOM_DAMPENER = { productNo: 100301, optionNo: 10030101 };
const platformHeaders = { clientId: 'courtside-local', Version: '1.0', platform: 'PC' };

function design(shape: 'circle' | 'square', color: string, sideMode: '1' | '2', front: string, back: string) {
  const text = (id: string, value: string) => ({ kind: 'text', id, x: 15, y: 15, scale: 1, rotation: 0, text: value, font: 'pretendard-bold', fontSize: 5, color: '#111111' });
  return {
    version: 1,
    shape,
    cushionMaterial: 'silicone',
    cushionColor: { palette: 'dampener', key: color },
    sideMode,
    front: { layers: [text('f1', front)] },
    back: { layers: [text('b1', back)] },
  };
}

/** The shopper freezes two designs and pays for both on the platform (order sheet → reserve → sandbox approve). */
async function orderTwoCustomDampeners(page: Page, request: APIRequestContext, baseURL: string): Promise<string> {
  await loginAs(page, seedMembers.shopper);
  const picture = `${baseURL}/pod/dampener.svg`;
  const references: string[] = [];
  for (const d of [design('square', 'red', '2', '코트사이드', 'ACE'), design('circle', 'cobaltBlue', '1', '테니스', '')]) {
    const reply = await page.request.post('/api/custom/dampener/reference', { data: { design: d, frontImageUrl: picture, backImageUrl: d.sideMode === '2' ? picture : null } });
    expect(reply.status()).toBe(201);
    references.push(((await reply.json()) as { reference: string }).reference);
  }
  const login = await request.post(`${shopApiUrl}/oauth/token`, { headers: platformHeaders, data: { ...seedMembers.shopper, keepLogin: false } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { ...platformHeaders, accessToken };
  const sheet = await request.post(`${shopApiUrl}/order-sheets`, {
    headers,
    data: {
      products: references.map((reference, i) => ({
        ...CUSTOM_DAMPENER,
        orderCnt: i + 1,
        optionInputs: [
          { inputLabel: '디자인 참조번호', inputValue: reference },
          { inputLabel: '디자인 이미지', inputValue: picture },
        ],
      })),
      cartNos: [],
      productCoupons: [],
    },
  });
  expect(sheet.ok()).toBe(true);
  const { orderSheetNo } = (await sheet.json()) as { orderSheetNo: string };
  const reserve = await request.post(`${shopApiUrl}/payments/reserve`, {
    headers,
    data: {
      orderSheetNo, payType: 'CREDIT_CARD', pgType: 'INICIS', clientReturnUrl: `${baseURL}/order/order-result`, member: true,
      orderer: { ordererName: '이정현', ordererEmail: 'lee@example.kr', ordererContact1: '010-2345-6789', ordererContact2: '' },
      shippingAddress: {
        addressNo: 0, receiverName: '이정현', receiverZipCd: '06236', receiverAddress: '서울특별시 강남구 테헤란로 123', receiverJibunAddress: '서울특별시 강남구 역삼동 1',
        receiverDetailAddress: '4층', receiverContact1: '010-2345-6789', receiverContact2: '', countryCd: 'KR', addressName: '집',
      },
      useDefaultAddress: false, saveAddressBook: false, updateMember: false, subPayAmt: 0, coupons: null, orderMemo: null, deliveryMemo: null,
      tempPassword: null, agreementTypes: ['TERMS_OF_USE'], extraData: {},
    },
  });
  expect(reserve.ok()).toBe(true);
  const { key } = (await reserve.json()) as { key: string };
  const approved = await request.post(`${shopApiUrl}/sandbox/payments/${key}/approve`, { form: {}, maxRedirects: 0 });
  const orderNo = new URL(approved.headers().location ?? 'http://x/').searchParams.get('orderNo');
  expect(orderNo).toBeTruthy();
  return orderNo ?? '';
}

test('an admin moves a custom order to completion and prints its production sheet', async ({ browser, request, baseURL }) => {
  const shopper = await browser.newContext();
  const orderNo = await orderTwoCustomDampeners(await shopper.newPage(), request, baseURL ?? '');
  await shopper.close();

  const page = await (await browser.newContext()).newPage();
  await loginAs(page, seedMembers.admin);
  await page.goto('/custom/admin/list');
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(card).toContainText('디자인 완료');
  await expect(card).toContainText('사각형');
  await expect(card).toContainText('레드');
  await expect(card).toContainText('자사몰');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('link', { name: `주문 ${orderNo}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNo);
  for (const [button, status] of [
    ['제작 요청', '제작요청'],
    ['제작 시작', '제작중'],
    ['제작 완료 처리', '제작완료'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(status);
  }
  const history = page.getByRole('list', { name: '제작 상태 기록' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('courtside_admin · 디자인 완료 → 제작요청');
  await expect(history.nth(2)).toContainText('제작중 → 제작완료');
  await expect(page.getByText('제작이 모두 끝난 주문입니다.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The order came through the smartstore: the admin corrects its channel, and the filter finds it.
  await page.getByRole('combobox', { name: '판매 채널' }).selectOption('smartstore');
  await page.getByRole('button', { name: '채널 저장' }).click();
  await expect(page.getByText('판매 채널을 스마트스토어(으)로 바꿨습니다.')).toBeVisible();
  await page.goto('/custom/admin/completion?salesChannel=smartstore');
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toContainText('제작완료');
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toContainText('스마트스토어');
  await page.goto('/custom/admin/completion?salesChannel=courtside');
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toHaveCount(0);
  await page.goto('/custom/admin/production');
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toHaveCount(0);

  // The production sheet: A4 page rule, one page per design, faces at 30 mm.
  await page.goto(`/custom/document?orderNo=${orderNo}`);
  const sheets = page.locator('[data-sheet]');
  await expect(sheets).toHaveCount(2);
  await expect(sheets.nth(0)).toContainText('사각형');
  await expect(sheets.nth(0)).toContainText('레드');
  await expect(sheets.nth(0)).toContainText('1개');
  await expect(sheets.nth(1)).toContainText('원형');
  await expect(sheets.nth(1)).toContainText('2개');
  expect(await seriousViolations(page)).toEqual([]);
  const pageRule = await page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSPageRule) return { size: rule.style.getPropertyValue('size').toUpperCase(), margin: rule.style.getPropertyValue('margin') };
      }
    }
    return null;
  });
  expect(pageRule).toEqual({ size: 'A4', margin: '12mm' });
  expect(await sheets.nth(0).evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '인쇄하기' })).toBeHidden();
  // 30 mm at CSS's 96 px per inch.
  const faces = page.locator('[data-true-size="face"]');
  await expect(faces).toHaveCount(3);
  for (const box of await faces.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
    expect(box.width).toBeCloseTo((30 * 96) / 25.4, 0);
    expect(box.height).toBeCloseTo((30 * 96) / 25.4, 0);
  }
  await expect(sheets.nth(0).locator('img').first()).toHaveAttribute('src', /\/api\/custom\/dampener\/render\?reference=D\d{8}-/);
  // The server's 300-DPI print file: 30 mm face + 2 mm bleed each side = 402 px, shown at 34 mm.
  const print = sheets.nth(0).locator('img').first();
  await expect.poll(() => print.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(402);
  expect(await print.evaluate((img) => img.getBoundingClientRect().width)).toBeCloseTo((34 * 96) / 25.4, 0);
});

test('a member who is not an admin is refused by the production pages and the API', async ({ page, browser }) => {
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const anonymous = await visitor.request.get('/api/custom/admin');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
  await visitor.close();

  await loginAs(page, seedMembers.shopper);
  for (const path of ['/custom/admin/list', '/custom/admin/production', '/custom/admin/completion', '/custom/admin/order/20250101000001', '/custom/document?orderNo=20250101000001']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: '접근 권한이 없습니다.' })).toBeVisible();
  }
  const list = await page.request.get('/api/custom/admin');
  expect(list.status()).toBe(403);
  expect(await list.json()).toMatchObject({ code: 'ADMIN_ONLY', message: '관리자만 이용할 수 있습니다.' });
  const move = await page.request.post('/api/custom/admin', { data: { orderNo: '20250101000001', status: 'request' } });
  expect(move.status()).toBe(403);
  const exported = await page.request.get('/api/custom/admin/export?orderNos=20250101000001');
  expect(exported.status()).toBe(403);
  const podOrders = await page.request.post('/api/pod/user', {
    data: {
      type: 'orders',
      orders: [
        {
          orderCode: '20250101000001',
          storeCustomerId: 'member:tennis_lee',
          shippingAddress: { address: '서울', addressDetail: '1층', nationCode: 'KR', phoneNumber: '01000000000', postcode: '06236', recipient: '이정현' },
          orderEntries: [{ projectId: 'PJ20250101-AAAAAAAA', quantity: 1, productSellPrice: 1000 }],
        },
      ],
    },
  });
  expect(podOrders.status()).toBe(403);
});
