import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, stockOf } from '../testing/commerce-fixtures.ts';
import { buy } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

describe('server API for the back office', () => {
  let api: TestShopApi;

  beforeAll(async () => {
    api = await startTestShopApi('server-api');
  });
  afterAll(async () => {
    await api.close();
  });

  const server = (path: string, init: { method?: string; json?: unknown; key?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${api.url}/server${path}`, {
      method: init.method ?? 'GET',
      headers: { systemKey: init.key ?? api.systemKey, 'content-type': 'application/json', ...init.headers },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });

  const newProduct = async () => {
    const res = await server('/products', {
      method: 'POST',
      json: { productName: '카운터 한정 댐프너', salePrice: 7000, optionLabels: ['색상'], options: [{ values: ['블랙'], addPrice: 0, stockCnt: 5 }, { values: ['핑크'], addPrice: 500, stockCnt: 2 }] },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { productNo: number; options: Array<{ optionNo: number; stockCnt: number; values: string[] }> };
  };

  it('refuses calls without the system key', async () => {
    const res = await server('/orders', { key: 'wrong-key-000' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('S0001');
  });

  it('gives products created at the same moment distinct numbers', async () => {
    const created = await Promise.all([1, 2, 3, 4, 5].map(() => newProduct()));
    const numbers = created.map((p) => p.productNo);
    expect(new Set(numbers).size).toBe(5);
    const optionNos = created.flatMap((p) => p.options.map((o) => o.optionNo));
    expect(new Set(optionNos).size).toBe(optionNos.length);
  });

  it('creates and updates a product that the shop then sells', async () => {
    const created = await newProduct();
    expect(created.options.map((o) => [o.values[0], o.stockCnt])).toEqual([['블랙', 5], ['핑크', 2]]);

    const put = await server(`/products/${created.productNo}`, {
      method: 'PUT',
      json: { salePrice: 8000, options: [{ optionNo: created.options[0]?.optionNo, values: ['블랙'], addPrice: 0, stockCnt: 9 }, { values: ['화이트'], addPrice: 0, stockCnt: 4 }] },
    });
    expect(put.status).toBe(200);
    const updated = await put.json();
    expect(updated.salePrice).toBe(8000);
    // Options not named in the update stay as they were.
    expect(updated.options.map((o: { values: string[]; stockCnt: number }) => [o.values[0], o.stockCnt])).toEqual(expect.arrayContaining([['블랙', 9], ['화이트', 4], ['핑크', 2]]));
    expect(updated.options).toHaveLength(3);

    const guest = await api.call('/guest/cart', { method: 'POST', json: [{ cartNo: 1, productNo: created.productNo, optionNo: created.options[0]?.optionNo, orderCnt: 1, optionInputs: [] }] });
    expect((await guest.json()).price.buyAmt).toBe(8000);

    const bad = await server('/products', { method: 'POST', json: { productName: '할인 과다', salePrice: 1000, immediateDiscountAmt: 2000, options: [{ values: [], addPrice: 0 }] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('S1003');
    expect((await server('/products/99999999')).status).toBe(404);
  });

  it('adjusts stock by a delta exactly once per idempotency key', async () => {
    const { options } = await newProduct();
    const optionNo = options[0]?.optionNo ?? 0;
    const adjust = (json: unknown) => server('/stock-adjustments', { method: 'POST', json });

    const first = await adjust({ idempotencyKey: 'pos-sale-0001', optionNo, delta: -3, reason: '매장 판매' });
    expect(first.status).toBe(200);
    const result = await first.json();
    expect(result).toMatchObject({ stockCnt: 2, previousStockCnt: 5, oversold: false, replayed: false });

    const replay = await adjust({ idempotencyKey: 'pos-sale-0001', optionNo, delta: -3, reason: '매장 판매' });
    expect(await replay.json()).toMatchObject({ stockCnt: 2, adjustedAt: result.adjustedAt, replayed: true });
    expect(await stockOf(api.deps.db, optionNo)).toBe(2);

    const conflict = await adjust({ idempotencyKey: 'pos-sale-0001', optionNo, delta: -1, reason: '매장 판매' });
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).code).toBe('S2001');

    const short = await adjust({ idempotencyKey: 'pos-sale-0002', optionNo, delta: -3 });
    expect(short.status).toBe(409);
    expect((await short.json()).code).toBe('S2003');
    expect(await stockOf(api.deps.db, optionNo)).toBe(2);

    const oversell = await adjust({ idempotencyKey: 'pos-sale-0003', optionNo, delta: -3, allowNegative: true });
    expect(await oversell.json()).toMatchObject({ stockCnt: -1, oversold: true });

    const header = await server('/stock-adjustments', { method: 'POST', headers: { 'Idempotency-Key': 'restock-000001' }, json: { optionNo, delta: 10 } });
    expect(await header.json()).toMatchObject({ stockCnt: 9 });
    expect((await adjust({ optionNo, delta: 1 })).status).toBe(400);
    expect((await adjust({ idempotencyKey: 'zero-delta-01', optionNo, delta: 0 })).status).toBe(400);
    expect((await adjust({ idempotencyKey: 'unknown-opt-1', optionNo: 12345, delta: 1 })).status).toBe(404);

    const concurrent = await Promise.all([1, 2, 3].map(() => adjust({ idempotencyKey: 'same-key-race', optionNo, delta: -1 })));
    expect(concurrent.every((r) => r.status === 200)).toBe(true);
    expect(await stockOf(api.deps.db, optionNo)).toBe(8);
  });

  it('takes many adjustments in one call, each answered as its single call would be', async () => {
    const { options } = await newProduct();
    const [a, b] = [options[0]?.optionNo ?? 0, 12345678];
    const batch = (adjustments: unknown[]) => server('/stock-adjustments/batch', { method: 'POST', json: { adjustments } });
    const res = await batch([
      { idempotencyKey: 'batch-key-0001', optionNo: a, delta: -2, reason: 'pos', allowNegative: true },
      { idempotencyKey: 'batch-key-0002', optionNo: a, delta: -4, reason: 'pos', allowNegative: true },
      { idempotencyKey: 'batch-key-0003', optionNo: b, delta: 1 },
      { idempotencyKey: 'batch-key-0004', optionNo: a, delta: 1 },
      { idempotencyKey: 'batch-key-0001', optionNo: a, delta: -2, reason: 'pos', allowNegative: true },
    ]);
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results[0]).toMatchObject({ previousStockCnt: 5, stockCnt: 3, oversold: false, replayed: false });
    expect(results[1]).toMatchObject({ previousStockCnt: 3, stockCnt: -1, oversold: true });
    expect(results[2]).toMatchObject({ optionNo: b, error: { status: 404, code: 'S2002' } });
    expect(results[3]).toMatchObject({ previousStockCnt: -1, stockCnt: 0 });
    expect(results[4]).toMatchObject({ stockCnt: 3, replayed: true });
    expect(await stockOf(api.deps.db, a)).toBe(0);

    // The same batch again changes nothing; a key reused with other content is refused on its own.
    const again = (await (await batch([{ idempotencyKey: 'batch-key-0002', optionNo: a, delta: -4, reason: 'pos', allowNegative: true }, { idempotencyKey: 'batch-key-0004', optionNo: a, delta: 2 }])).json()).results;
    expect(again[0]).toMatchObject({ stockCnt: -1, replayed: true });
    expect(again[1]).toMatchObject({ error: { code: 'S2001' } });
    const short = (await (await batch([{ idempotencyKey: 'batch-key-0005', optionNo: a, delta: -1 }])).json()).results;
    expect(short[0]).toMatchObject({ error: { status: 409, code: 'S2003' } });
    expect(await stockOf(api.deps.db, a)).toBe(0);

    expect((await batch([])).status).toBe(400);
    expect((await batch([{ optionNo: a, delta: 1 }])).status).toBe(400);
    const noKey = await fetch(`${api.url}/server/stock-adjustments/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ adjustments: [] }) });
    expect(noKey.status).toBe(401);
  });

  it('lists orders by status and moves them one step at a time', async () => {
    const { productNo, options } = await newProduct();
    const member = await createMember(api.deps.db, '백오피스');
    const orderNo = await buy(api, [{ productNo, optionNo: options[0]?.optionNo ?? 0, orderCnt: 1 }], { token: member.token });
    const move = (json: unknown) => server(`/orders/${orderNo}/status`, { method: 'PUT', json });

    const paid = await (await server('/orders?orderStatusType=PAY_DONE')).json();
    expect(paid.items.map((i: { orderNo: string }) => i.orderNo)).toContain(orderNo);

    const skip = await move({ orderStatusType: 'DELIVERY_ING', deliveryCompanyType: 'CJ', invoiceNo: '123412341234' });
    expect(skip.status).toBe(409);
    expect((await skip.json()).code).toBe('S3001');
    expect((await move({ orderStatusType: 'PRODUCT_PREPARE' })).status).toBe(200);
    expect((await move({ orderStatusType: 'DELIVERY_PREPARE' })).status).toBe(200);
    const noInvoice = await move({ orderStatusType: 'DELIVERY_ING' });
    expect((await noInvoice.json()).code).toBe('S3002');
    expect((await move({ orderStatusType: 'DELIVERY_ING', deliveryCompanyType: 'UNKNOWN', invoiceNo: '123412341234' })).status).toBe(400);
    const shipping = await move({ orderStatusType: 'DELIVERY_ING', deliveryCompanyType: 'HANJIN', invoiceNo: '123412341234' });
    expect((await shipping.json()).orderOptions[0]).toMatchObject({ orderStatusType: 'DELIVERY_ING', deliveryCompanyType: 'HANJIN' });
    expect((await move({ orderStatusType: 'DELIVERY_DONE' })).status).toBe(200);
    expect((await move({ orderStatusType: 'DELIVERY_DONE' })).status).toBe(409);

    const done = await (await server('/orders?orderStatusType=DELIVERY_DONE&pageSize=5')).json();
    expect(done.items[0]).toMatchObject({ orderNo, paid: true });
    const d = await (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
    expect(d.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].retrieveInvoiceUrl).toContain('123412341234');
    expect((await server('/orders/000000000000000000/status', { method: 'PUT', json: { orderStatusType: 'PRODUCT_PREPARE' } })).status).toBe(404);
  });
});
