// What a refund prints (#27): real ESC/POS bytes on a real socket to the fake printer, decoded there.
// A card refund (partial, then the rest) prints a 취소 영수증 and a 신용카드 취소전표 naming the original
// 승인번호 and date, the cancelled amount and the masked card; a 간편결제 refund an 간편결제 취소전표; a cash
// refund the 취소 영수증 alone. Every line fits the printer's columns by display width.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displayWidth } from '@courtside/core/receipt';
import type { PosSalePayload } from '@courtside/core/pos';
import { startFakePrinter, type FakePrinter } from '@courtside/hardware/fake-printer';
import { startVanStandin, type VanStandin } from '@courtside/hardware/van-agent-standin';
import { createTestTerminal, dispatchApproved, readyTerminal, type TestTerminal } from '../testing/test-terminal.ts';
import type { Payment } from '../../shared/schemas.ts';

let standin: VanStandin;
let printer: FakePrinter;
let t: TestTerminal;
let attempt = 0;

const sell = async (payments: Payment[]): Promise<{ id: string; payload: PosSalePayload }> => {
  const result = await t.dispatch('sales.complete', {
    lines: [{ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity: 2, unitPrice: 6000, discount: 0, voidReason: null }],
    saleDiscount: null,
    payments,
    heldSaleId: null,
    attemptId: `slip-${Date.now()}-${++attempt}`,
  });
  if (!result.ok) throw new Error(result.error.message);
  const row = await t.services.db.selectFrom('sales').select(['id', 'payload']).where('id', '=', (result.value as { id: string }).id).executeTakeFirstOrThrow();
  return { id: row.id, payload: JSON.parse(row.payload) as PosSalePayload };
};

/** The decoded jobs printed after `from`, once `count` of them have arrived. */
async function printedAfter(from: number, count: number): Promise<string[][]> {
  for (let i = 0; i < 200 && printer.jobs().length < from + count; i++) await new Promise((r) => setTimeout(r, 25));
  return printer.jobs().slice(from).map((job) => job.lines.map((l) => l.text.trimEnd()));
}
const row = (lines: readonly string[], label: string) => lines.find((l) => l.startsWith(label)) ?? '';

beforeEach(async () => {
  standin = await startVanStandin({ port: 0, ledgerFile: null, readerDelayMs: 0 });
  printer = await startFakePrinter({ port: 0 });
  t = await createTestTerminal({ POS_VAN_AGENT: `tcp://127.0.0.1:${standin.port}`, POS_PRINTER: `tcp://127.0.0.1:${printer.port}`, POS_PRINTER_COLUMNS: '42' }, { paymentRecoveryMs: 3_600_000 });
  await readyTerminal(t);
});
afterEach(async () => {
  await t.destroy();
  await printer.close();
  await standin.close();
});

describe('a refund prints its 취소 영수증 and, for a card or 간편결제, a 취소 매출전표', () => {
  it('card, partial then the rest: each cancel slip names the original approval, its date, the amount and the masked card', async () => {
    const sale = await sell([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]);
    const card = sale.payload.payments[0];
    if (card?.method !== 'card') throw new Error('card payment expected');
    const soldOn = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(Date.parse(card.approvedAt ?? sale.payload.soldAt));

    await printedAfter(0, 2); // the sale's receipt and 매출전표
    let from = printer.jobs().length;
    const partial = await dispatchApproved(t, 'orders.refund', { saleId: sale.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '단순 변심', method: 'card', approvalNo: null });
    expect(partial.ok).toBe(true);
    const [receipt, slip] = await printedAfter(from, 2);
    expect(receipt).toContain('[취소 영수증]');
    expect(row(receipt ?? [], '  원승인번호')).toMatch(new RegExp(`${card.approvalNo}$`));
    expect(row(receipt ?? [], '  카드번호')).toMatch(/9410-00\*\*-\*\*\*\*-0001$/);
    expect(slip).toContain('[신용카드 취소전표]');
    expect(standin.ledger.remaining(card.approvalNo)).toBe(6_000);
    expect(row(slip ?? [], '원승인번호')).toMatch(new RegExp(`${card.approvalNo}$`));
    expect(row(slip ?? [], '원거래일자')).toMatch(new RegExp(`${soldOn}$`));
    expect(row(slip ?? [], '취소 금액')).toMatch(/-6,000$/);
    expect(row(slip ?? [], '카드번호')).toMatch(/9410-00\*\*-\*\*\*\*-0001$/);
    expect(row(slip ?? [], '취소승인번호')).toMatch(/\d+$/);
    expect(row(slip ?? [], '취소승인번호')).not.toMatch(new RegExp(`${card.approvalNo}$`));
    for (const lines of [receipt ?? [], slip ?? []]) for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(42);

    from = printer.jobs().length;
    expect((await dispatchApproved(t, 'orders.refund', { saleId: sale.id, lines: [], reason: '단순 변심', method: 'card', approvalNo: null })).ok).toBe(true);
    const [, rest] = await printedAfter(from, 2);
    expect(row(rest ?? [], '취소 금액')).toMatch(/-6,000$/);
    expect(standin.ledger.remaining(card.approvalNo)).toBe(0);
  });

  it('간편결제: an 간편결제 취소전표 naming the provider; cash: the 취소 영수증 alone', async () => {
    const easy = await sell([{ method: 'easy-pay', amount: 12_000, barcode: '281012345678901234' }]);
    await printedAfter(0, 2);
    let from = printer.jobs().length;
    expect((await dispatchApproved(t, 'orders.refund', { saleId: easy.id, lines: [], reason: '단순 변심', method: 'card', approvalNo: null })).ok).toBe(true);
    const [receipt, slip] = await printedAfter(from, 2);
    expect(receipt).toContain('[취소 영수증]');
    expect(slip).toContain('[간편결제 취소전표]');
    expect(row(slip ?? [], '결제수단')).toMatch(/카카오페이$/);
    expect(row(slip ?? [], '취소 금액')).toMatch(/-12,000$/);

    const cash = await sell([{ method: 'cash', amount: 12_000, tendered: 12_000 }]);
    await printedAfter(from + 2, 1);
    from = printer.jobs().length;
    expect(cash.payload.payments[0]?.method).toBe('cash');
    expect((await dispatchApproved(t, 'orders.refund', { saleId: cash.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '교환', method: 'cash', approvalNo: null })).ok).toBe(true);
    const [cashReceipt] = await printedAfter(from, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(cashReceipt).toContain('[취소 영수증]');
    expect(row(cashReceipt ?? [], '현금 환불')).toMatch(/6,000$/);
    expect(printer.jobs().slice(from).some((job) => job.lines.some((l) => l.text.includes('취소전표')))).toBe(false);
  });
});
