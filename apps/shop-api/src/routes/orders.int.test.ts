import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createProduct, giveCoupon, givePoints, pointsOf, stockOf, type FixtureMember, type FixtureProduct } from '../testing/commerce-fixtures.ts';
import { buy } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

interface OrderOption {
  orderOptionNo: number;
  orderCnt: number;
  orderStatusType: string;
  claimStatusType: string | null;
  accumulationAmt: number;
  nextActions: Array<{ nextActionType: string }>;
}

describe('member orders, buy confirm and claims', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let dampener: FixtureProduct;
  let racket: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('orders');
    member = await createMember(api.deps.db, '주문회원');
    dampener = await createProduct(api.deps.db, { salePrice: 10000, accumulationRate: 5, options: [['블랙', 0, 30]] });
    racket = await createProduct(api.deps.db, { salePrice: 20000, options: [['그립2', 0, 30]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const dampenerLine = (orderCnt: number) => ({ productNo: dampener.productNo, optionNo: dampener.optionNos[0] ?? 0, orderCnt });
  const racketLine = (orderCnt: number) => ({ productNo: racket.productNo, optionNo: racket.optionNos[0] ?? 0, orderCnt });
  const detail = async (orderNo: string) => {
    const res = await api.call(`/profile/orders/${orderNo}`, { token: member.token });
    expect(res.status).toBe(200);
    return res.json();
  };
  const optionsOf = (d: { orderOptionsGroupByPartner: Array<{ orderOptionsGroupByDelivery: Array<{ orderOptions: OrderOption[] }> }> }) =>
    d.orderOptionsGroupByPartner.flatMap((p) => p.orderOptionsGroupByDelivery.flatMap((g) => g.orderOptions));
  const move = (orderNo: string, orderStatusType: string, extra: Record<string, unknown> = {}) =>
    fetch(`${api.url}/server/orders/${orderNo}/status`, {
      method: 'PUT',
      headers: { systemKey: api.systemKey, 'content-type': 'application/json' },
      body: JSON.stringify({ orderStatusType, ...extra }),
    });
  const ship = async (orderNo: string, until: 'DELIVERY_ING' | 'DELIVERY_DONE') => {
    for (const step of ['PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE']) {
      const res = await move(orderNo, step, step === 'DELIVERY_ING' ? { deliveryCompanyType: 'CJ', invoiceNo: '123456789012' } : {});
      expect(res.status).toBe(200);
      if (step === until) return;
    }
  };

  it('lists the last three months of orders, filters by status and pages', async () => {
    const first = await buy(api, [dampenerLine(1)], { token: member.token });
    const second = await buy(api, [dampenerLine(2)], { token: member.token, payType: 'VIRTUAL_ACCOUNT' });
    const res = await api.call('/profile/orders?hasTotalCount=true&pageSize=10', { token: member.token });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.totalCount).toBe(2);
    expect(list.items.map((i: { orderNo: string }) => i.orderNo)).toEqual([second, first]);
    expect(list.items[1].orderOptions[0]).toMatchObject({ orderStatusType: 'PAY_DONE', orderCnt: 1 });
    expect(list.items[1].nextActions[0].nextActionType).toBe('CANCEL_ALL');

    const waiting = await (await api.call('/profile/orders?orderRequestTypes=DEPOSIT_WAIT', { token: member.token })).json();
    expect(waiting.items.map((i: { orderNo: string }) => i.orderNo)).toEqual([second]);
    const paged = await (await api.call('/profile/orders?pageSize=1&pageNumber=2', { token: member.token })).json();
    expect(paged.items.map((i: { orderNo: string }) => i.orderNo)).toEqual([first]);

    expect((await api.call('/profile/orders?pageSize=201', { token: member.token })).status).toBe(400);
    expect((await api.call('/profile/orders?startYmd=2030-01-02&endYmd=2030-01-01', { token: member.token })).status).toBe(400);
    expect((await api.call('/profile/orders?orderRequestTypes=NOPE', { token: member.token })).status).toBe(400);
    const old = await (await api.call('/profile/orders?startYmd=2001-01-01&endYmd=2001-12-31', { token: member.token })).json();
    expect(old.totalCount).toBe(0);

    const summary = await (await api.call('/profile/orders/summary/status', { token: member.token })).json();
    expect(summary).toMatchObject({ payDoneCnt: 1, depositWaitCnt: 1, deliveryIngCnt: 0, cancelDoneCnt: 0 });

    const stranger = await createMember(api.deps.db, '타인');
    expect((await api.call(`/profile/orders/${first}`, { token: stranger.token })).status).toBe(404);
    expect((await api.call(`/profile/orders/${first}`)).status).toBe(401);
  });

  it('confirms a purchase once the parcel ships, earning the product points once', async () => {
    const orderNo = await buy(api, [dampenerLine(2)], { token: member.token });
    const [line] = optionsOf(await detail(orderNo));
    const early = await api.call(`/profile/order-options/${line?.orderOptionNo}/confirm`, { method: 'PUT', token: member.token });
    expect(early.status).toBe(400);
    expect((await early.json()).code).toBe('O4004');

    await ship(orderNo, 'DELIVERY_ING');
    const shipped = optionsOf(await detail(orderNo))[0];
    expect(shipped?.nextActions.map((a) => a.nextActionType)).toContain('CONFIRM_ORDER');
    const before = await pointsOf(api.deps.db, member.memberNo);
    const ok = await api.call(`/profile/order-options/${line?.orderOptionNo}/confirm`, { method: 'PUT', token: member.token });
    expect(ok.status).toBe(204);
    // 20,000원 at 5% → 1,000 points.
    expect(await pointsOf(api.deps.db, member.memberNo)).toBe(before + 1000);
    const twice = await api.call(`/profile/order-options/${line?.orderOptionNo}/confirm`, { method: 'PUT', token: member.token });
    expect((await twice.json()).code).toBe('O4005');
    expect(await pointsOf(api.deps.db, member.memberNo)).toBe(before + 1000);
    expect(optionsOf(await detail(orderNo))[0]?.orderStatusType).toBe('BUY_CONFIRM');
  });

  it('cancels a whole order before shipping: points, coupon and stock come back', async () => {
    const db = api.deps.db;
    await givePoints(db, member.memberNo, 3000);
    const couponIssueNo = await giveCoupon(db, member.memberNo, { type: 'CART', discountAmt: 1000 });
    const points = await pointsOf(db, member.memberNo);
    const stock = await stockOf(db, dampener.optionNos[0] ?? 0);
    const orderNo = await buy(api, [dampenerLine(3)], { token: member.token, subPayAmt: 3000, coupons: { cartCouponIssueNo: couponIssueNo } });
    expect(await pointsOf(db, member.memberNo)).toBe(points - 3000);

    const res = await api.call(`/profile/orders/${orderNo}/claims/cancel`, { method: 'POST', token: member.token, json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', claimReasonDetail: '마음이 바뀌었어요' } });
    expect(res.status).toBe(204);
    const d = await detail(orderNo);
    expect(optionsOf(d)[0]).toMatchObject({ orderStatusType: 'CANCEL_DONE', claimStatusType: 'CANCEL_DONE' });
    // 30,000 + 3,000 delivery − 1,000 coupon = 32,000: 29,000 by card and 3,000 in points
    // (the contract's refundPayAmt counts the points; refundMainPayAmt is the money alone).
    expect(d.refundInfos[0]).toMatchObject({ refundPayAmt: 32000, refundMainPayAmt: 29000, refundSubPayAmt: 3000, refundType: 'CREDIT_CARD' });
    expect(d.lastOrderAmount).toMatchObject({ payAmt: 0, subPayAmt: 0 });
    expect(await pointsOf(db, member.memberNo)).toBe(points);
    expect(await stockOf(db, dampener.optionNos[0] ?? 0)).toBe(stock);
    const coupon = await db.selectFrom('coupon_issues').select('used').where('coupon_issue_no', '=', couponIssueNo).executeTakeFirstOrThrow();
    expect(coupon.used).toBe(0);
    const again = await api.call(`/profile/orders/${orderNo}/claims/cancel`, { method: 'POST', token: member.token, json: {} });
    expect(again.status).toBe(400);
  });

  it('cancels part of a line: the line splits, the lost free shipping is deducted, points come back in proportion', async () => {
    const db = api.deps.db;
    await givePoints(db, member.memberNo, 6000);
    const points = await pointsOf(db, member.memberNo);
    // 3 × 20,000 = 60,000 ships free (≥ 50,000); 6,000 points, 54,000 by card.
    const orderNo = await buy(api, [racketLine(3)], { token: member.token, subPayAmt: 6000 });
    const [line] = optionsOf(await detail(orderNo));

    const res = await api.call(`/profile/order-options/${line?.orderOptionNo}/claims/cancel`, { method: 'POST', token: member.token, json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', productCnt: 1 } });
    expect(res.status).toBe(200);
    const claim = await res.json();
    expect(claim.claimedOptions[0]).toMatchObject({ originOrderOptionNo: line?.orderOptionNo, originOrderCnt: 2, orderCnt: 1 });

    const d = await detail(orderNo);
    expect(optionsOf(d).map((o) => [o.orderCnt, o.orderStatusType])).toEqual([[2, 'PAY_DONE'], [1, 'CANCEL_DONE']]);
    // 40,000 left is under 50,000: the 3,000 fee is deducted from the 20,000 refund.
    expect(d.refundInfos[0]).toMatchObject({ refundPayAmt: 17000, refundMainPayAmt: 15300, refundSubPayAmt: 1700, deliveryAmtInfo: { beforeDeliveryAmt: 0, afterDeliveryAmt: 3000 } });
    expect(d.lastOrderAmount).toMatchObject({ payAmt: 38700, subPayAmt: 4300, deliveryAmt: 3000 });
    expect(await pointsOf(db, member.memberNo)).toBe(points - 6000 + 1700);

    const tooMany = await api.call(`/profile/order-options/${line?.orderOptionNo}/claims/cancel`, { method: 'POST', token: member.token, json: { productCnt: 5 } });
    expect((await tooMany.json()).code).toBe('O5003');
    const rest = await api.call(`/profile/order-options/${line?.orderOptionNo}/claims/cancel`, { method: 'POST', token: member.token, json: { claimReasonType: 'CHANGE_MIND' } });
    expect(rest.status).toBe(200);
    const after = await detail(orderNo);
    expect(after.refundInfos[1]).toMatchObject({ refundPayAmt: 43000, refundMainPayAmt: 38700, refundSubPayAmt: 4300 });
    expect(await pointsOf(db, member.memberNo)).toBe(points);
  });

  it('refuses to cancel once shipping starts and takes a return request after delivery', async () => {
    const orderNo = await buy(api, [racketLine(2)], { token: member.token });
    await ship(orderNo, 'DELIVERY_DONE');
    const [line] = optionsOf(await detail(orderNo));
    const cancel = await api.call(`/profile/orders/${orderNo}/claims/cancel`, { method: 'POST', token: member.token, json: {} });
    expect(cancel.status).toBe(400);
    expect((await cancel.json()).code).toBe('O5001');

    const ret = await api.call(`/profile/order-options/${line?.orderOptionNo}/claims/return`, {
      method: 'POST', token: member.token, json: { claimType: 'RETURN', claimReasonType: 'CHANGE_MIND', productCnt: 1, returnWayType: 'SELLER_COLLECT' },
    });
    expect(ret.status).toBe(200);
    const d = await detail(orderNo);
    expect(optionsOf(d).map((o) => o.claimStatusType)).toEqual([null, 'RETURN_REQUEST']);
    expect(d.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0]).toMatchObject({ deliveryCompanyType: 'CJ', invoiceNo: '123456789012' });
    // Return fee (3,000) is kept for a change of mind.
    expect(d.refundInfos[0].refundPayAmt).toBe(17000);

    const claims = await (await api.call('/profile/claims?hasTotalCount=true', { token: member.token })).json();
    expect(claims.items.map((c: { claimType: string }) => c.claimType)).toEqual(['RETURN', 'CANCEL', 'CANCEL', 'CANCEL']);
    expect(claims.items[0].claimedOptions[0]).toMatchObject({ orderCnt: 1, claimStatusType: 'RETURN_REQUEST' });
    const onlyReturns = await (await api.call('/profile/claims?claimTypes=RETURN', { token: member.token })).json();
    expect(onlyReturns.totalCount).toBe(1);
  });
});

describe('guest orders', () => {
  let api: TestShopApi;
  let product: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('guest-orders');
    product = await createProduct(api.deps.db, { salePrice: 9000, options: [['레드', 0, 10]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const line = { productNo: 0, optionNo: 0, orderCnt: 1 };

  it('needs an order password to pay as a guest', async () => {
    await expect(buy(api, [{ ...line, productNo: product.productNo, optionNo: product.optionNos[0] ?? 0 }])).rejects.toThrow(/비밀번호/);
  });

  it('opens only its own order with the guestToken, and cancels it', async () => {
    const lines = [{ ...line, productNo: product.productNo, optionNo: product.optionNos[0] ?? 0 }];
    const mine = await buy(api, lines, { tempPassword: 'guest1234' });
    const theirs = await buy(api, lines, { tempPassword: 'other5678' });

    const wrong = await api.call(`/guest/orders/${mine}`, { method: 'POST', json: { password: 'nope', orderRequestType: 'ALL' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toMatch(/일치하지 않습니다/);
    const login = await api.call(`/guest/orders/${mine}`, { method: 'POST', json: { password: 'guest1234', orderRequestType: 'ALL' } });
    expect(login.status).toBe(200);
    const body = await login.json();
    expect(body.orderNo).toBe(mine);
    expect(typeof body.guestToken).toBe('string');

    const own = await api.call(`/guest/orders/${mine}`, { guestToken: body.guestToken });
    expect(own.status).toBe(200);
    expect((await own.json()).orderer.ordererName).toBe('김주문');
    expect((await api.call(`/guest/orders/${theirs}`, { guestToken: body.guestToken })).status).toBe(403);
    expect((await api.call(`/guest/orders/${mine}`)).status).toBe(401);
    expect((await api.call(`/guest/orders/${mine}`, { guestToken: 'forged.token' })).status).toBe(401);

    const cancel = await api.call(`/guest/orders/${mine}/claims/cancel`, { method: 'POST', guestToken: body.guestToken, json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND' } });
    expect(cancel.status).toBe(204);
    const after = await (await api.call(`/guest/orders/${mine}`, { guestToken: body.guestToken })).json();
    expect(after.refundInfos[0].refundPayAmt).toBe(12000);
    const other = await api.call(`/guest/orders/${theirs}/claims/cancel`, { method: 'POST', guestToken: body.guestToken, json: {} });
    expect(other.status).toBe(404);

    const theirLogin = await (await api.call(`/guest/orders/${theirs}`, { method: 'POST', json: { password: 'other5678' } })).json();
    const theirLine = theirLogin.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].orderOptions[0].orderOptionNo;
    const partial = await api.call(`/guest/order-options/${theirLine}/claims/cancel`, { method: 'POST', guestToken: theirLogin.guestToken, json: { productCnt: 1 } });
    expect(partial.status).toBe(200);
  });

  it('lets a guest return part of a delivered order and confirm the rest', async () => {
    const orderNo = await buy(api, [{ ...line, productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, orderCnt: 2 }], { tempPassword: 'ship2345' });
    for (const step of ['PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE']) {
      await fetch(`${api.url}/server/orders/${orderNo}/status`, {
        method: 'PUT',
        headers: { systemKey: api.systemKey, 'content-type': 'application/json' },
        body: JSON.stringify({ orderStatusType: step, deliveryCompanyType: 'POST', invoiceNo: '6012345678901' }),
      });
    }
    const login = await (await api.call(`/guest/orders/${orderNo}`, { method: 'POST', json: { password: 'ship2345' } })).json();
    const lineNo = login.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].orderOptions[0].orderOptionNo as number;
    const ret = await api.call(`/guest/order-options/${lineNo}/claims/return`, { method: 'POST', guestToken: login.guestToken, json: { claimReasonType: 'DEFECTIVE_PRODUCT', productCnt: 1 } });
    expect(ret.status).toBe(200);
    const confirm = await api.call(`/guest/order-options/${lineNo}/confirm`, { method: 'PUT', guestToken: login.guestToken });
    expect(confirm.status).toBe(204);
    const after = await (await api.call(`/guest/orders/${orderNo}`, { guestToken: login.guestToken })).json();
    const lines = after.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].orderOptions;
    expect(lines.map((o: OrderOption) => [o.orderStatusType, o.claimStatusType])).toEqual([['BUY_CONFIRM', null], ['DELIVERY_DONE', 'RETURN_REQUEST']]);
    // A seller-fault return keeps no return fee: the whole 9,000원 line comes back.
    expect(after.refundInfos[0].refundPayAmt).toBe(9000);
  });
});
