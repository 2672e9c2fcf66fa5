// The /api/pos/* routes as a terminal uses them: registration, staff login and roles, product and
// barcode screens through the platform, the catalogue delta feed, and bad input answered with a
// code and a Korean message (never a 500).
import {
  posRoutePath,
  type PosBarcodeRecord,
  type PosCataloguePage,
  type PosProductDetail,
  type PosProductList,
  type PosStaffLoginReply,
} from '@courtside/core/pos';
import { isValidEan13 } from '@courtside/core/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, ADMIN, SETUP_CODE, type PosStack } from './testing/stack';
import { loginSim, posFetch, registerSimTerminal } from './testing/sim-terminal';

let stack: PosStack;

beforeAll(async () => {
  stack = await startPosStack('pos-routes');
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

async function walkCatalogue(cursor?: string): Promise<{ items: PosCataloguePage['items']; cursor: string }> {
  const items: PosCataloguePage['items'][number][] = [];
  let next = cursor;
  for (;;) {
    const page = await json<PosCataloguePage>(await stack.api(`${posRoutePath('catalogue')}?limit=50${next ? `&cursor=${next}` : ''}`));
    items.push(...page.items);
    next = page.nextCursor;
    if (!page.hasMore) return { items, cursor: page.nextCursor };
  }
}

describe('terminals and staff', () => {
  it('registers further terminals only with an admin\'s short-lived registration code, once; the setup code only works on an empty server', async () => {
    const register = (body: unknown) =>
      fetch(`${stack.server.url}${posRoutePath('terminals.register')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const withSetup = await register({ name: '카운터 2', admin: { name: '새관리자', pin: '0000' }, setupCode: SETUP_CODE });
    expect(withSetup.status).toBe(403);
    expect(await withSetup.json()).toMatchObject({ code: 'POS_PAIRING_CODE_INVALID' });
    // An admin's name and PIN alone register nothing.
    expect((await register({ name: '카운터 2', admin: ADMIN })).status).toBe(403);
    const code = await stack.pairingCode();
    expect(code).toMatch(/^\d{4}-\d{4}$/);
    const second = await registerSimTerminal(stack.server.url, '카운터 2', ADMIN, code.replace('-', ' '));
    expect(second.terminalId).not.toBe(stack.terminal.terminalId);
    const again = await register({ name: '카운터 3', setupCode: code });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'POS_PAIRING_CODE_INVALID' });
    // A cashier cannot make codes.
    await stack.api(posRoutePath('staff.list'), { method: 'POST', json: { name: '코드계산', pin: '9753', role: 'cashier' } });
    const cashier = await loginSim(stack.server.url, stack.terminal.terminalKey, '코드계산', '9753');
    expect((await posFetch(stack.server.url, stack.terminal.terminalKey, cashier.token)(posRoutePath('terminals.pairingCode'), { method: 'POST' })).status).toBe(403);
  });

  it('logs staff in with what the terminal needs for offline login, and locks a name after five wrong PINs', async () => {
    await stack.api(posRoutePath('staff.list'), { method: 'POST', json: { name: '이계산', pin: '2468', role: 'cashier' } });
    const res = await fetch(`${stack.server.url}${posRoutePath('sessions.login')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pos-terminal-key': stack.terminal.terminalKey },
      body: JSON.stringify({ name: '이계산', pin: '2468' }),
    });
    const login = await json<PosStaffLoginReply>(res);
    expect(login.staff).toMatchObject({ name: '이계산', role: 'cashier' });
    expect(login.offline.hash).toMatchObject({ algorithm: 'scrypt', N: 16384 });
    expect(Date.parse(login.offline.offlineUntil)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(login)).not.toContain('2468');

    const attempt = () => loginSim(stack.server.url, stack.terminal.terminalKey, '이계산', '0000').catch((e: Error) => e.message);
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push(await attempt());
    expect(messages[0]).toContain('401');
    expect(messages[4]).toContain('429');
    // The message says until when (HH:MM, Seoul time).
    expect(messages[4]).toMatch(/\d{2}:\d{2}까지/);
    // Even the right PIN waits out the lock.
    expect(await loginSim(stack.server.url, stack.terminal.terminalKey, '이계산', '2468').catch((e: Error) => e.message)).toContain('429');
  });

  it('answers missing or wrong credentials with codes and Korean messages', async () => {
    const none = await fetch(`${stack.server.url}${posRoutePath('catalogue')}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'POS_TERMINAL_KEY_MISSING', message: expect.stringMatching(/단말기/) });
    const wrong = await posFetch(stack.server.url, 'not-a-key', null)(posRoutePath('catalogue'));
    expect(await wrong.json()).toMatchObject({ code: 'POS_TERMINAL_KEY_INVALID' });
    const noSession = await posFetch(stack.server.url, stack.terminal.terminalKey, null)(posRoutePath('products.search'));
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toMatchObject({ code: 'POS_STAFF_SESSION_MISSING' });
    const badToken = await posFetch(stack.server.url, stack.terminal.terminalKey, 'forged')(posRoutePath('products.search'));
    expect(badToken.status).toBe(401);
  });

  it('keeps cashiers out of admin and stock work', async () => {
    await stack.api(posRoutePath('staff.list'), { method: 'POST', json: { name: '박계산', pin: '1357', role: 'cashier' } });
    const cashier = await loginSim(stack.server.url, stack.terminal.terminalKey, '박계산', '1357');
    const asCashier = posFetch(stack.server.url, stack.terminal.terminalKey, cashier.token);
    for (const [path, method, body] of [
      [posRoutePath('staff.list'), 'GET', undefined],
      [posRoutePath('reports.z'), 'POST', {}],
      [posRoutePath('products.search'), 'POST', { name: 'x', salePrice: 1, options: [{ label: '', addPrice: 0 }] }],
      [posRoutePath('barcodes.search'), 'POST', { barcode: '8801234567893', productNo: 1, optionNo: 1 }],
    ] as const) {
      const res = await asCashier(path, { method, json: body });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'POS_FORBIDDEN', message: expect.stringMatching(/권한/) });
    }
    expect((await asCashier(posRoutePath('products.search'))).status).toBe(200);
  });

  it('ends a session on logout and when the account is deactivated', async () => {
    const created = await json<{ staffId: number }>(await stack.api(posRoutePath('staff.list'), { method: 'POST', json: { name: '최재고', pin: '9753', role: 'stock' } }));
    const s1 = await loginSim(stack.server.url, stack.terminal.terminalKey, '최재고', '9753');
    const as1 = posFetch(stack.server.url, stack.terminal.terminalKey, s1.token);
    expect((await as1(posRoutePath('sessions.current'))).status).toBe(200);
    expect((await as1(posRoutePath('sessions.current'), { method: 'DELETE' })).status).toBe(204);
    expect((await as1(posRoutePath('sessions.current'))).status).toBe(401);
    const s2 = await loginSim(stack.server.url, stack.terminal.terminalKey, '최재고', '9753');
    await stack.api(posRoutePath('staff.update', { staffId: created.staffId }), { method: 'PATCH', json: { active: false } });
    expect((await posFetch(stack.server.url, stack.terminal.terminalKey, s2.token)(posRoutePath('sessions.current'))).status).toBe(401);
  });
});

describe('products, barcodes and the catalogue feed', () => {
  let detail: PosProductDetail;
  let deletedCode = '';

  it('creates, reads and updates a product on the platform', async () => {
    const created = await stack.api(posRoutePath('products.search'), {
      method: 'POST',
      json: { name: '코트사이드 로고 댐프너', salePrice: 8000, options: [{ label: '블랙', addPrice: 0, stockCnt: 12 }, { label: '화이트', addPrice: 500, stockCnt: 3 }] },
    });
    expect(created.status).toBe(201);
    detail = await json<PosProductDetail>(created);
    expect(detail.options.map((o) => [o.label, o.price, o.stockCnt])).toEqual([
      ['블랙', 8000, 12],
      ['화이트', 8500, 3],
    ]);
    const updated = await json<PosProductDetail>(await stack.api(posRoutePath('products.one', { productNo: detail.productNo }), { method: 'PATCH', json: { salePrice: 9000 } }));
    expect(updated.salePrice).toBe(9000);
    expect(await stack.platform.stockOf(detail.productNo, detail.options[0]?.optionNo ?? 0)).toBe(12);
    const list = await json<PosProductList>(await stack.api(`${posRoutePath('products.search')}?keyword=${encodeURIComponent('로고 댐프너')}`));
    expect(list.items.map((i) => i.productNo)).toContain(detail.productNo);
    expect((await stack.api(posRoutePath('products.one', { productNo: 987654 }))).status).toBe(404);
  });

  it('registers barcodes with the check digit verified and generates in-store codes', async () => {
    const optionNo = detail.options[0]?.optionNo ?? 0;
    const bad = await stack.api(posRoutePath('barcodes.search'), { method: 'POST', json: { barcode: '8801234567890', productNo: detail.productNo, optionNo } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'POS_BARCODE_INVALID', message: expect.stringMatching(/검증 숫자/) });
    const good = await json<PosBarcodeRecord>(await stack.api(posRoutePath('barcodes.search'), { method: 'POST', json: { barcode: '8801234567893', productNo: detail.productNo, optionNo } }));
    expect(good).toMatchObject({ barcode: '8801234567893', symbology: 'ean13', inStore: false });
    const taken = await stack.api(posRoutePath('barcodes.search'), { method: 'POST', json: { barcode: '8801234567893', productNo: detail.productNo, optionNo: detail.options[1]?.optionNo } });
    expect(taken.status).toBe(409);
    const gen1 = await json<PosBarcodeRecord>(await stack.api(posRoutePath('barcodes.search'), { method: 'POST', json: { generate: { prefix: 21 }, productNo: detail.productNo, optionNo } }));
    const gen2 = await json<PosBarcodeRecord>(await stack.api(posRoutePath('barcodes.search'), { method: 'POST', json: { generate: { prefix: 21 }, productNo: detail.productNo, optionNo } }));
    expect(isValidEan13(gen1.barcode) && gen1.barcode.startsWith('21') && gen1.inStore).toBe(true);
    expect(gen2.barcode).not.toBe(gen1.barcode);
    const badOption = await stack.api(posRoutePath('barcodes.search'), { method: 'POST', json: { barcode: '8809876543214', productNo: detail.productNo, optionNo: 1 } });
    expect(await badOption.json()).toMatchObject({ code: 'POS_OPTION_NOT_FOUND' });

    const moved = await stack.api(posRoutePath('barcodes.one', { barcode: '8801234567893' }), { method: 'PATCH', json: { productNo: detail.productNo, optionNo: detail.options[1]?.optionNo } });
    expect(await moved.json()).toMatchObject({ optionNo: detail.options[1]?.optionNo });
    const found = await json<{ items: PosBarcodeRecord[] }>(await stack.api(`${posRoutePath('barcodes.search')}?q=210`));
    expect(found.items.map((b) => b.barcode)).toEqual(expect.arrayContaining([gen1.barcode, gen2.barcode]));
    expect((await stack.api(posRoutePath('barcodes.one', { barcode: gen2.barcode }), { method: 'DELETE' })).status).toBe(204);
    deletedCode = gen2.barcode;
    expect((await stack.api(posRoutePath('barcodes.one', { barcode: gen2.barcode }))).status).toBe(404);
  });

  it('sends each product with its display categories and their labels, for the counter’s product grid', async () => {
    const shopDb = stack.platform.shop.deps.db;
    await shopDb.insertInto('categories').values([
      { category_no: 9100, label: '악세서리', parent_no: null, depth: 1, display_order: 1 },
      { category_no: 9101, label: '댐프너', parent_no: 9100, depth: 2, display_order: 1 },
    ]).execute();
    const { productNo } = await stack.platform.createProduct('그리드 댐프너', 7000, [5]);
    await shopDb.insertInto('product_categories').values({ product_no: productNo, category_no: 9101 }).execute();
    const before = await walkCatalogue();
    expect((await stack.api(posRoutePath('products.one', { productNo: productNo }))).status).toBe(200);
    const after = await walkCatalogue(before.cursor);
    // The latest version of the product in the feed (a background sweep may have sent it first).
    const product = [...before.items, ...after.items].filter((i) => i.kind === 'product' && i.product.productNo === productNo).at(-1);
    expect(product).toMatchObject({ product: { categories: [{ categoryNo: 9101, label: '댐프너', path: '악세서리 > 댐프너' }] } });
  });

  it('streams the catalogue by cursor and then only what changed, including web sales and removed barcodes', async () => {
    const full = await walkCatalogue();
    const products = full.items.filter((i) => i.kind === 'product');
    expect(products.some((i) => i.kind === 'product' && i.product.productNo === detail.productNo)).toBe(true);
    expect(full.items.some((i) => i.kind === 'barcode' && i.barcode.barcode === '8801234567893')).toBe(true);
    const quiet = await walkCatalogue(full.cursor);
    expect(quiet.items).toEqual([]);
    expect(quiet.cursor).toBe(full.cursor);

    const optionNo = detail.options[0]?.optionNo ?? 0;
    await stack.platform.webBuy(detail.productNo, optionNo, 2);
    const { sweepOnce } = await import('./catalogue');
    await sweepOnce(stack.server.deps);
    const delta = await walkCatalogue(full.cursor);
    const changed = delta.items.find((i) => i.kind === 'product' && i.product.productNo === detail.productNo);
    expect(changed?.kind === 'product' ? changed.product.options[0]?.stockCnt : null).toBe(10);
    // A deleted code reaches terminals as a removal, never as a live barcode.
    expect(full.items.some((i) => i.kind === 'barcode-removed' && i.barcode === deletedCode)).toBe(true);
    expect(full.items.some((i) => i.kind === 'barcode' && i.barcode.barcode === deletedCode)).toBe(false);
  });

  it('answers a bad cursor, bad dates and malformed bodies with codes, never a 500', async () => {
    expect(await json(await stack.api(`${posRoutePath('catalogue')}?cursor=abc`))).toMatchObject({ code: 'POS_CURSOR_INVALID' });
    expect(await json(await stack.api(`${posRoutePath('reports.daily')}?date=2024-02-30`))).toMatchObject({ code: 'POS_DATE_INVALID' });
    const raw = await fetch(`${stack.server.url}${posRoutePath('sync')}`, { method: 'POST', headers: { 'x-pos-terminal-key': stack.terminal.terminalKey }, body: '{not json' });
    expect(raw.status).toBe(400);
    for (const [path, method, body] of [
      [posRoutePath('sync'), 'POST', { terminalId: 'x', entries: 3 }],
      [posRoutePath('products.search'), 'POST', { name: 3 }],
      [posRoutePath('barcodes.search'), 'POST', { generate: { prefix: 30 }, productNo: 1, optionNo: 1 }],
      [posRoutePath('staff.list'), 'POST', { name: '짧은핀', pin: '12', role: 'cashier' }],
      [posRoutePath('staff.update', { staffId: 0 }), 'PATCH', {}],
      [posRoutePath('conflicts.resolve', { conflictId: 0 }), 'POST', { note: 'x' }],
      [`${posRoutePath('products.search')}?page=0`, 'GET', undefined],
      [posRoutePath('sales.one', { saleId: 'nope' }), 'GET', undefined],
    ] as const) {
      const res = await stack.api(path, { method, json: body });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect((await json<{ message: string }>(res)).message).toMatch(/[가-힣]/);
    }
    const tooMany = await stack.api(posRoutePath('sync'), { method: 'POST', json: { terminalId: stack.terminal.terminalId, entries: Array.from({ length: 501 }, () => ({})) } });
    expect(tooMany.status).toBe(413);
  });
});
