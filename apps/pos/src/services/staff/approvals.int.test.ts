// Manager approval on the spot (issue 28 item 3) through the terminal's one entry point, on a real
// terminal (SQLite file) with the own server unreachable — the admin's PIN is checked against the
// cached credential with its lockout — and a real fake printer on a socket for the drawer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePrinter, type FakePrinter } from '@courtside/hardware/fake-printer';
import { createTestTerminal, readyTerminal, type TestTerminal } from '../testing/test-terminal.ts';

const SECOND_SCREEN = 'tab-2';

const line = (discount = 0) => ({ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity: 2, unitPrice: 6000, discount, voidReason: null });

let t: TestTerminal;
let printer: FakePrinter;

async function cashSale(discount = 0, extra: Record<string, unknown> = {}) {
  const total = 12_000 - discount;
  return t.dispatch('sales.complete', { lines: [line(discount)], saleDiscount: null, payments: [{ method: 'cash', amount: total, tendered: total }], heldSaleId: null, ...extra });
}

async function saleId(): Promise<string> {
  const sale = await cashSale();
  if (!sale.ok) throw new Error(sale.error.message);
  return (sale.value as { id: string }).id;
}

function grant(action: { kind: string; subject: string; amount: number }, approverName = '김사장', approverPin = '1357', screen?: string) {
  return t.dispatch('approvals.grant', { approverName, approverPin, action }, screen);
}

async function approvalId(action: { kind: string; subject: string; amount: number }): Promise<string> {
  const granted = await grant(action);
  if (!granted.ok) throw new Error(granted.error.message);
  return (granted.value as { approvalId: string }).approvalId;
}

beforeEach(async () => {
  printer = await startFakePrinter({ port: 0 });
  t = await createTestTerminal({ POS_PRINTER: `tcp://127.0.0.1:${printer.port}`, POS_PRINTER_COLUMNS: '42' });
  await readyTerminal(t, 'cashier');
  await t.services.auth.seedCredential({ staffId: 1, name: '김사장', role: 'admin' }, '1357', 3600_000);
});
afterEach(async () => {
  await t.destroy();
  await printer.close();
});

describe('a cashier’s refund', () => {
  it('is refused without an admin’s approval, naming the action, and refunds nothing', async () => {
    const id = await saleId();
    const refused = await t.dispatch('orders.refund', { saleId: id, lines: [{ lineNo: 1, quantity: 1 }], reason: '불량', method: 'cash', approvalNo: null });
    expect(refused).toEqual({ ok: false, error: { code: 'APPROVAL_REQUIRED', message: expect.stringContaining('관리자 승인'), action: { kind: 'refund', subject: id, amount: 6000 } } });
    expect(await t.services.refunds.forSale(id)).toEqual([]);
  });

  it('refuses a wrong PIN, a cashier’s own PIN as approver, and locks the admin’s name offline after five wrong tries', async () => {
    const id = await saleId();
    const action = { kind: 'refund', subject: id, amount: 6000 };
    expect(await grant(action, '김사장', '0000')).toMatchObject({ ok: false, error: { code: 'AUTH_FAILED' } });
    expect(await grant(action, '최계산', '2468')).toEqual({ ok: false, error: { code: 'APPROVAL_NOT_ADMIN', message: '관리자의 이름과 PIN으로만 승인할 수 있습니다.' } });
    for (let i = 0; i < 4; i += 1) await grant(action, '김사장', '0000');
    // The lockout rules of sign-in: the right PIN is refused now too, with who is locked until when.
    expect(await grant(action, '김사장', '1357')).toMatchObject({ ok: false, error: { code: 'AUTH_FAILED', message: expect.stringMatching(/\d{2}:\d{2}/) } });
  });

  it('goes through with the approval for exactly it, records who approved, and the approval cannot be used again', async () => {
    const id = await saleId();
    const other = await saleId();
    const approval = await approvalId({ kind: 'refund', subject: id, amount: 6000 });
    const request = { saleId: id, lines: [{ lineNo: 1, quantity: 1 }], reason: '불량', method: 'cash', approvalNo: null, approvalId: approval };
    // Another sale, another amount, another screen: refused, and the approval stays good for its own action.
    expect(await t.dispatch('orders.refund', { ...request, saleId: other })).toMatchObject({ ok: false, error: { code: 'APPROVAL_MISMATCH' } });
    expect(await t.dispatch('orders.refund', { ...request, lines: [{ lineNo: 1, quantity: 2 }] })).toMatchObject({ ok: false, error: { code: 'APPROVAL_MISMATCH', action: { kind: 'void-sale', amount: 12000 } } });
    expect(await t.dispatch('orders.refund', request, SECOND_SCREEN)).toMatchObject({ ok: false, error: { code: expect.stringMatching(/AUTH_REQUIRED|APPROVAL_INVALID/) } });
    const done = await t.dispatch('orders.refund', request);
    expect(done).toMatchObject({ ok: true, value: { refund: { total: 6000, approval: { kind: 'refund', approverId: 1, approverName: '김사장', amount: 6000 } } } });
    // Spent: the same approval does not refund the second unit.
    expect(await t.dispatch('orders.refund', request)).toMatchObject({ ok: false, error: { code: 'APPROVAL_INVALID' } });
    expect((await t.services.refunds.forSale(id)).length).toBe(1);

    // On the record, in the outbox entry the own server gets, and on the order's detail.
    const [row] = await t.services.refunds.forSale(id);
    expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({ approval: { kind: 'refund', approverName: '김사장', amount: 6000 } });
    const outbox = await t.services.db.selectFrom('outbox').select('payload').where('kind', '=', 'refund').execute();
    expect(JSON.parse(outbox[0]?.payload ?? '{}')).toMatchObject({ payload: { approval: { approverId: 1, approverName: '김사장' } } });
    expect(await t.dispatch('orders.get', { id })).toMatchObject({ ok: true, value: { refunds: [{ approval: { approverName: '김사장' } }] } });
  });

  it('is bound to the screen that asked: the same cashier on another screen cannot use it', async () => {
    const id = await saleId();
    await t.services.auth.login('최계산', '2468', SECOND_SCREEN);
    const approval = await approvalId({ kind: 'refund', subject: id, amount: 6000 });
    const request = { saleId: id, lines: [{ lineNo: 1, quantity: 1 }], reason: '불량', method: 'cash', approvalNo: null, approvalId: approval };
    expect(await t.dispatch('orders.refund', request, SECOND_SCREEN)).toMatchObject({ ok: false, error: { code: 'APPROVAL_INVALID' } });
    expect(await t.dispatch('orders.refund', request)).toMatchObject({ ok: true });
  });

  it('a whole sale undone is a void (판매 취소), approved as such', async () => {
    const id = await saleId();
    const approval = await approvalId({ kind: 'void-sale', subject: id, amount: 12000 });
    const done = await t.dispatch('orders.refund', { saleId: id, lines: [], reason: '판매 취소', method: 'cash', approvalNo: null, approvalId: approval });
    expect(done).toMatchObject({ ok: true, value: { refund: { total: 12000, approval: { kind: 'void-sale' } } } });
  });
});

