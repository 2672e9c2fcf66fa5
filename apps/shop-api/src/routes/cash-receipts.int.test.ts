// 현금영수증 over a real server: asked with a 가상계좌 payment (by phone), issued with an approval number
// when the deposit is confirmed, shown on the order and its 현금영수증 page, changed (issued again),
// cancelled and issued again for what is left after a partial refund, cancelled when all is refunded;
// asked later by a guest; refused in Korean for a bad 사업자등록번호 or a card payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createProduct, type FixtureMember, type FixtureProduct } from '../testing/commerce-fixtures.ts';
import { createSheet, press, reserve, reserveBody } from '../testing/checkout.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

describe('현금영수증', () => {
  let api: TestShopApi;
  let member: FixtureMember;
  let grip: FixtureProduct;

  beforeAll(async () => {
    api = await startTestShopApi('cash-receipt');
    member = await createMember(api.deps.db, '현금영수증');
    grip = await createProduct(api.deps.db, { salePrice: 20000, options: [['화이트', 0, 50], ['블루', 0, 50]] });
  });
  afterAll(async () => {
    await api.close();
  });

  const twoLines = () => [
    { productNo: grip.productNo, optionNo: grip.optionNos[0] ?? 0, orderCnt: 1 },
    { productNo: grip.productNo, optionNo: grip.optionNos[1] ?? 0, orderCnt: 1 },
  ];
  const detail = async (orderNo: string) => (await api.call(`/profile/orders/${orderNo}`, { token: member.token })).json();
  const deposit = (key: string) => fetch(`${api.url}/sandbox/payments/${key}/deposit`, { method: 'POST' });
  /** The back office's 입금 확인 through the server API. */
  const confirmDeposit = (orderNo: string) => fetch(`${api.url}/server/orders/${orderNo}/deposit`, { method: 'POST', headers: { systemKey: api.systemKey, clientId: api.clientId, platform: 'PC', Version: '1.0' } });

  it('is asked by phone at checkout, issued when the deposit comes, changed, and follows the refunds', async () => {
    const sheet = await createSheet(api, twoLines(), { token: member.token });
    const r = await reserve(api, sheet, {
      token: member.token, payType: 'VIRTUAL_ACCOUNT', pgType: 'INICIS',
      cashReceipt: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '010-2345-6789' },
    });
    const orderNo = (await press(api, r.key, 'approve')).orderNo as string;
    const waiting = await detail(orderNo);
    expect(waiting.cashReceiptInfo).toMatchObject({ cashReceiptIssueType: 'REQUEST', cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKeyType: 'MOBILE_NO', cashReceiptKey: '01023456789', cashReceiptAuthNo: null });
    expect(waiting.receiptInfos.some((i: { receiptType: string }) => i.receiptType === 'CASH_RECEIPT')).toBe(false);

    const confirmed = await confirmDeposit(orderNo);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ orderNo, status: 'DEPOSITED' });
    expect((await confirmDeposit(orderNo)).status).toBe(200);
    const paid = await detail(orderNo);
    const paidAmt = paid.lastOrderAmount.payAmt as number;
    expect(paid.cashReceiptInfo).toMatchObject({ cashReceiptIssueType: 'COMPLETE', issueAmt: paidAmt });
    expect(paid.cashReceiptInfo.cashReceiptAuthNo).toMatch(/^\d{9}$/);
    const link = paid.receiptInfos.find((i: { receiptType: string }) => i.receiptType === 'CASH_RECEIPT');
    const slip = await (await fetch(link.url)).text();
    expect(slip).toContain(paid.cashReceiptInfo.cashReceiptAuthNo);
    expect(slip).toContain('소득공제');

    // Changed to a business number (지출증빙): the issued receipt is cancelled and issued again.
    const bad = await api.call(`/profile/orders/${orderNo}/cashReceipt`, { method: 'PUT', token: member.token, json: { cashReceiptIssuePurposeType: 'PROOF_EXPENDITURE', cashReceiptKeyType: 'BUSINESS_NO', cashReceiptKey: '123-45-67890' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('사업자등록번호가 올바르지 않습니다');
    const changed = await api.call(`/profile/orders/${orderNo}/cashReceipt`, { method: 'PUT', token: member.token, json: { cashReceiptIssuePurposeType: 'PROOF_EXPENDITURE', cashReceiptKeyType: 'BUSINESS_NO', cashReceiptKey: '220-81-62517' } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ cashReceiptIssuePurposeType: 'PROOF_EXPENDITURE', cashReceiptKeyType: 'BUSINESS_NO', cashReceiptKey: '2208162517' });
    const reissued = await detail(orderNo);
    expect(reissued.cashReceiptInfo.cashReceiptAuthNo).not.toBe(paid.cashReceiptInfo.cashReceiptAuthNo);
    expect(reissued.cashReceiptInfo.issueAmt).toBe(paidAmt);

    // A partial refund: cancelled and issued again for what is left; then all: cancelled.
    const lines = reissued.orderOptionsGroupByPartner[0].orderOptionsGroupByDelivery[0].orderOptions.map((o: { orderOptionNo: number }) => o.orderOptionNo) as number[];
    const cancel = (no: number) => api.call('/profile/claims/cancel', {
      method: 'POST', token: member.token, headers: { Version: '1.1' },
      json: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', refundsImmediately: true, saveBankAccountInfo: false, bankAccountInfo: { bank: 'KB', bankAccount: '123-456-7890', bankDepositorName: '김주문' }, claimedProductOptions: [{ orderProductOptionNo: no, productCnt: 1 }] },
    });
    expect((await cancel(lines[0] as number)).status).toBe(200);
    const partial = await detail(orderNo);
    expect(partial.cashReceiptInfo.issueAmt).toBe(partial.lastOrderAmount.payAmt);
    expect(partial.cashReceiptInfo.issueAmt).toBeLessThan(paidAmt);
    expect(partial.cashReceiptInfo.cashReceiptAuthNo).not.toBe(reissued.cashReceiptInfo.cashReceiptAuthNo);
    expect((await cancel(lines[1] as number)).status).toBe(200);
    const all = await detail(orderNo);
    expect(all.cashReceiptInfo).toMatchObject({ cashReceiptIssueType: 'CANCEL', cashReceiptAuthNo: null });
    const history = await (await fetch(link.url)).text();
    expect(history.match(/취소 /g)?.length).toBe(3);
  });

  it('is asked later by a guest, on the guest’s order, and cancelled by a member', async () => {
    const sheet = await createSheet(api, twoLines());
    const r = await reserve(api, sheet, { payType: 'VIRTUAL_ACCOUNT', pgType: 'INICIS', tempPassword: 'guest1234' });
    const orderNo = (await press(api, r.key, 'approve')).orderNo as string;
    const login = await api.call(`/guest/orders/${orderNo}`, { method: 'POST', json: { password: 'guest1234', orderRequestType: 'ALL' } });
    const guestToken = (await login.json()).guestToken as string;
    const asked = await api.call(`/guest/orders/${orderNo}/cashReceipt`, { method: 'POST', guestToken, json: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKeyType: 'CARD_NO', cashReceiptKey: '9430-1234-5678-9012' } });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ resultType: 'REQUEST' });
    expect((await api.call(`/guest/orders/${orderNo}/cashReceipt`, { method: 'POST', guestToken, json: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '01011112222' } })).status).toBe(409);
    const changed = await api.call(`/guest/orders/${orderNo}/cashReceipt`, { method: 'PUT', guestToken, json: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKeyType: 'MOBILE_NO', cashReceiptKey: '010-1111-2222' } });
    expect(await changed.json()).toMatchObject({ cashReceiptKeyType: 'MOBILE_NO', cashReceiptKey: '01011112222' });
    await deposit(r.key);
    const view = await (await api.call(`/guest/orders/${orderNo}`, { guestToken })).json();
    expect(view.cashReceiptInfo).toMatchObject({ cashReceiptIssueType: 'COMPLETE', cashReceiptKeyType: 'MOBILE_NO' });
    // Another order's token cannot touch it.
    expect((await api.call(`/guest/orders/${orderNo}/cashReceipt`, { method: 'POST', json: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '01011112222' } })).status).toBe(401);

    // A member's paid order asked after the deposit is issued at once, and can be cancelled.
    const memberSheet = await createSheet(api, twoLines(), { token: member.token });
    const m = await reserve(api, memberSheet, { token: member.token, payType: 'VIRTUAL_ACCOUNT', pgType: 'INICIS' });
    const memberOrder = (await press(api, m.key, 'approve')).orderNo as string;
    await deposit(m.key);
    const now = await api.call(`/profile/orders/${memberOrder}/cashReceipt`, { method: 'POST', token: member.token, json: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '01023456789' } });
    expect(await now.json()).toMatchObject({ resultType: 'ISSUE' });
    const cancelled = await api.call(`/profile/orders/${memberOrder}/cashReceipt/cancel`, { method: 'POST', token: member.token });
    expect(await cancelled.json()).toMatchObject({ resultType: 'CANCEL' });
    expect((await detail(memberOrder)).cashReceiptInfo).toMatchObject({ cashReceiptIssueType: 'CANCEL' });
  });

  it('refuses a 현금영수증 on a card payment and a wrong number, in Korean', async () => {
    const sheet = await createSheet(api, twoLines(), { token: member.token });
    const card = await api.call('/payments/reserve', { method: 'POST', token: member.token, json: reserveBody(sheet, { token: member.token, cashReceipt: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '01023456789' } }) });
    expect(card.status).toBe(400);
    expect((await card.json()).code).toBe('O3102');
    const wrong = await api.call('/payments/reserve', { method: 'POST', token: member.token, json: reserveBody(sheet, { token: member.token, payType: 'VIRTUAL_ACCOUNT', cashReceipt: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '12345' } }) });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('O3101');
    const purpose = await api.call('/payments/reserve', { method: 'POST', token: member.token, json: reserveBody(sheet, { token: member.token, payType: 'VIRTUAL_ACCOUNT', cashReceipt: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '220-81-62517' } }) });
    expect((await purpose.json()).message).toContain('지출증빙');
  });
});
