// The sandbox PG's payment window. /payments/reserve hands the shopper here (returnUrl); the page
// shows the amount and method with 결제 승인 / 결제 거절, and for a virtual account issues the
// account and later takes a simulated deposit. Every decision redirects to the shop's clientReturnUrl
// with result=SUCCESS&orderNo=… or result=FAIL&message=…, as the real PG flow does.
import type { Context, Hono } from 'hono';
import type { PayInfo } from '../services/orders/orders.ts';
import {
  approvePayment,
  declinePayment,
  depositPayment,
  failPayment,
  findPayment,
  outcomeUrl,
  storedReserve,
  type PaymentOutcome,
  type PaymentRow,
} from '../services/checkout/payments.ts';
import { EASY_PAY_TYPES, payTypeLabel } from '../services/checkout/pay-types.ts';
import { parseJson } from '../domain/json-columns.ts';
import type { AppEnv } from '../http/context.ts';
import { requestHeader } from '../http/node-request.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
dl{display:grid;grid-template-columns:7em 1fr;gap:6px 12px}dt{color:#666}dd{margin:0;font-weight:600}
form{margin:10px 0}button{width:100%;padding:14px;border-radius:8px;font-size:16px;cursor:pointer;border:1px solid #ccc;background:#fff}
.ok{background:#1f6feb;color:#fff;border-color:#1f6feb}.notice{color:#666;font-size:13px}</style></head><body>${body}</body></html>`;
}

export function kstText(iso: string | null | undefined): string {
  if (!iso) return '-';
  return new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function button(key: string, action: 'approve' | 'decline' | 'deposit' | 'fail', label: string, primary: boolean, style = ''): string {
  return `<form method="post" action="/sandbox/payments/${encodeURIComponent(key)}/${action}"><button type="submit"${primary ? ' class="ok"' : ''}${style ? ` style="${style}"` : ''}>${label}</button></form>`;
}

/** Each easy payment's window in its own colours, as the provider's page would look. */
const easyPayBrands: Record<string, { background: string; color: string }> = {
  NAVER_EASY_PAY: { background: '#02803a', color: '#fff' },
  KAKAO_PAY: { background: '#fee500', color: '#191919' },
  TOSS_PAY: { background: '#0064ff', color: '#fff' },
  PAYCO: { background: '#d61f1f', color: '#fff' },
};

function easyPayWindow(p: PaymentRow, summary: string): string {
  const brand = easyPayBrands[p.pay_type] ?? { background: '#1f6feb', color: '#fff' };
  const name = payTypeLabel(p.pay_type);
  const colours = `background:${brand.background};color:${brand.color};border-color:${brand.background}`;
  const key = p.payment_key;
  return page(`${name} 결제`, `<h1 style="${colours};padding:14px;border-radius:8px">${escapeHtml(name)}</h1><p>${escapeHtml(name)} 계정에 등록된 결제 수단으로 결제합니다.</p>${summary}
${button(key, 'approve', `${escapeHtml(name)}로 결제하기`, false, colours)}${button(key, 'decline', '결제 취소', false)}${button(key, 'fail', '승인 실패 (테스트)', false)}
<p class="notice">실제 돈이 나가지 않는 테스트 결제 화면입니다.</p>`);
}

async function render(c: Context<AppEnv>, p: PaymentRow): Promise<string> {
  const reserve = storedReserve(p);
  const summary = `<dl><dt>주문서 번호</dt><dd>${escapeHtml(p.order_sheet_no)}</dd><dt>결제 수단</dt><dd>${escapeHtml(payTypeLabel(p.pay_type))}</dd>
<dt>결제 금액</dt><dd>${won(p.amount)}</dd><dt>주문자</dt><dd>${escapeHtml(reserve.orderer?.ordererName ?? '')}</dd></dl>`;
  const key = p.payment_key;
  if (p.status === 'RESERVED' && EASY_PAY_TYPES.includes(p.pay_type)) return easyPayWindow(p, summary);
  if (p.status === 'RESERVED') {
    const approveLabel = p.pay_type === 'VIRTUAL_ACCOUNT' ? '가상계좌 발급' : '결제 승인';
    return page('결제하기', `<h1>테스트 결제</h1>${summary}${button(key, 'approve', approveLabel, true)}${button(key, 'decline', '결제 거절', false)}
<p class="notice">실제 돈이 나가지 않는 테스트 결제 화면입니다.</p>`);
  }
  const back = (outcome: PaymentOutcome) => `<p><a href="${escapeHtml(outcomeUrl(outcome))}">쇼핑몰로 돌아가기</a></p>`;
  if (p.order_no && (p.status === 'DEPOSIT_WAIT' || p.status === 'DEPOSITED')) {
    const order = await c.get('deps').db.selectFrom('orders').select('pay_info_json').where('order_no', '=', p.order_no).executeTakeFirst();
    const bank = parseJson<PayInfo | null>(order?.pay_info_json, null)?.bankInfo;
    const account = bank
      ? `<dl><dt>입금 은행</dt><dd>${escapeHtml(bank.bankName)}</dd><dt>계좌번호</dt><dd>${escapeHtml(bank.account)}</dd>
<dt>예금주</dt><dd>${escapeHtml(bank.depositorName)}</dd><dt>입금 기한</dt><dd>${kstText(bank.paymentExpirationYmdt)}</dd></dl>`
      : '';
    const state = p.status === 'DEPOSITED' ? '<p>입금이 확인되었습니다.</p>' : button(key, 'deposit', '입금 확인 (테스트)', true);
    return page('가상계좌', `<h1>가상계좌가 발급되었습니다</h1>${summary}${account}${state}${back({ result: 'SUCCESS', orderNo: p.order_no, clientReturnUrl: p.client_return_url })}`);
  }
  if (p.order_no && p.status === 'EXPIRED') {
    return page('입금 기한 만료', `<h1>입금 기한이 지났습니다</h1><p>기한 안에 입금되지 않아 주문이 자동으로 취소되었습니다.</p>${summary}`);
  }
  if (p.order_no) return page('결제 완료', `<h1>결제가 완료되었습니다</h1>${summary}${back({ result: 'SUCCESS', orderNo: p.order_no, clientReturnUrl: p.client_return_url })}`);
  const message = p.fail_message ?? '결제에 실패했습니다.';
  return page('결제 실패', `<h1>결제하지 못했습니다</h1><p>${escapeHtml(message)}</p>${summary}${back({ result: 'FAIL', message, clientReturnUrl: p.client_return_url })}`);
}

function notFound(c: Context<AppEnv>) {
  return c.html(page('결제 정보 없음', '<h1>결제 정보를 찾을 수 없습니다</h1><p>결제 요청이 만료되었거나 주소가 잘못되었습니다.</p>'), 404);
}

export function registerSandboxPayments(app: Hono<AppEnv>): void {
  app.get('/sandbox/payments/:key', async (c) => {
    const p = await findPayment(c.get('deps').db, c.req.param('key'));
    return p ? c.html(await render(c, p)) : notFound(c);
  });

  for (const [action, decide] of [['approve', approvePayment], ['decline', declinePayment], ['fail', failPayment]] as const) {
    app.post(`/sandbox/payments/:key/${action}`, async (c) => {
      const deps = c.get('deps');
      const outcome = await decide(deps.db, c.req.param('key'), { now: deps.now(), baseUrl: deps.baseUrl() });
      return outcome ? c.redirect(outcomeUrl(outcome), 302) : notFound(c);
    });
  }

  app.post('/sandbox/payments/:key/deposit', async (c) => {
    const deps = c.get('deps');
    const key = c.req.param('key');
    const { orderNo } = await depositPayment(deps.db, key, { now: deps.now(), baseUrl: deps.baseUrl() });
    // The page's button posts a form and expects to see the page again; scripts get JSON.
    if ((requestHeader(c, 'content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      return c.redirect(`/sandbox/payments/${encodeURIComponent(key)}`, 303);
    }
    return c.json({ orderNo, status: 'DEPOSITED' });
  });
}
