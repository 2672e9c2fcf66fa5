// 재입고 알림 over a real server: a member and a guest ask for a sold-out option, the server API puts
// stock back, exactly one 알림톡 per request reaches the outbox (however often the sender runs), the
// member's list empties as it is sent, deletes are the member's own; /products/restocked lists the
// product newest first; best sellers rank real orders over the week and the month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { seedMembers } from '../seed/fixtures.ts';
import { errorCode, login } from './member-area.test-helpers.ts';
import { sendRestockAlerts } from '../services/catalogue/restock/restock-alerts.ts';

let api: TestShopApi;
let token: string;

beforeAll(async () => {
  api = await startTestShopApi('restock');
  token = await login(api, seedMembers.shopper.memberId, seedMembers.shopper.password);
});
afterAll(async () => {
  await api?.close();
});

async function soldOutOption(skip: number[] = []) {
  const rows = await api.deps.db.selectFrom('options').innerJoin('products', 'products.product_no', 'options.product_no')
    .select(['options.option_no', 'options.product_no', 'products.product_name'])
    .where('options.stock_cnt', '=', 0).where('products.display', '=', 1).where('products.sale_status', '=', 'ONSALE')
    .orderBy('options.option_no').execute();
  const row = rows.find((r) => !skip.includes(r.product_no));
  if (!row) throw new Error('품절 옵션이 없습니다.');
  return row;
}

async function outbox(target: string) {
  const res = await fetch(`${api.url}/sandbox/outbox?target=${target}&limit=100`);
  return ((await res.json()) as { items: { channel: string; subject: string; body: string }[] }).items;
}

