// 현금영수증 on an order (order-shop-public.yml): the member's `POST /profile/orders/{orderNo}/cashReceipt`
// (ask for one: issued at once when paid, else when the deposit comes), `PUT` (change the purpose or
// number: an issued receipt is cancelled and issued again), `POST …/cashReceipt/cancel`; the guest's
// `POST` and `PUT /guest/orders/{orderNo}/cashReceipt` with the order's guestToken. The sandbox's
// 현금영수증 page (`/sandbox/cash-receipts/{paymentKey}`) is what the order's receiptInfos link to.
import type { Hono } from 'hono';
import { readJson, requireMember } from '../http/request.ts';
import { memberOrder } from '../services/orders/member-orders.ts';
import { cancelCashReceipt, cashReceiptInfo, cashReceiptIssues, changeCashReceipt, keyTypeLabel, requestCashReceipt, type CashReceiptRequest } from '../services/orders/cash-receipts.ts';
import { findPayment } from '../services/checkout/payments.ts';
import { escapeHtml, kstText, page, won } from '../sandbox/payment-page.ts';
import { requireGuestOrder } from './guest-orders.ts';
import { cashReceiptSchema } from './payments.ts';
import { orderNoParam } from './orders.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import type { z } from 'zod';

const requestOf = (body: z.infer<typeof cashReceiptSchema>): CashReceiptRequest => ({
  purpose: body.cashReceiptIssuePurposeType, key: body.cashReceiptKey, keyType: body.cashReceiptKeyType ?? null,
});

const resultMessage = { ISSUE: '현금영수증이 발급되었습니다.', REQUEST: '입금이 확인되면 현금영수증이 발급됩니다.' } as const;

export function registerCashReceipts(app: Hono<AppEnv>): void {
  const owned = async (c: AppContext, guest: boolean): Promise<string> => {
    if (guest) return requireGuestOrder(c, orderNoParam(c));
    const member = requireMember(c);
    return (await memberOrder(c.get('deps').db, member.member_no, orderNoParam(c))).order_no;
  };

  for (const [prefix, guest] of [['/profile', false], ['/guest', true]] as const) {
    app.post(`${prefix}/orders/:orderNo/cashReceipt`, async (c) => {
      const orderNo = await owned(c, guest);
      const body = await readJson(c, cashReceiptSchema);
      const deps = c.get('deps');
      const resultType = await requestCashReceipt(deps.db, orderNo, requestOf(body), deps.now());
      return c.json({ resultType, resultMsg: resultMessage[resultType] });
    });

    app.put(`${prefix}/orders/:orderNo/cashReceipt`, async (c) => {
      const orderNo = await owned(c, guest);
      const body = await readJson(c, cashReceiptSchema);
      const deps = c.get('deps');
      return c.json(await changeCashReceipt(deps.db, orderNo, requestOf(body), deps.now()));
    });
  }

  app.post('/profile/orders/:orderNo/cashReceipt/cancel', async (c) => {
    const orderNo = await owned(c, false);
    const deps = c.get('deps');
    await cancelCashReceipt(deps.db, orderNo, deps.now());
    return c.json({ resultType: 'CANCEL', resultMsg: '현금영수증 발급을 취소했습니다.' });
  });

  app.get('/sandbox/cash-receipts/:key', async (c) => {
    const db = c.get('deps').db;
    const payment = await findPayment(db, c.req.param('key'));
    const info = payment?.order_no ? await cashReceiptInfo(db, payment.order_no) : null;
    if (!payment?.order_no || !info) {
      return c.html(page('현금영수증 없음', '<h1>현금영수증을 찾을 수 없습니다</h1><p>신청하지 않았거나 주소가 잘못되었습니다.</p>'), 404);
    }
    const issues = await cashReceiptIssues(db, payment.order_no);
    const rows = issues.map((i) => `<tr><td>${escapeHtml(i.auth_no)}</td><td>${won(i.amount)}</td><td>${kstText(i.issued_at)}</td><td>${i.cancelled_at ? `취소 ${kstText(i.cancelled_at)}` : '발급'}</td></tr>`).join('');
    const purpose = info.cashReceiptIssuePurposeType === 'PROOF_EXPENDITURE' ? '지출증빙' : '소득공제';
    return c.html(page('현금영수증', `<h1>현금영수증</h1><dl><dt>상호</dt><dd>(주)코트사이드</dd><dt>주문번호</dt><dd>${escapeHtml(payment.order_no)}</dd>
<dt>용도</dt><dd>${purpose}</dd><dt>발급 번호</dt><dd>${escapeHtml(keyTypeLabel(info.cashReceiptKeyType as never))} ${escapeHtml(info.cashReceiptKey)}</dd>
<dt>승인번호</dt><dd>${escapeHtml(info.cashReceiptAuthNo ?? '-')}</dd><dt>발급 금액</dt><dd>${info.issueAmt === null ? '-' : won(info.issueAmt)}</dd></dl>
<table><thead><tr><th>승인번호</th><th>금액</th><th>일시</th><th>상태</th></tr></thead><tbody>${rows}</tbody></table>
<p class="notice">테스트 PG가 발급한 현금영수증입니다. 국세청에 신고되지 않습니다.</p>`));
  });
}
