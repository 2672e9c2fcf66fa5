// 전자영수증 (#28 item 9) through the real sync route: a terminal's `e-receipt` entry makes one link
// (a 256-bit token stored only as sha256, expiring) and one message in the own server's outbox; a
// replay makes nothing more; the link opens the receipt (no staff, no ids, the phone masked; refunds
// shown), an unknown, altered or expired token answers the one Korean message with 404 / 410; the
// phone number in clear is in no table but the message outbox. Runs on SQLite and PostgreSQL.
import { posRoutePath, type PosReceiptView, type PosSandboxMessages, type PosSyncEntry, type PosSyncEntryReply } from '@courtside/core/pos';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosDb } from './schema';
import { sha256 } from './secrets';
import { ADMIN, startPosStack, type PosStack } from './testing/stack';
import { newEntryId, SimTerminal } from './testing/sim-terminal';

const PHONE = '01098765432';
const STOREFRONT = 'https://shop.example';
let stack: PosStack;
let t: SimTerminal;
let product: { productNo: number; optionNos: number[] };
let clock = Date.parse('2026-03-02T03:00:00.000Z');

const eReceipt = (saleId: string, phone = PHONE): PosSyncEntry => ({
  id: newEntryId(),
  kind: 'e-receipt',
  terminalId: t.terminalId,
  staffId: t.staffId,
  createdAt: new Date(clock).toISOString(),
  payload: { saleId, phone, requestedAt: new Date(clock).toISOString() },
});
async function send(...entries: PosSyncEntry[]): Promise<readonly PosSyncEntryReply[]> {
  t.outbox.push(...entries);
  return (await t.syncOnce()).replies;
}
const messages = async (target = PHONE): Promise<PosSandboxMessages['items']> =>
  ((await (await fetch(`${stack.server.url}${posRoutePath('sandbox.messages')}?target=${target}`)).json()) as PosSandboxMessages).items;
const open = (token: string): Promise<Response> => fetch(`${stack.server.url}${posRoutePath('receipts.byToken', { token })}`);
const tokenIn = (body: string): string => /\/receipt\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const db = (): Kysely<PosDb> => stack.server.deps.db;

