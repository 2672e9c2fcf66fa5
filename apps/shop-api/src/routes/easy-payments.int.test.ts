// 카카오페이, 토스페이, 페이코 through the sandbox: each offered with its pg type, paid in its own window
// (approve, cancel, the provider's failure), shown on the order and the receipt, and refunded — in
// part, then the rest — to the same account through claims. The sheet's card entry carries the shop's
// 무이자 할부 안내.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createProduct, type FixtureMember, type FixtureProduct } from '../testing/commerce-fixtures.ts';
import { createSheet, press, reserve, reserveBody } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

const easyPays = [
  { payType: 'KAKAO_PAY', pgType: 'KAKAO_PAY', label: '카카오페이', refundType: 'KAKAO_PAY' },
  { payType: 'TOSS_PAY', pgType: 'TOSS_PAYMENTS', label: '토스페이', refundType: 'TOSS_PAYMENTS' },
  { payType: 'PAYCO', pgType: 'PAYCO', label: '페이코', refundType: 'PAYCO' },
] as const;

describe('easy payments', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let grip: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('easy-pay');
    member = await createMember(api.deps.db, '간편결제');
    grip = await createProduct(api.deps.db, { salePrice: 30000, options: [['화이트', 0, 50], ['블루', 0, 50]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const twoLines = () => [
    { productNo: grip.productNo, optionNo: grip.optionNos[0] ?? 0, orderCnt: 1 },
    { productNo: grip.productNo, optionNo: grip.optionNos[1] ?? 0, orderCnt: 1 },
  ];

  it('offers each easy payment with its pg type, and 무이자 할부 on the card', async () => {
    const sheet = await createSheet(api, twoLines(), { token: member.token });
    const body = await (await api.call(`/order-sheets/${sheet}`, { token: member.token })).json();
    for (const e of easyPays) expect(body.availablePayTypes).toContainEqual({ payType: e.payType, pgTypes: [e.pgType], payTypeLabel: e.label });
    const card = body.availablePayTypes.find((p: { payType: string }) => p.payType === 'CREDIT_CARD');
    expect(card.noIntInfos).toContainEqual({ cardName: '신한카드', amount: 5, monthList: [2, 3, 4, 5] });
    // A pay type paired with another's pg is refused.
    const wrong = await api.call('/payments/reserve', { method: 'POST', token: member.token, json: reserveBody(sheet, { token: member.token, payType: 'KAKAO_PAY', pgType: 'INICIS' }) });
    expect(wrong.status).toBe(400);
  });

  for (const e of easyPays) {
    it(`${e.label}: its window cancels, fails, approves; the order and receipt name it; a partial refund then the rest go back`, async () => {
      const sheet = await createSheet(api, twoLines(), { token: member.token });
      const cancelled = await reserve(api, sheet, { token: member.token, payType: e.payType, pgType: e.pgType });
      const window = await (await fetch(cancelled.returnUrl)).text();
      expect(window).toContain(`${e.label}로 결제하기`);
      expect(window).toContain('결제 취소');
      expect(window).toContain('승인 실패 (테스트)');
      expect(await press(api, cancelled.key, 'decline')).toMatchObject({ result: 'FAIL', message: '결제를 취소했습니다.' });

      const failed = await reserve(api, sheet, { token: member.token, payType: e.payType, pgType: e.pgType });
      const failure = await press(api, failed.key, 'fail');
      expect(failure.result).toBe('FAIL');
      expect(failure.message).toContain(`${e.label} 결제가 승인되지 않았습니다`);

      const paid = await reserve(api, sheet, { token: member.token, payType: e.payType, pgType: e.pgType });
      const outcome = await press(api, paid.key, 'approve');
      expect(outcome.result).toBe('SUCCESS');
      const orderNo = outcome.orderNo as string;
      const detail = await (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
      expect(detail).toMatchObject({ payType: e.payType, pgType: e.pgType, payTypeLabel: e.label, refundType: e.refundType });
      expect(detail.payInfo.easyPayInfo).toMatchObject({ serviceCorpId: e.pgType, payMethod: 'EASY_PAY' });
      const receipt = await (await fetch(detail.receiptInfos[0].url)).text();
      expect(receipt).toContain(e.label);
      expect(receipt).toContain('승인번호');

      // One of two lines back first (partial), then the other.
      const optionNos = detail.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].orderOptions.map((o: { orderOptionNo: number }) => o.orderOptionNo) as number[];
      const cancelOne = (no: number) => api.call('/profile/claims/cancel', {
        method: 'POST', token: member.token, headers: { Version: '1.1' },
        json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', refundsImmediately: true, saveBankAccountInfo: false, claimedProductOptions: [{ orderProductOptionNo: no, productCnt: 1 }] },
      });
      expect((await cancelOne(optionNos[0] as number)).status).toBe(200);
      const partial = await (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
      expect(partial.refundInfos).toHaveLength(1);
      expect(partial.refundInfos[0].refundPayAmt).toBeGreaterThan(0);
      expect(partial.lastOrderAmount.payAmt).toBeLessThan(detail.lastOrderAmount.payAmt);
      expect((await cancelOne(optionNos[1] as number)).status).toBe(200);
      const all = await (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
      const refunded = all.refundInfos.reduce((s: number, r: { refundPayAmt: number }) => s + r.refundPayAmt, 0);
      expect(refunded).toBe(detail.lastOrderAmount.payAmt);
      expect(all.refundTypeLabel).toBe(`${e.label} 결제 취소`);
      const slip = await (await fetch(detail.receiptInfos[0].url)).text();
      expect(slip).toContain('최종 결제 금액');
    });
  }
});
