import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createProduct, giveCoupon, givePoints, pointsOf, stockOf, type FixtureMember, type FixtureProduct } from '../../testing/commerce-fixtures.ts';
import { buy } from '../../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../../testing/test-server.ts';

const dayMs = 86_400_000;

describe('deadlines driven by the scheduler over an injected clock', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let grip: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('lifecycle');
    member = await createMember(api.deps.db, '기한회원');
    grip = await createProduct(api.deps.db, { salePrice: 10000, accumulationRate: 5, options: [['화이트', 0, 20]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const line = (orderCnt: number) => ({ productNo: grip.productNo, optionNo: grip.optionNos[0] ?? 0, orderCnt });
  const status = async (orderNo: string) => {
    const d = await (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
    return d.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].orderOptions.map((o: { orderStatusType: string }) => o.orderStatusType);
  };

  it('cancels an unpaid virtual account at its deadline: stock, points and coupon come back, the deposit is refused', async () => {
    await givePoints(api.deps.db, member.memberNo, 1000);
    const coupon = await giveCoupon(api.deps.db, member.memberNo, { type: 'CART', discountAmt: 500 });
    const points = await pointsOf(api.deps.db, member.memberNo);
    const stock = await stockOf(api.deps.db, grip.optionNos[0] ?? 0);
    const orderNo = await buy(api, [line(2)], { token: member.token, payType: 'VIRTUAL_ACCOUNT', subPayAmt: 1000, coupons: { cartCouponIssueNo: coupon } });
    expect(await stockOf(api.deps.db, grip.optionNos[0] ?? 0)).toBe(stock - 2);

    api.advance(3 * dayMs - 60_000);
    expect((await api.scheduler.runOnce()).expiredOrderNos).toEqual([]);
    expect(await status(orderNo)).toEqual(['DEPOSIT_WAIT']);

    api.advance(120_000);
    expect((await api.scheduler.runOnce()).expiredOrderNos).toEqual([orderNo]);
    expect(await status(orderNo)).toEqual(['CANCEL_DONE']);
    expect(await stockOf(api.deps.db, grip.optionNos[0] ?? 0)).toBe(stock);
    expect(await pointsOf(api.deps.db, member.memberNo)).toBe(points);
    const coupons = await (await api.call('/coupons?pageNumber=1&pageSize=50&usable=true', { token: member.token })).json();
    expect(coupons.items.map((c: { couponIssueNo: number }) => c.couponIssueNo)).toContain(coupon);
    const d = await (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
    expect(d.claimHistories[0]).toMatchObject({ claimReasonType: 'CANCEL_BEFORE_PAY', claimReasonDetail: '입금 기한이 지나 자동으로 취소되었습니다.' });

    const key = (await api.deps.db.selectFrom('payments').select('payment_key').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).payment_key;
    const deposit = await fetch(`${api.url}/sandbox/payments/${key}/deposit`, { method: 'POST' });
    expect(deposit.status).toBe(400);
    expect((await deposit.json()).code).toBe('O3006');
    // A second pass finds nothing more to do.
    expect((await api.scheduler.runOnce()).expiredOrderNos).toEqual([]);
  });

  it('confirms a delivered purchase after the configured days and gives its points then', async () => {
    const orderNo = await buy(api, [line(1)], { token: member.token });
    for (const step of ['PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE']) {
      await fetch(`${api.url}/server/orders/${orderNo}/status`, {
        method: 'PUT', headers: { systemKey: api.systemKey, 'content-type': 'application/json' },
        body: JSON.stringify({ orderStatusType: step, deliveryCompanyType: 'CJ', invoiceNo: '123456789012' }),
      });
    }
    const points = await pointsOf(api.deps.db, member.memberNo);
    const mine = (await api.deps.db.selectFrom('order_options').select('order_option_no').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).order_option_no;
    api.advance(13 * dayMs);
    // (The seeded demo orders delivered long ago are confirmed along the way.)
    expect((await api.scheduler.runOnce()).confirmedOrderOptionNos).not.toContain(mine);
    expect(await status(orderNo)).toEqual(['DELIVERY_DONE']);
    api.advance(dayMs + 1000);
    expect((await api.scheduler.runOnce()).confirmedOrderOptionNos).toEqual([mine]);
    expect(await status(orderNo)).toEqual(['BUY_CONFIRM']);
    // 5% of 10,000.
    expect(await pointsOf(api.deps.db, member.memberNo)).toBe(points + 500);
  });
});

describe('the scheduler runs on its own timer', () => {
  let api: TestShopApi;
  beforeAll(async () => {
    api = await startTestShopApi('lifecycle-timer', { SHOP_SCHEDULER_INTERVAL_MS: '50', SHOP_BUY_CONFIRM_DAYS: '3' });
  });
  afterAll(async () => {
    await api.close();
  });

  it('expires a virtual account without anyone calling it', async () => {
    const member = await createMember(api.deps.db, '타이머회원');
    const grip = await createProduct(api.deps.db, { salePrice: 8000, options: [['블랙', 0, 5]] });
    const orderNo = await buy(api, [{ productNo: grip.productNo, optionNo: grip.optionNos[0] ?? 0, orderCnt: 1 }], { token: member.token, payType: 'VIRTUAL_ACCOUNT' });
    api.advance(3 * dayMs + 1000);
    let cancelled = false;
    for (let i = 0; i < 100 && !cancelled; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const row = await api.deps.db.selectFrom('order_options').select('order_status').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
      cancelled = row.order_status === 'CANCEL_DONE';
    }
    expect(cancelled).toBe(true);
  });
});