describe('an admin', () => {
  it('refunds and opens the drawer without being asked again, and nothing is recorded as an approval', async () => {
    await t.services.auth.login('김사장', '1357');
    const id = await saleId();
    const done = await t.dispatch('orders.refund', { saleId: id, lines: [{ lineNo: 1, quantity: 1 }], reason: '불량', method: 'cash', approvalNo: null });
    expect(done).toMatchObject({ ok: true, value: { refund: { approval: null } } });
    expect(await t.dispatch('drawer.openNoSale', { approvalId: null })).toMatchObject({ ok: true, value: { status: 'queued' } });
  });
});

describe('a discount over the shop’s limit (10 % by default)', () => {
  it('needs no approval within the limit', async () => {
    expect(await cashSale(1_200)).toMatchObject({ ok: true });
  });

  it('is refused without an approval, goes through with one and carries it to the own server', async () => {
    expect(await cashSale(2_400)).toMatchObject({ ok: false, error: { code: 'APPROVAL_REQUIRED', action: { kind: 'discount', subject: 'sale', amount: 2400 } } });
    const approval = await approvalId({ kind: 'discount', subject: 'sale', amount: 2400 });
    // Bound to its amount: a bigger discount is not covered.
    expect(await cashSale(3_000, { approvalId: approval })).toMatchObject({ ok: false, error: { code: 'APPROVAL_MISMATCH' } });
    const sale = await cashSale(2_400, { approvalId: approval });
    expect(sale).toMatchObject({ ok: true, value: { total: 9_600 } });
    const id = sale.ok ? (sale.value as { id: string }).id : '';
    expect(await t.dispatch('orders.get', { id })).toMatchObject({ ok: true, value: { approval: { kind: 'discount', approverName: '김사장', amount: 2400 } } });
    const outbox = await t.services.db.selectFrom('outbox').select('payload').where('id', '=', id).executeTakeFirst();
    expect(JSON.parse(outbox?.payload ?? '{}')).toMatchObject({ payload: { approval: { kind: 'discount', approverName: '김사장' } } });
    expect(await cashSale(2_400, { approvalId: approval })).toMatchObject({ ok: false, error: { code: 'APPROVAL_INVALID' } });
  });

  it('follows the limit an admin sets in 설정 (an amount)', async () => {
    const settings = await t.services.settings.load();
    await t.services.settings.save({ ...settings, discountLimit: { mode: 'amount', value: 3_000 } });
    expect(await cashSale(2_400)).toMatchObject({ ok: true });
    expect(await cashSale(3_001)).toMatchObject({ ok: false, error: { code: 'APPROVAL_REQUIRED' } });
  });
});

describe('서랍 열기 without a sale', () => {
  it('asks a cashier for an approval, then pulses the drawer at the printer', async () => {
    expect(await t.dispatch('drawer.openNoSale', { approvalId: null })).toMatchObject({ ok: false, error: { code: 'APPROVAL_REQUIRED', action: { kind: 'drawer-open' } } });
    expect(printer.jobs()).toHaveLength(0);
    const approval = await approvalId({ kind: 'drawer-open', subject: 'drawer', amount: 0 });
    expect(await t.dispatch('drawer.openNoSale', { approvalId: approval })).toMatchObject({ ok: true, value: { status: 'queued' } });
    const [job] = await printer.waitForJobs(1);
    expect(job?.commands).toContainEqual({ type: 'drawer', pin: 2, onMs: expect.any(Number), offMs: expect.any(Number) });
    expect(await t.dispatch('drawer.openNoSale', { approvalId: approval })).toMatchObject({ ok: false, error: { code: 'APPROVAL_INVALID' } });
  });
});
