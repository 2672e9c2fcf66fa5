// A card sale made on terminal A and refunded on terminal B (#27 item 7), against the real own server
// and one VAN agent stand-in on a loopback port: B, online, fetches A's sale from the server and
// cancels part of it through the agent with the original 승인번호 and date — nothing typed. The
// stand-in's ledger then holds the partial cancel, and the terminals' reports agree with each other,
// with the server's store report and with the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosDailyReport, PosSalePayload } from '@courtside/core/pos';
import { startVanStandin, type VanStandin } from '@courtside/hardware/van-agent-standin';
import type { PosStack } from '@courtside/pos-server/testing/stack';
import type { TestTerminal } from '../src/services/testing/test-terminal.ts';
import type { Report } from '../src/shared/schemas.ts';
import { startTwoTerminals, value, type TwoTerminals } from './stack-terminals.ts';

let stack: PosStack;
let standin: VanStandin;
let a: TestTerminal;
let b: TestTerminal;
let product: { productNo: number; optionNos: number[] };

let started: TwoTerminals | undefined;

beforeAll(async () => {
  standin = await startVanStandin({ port: 0, ledgerFile: null, readerDelayMs: 0 });
  started = await startTwoTerminals('pos-van-other-terminal', { name: '카드 환불 댐프너', price: 7000 }, { POS_VAN_AGENT: `tcp://127.0.0.1:${standin.port}` }, { paymentRecoveryMs: 3_600_000 });
  ({ stack, product, a, b } = started);
}, 120_000);

afterAll(async () => {
  await started?.close();
  await standin?.close();
});

describe('a card sale of terminal A refunded on terminal B', () => {
  let saleId = '';
  let approvalNo = '';

  it('cancels part of the approval at the agent with the original 승인번호 and date', async () => {
    const optionNo = product.optionNos[0] ?? 0;
    const sale = await value<{ id: string }>(a, 'sales.complete', {
      lines: [{ productNo: product.productNo, optionNo, name: '카드 환불 댐프너', optionName: '', barcode: null, quantity: 3, unitPrice: 7000, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'van-card', amount: 21_000, installmentMonths: 0 }],
      heldSaleId: null,
      attemptId: `other-terminal-${Date.now()}`,
    });
    saleId = sale.id;
    await value(a, 'sync.now', {});
    const row = await a.services.db.selectFrom('sales').select('payload').where('id', '=', saleId).executeTakeFirstOrThrow();
    const card = (JSON.parse(row.payload) as PosSalePayload).payments[0];
    if (card?.method !== 'card') throw new Error('card payment expected');
    approvalNo = card.approvalNo;
    expect(standin.ledger.remaining(approvalNo)).toBe(21_000);

    // B has never seen this sale: it reads it from the own server and cancels 7,000원 through the agent.
    expect(await b.services.db.selectFrom('sales').select('id').where('id', '=', saleId).executeTakeFirst()).toBeUndefined();
    const sent = standin.requests().length;
    const refund = await value<{ refund: { total: number; method: string } }>(b, 'orders.refund', { saleId, lines: [{ lineNo: 1, quantity: 1 }], reason: '불량', method: 'card', approvalNo: null });
    expect(refund.refund).toMatchObject({ total: 7000, method: 'card' });
    // One D2 (cancel) request; the stand-in accepts it only with the original 승인번호 AND its date.
    expect(standin.requests().slice(sent).map((r) => r.type)).toEqual(['D2']);
    const cancel = standin.ledger.entries().filter((e) => e.type === 'cancel').at(-1);
    expect(cancel).toMatchObject({ type: 'cancel', originalApprovalNo: approvalNo, amount: 7000, net: false });
    expect(standin.ledger.remaining(approvalNo)).toBe(14_000);

    // More than is left on the card is refused before anything reaches the agent.
    const again = standin.requests().length;
    const tooMuch = await b.dispatch('orders.refund', { saleId, lines: [{ lineNo: 1, quantity: 3 }], reason: '불량', method: 'card', approvalNo: null });
    expect(tooMuch.ok).toBe(false);
    expect(standin.requests().length).toBe(again);
  });

  it('the terminals’ reports agree with the server and with the stand-in’s ledger', async () => {
    await value(b, 'sync.now', {});
    await value(a, 'sync.now', {});
    const server = await (await stack.api(`/api/pos/sales/${saleId}`)).json();
    expect(server).toMatchObject({ refunded: 7000 });

    // Each terminal's X from the server equals what it recorded itself.
    const xA = (await value<{ report: Report }>(a, 'reports.x', { print: false })).report;
    const xB = (await value<{ report: Report }>(b, 'reports.x', { print: false })).report;
    expect(xA).toMatchObject({ source: 'server', byMethod: { card: 21_000 }, refundTotal: 0 });
    expect(xB).toMatchObject({ source: 'server', byMethod: { card: -7000 }, refundTotal: 7000, refundsCount: 1 });
    const localA = await a.services.reports.x();
    const localB = await b.services.reports.x();
    expect(localA).toMatchObject({ source: 'local', byMethod: xA.byMethod, refundTotal: xA.refundTotal, net: xA.net });
    expect(localB).toMatchObject({ source: 'local', byMethod: xB.byMethod, refundTotal: xB.refundTotal, net: xB.net });

    // The store's day on the server: card net = what the network still holds charged.
    const date = xA.date;
    const store = (await (await stack.api(`/api/pos/reports/daily?date=${date}`)).json()) as PosDailyReport;
    const card = store.byPayment.find((p) => p.method === 'card');
    expect(card).toMatchObject({ received: 21_000, refunded: 7000, net: 14_000 });
    expect(xA.byMethod.card + xB.byMethod.card).toBe(card?.net);
    expect(standin.ledger.summary().chargedTotal).toBe(card?.net);
  });
});
