import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createProduct, giveCoupon, givePoints, pointsOf, stockOf, type FixtureMember, type FixtureProduct } from '../testing/commerce-fixtures.ts';
import { buy } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

interface OrderOption {
  orderOptionNo: number;
  optionNo: number;
  orderCnt: number;
  orderStatusType: string;
  claimStatusType: string | null;
  claimNo: number | null;
  exchangeable: boolean;
  nextActions: Array<{ nextActionType: string }>;
}

type Detail = { orderOptionsGroupByPartner: Array<{ orderOptionsGroupByDelivery: Array<{ orderOptions: OrderOption[] }> }> };
const optionsOf = (d: Detail) => d.orderOptionsGroupByPartner.flatMap((p) => p.orderOptionsGroupByDelivery.flatMap((g) => g.orderOptions));

describe('member claims: estimate, several-option cancel, return, exchange, withdraw', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let grip: FixtureProduct;
  let dampener: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('claim-lifecycle');
    member = await createMember(api.deps.db, '클레임회원');
    grip = await createProduct(api.deps.db, { salePrice: 10000, options: [['화이트', 0, 50], ['블랙', 0, 50], ['골드', 2000, 50]] });
    dampener = await createProduct(api.deps.db, { salePrice: 20000, options: [['레드', 0, 50]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const gripLine = (i: number, orderCnt: number) => ({ productNo: grip.productNo, optionNo: grip.optionNos[i] ?? 0, orderCnt });
  const dampenerLine = (orderCnt: number) => ({ productNo: dampener.productNo, optionNo: dampener.optionNos[0] ?? 0, orderCnt });
  const detail = async (orderNo: string) => {
    const res = await api.call(`/profile/orders/${orderNo}`, { token: member.token });
    expect(res.status).toBe(200);
    return (await res.json()) as Detail & Record<string, never>;
  };
  const server = (path: string, method: string, body?: unknown) =>
    fetch(`${api.url}${path}`, { method, headers: { systemKey: api.systemKey, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const ship = async (orderNo: string) => {
    for (const step of ['PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE']) {
      const res = await server(`/server/orders/${orderNo}/status`, 'PUT', { orderStatusType: step, deliveryCompanyType: 'CJ', invoiceNo: '123456789012' });
      expect(res.status).toBe(200);
    }
  };
  const post = (path: string, json: unknown) => api.call(path, { method: 'POST', token: member.token, json });
  const put = (path: string, json?: unknown) => api.call(path, { method: 'PUT', token: member.token, json });

  it('estimates a several-option cancel and refunds exactly that', async () => {
    await givePoints(api.deps.db, member.memberNo, 5000);
    const orderNo = await buy(api, [gripLine(0, 2), dampenerLine(1), gripLine(1, 1)], { token: member.token, subPayAmt: 5000 });
    const lines = optionsOf(await detail(orderNo));
    const [white, , black] = lines;
    const wanted = [{ orderProductOptionNo: white?.orderOptionNo, productCnt: 1 }, { orderProductOptionNo: black?.orderOptionNo, productCnt: 1 }];

    const single = await api.call(`/profile/order-options/${white?.orderOptionNo}/claims/estimate?claimType=CANCEL&claimReasonType=CHANGE_MIND&productCnt=1`, { token: member.token });
    expect(single.status).toBe(200);
    expect(await single.json()).toMatchObject({ productAmtInfo: { totalAmt: 10000 } });

    const res = await post('/profile/claims/estimate', { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', productCnt: 0, claimedProductOptions: wanted });
    expect(res.status).toBe(200);
    const estimate = await res.json();
    // 50,000 paid (45,000 card + 5,000 points, free shipping); 30,000 stays, so 3,000 delivery is charged.
    expect(estimate).toMatchObject({ productAmtInfo: { totalAmt: 20000 }, deliveryAmtInfo: { beforeDeliveryAmt: 0, afterDeliveryAmt: 3000 } });
    expect(estimate.refundPayAmt).toBe(17000);

    const cancel = await api.call('/profile/claims/cancel', {
      method: 'POST', token: member.token, headers: { Version: '1.1' },
      json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', claimReasonDetail: '색상 변경', refundsImmediately: true, saveBankAccountInfo: false, claimedProductOptions: wanted },
    });
    expect(cancel.status).toBe(200);
    const body = await cancel.json();
    expect(body.claimedOptions).toHaveLength(2);
    const d = await detail(orderNo) as unknown as { refundInfos: Array<{ refundPayAmt: number; refundMainPayAmt: number; refundSubPayAmt: number }>; claimHistories: Array<{ claimCompleteYmdt: string | null }> };
    expect(d.refundInfos[0]).toMatchObject({ refundPayAmt: estimate.refundPayAmt, refundMainPayAmt: estimate.refundMainPayAmt, refundSubPayAmt: estimate.refundSubPayAmt });
    expect(d.claimHistories[0]?.claimCompleteYmdt).toMatch(/^\d{4}-\d{2}-\d{2} /);

    const dup = await post('/profile/claims/cancel', { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', claimedProductOptions: [wanted[0], wanted[0]] });
    expect(dup.status).toBe(400);
  });

  it('returns one option to completion: approve, collect, refund as estimated with points and the coupon back', async () => {
    await givePoints(api.deps.db, member.memberNo, 2000);
    const coupon = await giveCoupon(api.deps.db, member.memberNo, { type: 'CART', discountAmt: 1000 });
    const pointsBefore = await pointsOf(api.deps.db, member.memberNo);
    const orderNo = await buy(api, [dampenerLine(1)], { token: member.token, subPayAmt: 2000, coupons: { cartCouponIssueNo: coupon } });
    await ship(orderNo);
    const [line] = optionsOf(await detail(orderNo));
    expect(line?.exchangeable).toBe(true);
    const stock = await stockOf(api.deps.db, dampener.optionNos[0] ?? 0);

    const est = await (await api.call(`/profile/order-options/${line?.orderOptionNo}/claims/estimate?claimType=RETURN&claimReasonType=DEFECTIVE_PRODUCT&productCnt=1`, { token: member.token })).json();
    // Seller's fault and the whole parcel back: 20,000 − 1,000 coupon + 3,000 delivery = 22,000.
    expect(est).toMatchObject({ refundPayAmt: 22000, refundSubPayAmt: 2000, deliveryAmtInfo: { returnDeliveryAmt: 0, sellerFault: true } });

    const ret = await post('/profile/claims/return', {
      claimType: 'RETURN', claimReasonType: 'DEFECTIVE_PRODUCT', claimReasonDetail: '실밥이 터졌어요', returnWayType: 'SELLER_COLLECT', saveBankAccountInfo: false,
      claimedProductOptions: [{ orderProductOptionNo: line?.orderOptionNo, productCnt: 1 }],
      returnAddress: { receiverName: '이받음', receiverZipCd: '06236', receiverAddress: '서울특별시 강남구 테헤란로 123', receiverContact1: '010-2222-3333' },
    });
    expect(ret.status).toBe(200);
    const { claimNo } = await ret.json();

    const result = await (await api.call(`/profile/claims/${claimNo}/result`, { token: member.token })).json();
    expect(result).toMatchObject({ claimType: 'RETURN', claimStatusType: 'RETURN_REQUEST', claimReasonDetail: '실밥이 터졌어요', returnAddress: { name: '이받음', zipCd: '06236' } });
    const byOption = await api.call(`/profile/order-options/${line?.orderOptionNo}/claims/result`, { token: member.token });
    expect((await byOption.json()).claimNo).toBe(claimNo);
    const check = await (await api.call(`/profile/claims/${claimNo}/check-withdraw`, { token: member.token })).json();
    expect(check).toMatchObject({ claimNo, validationType: 'WITHDRAWABLE', afterClaimNos: [] });

    const summary = await (await api.call('/profile/order-options/summary/status', { token: member.token })).json();
    expect(summary.returnProcessingCnt).toBe(1);

    expect((await server(`/server/claims/${claimNo}/complete`, 'PUT')).status).toBe(409);
    const desk = await (await server('/server/claims?claimType=RETURN', 'GET')).json();
    expect(desk.items.map((c: { claimNo: number }) => c.claimNo)).toContain(claimNo);
    expect((await server(`/server/claims/${claimNo}/approve`, 'PUT')).status).toBe(200);
    const collected = await server(`/server/claims/${claimNo}/collect`, 'PUT');
    expect((await collected.json()).claimStatusType).toBe('RETURN_PROC_REQUEST_REFUND');
    // Collected: the shopper can no longer take it back.
    expect((await put(`/profile/claims/${claimNo}/withdraw`)).status).toBe(400);
    const done = await (await server(`/server/claims/${claimNo}/complete`, 'PUT')).json();
    expect(done).toMatchObject({ claimStatusType: 'RETURN_DONE', claimPriceInfo: { refundPayAmt: 22000 } });

    const d = await detail(orderNo) as unknown as Detail & { refundInfos: Array<{ refundPayAmt: number }>; lastOrderAmount: { payAmt: number } };
    expect(optionsOf(d)[0]).toMatchObject({ orderStatusType: 'RETURN_DONE', claimStatusType: 'RETURN_DONE' });
    expect(d.refundInfos[0]?.refundPayAmt).toBe(22000);
    expect(d.lastOrderAmount.payAmt).toBe(0);
    expect(await pointsOf(api.deps.db, member.memberNo)).toBe(pointsBefore);
    const coupons = await (await api.call('/coupons?pageNumber=1&pageSize=50&usable=true', { token: member.token })).json();
    expect(coupons.items.map((c: { couponIssueNo: number }) => c.couponIssueNo)).toContain(coupon);
    // A faulty item is not put back on the shelf.
    expect(await stockOf(api.deps.db, dampener.optionNos[0] ?? 0)).toBe(stock);
  });

  it('withdraws a return by claim number, with the refund account kept for a virtual account', async () => {
    const orderNo = await buy(api, [gripLine(0, 1)], { token: member.token, payType: 'VIRTUAL_ACCOUNT' });
    const key = (await api.deps.db.selectFrom('payments').select('payment_key').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).payment_key;
    await fetch(`${api.url}/sandbox/payments/${key}/deposit`, { method: 'POST' });
    await ship(orderNo);
    const [line] = optionsOf(await detail(orderNo));
    const without = await post(`/profile/order-options/${line?.orderOptionNo}/claims/return`, { claimType: 'RETURN', claimReasonType: 'CHANGE_MIND', productCnt: 1 });
    expect(without.status).toBe(400);
    expect((await without.json()).code).toBe('O5011');
    const ret = await post(`/profile/order-options/${line?.orderOptionNo}/claims/return`, {
      claimType: 'RETURN', claimReasonType: 'CHANGE_MIND', productCnt: 1, bankAccountInfo: { bank: 'KB', bankAccount: '123-456-7890', bankDepositorName: '김주문' },
    });
    expect(ret.status).toBe(200);
    const { claimNo } = await ret.json();
    expect((await put(`/profile/claims/${claimNo}/account`, { bank: 'SHINHAN', account: '110-222-333444', depositorName: '김주문' })).status).toBe(204);
    expect((await put(`/profile/claims/${claimNo}/account`, { bank: 'NOPE', account: '1', depositorName: '' })).status).toBe(400);
    const result = await (await api.call(`/profile/claims/${claimNo}/result`, { token: member.token })).json();
    expect(result.refundBankAccount).toMatchObject({ bank: 'SHINHAN', bankName: '신한은행', bankAccount: '110-222-333444' });
    // Change of mind: 10,000 − 3,000 return fee.
    expect(result.claimPriceInfo.refundPayAmt).toBe(7000);

    expect((await put(`/profile/claims/${claimNo}/withdraw`)).status).toBe(204);
    const [after] = optionsOf(await detail(orderNo));
    expect(after).toMatchObject({ orderStatusType: 'DELIVERY_DONE', claimStatusType: null });
    expect((await api.call(`/profile/claims/${claimNo}/result`, { token: member.token })).status).toBe(404);
  });

  it('exchanges an option to completion: withdraw by option, ask again, approve, collect, reship, deliver, confirm', async () => {
    const orderNo = await buy(api, [gripLine(0, 2)], { token: member.token });
    await ship(orderNo);
    const [line] = optionsOf(await detail(orderNo));
    const exchange = (optionNo: number) => post(`/profile/order-options/${line?.orderOptionNo}/claims/exchange`, {
      claimType: 'EXCHANGE', claimReasonType: 'CHANGE_MIND', claimReasonDetail: '블랙으로 바꿀게요', productCnt: 1, returnWayType: 'SELLER_COLLECT',
      exchangeOption: { productNo: grip.productNo, optionNo, orderCnt: 1, additionalProductNo: 0, inputTexts: [] },
    });
    const pricier = await exchange(grip.optionNos[2] ?? 0);
    expect(pricier.status).toBe(400);
    expect((await pricier.json()).code).toBe('O5009');

    const est = await (await api.call(`/profile/order-options/${line?.orderOptionNo}/claims/estimate?claimType=EXCHANGE&claimReasonType=CHANGE_MIND&productCnt=1&exchangeOptionNo=${grip.optionNos[1]}`, { token: member.token })).json();
    expect(est).toMatchObject({ additionalPayAmt: 3000, deliveryAmtInfo: { exchangeDeliveryAmt: 3000 } });

    const first = await exchange(grip.optionNos[1] ?? 0);
    expect(first.status).toBe(200);
    const firstClaim = (await first.json()).claimedOptions[0];
    expect((await put(`/profile/order-options/${firstClaim.orderOptionNo}/claims/withdraw`)).status).toBe(204);

    const again = await exchange(grip.optionNos[1] ?? 0);
    const { claimNo, claimedOptions } = await again.json();
    const result = await (await api.call(`/profile/order-options/${claimedOptions[0].orderOptionNo}/claims/result`, { token: member.token })).json();
    expect(result).toMatchObject({ claimType: 'EXCHANGE', claimClassType: 'RETURN_EXCHANGE', exchangedOption: { optionValue: '블랙', orderCnt: 1 } });
    const blackStock = await stockOf(api.deps.db, grip.optionNos[1] ?? 0);

    expect((await server(`/server/claims/${claimNo}/approve`, 'PUT')).status).toBe(200);
    expect((await server(`/server/claims/${claimNo}/collect`, 'PUT')).status).toBe(200);
    expect((await server(`/server/claims/${claimNo}/complete`, 'PUT', {})).status).toBe(400);
    const reshipped = await (await server(`/server/claims/${claimNo}/complete`, 'PUT', { deliveryCompanyType: 'CJ', invoiceNo: '987654321098' })).json();
    expect(reshipped.claimStatusType).toBe('EXCHANGE_DONE');
    expect(await stockOf(api.deps.db, grip.optionNos[1] ?? 0)).toBe(blackStock - 1);

    const lines = optionsOf(await detail(orderNo));
    const shipped = lines.find((l) => l.optionNo === grip.optionNos[1]);
    // The first request split the line in two; the withdrawn half stayed delivered, the other was exchanged.
    expect(lines.map((l) => [l.orderCnt, l.orderStatusType])).toEqual([[1, 'EXCHANGE_DONE'], [1, 'DELIVERY_DONE'], [1, 'DELIVERY_ING']]);
    expect((await put(`/profile/order-options/${shipped?.orderOptionNo}/delivery-done`)).status).toBe(204);
    expect((await put(`/profile/order-options/${shipped?.orderOptionNo}/confirm`)).status).toBe(204);
    const counts = await (await api.call('/profile/order-options/summary/status', { token: member.token })).json();
    expect(counts).toMatchObject({ exchangeDoneCnt: 1, buyConfirmCnt: 1 });
  });

  it('answers the payment receipt of a paid order with the card company in Korean', async () => {
    const orderNo = await buy(api, [gripLine(0, 1)], { token: member.token });
    const res = await api.call(`/profile/orders/${orderNo}/payment-receipt-url`, { token: member.token });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    const page = await (await fetch(url)).text();
    expect(page).toContain('매출전표');
    expect(page).toContain('신한카드');
    expect(page).toContain('13,000원');
    const d = await detail(orderNo) as unknown as { receiptInfos: Array<{ url: string }> };
    expect(d.receiptInfos[0]?.url).toBe(url);
    const waiting = await buy(api, [gripLine(0, 1)], { token: member.token, payType: 'VIRTUAL_ACCOUNT' });
    expect((await api.call(`/profile/orders/${waiting}/payment-receipt-url`, { token: member.token })).status).toBe(400);
  });
});