beforeAll(async () => {
  stack = await startPosStack('pos-receipt-links', { now: () => new Date(clock), eReceipt: { storefrontUrl: STOREFRONT, linkDays: 90, sandbox: true } });
  product = await stack.platform.createProduct('전자영수증 댐프너', 6000, [50]);
  t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
  const shop = { name: '코트사이드', representative: '김코트', businessNumber: '2208162517', address: '서울특별시 마포구 테니스로 1', phone: '02-1234-5678' };
  expect((await stack.api(posRoutePath('shop.save'), { method: 'PUT', json: shop })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('an e-receipt sent at 완료', () => {
  let saleId = '';
  let token = '';
  let request: PosSyncEntry;

  it('makes one link and one message, in the same batch as its sale', async () => {
    const sale = t.sell([{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: 2, unitPrice: 6000 }], 'split', new Date(clock).toISOString());
    saleId = sale.id;
    t.outbox.pop();
    request = eReceipt(saleId);
    const replies = await send(sale, request);
    expect(replies.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(replies[1]).toMatchObject({ result: { kind: 'e-receipt', businessDate: '2026-03-02' } });

    const [message, ...more] = await messages('010-9876-5432');
    expect(more).toEqual([]);
    expect(message).toMatchObject({ channel: 'alimtalk', target: PHONE, subject: '[코트사이드] 전자영수증' });
    expect(message?.body).toContain('결제 금액: 12,000원');
    expect(message?.body).toContain(`영수증 보기: ${STOREFRONT}/receipt/`);
    expect(message?.body).toContain('(2026-05-31까지 열 수 있습니다)');
    token = tokenIn(message?.body ?? '');
    // 32 random bytes: 43 base64url characters; only its sha256 is stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = await db().selectFrom('pos_receipt_links').selectAll().executeTakeFirstOrThrow();
    expect(link).toMatchObject({ token_hash: sha256(token), sale_client_id: saleId, phone_masked: '010-****-5432', expires_at: '2026-05-31T03:00:00.000Z' });
  });

  it('is replayed, not repeated, when the terminal sends it again', async () => {
    expect((await send(request))[0]).toMatchObject({ status: 'replayed' });
    expect(await messages()).toHaveLength(1);
    expect(await db().selectFrom('pos_receipt_links').select('link_id').execute()).toHaveLength(1);
  });

  it('opens the receipt: lines, totals with VAT, payments, the phone masked, no staff or ids', async () => {
    const res = await open(token);
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    const view = (await res.json()) as PosReceiptView;
    expect(view.shop).toMatchObject({ name: '코트사이드', businessNumber: '220-81-62517' });
    expect(view.lines).toEqual([{ name: `상품 ${product.productNo}`, optionName: null, quantity: 2, unitPrice: 6000, discount: 0, amount: 12_000 }]);
    expect(view.totals).toEqual({ subtotal: 12_000, lineDiscount: 0, saleDiscount: 0, total: 12_000, supply: 10_909, vat: 1_091 });
    expect(view.payments.map((p) => [p.method, p.label, p.amount])).toEqual([
      ['cash', '현금', 6000],
      ['card', '카드 (신한카드)', 6000],
    ]);
    expect(view.phoneMasked).toBe('010-****-5432');
    expect(view.refunds).toEqual([]);
    for (const hidden of [ADMIN.name, PHONE, saleId, '"staffId"', '"terminalId"', '"productNo"', '"optionNo"']) expect(text).not.toContain(hidden);
  });

  it('shows a refund of the sale', async () => {
    const refund = t.refund({
      refundNo: 'R-0001',
      saleId,
      refundedAt: new Date(clock + 60_000).toISOString(),
      reason: '단순 변심',
      lines: [{ lineNo: 1, productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: 1, amount: 6000, restock: true }],
      payments: [{ method: 'cash', amount: 6000 }],
      total: 6000,
    });
    t.outbox.pop();
    expect((await send(refund))[0]).toMatchObject({ status: 'applied' });
    const view = (await (await open(token)).json()) as PosReceiptView;
    expect(view.refundedTotal).toBe(6000);
    expect(view.refunds).toEqual([{ refundNo: 'R-0001', refundedAt: new Date(clock + 60_000).toISOString(), total: 6000, lines: [{ name: `상품 ${product.productNo}`, optionName: null, quantity: 1, amount: 6000 }] }]);
  });

  it('answers an unknown or altered token with 404 and the Korean message', async () => {
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'x', '../../etc/passwd', 'A'.repeat(43)]) {
      const res = await open(bad);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'POS_RECEIPT_LINK_UNKNOWN', message: '영수증 링크가 만료되었거나 올바르지 않습니다.' });
    }
  });

  it('stops opening after the configured days: 410 with the same message', async () => {
    const saved = clock;
    clock = Date.parse('2026-05-31T02:59:59.000Z');
    expect((await open(token)).status).toBe(200);
    clock = Date.parse('2026-05-31T03:00:00.000Z');
    const res = await open(token);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ code: 'POS_RECEIPT_LINK_EXPIRED', message: '영수증 링크가 만료되었거나 올바르지 않습니다.' });
    clock = saved;
  });

  it('refuses a request for a sale the server does not hold, and a number that is not a mobile one', async () => {
    const [unknown, landline] = await send(eReceipt(newEntryId()), eReceipt(saleId, '0212345678'));
    expect(unknown).toMatchObject({ status: 'rejected', code: 'POS_SALE_NOT_FOUND' });
    expect(landline).toMatchObject({ status: 'rejected', code: 'POS_ENTRY_INVALID', message: '휴대폰 번호는 010으로 시작해야 합니다.' });
    expect(await messages()).toHaveLength(1);
  });

  it('keeps the number in clear in the message outbox only', async () => {
    const tables = ['pos_terminals', 'pos_staff', 'pos_staff_sessions', 'pos_applied_entries', 'pos_sales', 'pos_sale_lines', 'pos_payments', 'pos_refunds', 'pos_conflicts', 'pos_receipt_links', 'pos_messages'] as const;
    const holding: string[] = [];
    for (const table of tables) {
      const rows = await db().selectFrom(table).selectAll().execute();
      if (JSON.stringify(rows).includes(PHONE)) holding.push(table);
    }
    expect(holding).toEqual(['pos_messages']);
  });
});

describe('the sandbox message route', () => {
  it('is off in production configuration', async () => {
    const prod = await startPosStack('pos-receipt-links-prod', { eReceipt: { storefrontUrl: STOREFRONT, linkDays: 90, sandbox: false } });
    try {
      const res = await fetch(`${prod.server.url}${posRoutePath('sandbox.messages')}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'POS_SANDBOX_OFF' });
    } finally {
      await prod.close();
    }
  }, 60_000);
});
