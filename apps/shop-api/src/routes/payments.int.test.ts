import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProduct,
  giveCoupon,
  givePoints,
  pointsOf,
  setStock,
  stockOf,
  type FixtureMember,
  type FixtureProduct,
} from '../testing/commerce-fixtures.ts';
import { CLIENT_RETURN_URL, buy, createSheet, press, reserve, reserveBody } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

describe('payments through the sandbox PG', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let grip: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('payments');
    member = await createMember(api.deps.db, '결제회원');
    grip = await createProduct(api.deps.db, { salePrice: 12000, options: [['화이트', 0, 50], ['블루', 1000, 50]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const line = (orderCnt = 1, i = 0) => ({ productNo: grip.productNo, optionNo: grip.optionNos[i] ?? 0, orderCnt });

  it('pays by card: page, approve, redirect with the order; stock taken once; cart lines removed; points and coupon spent', async () => {
    const db = api.deps.db;
    await givePoints(db, member.memberNo, 5000);
    const couponIssueNo = await giveCoupon(db, member.memberNo, { type: 'CART', discountAmt: 2000 });
    await api.call('/cart', { method: 'POST', token: member.token, json: [line(2)] });
    const cart = await (await api.call('/cart', { token: member.token })).json();
    const cartNo = cart.deliveryGroups[0].orderProducts[0].orderProductOptions[0].cartNo as number;
    const stockBefore = await stockOf(db, grip.optionNos[0] ?? 0);

    const sheet = await createSheet(api, [line(2)], { token: member.token, cartNos: [cartNo] });
    // 24,000 + 3,000 delivery − 2,000 coupon − 3,000 points.
    const wrong = await api.call('/payments/reserve', {
      method: 'POST', token: member.token,
      json: reserveBody(sheet, { token: member.token, subPayAmt: 3000, coupons: { cartCouponIssueNo: couponIssueNo }, paymentAmtForVerification: 1 }),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('O3002');
    const r = await reserve(api, sheet, { token: member.token, subPayAmt: 3000, coupons: { cartCouponIssueNo: couponIssueNo }, paymentAmtForVerification: 22000 });
    expect(r.returnUrl).toBe(`${api.url}/sandbox/payments/${r.key}`);

    const page = await fetch(r.returnUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('22,000원');
    expect(html).toContain('신용카드');
    expect(html).toContain('결제 승인');
    expect(html).toContain('결제 거절');

    const outcome = await press(api, r.key, 'approve');
    expect(outcome.result).toBe('SUCCESS');
    expect(outcome.location.startsWith(`${CLIENT_RETURN_URL}?`)).toBe(true);
    expect(outcome.orderNo).toMatch(/^\d{18}$/);

    const again = await press(api, r.key, 'approve');
    expect(again.orderNo).toBe(outcome.orderNo);
    expect(await (await fetch(r.returnUrl)).text()).toContain('결제가 완료되었습니다');
    expect(await stockOf(db, grip.optionNos[0] ?? 0)).toBe(stockBefore - 2);
    expect((await (await api.call('/cart/count', { token: member.token })).json()).count).toBe(0);
    expect(await pointsOf(db, member.memberNo)).toBe(2000);
    const coupon = await db.selectFrom('coupon_issues').select(['used', 'used_order_no']).where('coupon_issue_no', '=', couponIssueNo).executeTakeFirstOrThrow();
    expect(coupon).toEqual({ used: 1, used_order_no: outcome.orderNo });

    const detail = await (await api.call(`/profile/orders/${outcome.orderNo}`, { token: member.token })).json();
    expect(detail.payInfo.cardInfo.cardCompany).toBe('SHINHAN');
    expect(detail.lastOrderAmount).toMatchObject({ payAmt: 22000, subPayAmt: 3000, cartCouponDiscountAmt: 2000, deliveryAmt: 3000 });
    expect(detail.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].orderOptions[0]).toMatchObject({ orderCnt: 2, orderStatusType: 'PAY_DONE' });

    // A second payment for the paid sheet cannot create another order.
    const late = await api.call('/payments/reserve', { method: 'POST', token: member.token, json: reserveBody(sheet, { token: member.token }) });
    expect(late.status).toBe(400);
    expect((await late.json()).code).toBe('O2004');
  });

  it('declines with a Korean message and lets the shopper pay the same sheet again', async () => {
    const sheet = await createSheet(api, [line(1, 1)], { token: member.token });
    const first = await reserve(api, sheet, { token: member.token });
    const declined = await press(api, first.key, 'decline');
    expect(declined.result).toBe('FAIL');
    expect(declined.message).toMatch(/결제를 취소했습니다/);
    expect(await press(api, first.key, 'approve')).toMatchObject({ result: 'FAIL' });

    const second = await reserve(api, sheet, { token: member.token, payType: 'MOBILE', pgType: 'INICIS' });
    const ok = await press(api, second.key, 'approve');
    expect(ok.result).toBe('SUCCESS');
    const detail = await (await api.call(`/profile/orders/${ok.orderNo}`, { token: member.token })).json();
    expect(detail.payType).toBe('MOBILE');
    expect(detail.payInfo.mobileInfo.mobileCompany).toBe('SKT');
  });

  it('pays with Naver Pay and refuses a pay type the sheet does not offer', async () => {
    const orderNo = await buy(api, [line(1)], { token: member.token, payType: 'NAVER_EASY_PAY', pgType: 'NAVER_EASY_PAY' });
    const detail = await (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
    expect(detail.payTypeLabel).toBe('네이버페이');
    const sheet = await createSheet(api, [line(1)], { token: member.token });
    const res = await api.call('/payments/reserve', { method: 'POST', token: member.token, json: reserveBody(sheet, { token: member.token, payType: 'CREDIT_CARD', pgType: 'NAVER_EASY_PAY' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('O3001');
  });

  it('issues a virtual account, waits for the deposit, then marks the order paid', async () => {
    const sheet = await createSheet(api, [line(1)], { token: member.token });
    const r = await reserve(api, sheet, { token: member.token, payType: 'VIRTUAL_ACCOUNT', pgType: 'INICIS' });
    expect(await (await fetch(r.returnUrl)).text()).toContain('가상계좌 발급');
    const outcome = await press(api, r.key, 'approve');
    expect(outcome.result).toBe('SUCCESS');

    const waiting = await (await api.call(`/profile/orders/${outcome.orderNo}`, { token: member.token })).json();
    expect(waiting.defaultOrderStatusType).toBe('DEPOSIT_WAIT');
    expect(waiting.payInfo.bankInfo).toMatchObject({ bank: 'KB', bankName: 'KB국민은행', bankAmt: 15000 });
    expect(waiting.payInfo.bankInfo.account).toMatch(/^\d{3}-\d{2}-\d{6}$/);
    const page = await (await fetch(r.returnUrl)).text();
    expect(page).toContain(waiting.payInfo.bankInfo.account);
    expect(page).toContain('입금 확인');

    const deposit = await fetch(`${api.url}/sandbox/payments/${r.key}/deposit`, { method: 'POST' });
    expect(deposit.status).toBe(200);
    expect(await deposit.json()).toEqual({ orderNo: outcome.orderNo, status: 'DEPOSITED' });
    const paid = await (await api.call(`/profile/orders/${outcome.orderNo}`, { token: member.token })).json();
    expect(paid.defaultOrderStatusType).toBe('PAY_DONE');
    expect(paid.payInfo.bankInfo.depositAmt).toBe(15000);
    // The page's button posts a form: the shopper sees the page again, now saying the deposit arrived.
    const button = await fetch(`${api.url}/sandbox/payments/${r.key}/deposit`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(button.status).toBe(303);
    expect(button.headers.get('location')).toBe(`/sandbox/payments/${r.key}`);
    expect(await (await fetch(r.returnUrl)).text()).toContain('입금이 확인되었습니다');

    const card = await createSheet(api, [line(1)], { token: member.token });
    const notVa = await reserve(api, card, { token: member.token });
    const refused = await fetch(`${api.url}/sandbox/payments/${notVa.key}/deposit`, { method: 'POST' });
    expect(refused.status).toBe(400);
  });

  it('fails the payment when the stock ran out after the reservation, taking nothing', async () => {
    const scarce = await createProduct(api.deps.db, { salePrice: 5000, options: [['한정판', 0, 2]] });
    const sheet = await createSheet(api, [{ productNo: scarce.productNo, optionNo: scarce.optionNos[0] ?? 0, orderCnt: 2 }], { token: member.token });
    const r = await reserve(api, sheet, { token: member.token });
    await setStock(api.deps.db, scarce.optionNos[0] ?? 0, 1);
    const outcome = await press(api, r.key, 'approve');
    expect(outcome.result).toBe('FAIL');
    expect(outcome.message).toMatch(/재고가 부족/);
    expect(await stockOf(api.deps.db, scarce.optionNos[0] ?? 0)).toBe(1);
    const orders = await api.deps.db.selectFrom('orders').select('order_no').where('order_sheet_no', '=', sheet).execute();
    expect(orders).toHaveLength(0);
  });

  it('sells the last unit once when two payments approve at the same time', async () => {
    const last = await createProduct(api.deps.db, { salePrice: 5000, options: [['마지막', 0, 1]] });
    const buyer = async () => {
      const m = await createMember(api.deps.db, '동시구매');
      const sheet = await createSheet(api, [{ productNo: last.productNo, optionNo: last.optionNos[0] ?? 0, orderCnt: 1 }], { token: m.token });
      return reserve(api, sheet, { token: m.token });
    };
    const [a, b] = await Promise.all([buyer(), buyer()]);
    const results = await Promise.all([press(api, a.key, 'approve'), press(api, b.key, 'approve')]);
    expect(results.map((x) => x.result).sort()).toEqual(['FAIL', 'SUCCESS']);
    expect(await stockOf(api.deps.db, last.optionNos[0] ?? 0)).toBe(0);
  });

  it('creates one order when the same sheet is reserved twice and both are approved', async () => {
    const sheet = await createSheet(api, [line(1)], { token: member.token });
    const a = await reserve(api, sheet, { token: member.token });
    const b = await reserve(api, sheet, { token: member.token, payType: 'NAVER_EASY_PAY', pgType: 'NAVER_EASY_PAY' });
    const first = await press(api, a.key, 'approve');
    const second = await press(api, b.key, 'approve');
    expect(first.result).toBe('SUCCESS');
    expect(second).toMatchObject({ result: 'FAIL' });
    expect(second.message).toMatch(/이미 결제가 끝난 주문서/);
    const orders = await api.deps.db.selectFrom('orders').select('order_no').where('order_sheet_no', '=', sheet).execute();
    expect(orders).toEqual([{ order_no: first.orderNo }]);
  });

  it('answers unknown payment keys with a Korean page', async () => {
    const res = await fetch(`${api.url}/sandbox/payments/pay_doesnotexist1234`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('결제 정보를 찾을 수 없습니다');
  });
});