function restock(optionNo: number, delta: number, key: string) {
  return fetch(`${api.url}/server/stock-adjustments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', systemKey: api.systemKey, clientId: api.clientId, platform: 'PC', Version: '1.0' },
    body: JSON.stringify({ idempotencyKey: key, optionNo, delta, reason: '재입고' }),
  });
}

describe('재입고 알림', () => {
  it('takes a member and a guest request, and sends each exactly once when stock comes back', async () => {
    const option = await soldOutOption();
    const guestPhone = '010-5555-0101';
    expect((await api.call('/products/restock', { method: 'POST', token, json: { optionNos: [option.option_no] } })).status).toBe(204);
    // Asked twice: still one request.
    expect((await api.call('/products/restock', { method: 'POST', token, json: { optionNos: [option.option_no] } })).status).toBe(204);
    expect((await api.call('/products/restock', { method: 'POST', json: { optionNos: [option.option_no], privacyInfoAgreement: true, name: '김게스트', phone: guestPhone } })).status).toBe(204);

    const mine = await api.call(`/products/restock?productNo=${option.product_no}`, { token });
    expect(mine.status).toBe(200);
    const listed = (await mine.json()) as { totalCount: number; items: { restockNo: number; optionNo: number; productNo: number; registerYmdt: string }[] };
    expect(listed.totalCount).toBe(1);
    expect(listed.items[0]).toMatchObject({ optionNo: option.option_no, productNo: option.product_no });

    // Nothing is sent while the option is still sold out.
    expect(await api.restockAlerts.runOnce()).toBe(0);
    expect((await restock(option.option_no, 5, `restock-${option.option_no}-a`)).status).toBe(200);
    // Two senders at once (two processes, or two ticks) send each request once.
    const sender = { db: api.deps.db, outbox: api.deps.outbox, now: api.deps.now, mallUrl: 'http://mall.test' };
    const [a, b] = await Promise.all([sendRestockAlerts(sender), sendRestockAlerts(sender)]);
    expect(a + b).toBe(2);
    expect(await api.restockAlerts.runOnce()).toBe(0);

    const toMember = await outbox(seedMembers.shopper.mobileNo);
    const toGuest = await outbox('01055550101');
    expect(toMember.filter((m) => m.subject.includes('재입고'))).toHaveLength(1);
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]).toMatchObject({ channel: 'ALIMTALK', subject: '[코트사이드] 재입고 알림' });
    expect(toGuest[0]!.body).toContain('김게스트님');
    expect(toGuest[0]!.body).toContain(option.product_name);
    expect(toGuest[0]!.body).toContain(`http://mall.test/product/${option.product_no}`);
    // Sent requests leave the member's list (the platform lists unsent ones only).
    const after = (await (await api.call(`/products/restock?productNo=${option.product_no}`, { token })).json()) as { totalCount: number };
    expect(after.totalCount).toBe(0);

    const restocked = await api.call('/products/restocked?pageSize=10');
    expect(restocked.status).toBe(200);
    const body = (await restocked.json()) as { totalCount: number; items: { productNo: number }[] };
    expect(body.items[0]?.productNo).toBe(option.product_no);
  });

  it('lists the newest restock first and deletes only the member’s own requests', async () => {
    const first = await soldOutOption();
    const second = await soldOutOption([first.product_no]);
    await api.call('/products/restock', { method: 'POST', token, json: { optionNos: [second.option_no] } });
    const all = (await (await api.call('/products/restock', { token })).json()) as { items: { restockNo: number; optionNo: number }[] };
    const mine = all.items.find((i) => i.optionNo === second.option_no);
    expect(mine).toBeDefined();
    const other = await login(api, seedMembers.reviewer.memberId, seedMembers.reviewer.password);
    const refused = await api.call(`/products/restock?restockNos=${mine!.restockNo}`, { method: 'DELETE', token: other });
    expect(refused.status).toBe(404);
    expect(await errorCode(refused)).toBe('PR007');
    expect((await api.call(`/products/restock?restockNos=${mine!.restockNo}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await (await api.call(`/products/restock?optionNos=${second.option_no}`, { token })).json()) as { totalCount: number }).toMatchObject({ totalCount: 0 });

    await restock(second.option_no, 3, `restock-${second.option_no}-b`);
    expect(await api.restockAlerts.runOnce()).toBe(0);
    const restocked = (await (await api.call('/products/restocked')).json()) as { items: { productNo: number }[] };
    expect(restocked.items.map((i) => i.productNo).slice(0, 2)).toEqual([second.product_no, first.product_no]);
  });

  it('refuses what the platform refuses, in Korean', async () => {
    const option = await soldOutOption();
    const noConsent = await api.call('/products/restock', { method: 'POST', json: { optionNos: [option.option_no], phone: '01012345678' } });
    expect(noConsent.status).toBe(400);
    expect(await errorCode(noConsent)).toBe('PR004');
    const badPhone = await api.call('/products/restock', { method: 'POST', json: { optionNos: [option.option_no], privacyInfoAgreement: true, phone: '12345' } });
    expect(await errorCode(badPhone)).toBe('PR006');
    const inStock = await api.deps.db.selectFrom('options').select('option_no').where('stock_cnt', '>', 10).executeTakeFirstOrThrow();
    const buyable = await api.call('/products/restock', { method: 'POST', token, json: { optionNos: [inStock.option_no] } });
    expect(buyable.status).toBe(409);
    expect(await errorCode(buyable)).toBe('PR003');
    expect((await api.call('/products/restock', { method: 'POST', token, json: { optionNos: [999_999_999] } })).status).toBe(404);
    expect((await api.call('/products/restock?productNo=1')).status).toBe(401);
    expect((await api.call('/products/restock?restockNos=a,b', { method: 'DELETE', token })).status).toBe(400);
  });
});

describe('best sellers', () => {
  it('ranks the week’s and the month’s paid orders, not the catalogue', async () => {
    const week = await api.call('/products/best-seller/search?pageSize=50');
    expect(week.status).toBe(200);
    const weekly = (await week.json()) as { totalCount: number; items: { productNo: number; saleCnt: number }[] };
    const month = (await (await api.call('/products/best-seller/search?period=MONTH&pageSize=50')).json()) as typeof weekly;
    const products = await api.deps.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(weekly.totalCount).toBeGreaterThan(0);
    expect(weekly.totalCount).toBeLessThan(Number(products.n));
    expect(month.totalCount).toBeGreaterThanOrEqual(weekly.totalCount);
    // Sorted by the period's units.
    const counts = weekly.items.map((i) => i.saleCnt);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await api.call('/products/best-seller/search?period=YEAR')).status).toBe(400);
  });
});
