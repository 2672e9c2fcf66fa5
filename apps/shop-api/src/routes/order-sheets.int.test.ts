import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createProduct, giveCoupon, givePoints, type FixtureMember, type FixtureProduct } from '../testing/commerce-fixtures.ts';
import { createSheet } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

interface PaymentInfo {
  productAmt: number;
  productCouponAmt: number;
  cartCouponAmt: number;
  deliveryAmt: number;
  remoteDeliveryAmt: number;
  usedAccumulationAmt: number;
  availableMaxAccumulationAmt: number;
  paymentAmt: number;
}

describe('order sheets', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let racket: FixtureProduct;
  let couponIssueNo: number;
  let cartCouponIssueNo: number;

  beforeAll(async () => {
    api = await startTestShopApi('sheets');
    const db = api.deps.db;
    member = await createMember(db, '주문서');
    racket = await createProduct(db, { salePrice: 20000, options: [['블랙', 0, 10]] });
    await givePoints(db, member.memberNo, 10000);
    couponIssueNo = await giveCoupon(db, member.memberNo, { type: 'PRODUCT', discountRate: 10, productNos: [racket.productNo] });
    cartCouponIssueNo = await giveCoupon(db, member.memberNo, { type: 'CART', discountAmt: 3000, minSalePrice: 30000 });
  });
  afterAll(async () => {
    await api.close();
  });

  const calculate = async (no: string, body: unknown, token = member.token) => {
    const res = await api.call(`/order-sheets/${no}/calculate`, { method: 'POST', token, json: body });
    return { status: res.status, body: (await res.json()) as { paymentInfo: PaymentInfo; code?: string; message?: string; appliedCoupons: { cartCouponIssueNo: number | null } } };
  };

  it('opens a member sheet with amounts, pay types, points and coupons', async () => {
    const no = await createSheet(api, [{ productNo: racket.productNo, optionNo: racket.optionNos[0] ?? 0, orderCnt: 2 }], { token: member.token });
    expect(no).toMatch(/^\d{18}$/);
    const res = await api.call(`/order-sheets/${no}`, { token: member.token });
    expect(res.status).toBe(200);
    const sheet = await res.json();
    expect(sheet.paymentInfo).toMatchObject({ productAmt: 40000, deliveryAmt: 3000, remoteDeliveryAmt: 0, paymentAmt: 43000, availableMaxAccumulationAmt: 10000 });
    expect(sheet.availablePayTypes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payType: 'CREDIT_CARD', pgTypes: ['INICIS'] }),
        expect.objectContaining({ payType: 'VIRTUAL_ACCOUNT' }),
        expect.objectContaining({ payType: 'MOBILE' }),
        expect.objectContaining({ payType: 'NAVER_EASY_PAY', pgTypes: ['NAVER_EASY_PAY'] }),
      ]),
    );
    expect(sheet.orderSheetPromotionSummary).toMatchObject({ myAccumulationAmt: 10000, usableCouponCnt: 2, myCouponCnt: 2 });
    expect(sheet.ordererContact.ordererName).toBe('주문서');
    expect(sheet.orderSheetAddress.memberAddress.zipCd).toBe('06236');
  });

  it('adds the Jeju and island fees only for those postal codes', async () => {
    const no = await createSheet(api, [{ productNo: racket.productNo, optionNo: racket.optionNos[0] ?? 0, orderCnt: 1 }], { token: member.token });
    const jeju = await calculate(no, { addressRequest: { receiverZipCd: '63100' } });
    expect(jeju.status).toBe(200);
    expect(jeju.body.paymentInfo).toMatchObject({ deliveryAmt: 3000, remoteDeliveryAmt: 3000, paymentAmt: 26000 });
    const ulleung = await calculate(no, { addressRequest: { receiverZipCd: '40210' } });
    expect(ulleung.body.paymentInfo.remoteDeliveryAmt).toBe(5000);
    const seoul = await calculate(no, { addressRequest: { receiverZipCd: '06236' } });
    expect(seoul.body.paymentInfo.remoteDeliveryAmt).toBe(0);
    const none = await calculate(no, {});
    expect(none.body.paymentInfo.paymentAmt).toBe(23000);
  });

  it('applies product and cart coupons and points within their limits', async () => {
    const no = await createSheet(api, [{ productNo: racket.productNo, optionNo: racket.optionNos[0] ?? 0, orderCnt: 2 }], { token: member.token });
    const withCoupons = await calculate(no, {
      accumulationUseAmt: 5000,
      couponRequest: { productCoupons: [{ productNo: racket.productNo, couponIssueNo }], cartCouponIssueNo },
    });
    expect(withCoupons.status).toBe(200);
    // 40,000 − 10% (4,000) − 3,000 cart coupon + 3,000 delivery − 5,000 points.
    expect(withCoupons.body.paymentInfo).toMatchObject({ productCouponAmt: 4000, cartCouponAmt: 3000, usedAccumulationAmt: 5000, paymentAmt: 31000 });
    expect(withCoupons.body.appliedCoupons.cartCouponIssueNo).toBe(cartCouponIssueNo);

    const tooSmall = await calculate(no, { accumulationUseAmt: 500 });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.code).toBe('O2011');
    const tooMuch = await calculate(no, { accumulationUseAmt: 20000 });
    expect(tooMuch.body.code).toBe('O2010');
    expect(tooMuch.body.message).toMatch(/10,000원/);
    const negative = await calculate(no, { accumulationUseAmt: -1 });
    expect(negative.status).toBe(400);
    const wrongCoupon = await calculate(no, { couponRequest: { cartCouponIssueNo: couponIssueNo } });
    expect(wrongCoupon.body.code).toBe('O2022');
  });

  it('lets only the owner open a member sheet, but anyone with the number a guest sheet', async () => {
    const no = await createSheet(api, [{ productNo: racket.productNo, optionNo: racket.optionNos[0] ?? 0, orderCnt: 1 }], { token: member.token });
    expect((await api.call(`/order-sheets/${no}`)).status).toBe(401);
    const other = await createMember(api.deps.db, '남의회원');
    const forbidden = await api.call(`/order-sheets/${no}`, { token: other.token });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).message).toMatch(/본인의 주문서/);

    const guestNo = await createSheet(api, [{ productNo: racket.productNo, optionNo: racket.optionNos[0] ?? 0, orderCnt: 1 }]);
    const guest = await api.call(`/order-sheets/${guestNo}`);
    expect(guest.status).toBe(200);
    expect((await guest.json()).paymentInfo.availableMaxAccumulationAmt).toBe(0);
    const guestPoints = await calculate(guestNo, { accumulationUseAmt: 1000 }, undefined as unknown as string);
    expect(guestPoints.body.code).toBe('O2013');
    expect((await api.call('/order-sheets/000000000000000000')).status).toBe(404);
  });

  it('refuses a sheet for more than the stock and expires after a day', async () => {
    const over = await api.call('/order-sheets', { method: 'POST', json: { products: [{ productNo: racket.productNo, optionNo: racket.optionNos[0], orderCnt: 11, optionInputs: [] }] } });
    expect(over.status).toBe(400);
    expect((await over.json()).code).toBe('O1005');
    const empty = await api.call('/order-sheets', { method: 'POST', json: { products: [] } });
    expect((await empty.json()).code).toBe('O2005');

    const no = await createSheet(api, [{ productNo: racket.productNo, optionNo: racket.optionNos[0] ?? 0, orderCnt: 1 }]);
    api.advance(25 * 3600_000);
    const expired = await api.call(`/order-sheets/${no}`);
    expect(expired.status).toBe(400);
    expect((await expired.json()).code).toBe('O2002');
    api.advance(-25 * 3600_000);
  });

  it('makes a sheet from cart lines', async () => {
    await api.call('/cart', { method: 'POST', token: member.token, json: [{ productNo: racket.productNo, optionNo: racket.optionNos[0], orderCnt: 3 }] });
    const cart = await (await api.call('/cart', { token: member.token })).json();
    const cartNo = cart.deliveryGroups[0].orderProducts[0].orderProductOptions[0].cartNo as number;
    const res = await api.call('/order-sheets', { method: 'POST', token: member.token, json: { cartNos: [cartNo] } });
    expect(res.status).toBe(200);
    const sheet = await (await api.call(`/order-sheets/${(await res.json()).orderSheetNo}`, { token: member.token })).json();
    expect(sheet.paymentInfo.productAmt).toBe(60000);
    expect(sheet.deliveryGroups[0].orderProducts[0].orderProductOptions[0].cartNo).toBe(cartNo);
    expect(sheet.paymentInfo.deliveryAmt).toBe(0);
  });
});
