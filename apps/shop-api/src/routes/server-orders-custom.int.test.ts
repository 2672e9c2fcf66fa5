// The server API as the own server's production area reads it: paid orders holding given products,
// with the design reference the shopper typed, the orderer and receiver, and one order by number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_DAMPENER_INPUT_LABEL, CUSTOM_DAMPENER_OPTION_NO, CUSTOM_DAMPENER_PRODUCT_NO } from '../seed/fixtures.ts';
import { createMember } from '../testing/commerce-fixtures.ts';
import { buy, createSheet, reserve } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

describe('server orders for custom production', () => {
  let api: TestShopApi;

  beforeAll(async () => {
    api = await startTestShopApi('server-orders-custom');
  });
  afterAll(async () => {
    await api.close();
  });

  const server = (path: string) => fetch(`${api.url}/server${path}`, { headers: { systemKey: api.systemKey } });
  const customLine = (reference: string) => ({
    productNo: CUSTOM_DAMPENER_PRODUCT_NO,
    optionNo: CUSTOM_DAMPENER_OPTION_NO,
    orderCnt: 2,
    optionInputs: [{ inputLabel: CUSTOM_DAMPENER_INPUT_LABEL, inputValue: reference }],
  });

  it('lists only paid orders holding the named products, with inputs, member and receiver', async () => {
    const member = await createMember(api.deps.db, '커스텀주문');
    const paidNo = await buy(api, [customLine('design-ref-1')], { token: member.token });
    // Reserved but never approved: no order, so it cannot show up.
    await reserve(api, await createSheet(api, [customLine('design-ref-2')], { token: member.token }), { token: member.token });

    const res = await server(`/orders?productNos=${CUSTOM_DAMPENER_PRODUCT_NO},100302&paid=true&pageSize=50`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const found = body.items.find((o: { orderNo: string }) => o.orderNo === paidNo);
    expect(found).toMatchObject({
      paid: true,
      memberId: expect.stringMatching(/^fixture_/),
      orderer: { ordererName: '김주문', ordererContact1: '010-1234-5678' },
      shippingAddress: { receiverName: '이받음', receiverZipCd: '06236', receiverAddress: '서울특별시 강남구 테헤란로 123', receiverDetailAddress: '4층', receiverContact1: '010-2222-3333' },
    });
    expect(found.orderOptions[0]).toMatchObject({
      productNo: CUSTOM_DAMPENER_PRODUCT_NO,
      orderCnt: 2,
      optionInputs: [{ inputLabel: CUSTOM_DAMPENER_INPUT_LABEL, inputValue: 'design-ref-1' }],
      salePrice: 7900,
    });
    for (const item of body.items) {
      expect(item.paid).toBe(true);
      expect(item.orderOptions.some((o: { productNo: number }) => o.productNo === CUSTOM_DAMPENER_PRODUCT_NO || o.productNo === 100302)).toBe(true);
    }

    const other = await (await server('/orders?productNos=100001&paid=true&pageSize=200')).json();
    expect(other.items.map((o: { orderNo: string }) => o.orderNo)).not.toContain(paidNo);
  });

  it('answers one order by number, and 404 for an unknown one', async () => {
    const orderNo = await buy(api, [customLine('design-ref-3')], { tempPassword: 'guest1234' });
    const res = await server(`/orders/${orderNo}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ orderNo, memberId: null, paid: true });
    expect(body.orderOptions[0].optionInputs[0].inputValue).toBe('design-ref-3');
    expect((await server('/orders/000000000000000000')).status).toBe(404);
  });

  it('refuses a malformed product list', async () => {
    expect((await server('/orders?productNos=abc')).status).toBe(400);
  });
});
