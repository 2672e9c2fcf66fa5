import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../testing/commerce-fixtures.ts';
import { buy } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

interface OrderOption {
  orderOptionNo: number;
  optionNo: number;
  orderCnt: number;
  orderStatusType: string;
  claimStatusType: string | null;
}
type Detail = { guestToken: string; orderOptionsGroupByPartner: Array<{ orderOptionsGroupByDelivery: Array<{ orderOptions: OrderOption[] }> }> };
const optionsOf = (d: Detail) => d.orderOptionsGroupByPartner.flatMap((p) => p.orderOptionsGroupByDelivery.flatMap((g) => g.orderOptions));

describe('guest claims with a guestToken', () => {
  let api: TestShopApi;
  let grip: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('guest-claims');
    grip = await createProduct(api.deps.db, { salePrice: 12000, options: [['화이트', 0, 40], ['블랙', 0, 40]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const line = (i: number, orderCnt: number) => ({ productNo: grip.productNo, optionNo: grip.optionNos[i] ?? 0, orderCnt });
  const login = async (orderNo: string, password: string): Promise<Detail> => {
    const res = await api.call(`/guest/orders/${orderNo}`, { method: 'POST', json: { password, orderRequestType: 'ALL' } });
    expect(res.status).toBe(200);
    return res.json();
  };
  const ship = async (orderNo: string, until = 'DELIVERY_DONE') => {
    for (const step of ['PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE']) {
      const res = await fetch(`${api.url}/server/orders/${orderNo}/status`, {
        method: 'PUT', headers: { systemKey: api.systemKey, 'content-type': 'application/json' },
        body: JSON.stringify({ orderStatusType: step, deliveryCompanyType: 'POST', invoiceNo: '6012345678901' }),
      });
      expect(res.status).toBe(200);
      if (step === until) return;
    }
  };

  it('cancels one option of two after seeing the estimate', async () => {
    const orderNo = await buy(api, [line(0, 1), line(1, 1)], { tempPassword: 'guest1234' });
    const d = await login(orderNo, 'guest1234');
    const [white] = optionsOf(d);
    const guestToken = d.guestToken;
    const wanted = [{ orderProductOptionNo: white?.orderOptionNo, productCnt: 1 }];
    const single = await api.call(`/guest/order-options/${white?.orderOptionNo}/claims/estimate?claimType=CANCEL&claimReasonType=CHANGE_MIND&productCnt=1`, { guestToken });
    const est = await (await api.call('/guest/claims/estimate', { method: 'POST', guestToken, json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', claimedProductOptions: wanted } })).json();
    expect(await single.json()).toMatchObject({ refundPayAmt: est.refundPayAmt });
    // 24,000 paid + 3,000 delivery; 12,000 stays (under 50,000, the fee was already charged): 12,000 back.
    expect(est.refundPayAmt).toBe(12000);
    const res = await api.call('/guest/claims/cancel', { method: 'POST', guestToken, json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', refundsImmediately: true, saveBankAccountInfo: false, claimedProductOptions: wanted } });
    expect(res.status).toBe(200);
    const after = await (await api.call(`/guest/orders/${orderNo}`, { guestToken })) .json();
    expect(optionsOf(after).map((o) => o.orderStatusType)).toEqual(['CANCEL_DONE', 'PAY_DONE']);
    expect(after.refundInfos[0].refundPayAmt).toBe(12000);
    expect((await api.call('/guest/claims/cancel', { method: 'POST', json: { claimType: 'CANCEL', claimedProductOptions: wanted } })).status).toBe(401);
  });

  it('returns, exchanges and withdraws as a guest', async () => {
    const orderNo = await buy(api, [line(0, 2), line(1, 1)], { tempPassword: 'guest5678' });
    await ship(orderNo);
    const d = await login(orderNo, 'guest5678');
    const guestToken = d.guestToken;
    const [white, black] = optionsOf(d);

    const ret = await api.call('/guest/claims/return', {
      method: 'POST', guestToken,
      json: { claimType: 'RETURN', claimReasonType: 'WRONG_DELIVERY', saveBankAccountInfo: false, claimedProductOptions: [{ orderProductOptionNo: black?.orderOptionNo, productCnt: 1 }] },
    });
    expect(ret.status).toBe(200);
    const { claimNo } = await ret.json();
    const result = await (await api.call(`/guest/claims/${claimNo}/result`, { guestToken })).json();
    expect(result).toMatchObject({ claimType: 'RETURN', claimStatusType: 'RETURN_REQUEST' });
    expect((await api.call(`/guest/order-options/${black?.orderOptionNo}/claims/result`, { guestToken })).status).toBe(200);
    expect((await (await api.call(`/guest/claims/${claimNo}/check-withdraw`, { guestToken })).json()).validationType).toBe('WITHDRAWABLE');
    expect((await api.call(`/guest/claims/${claimNo}/account`, { method: 'PUT', guestToken, json: { bank: 'KAKAO', account: '3333-01-1234567', depositorName: '김주문' } })).status).toBe(204);
    expect((await api.call(`/guest/claims/${claimNo}/withdraw`, { method: 'PUT', guestToken })).status).toBe(204);

    const exchange = await api.call(`/guest/order-options/${white?.orderOptionNo}/claims/exchange`, {
      method: 'POST', guestToken,
      json: { claimType: 'EXCHANGE', claimReasonType: 'DEFECTIVE_PRODUCT', claimReasonDetail: '불량', productCnt: 2, exchangeOption: { productNo: grip.productNo, optionNo: grip.optionNos[0], orderCnt: 2, additionalProductNo: 0, inputTexts: [] } },
    });
    expect(exchange.status).toBe(200);
    expect((await api.call(`/guest/order-options/${white?.orderOptionNo}/claims/withdraw`, { method: 'PUT', guestToken })).status).toBe(204);
    const after = await (await api.call(`/guest/orders/${orderNo}`, { guestToken })).json();
    expect(optionsOf(after).map((o) => o.claimStatusType)).toEqual([null, null]);
  });

  it('lets a guest say the parcel arrived', async () => {
    const orderNo = await buy(api, [line(0, 1)], { tempPassword: 'guest9012' });
    await ship(orderNo, 'DELIVERY_ING');
    const d = await login(orderNo, 'guest9012');
    const [o] = optionsOf(d);
    expect((await api.call(`/guest/order-options/${o?.orderOptionNo}/delivery-done`, { method: 'PUT', guestToken: d.guestToken })).status).toBe(204);
    expect((await api.call(`/guest/order-options/${o?.orderOptionNo}/delivery-done`, { method: 'PUT', guestToken: d.guestToken })).status).toBe(400);
  });
});
