// 전자영수증 from the counter (#28 item 9): at 완료 the cashier sends the receipt to the shopper's
// phone. With the own server out of reach the send waits in the outbox (전송 대기) and the number is there in
// clear; once the server is back the next sync delivers it (전송됨), the own server's message outbox
// holds exactly one message with the link, and the terminal keeps the number only masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosSandboxMessages } from '@courtside/core/pos';
import { startPosStack, type PosStack } from '@courtside/pos-server/testing/stack';
import type { TestTerminal } from '../src/services/testing/test-terminal.ts';
import type { EReceiptSendView } from '../src/shared/schemas.ts';
import { stackTerminal, value as valueOf } from './stack-terminals.ts';

let stack: PosStack;
let t: TestTerminal;
let product: { productNo: number; optionNos: number[] };
/** The network between this terminal and the own server: cut while true. */
let offline = false;
const value = <T>(channel: string, args: unknown): Promise<T> => valueOf<T>(t, channel, args);
const messages = async (target: string) => ((await (await fetch(`${stack.server.url}/api/pos/sandbox/messages?target=${target}`)).json()) as PosSandboxMessages).items;

beforeAll(async () => {
  stack = await startPosStack('pos-e-receipt');
  product = await stack.platform.createProduct('전자영수증 그립', 4500, [20]);
  t = await stackTerminal(stack, '카운터 1', {}, { fetch: (input, init) => (offline ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)) });
}, 120_000);

afterAll(async () => {
  await t?.destroy();
  await stack?.close();
});

describe('sending the receipt to the shopper’s phone', () => {
  let saleId = '';

  it('refuses a number that is not 010-XXXX-XXXX with the Korean reason', async () => {
    const sale = await value<{ id: string }>('sales.complete', {
      lines: [{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, name: '전자영수증 그립', optionName: '', barcode: null, quantity: 2, unitPrice: 4500, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'cash', amount: 9000, tendered: 10_000, cashReceipt: null }],
      heldSaleId: null,
      attemptId: `e-receipt-${Date.now()}`,
    });
    saleId = sale.id;
    const refused = await t.dispatch('receipts.send', { saleId, phone: '02-123-4567' });
    expect(refused).toEqual({ ok: false, error: { code: 'E_RECEIPT_PHONE_INVALID', message: '휴대폰 번호는 010으로 시작해야 합니다.' } });
    expect(await t.dispatch('receipts.send', { saleId: 'no-such-sale', phone: '010-1111-2222' })).toMatchObject({ ok: false, error: { code: 'SALE_NOT_FOUND' } });
  });

  it('waits while the server is out of reach, then is sent once: one message, the number masked on the terminal', async () => {
    offline = true;
    const queued = await value<EReceiptSendView>('receipts.send', { saleId, phone: '010-4321-8765' });
    expect(queued).toMatchObject({ state: 'pending', phoneMasked: '010-****-8765' });
    await value('sync.now', {}).catch(() => undefined);
    expect((await value<{ items: EReceiptSendView[] }>('receipts.sends', { saleId })).items.map((s) => s.state)).toEqual(['pending']);
    const waiting = await t.services.db.selectFrom('outbox').select('payload').where('id', '=', queued.requestId).executeTakeFirstOrThrow();
    expect(waiting.payload).toContain('01043218765');

    offline = false;
    await value('sync.now', {});
    const sends = (await value<{ items: EReceiptSendView[] }>('receipts.sends', { saleId })).items;
    expect(sends).toEqual([{ requestId: queued.requestId, phoneMasked: '010-****-8765', state: 'sent', requestedAt: queued.requestedAt, error: null }]);
    const sent = await t.services.db.selectFrom('outbox').select('payload').where('id', '=', queued.requestId).executeTakeFirstOrThrow();
    expect(sent.payload).not.toContain('01043218765');
    expect(JSON.parse(sent.payload)).toMatchObject({ kind: 'e-receipt', payload: { saleId, phone: '010-****-8765' } });

    const inbox = await messages('01043218765');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.body).toMatch(/결제 금액: 9,000원\n영수증 보기: http:\/\/127\.0\.0\.1:3000\/receipt\/[A-Za-z0-9_-]{43}/);
    // Another sync sends nothing again.
    await value('sync.now', {});
    expect(await messages('01043218765')).toHaveLength(1);
  });
});
