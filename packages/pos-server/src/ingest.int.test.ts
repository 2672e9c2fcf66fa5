// Sync ingest against a real platform: at-most-once per client id, replays answer the first result,
// a changed payload under a known id is refused, entries apply in order, and a failing entry leaves
// nothing half-written.
import { canonicalPosJson, posRoutePath, type PosSaleDetail, type PosSyncEntry, type PosSyncReply } from '@courtside/core/pos';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from './secrets';
import { kickStockPushes } from './stock-push-scheduler';
import { stockPushStates } from './stock-push-state';
import { startPosStack, type PosStack } from './testing/stack';
import { newEntryId, SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
let product: { productNo: number; optionNos: number[] };
let optionNo: number;

async function sync(entries: readonly PosSyncEntry[]): Promise<{ status: number; body: PosSyncReply & { code?: string } }> {
  const res = await stack.api(posRoutePath('sync'), { method: 'POST', json: { terminalId: stack.terminal.terminalId, entries } });
  return { status: res.status, body: (await res.json()) as PosSyncReply & { code?: string } };
}

function terminal(): SimTerminal {
  return new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
}

const count = async (table: 'pos_sales' | 'pos_refunds' | 'pos_stock_pushes' | 'pos_applied_entries' | 'pos_payments' | 'pos_sale_lines'): Promise<number> => {
  const row = await stack.server.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** An entry as a terminal wrote it before the rename: its lines carry `qty` instead of `quantity`. */
function oldFormat(entry: PosSyncEntry): Record<string, unknown> {
  const lines = (items: readonly object[]) => items.map((item) => {
    const { quantity, ...rest } = item as { quantity: number };
    return { ...rest, qty: quantity };
  });
  const payload = entry.payload as unknown as Record<string, readonly object[]>;
  const old: Record<string, unknown> = { ...entry.payload };
  if (payload.lines) old.lines = lines(payload.lines);
  if (payload.voidedLines) old.voidedLines = lines(payload.voidedLines);
  return { ...entry, payload: old };
}

async function saleDetail(saleId: string): Promise<{ status: number; body: PosSaleDetail }> {
  const res = await stack.api(posRoutePath('sales.one', { saleId }), { method: 'GET' });
  return { status: res.status, body: (await res.json()) as PosSaleDetail };
}

beforeAll(async () => {
  stack = await startPosStack('pos-ingest');
  product = await stack.platform.createProduct('코트사이드 댐프너', 5000, [100]);
  optionNo = product.optionNos[0] ?? 0;
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('sync ingest', () => {
  it('applies a sale once and answers a resend with the first result', async () => {
    const t = terminal();
    const entry = t.sell([{ productNo: product.productNo, optionNo, quantity: 2, unitPrice: 5000 }]);
    const before = await count('pos_sales');
    const first = await sync([entry]);
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({ id: entry.id, status: 'applied', result: { kind: 'sale' } });
    const again = await sync([entry]);
    expect(again.body.results[0]?.status).toBe('replayed');
    expect(again.body.results[0]).toMatchObject({ result: first.body.results[0]?.status === 'applied' ? first.body.results[0].result : {} });
    expect(await count('pos_sales')).toBe(before + 1);
  });

  it('refuses the same id with a different payload and keeps the first', async () => {
    const t = terminal();
    const entry = t.sell([{ productNo: product.productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    await sync([entry]);
    const changed = t.sell([{ productNo: product.productNo, optionNo, quantity: 3, unitPrice: 5000 }]);
    const forged = { ...changed, id: entry.id } as PosSyncEntry;
    const res = await sync([forged]);
    expect(res.body.results[0]).toMatchObject({ id: entry.id, status: 'rejected', code: 'POS_ID_CONFLICT' });
    const row = await stack.server.deps.db.selectFrom('pos_sales').select('total').where('client_id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row.total).toBe(5000);
  });

  it('applies a batch in the order sent: a refund after its sale works, before it is refused', async () => {
    const t = terminal();
    const sale = t.sell([{ productNo: product.productNo, optionNo, quantity: 2, unitPrice: 5000 }]);
    const refund = t.refund({
      refundNo: 'R-1',
      saleId: sale.id,
      refundedAt: new Date().toISOString(),
      reason: '단순 변심',
      lines: [{ lineNo: 1, productNo: product.productNo, optionNo, quantity: 1, amount: 5000, restock: true }],
      payments: [{ method: 'cash', amount: 5000 }],
      total: 5000,
    });
    const inOrder = await sync([sale, refund]);
    expect(inOrder.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);

    const u = terminal();
    const sale2 = u.sell([{ productNo: product.productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    const refund2 = u.refund({ ...(refund.payload as Extract<PosSyncEntry, { kind: 'refund' }>['payload']), refundNo: 'R-2', saleId: sale2.id });
    const reversed = await sync([refund2, sale2]);
    expect(reversed.body.results.map((r) => (r.status === 'rejected' ? r.code : r.status))).toEqual(['POS_SALE_NOT_FOUND', 'applied']);
  });

  it('refuses a refund beyond the sale without writing any of it', async () => {
    const t = terminal();
    const sale = t.sell([{ productNo: product.productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    await sync([sale]);
    const [refunds, pushes, payments] = [await count('pos_refunds'), await count('pos_stock_pushes'), await count('pos_payments')];
    const refund = t.refund({
      refundNo: 'R-9',
      saleId: sale.id,
      refundedAt: new Date().toISOString(),
      reason: '과다 환불',
      lines: [{ lineNo: 1, productNo: product.productNo, optionNo, quantity: 2, amount: 10000, restock: true }],
      payments: [{ method: 'cash', amount: 10000 }],
      total: 10000,
    });
    const res = await sync([refund]);
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', code: 'POS_REFUND_EXCEEDS_SALE' });
    expect([await count('pos_refunds'), await count('pos_stock_pushes'), await count('pos_payments')]).toEqual([refunds, pushes, payments]);
  });

  it('rolls an entry back completely when the database fails half-way, and keeps the entries before it', async () => {
    const t = terminal();
    const good = t.sell([{ productNo: product.productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    const doomed = t.sell([{ productNo: product.productNo, optionNo, quantity: 1, unitPrice: 7000 }]);
    // A stray ledger row under the doomed id makes the sale insert fail after the id check passed.
    await sql`insert into pos_sales (client_id, terminal_id, staff_id, receipt_no, sold_at, business_date, subtotal, line_discount, sale_discount, total, payment_kind, refunded_total, payload_json, applied_at)
      values (${doomed.id}, 1, 1, 'stray', '2000-01-01T00:00:00Z', '2000-01-01', 0, 0, 0, 0, 'cash', 0, '{}', '2000-01-01T00:00:00Z')`.execute(stack.server.deps.db);
    const res = await sync([good, doomed]);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('POS_SYNC_UNAVAILABLE');
    const db = stack.server.deps.db;
    expect(await db.selectFrom('pos_stock_pushes').select('push_id').where('client_id', '=', doomed.id).execute()).toEqual([]);
    expect(await db.selectFrom('pos_applied_entries').select('client_id').where('client_id', '=', doomed.id).execute()).toEqual([]);
    expect(await db.selectFrom('pos_payments').select('payment_id').where('amount', '=', 7000).execute()).toEqual([]);
    // The entry before it was committed and answers as a replay when the batch is resent.
    await db.deleteFrom('pos_sales').where('receipt_no', '=', 'stray').execute();
    const resent = await sync([good, doomed]);
    expect(resent.body.results.map((r) => r.status)).toEqual(['replayed', 'applied']);
  });

  it('refuses malformed entries one by one, not the batch', async () => {
    const t = terminal();
    const ok = t.sell([{ productNo: product.productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    const badTotals = { ...ok, id: newEntryId(), payload: { ...(ok.payload as object), totals: { subtotal: 1, lineDiscount: 0, saleDiscount: 0, total: 1 } } };
    const notV7 = { ...ok, id: '0190f5a2-7b3c-4d4e-8f10-112233445566' };
    const otherTerminal = { ...ok, id: newEntryId(), terminalId: stack.terminal.terminalId + 100 };
    const unknownStaff = { ...ok, id: newEntryId(), staffId: 99999 };
    const res = await sync([{ id: 'x', kind: 'gift' } as unknown as PosSyncEntry, badTotals as PosSyncEntry, notV7, otherTerminal, unknownStaff, ok]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => (r.status === 'rejected' ? r.code : r.status))).toEqual([
      'POS_ENTRY_INVALID',
      'POS_ENTRY_INVALID',
      'POS_ID_INVALID',
      'POS_TERMINAL_MISMATCH',
      'POS_STAFF_UNKNOWN',
      'applied',
    ]);
    for (const r of res.body.results) if (r.status === 'rejected') expect(r.message).toMatch(/[가-힣]/);
  });

  it('pushes each sale line to the platform once, however often the sale is resent', async () => {
    const fresh = await stack.platform.createProduct('한 번만 빠지는 재고', 3000, [50]);
    const opt = fresh.optionNos[0] ?? 0;
    const t = terminal();
    const entry = t.sell([{ productNo: fresh.productNo, optionNo: opt, quantity: 4, unitPrice: 3000 }]);
    for (let i = 0; i < 3; i++) await sync([entry]);
    await kickStockPushes(stack.server.deps);
    // A push whose reply was lost is sent again with the same key: the platform applies it once.
    const [sent] = (await stockPushStates(stack.server.deps.db, opt)).filter((p) => p.clientId === entry.id);
    await stack.server.deps.db.updateTable('pos_stock_push_rounds').set({ status: 'sending' }).where('net_key', '=', sent?.key ?? '').execute();
    await kickStockPushes(stack.server.deps);
    expect(await stack.platform.stockOf(fresh.productNo, opt)).toBe(46);
  });

  it('takes an entry written before the rename (lines with `qty`) as the same entry, fresh and resent', async () => {
    const t = terminal();
    const entry = t.sell([{ productNo: product.productNo, optionNo, quantity: 2, unitPrice: 5000 }]);
    const old = oldFormat(entry) as unknown as PosSyncEntry;
    const first = await sync([old]);
    expect(first.body.results[0]).toMatchObject({ id: entry.id, status: 'applied' });
    // Resent after the terminal's upgrade (now with `quantity`) or as it was: the same entry, one sale.
    const resent = await sync([entry, old]);
    expect(resent.body.results.map((r) => r.status)).toEqual(['replayed', 'replayed']);
    expect(resent.body.results[0]).toMatchObject({ result: first.body.results[0]?.status === 'applied' ? first.body.results[0].result : {} });
    expect(await stack.server.deps.db.selectFrom('pos_sales').select('client_id').where('client_id', '=', entry.id).execute()).toHaveLength(1);
    const detail = await saleDetail(entry.id);
    expect(detail.status).toBe(200);
    expect(detail.body.itemCount).toBe(2);
    expect(detail.body.sale.lines[0]).toMatchObject({ quantity: 2 });
    expect(detail.body.sale.lines[0]).not.toHaveProperty('qty');
  });

  it('replays an old entry against the payload and fingerprint an older server stored, and refuses a changed one', async () => {
    const t = terminal();
    const entry = t.sell([{ productNo: product.productNo, optionNo, quantity: 3, unitPrice: 5000 }]);
    const first = await sync([entry]);
    expect(first.body.results[0]?.status).toBe('applied');
    // What a server before the rename kept: the payload with `qty` and the fingerprint of that form.
    const old = oldFormat(entry) as unknown as PosSyncEntry;
    const oldHash = sha256(canonicalPosJson({ kind: old.kind, terminalId: old.terminalId, staffId: old.staffId, createdAt: old.createdAt, payload: old.payload }));
    const db = stack.server.deps.db;
    await db.updateTable('pos_applied_entries').set({ payload_hash: oldHash }).where('client_id', '=', entry.id).execute();
    await db.updateTable('pos_sales').set({ payload_json: JSON.stringify(old.payload) }).where('client_id', '=', entry.id).execute();

    const resent = await sync([old, entry]);
    expect(resent.body.results.map((r) => r.status)).toEqual(['replayed', 'replayed']);
    const changed = oldFormat(t.sell([{ productNo: product.productNo, optionNo, quantity: 4, unitPrice: 5000 }]));
    const forged = { ...changed, id: entry.id };
    const refused = await sync([forged as unknown as PosSyncEntry]);
    expect(refused.body.results[0]).toMatchObject({ id: entry.id, status: 'rejected', code: 'POS_ID_CONFLICT' });

    // The stored old sale reads in today's shape, and a refund against it is checked by its quantities.
    const detail = await saleDetail(entry.id);
    expect(detail.body.sale.lines[0]).toMatchObject({ quantity: 3 });
    expect(detail.body.itemCount).toBe(3);
    const refundOf = (quantity: number, refundNo: string) =>
      t.refund({
        refundNo,
        saleId: entry.id,
        refundedAt: new Date().toISOString(),
        reason: '단순 변심',
        lines: [{ lineNo: 1, productNo: product.productNo, optionNo, quantity, amount: quantity * 5000, restock: true }],
        payments: [{ method: 'cash', amount: quantity * 5000 }],
        total: quantity * 5000,
      });
    const refunds = await sync([refundOf(2, 'R-OLD-1'), refundOf(2, 'R-OLD-2')]);
    expect(refunds.body.results.map((r) => (r.status === 'rejected' ? r.code : r.status))).toEqual(['applied', 'POS_REFUND_EXCEEDS_SALE']);
  });

  it('fails a reply that drifts from the contract (the test harness checks every reply)', async () => {
    const t = terminal();
    const entry = t.sell([{ productNo: product.productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    await sync([entry]);
    expect((await saleDetail(entry.id)).status).toBe(200);
    // A stored sale without its totals would reach the terminal as a reply of another shape.
    const stored = await stack.server.deps.db.selectFrom('pos_sales').select('payload_json').where('client_id', '=', entry.id).executeTakeFirstOrThrow();
    const withoutTotals = JSON.parse(stored.payload_json) as Record<string, unknown>;
    delete withoutTotals.totals;
    await stack.server.deps.db.updateTable('pos_sales').set({ payload_json: JSON.stringify(withoutTotals) }).where('client_id', '=', entry.id).execute();
    const drifted = await saleDetail(entry.id);
    expect(drifted.status).toBe(500);
  });
});
