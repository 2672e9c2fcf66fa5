// The sandbox PG's sales slip (매출전표), the page GET /profile/orders/{orderNo}/payment-receipt-url
// and the order's receiptInfos point to: what was paid, how, and every amount given back since.
import type { Hono } from 'hono';
import { orderAmount, type PayInfo } from '../services/orders/orders.ts';
import { findPayment } from '../services/checkout/payments.ts';
import { payTypeLabel } from '../services/checkout/pay-types.ts';
import { escapeHtml, kstText, page, won } from './payment-page.ts';
import { parseJson } from '../domain/json-columns.ts';
import type { AppEnv } from '../http/context.ts';

export function registerSandboxReceipts(app: Hono<AppEnv>): void {
  app.get('/sandbox/receipts/:key', async (c) => {
    const db = c.get('deps').db;
    const p = await findPayment(db, c.req.param('key'));
    const order = p?.order_no ? await db.selectFrom('orders').selectAll().where('order_no', '=', p.order_no).executeTakeFirst() : undefined;
    if (!p || !order || !order.paid_at) {
      return c.html(page('영수증 없음', '<h1>영수증을 찾을 수 없습니다</h1><p>결제가 끝나지 않았거나 주소가 잘못되었습니다.</p>'), 404);
    }
    const info = parseJson<PayInfo | null>(order.pay_info_json, null);
    const card = info?.cardInfo;
    const bank = info?.bankInfo;
    const easy = info?.easyPayInfo;
    const first = orderAmount(order.first_amount_json);
    const last = orderAmount(order.last_amount_json);
    const claims = await db
      .selectFrom('claims')
      .select(['claim_type', 'refund_json', 'completed_at'])
      .where('order_no', '=', order.order_no)
      .where('completed_at', 'is not', null)
      .where('claim_type', '!=', 'EXCHANGE')
      .orderBy('claim_no')
      .execute();
    const method = card
      ? `<dt>카드사</dt><dd>${escapeHtml(card.cardName)}</dd><dt>카드번호</dt><dd>${escapeHtml(card.cardNo)}</dd>
<dt>할부</dt><dd>${card.installmentPeriod > 0 ? `${card.installmentPeriod}개월` : '일시불'}</dd><dt>승인번호</dt><dd>${escapeHtml(card.cardApprovalNumber)}</dd>`
      : bank
        ? `<dt>입금 은행</dt><dd>${escapeHtml(bank.bankName)}</dd><dt>입금일</dt><dd>${kstText(bank.depositYmdt)}</dd>`
        : easy
          ? `<dt>간편결제</dt><dd>${escapeHtml(easy.easyPayProviderName)}</dd>${easy.approvalNumber ? `<dt>승인번호</dt><dd>${escapeHtml(easy.approvalNumber)}</dd>` : ''}`
          : '';
    const refunds = claims
      .map((cl) => {
        const r = parseJson<{ payAmt?: number }>(cl.refund_json, {});
        return `<dt>${cl.claim_type === 'RETURN' ? '반품 환불' : '취소'}</dt><dd>-${won(r.payAmt ?? 0)} (${kstText(cl.completed_at)})</dd>`;
      })
      .join('');
    return c.html(
      page(
        '매출전표',
        `<h1>매출전표</h1><dl><dt>상호</dt><dd>(주)코트사이드</dd><dt>주문번호</dt><dd>${escapeHtml(order.order_no)}</dd>
<dt>결제수단</dt><dd>${escapeHtml(payTypeLabel(order.pay_type))}</dd>${method}<dt>결제일시</dt><dd>${kstText(order.paid_at)}</dd>
<dt>결제 금액</dt><dd>${won(first.payAmt)}</dd>${refunds}<dt>최종 결제 금액</dt><dd>${won(last.payAmt)}</dd></dl>
<p class="notice">테스트 결제의 매출전표입니다.</p>`,
      ),
    );
  });
}
