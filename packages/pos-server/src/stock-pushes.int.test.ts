// Stock effects reach the platform as deltas through its server API: never lost while the platform
// is down, applied once, and an oversell (or a refused delta) becomes a conflict that the terminal
// and the admins see.
import { posRoutePath, type PosCataloguePage, type PosConflict, type PosSyncReply } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosDeps } from './deps';
import { PlatformError } from './platform';
import { drainStockPushes } from './stock-pushes';
import { stockPushStates } from './stock-push-state';
import { kickStockPushes, settleStockPushes } from './stock-push-scheduler';
import { startPosStack, type PosStack } from './testing/stack';
import { loginSim, posFetch, SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
let platformDown = false;
let clockOffset = 0;
/** The size of every batch call the server made. */
const batchCalls: number[] = [];
let loseReply = false;

const wrap = (platform: PosDeps['platform']): PosDeps['platform'] => ({
  ...platform,
  adjustStock: (request) => (platformDown ? Promise.reject(new PlatformError('unavailable', 0, 'NETWORK', '연결 거부')) : platform.adjustStock(request)),
  adjustStockBatch: (requests) => {
    batchCalls.push(requests.length);
    if (platformDown) return Promise.reject(new PlatformError('unavailable', 0, 'NETWORK', '연결 거부'));
    // The platform applies the batch, but its reply never arrives.
    if (loseReply) return platform.adjustStockBatch(requests).then(() => Promise.reject(new PlatformError('unavailable', 0, 'NETWORK', '응답 유실')));
    return platform.adjustStockBatch(requests);
  },
});

beforeAll(async () => {
  stack = await startPosStack('pos-push', { wrapPlatform: wrap, now: () => new Date(Date.now() + clockOffset) });
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

function terminal(staffId = stack.admin.staffId): SimTerminal {
  return new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, staffId);
}

describe('stock pushes', () => {
  it('keeps pushes while the platform is down and sends them once it is back', async () => {
    const p = await stack.platform.createProduct('재시도 상품', 1000, [20]);
    const opt = p.optionNos[0] ?? 0;
    const t = terminal();
    t.sell([{ productNo: p.productNo, optionNo: opt, quantity: 3, unitPrice: 1000 }]);
    t.moveStock({ reason: 'receive', note: '입고', movedAt: new Date().toISOString(), movements: [{ productNo: p.productNo, optionNo: opt, delta: 10, barcode: null, counted: null, expected: null }] });
    platformDown = true;
    await t.syncAll();
    await kickStockPushes(stack.server.deps);
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(20);
    const pending = await stockPushStates(stack.server.deps.db, opt);
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(pending[0]?.attempts).toBe(1);

    platformDown = false;
    // Not due yet: the back-off holds the retry.
    await drainStockPushes(stack.server.deps);
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(20);
    clockOffset += 60_000;
    await drainStockPushes(stack.server.deps);
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(27);
    const done = await stockPushStates(stack.server.deps.db, opt);
    expect(done.map((r) => r.status)).toEqual(['done', 'done']);
  });

  it('nets an option’s deltas into one adjustment per round, reports each oversell, and never applies a netted delta twice', async () => {
    const p = await stack.platform.createProduct('합산 상품', 3000, [5]);
    const opt = p.optionNos[0] ?? 0;
    const pushesOf = () => stockPushStates(stack.server.deps.db, opt);
    const t = terminal();
    platformDown = true;
    for (let i = 0; i < 3; i++) t.sell([{ productNo: p.productNo, optionNo: opt, quantity: 2, unitPrice: 3000 }]);
    await t.syncAll();
    await settleStockPushes(stack.server.deps);

    // The platform takes the netted −6 in one call, but the answer is lost: the pushes stay pending.
    platformDown = false;
    loseReply = true;
    clockOffset += 60_000;
    batchCalls.length = 0;
    await drainStockPushes(stack.server.deps);
    expect(batchCalls).toEqual([1]);
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(-1);
    const waiting = await pushesOf();
    expect(waiting.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(new Set(waiting.map((r) => r.key)).size).toBe(1);

    // Another sale arrives meanwhile; the next round resends the same netted delta (a replay) and
    // the new one beside it, in one call.
    loseReply = false;
    t.sell([{ productNo: p.productNo, optionNo: opt, quantity: 1, unitPrice: 3000 }]);
    await t.syncAll();
    await settleStockPushes(stack.server.deps);
    clockOffset += 120_000;
    batchCalls.length = 0;
    await drainStockPushes(stack.server.deps);
    expect(batchCalls).toEqual([2]);
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(5 - 7);
    expect((await pushesOf()).map((r) => [r.status, r.stockAfter])).toEqual([
      ['done', -1],
      ['done', -1],
      ['done', -1],
      ['done', -2],
    ]);
    // Stock went 5 → 3 → 1 → −1 → −2: the third and fourth sales oversold, each reported once.
    const conflicts = await stack.server.deps.db.selectFrom('pos_conflicts').select(['delta', 'stock_before', 'stock_after']).where('option_no', '=', opt).orderBy('conflict_id').execute();
    expect(conflicts).toEqual([
      { delta: -2, stock_before: 1, stock_after: -1 },
      { delta: -1, stock_before: -1, stock_after: -2 },
    ]);
  });

  it('records an oversell as a conflict, returns it to the terminal and lists it for admins', async () => {
    const p = await stack.platform.createProduct('마지막 한 개', 9000, [1]);
    const opt = p.optionNos[0] ?? 0;
    const t = terminal();
    t.sell([{ productNo: p.productNo, optionNo: opt, quantity: 3, unitPrice: 9000 }]);
    const outcome = await t.syncOnce();
    const reply = outcome.reply as PosSyncReply;
    const conflict = reply.conflicts.find((c) => c.optionNo === opt);
    expect(conflict).toMatchObject({ kind: 'oversell', status: 'open', delta: -3, stockBefore: 1, stockAfter: -2, terminalId: stack.terminal.terminalId });
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(-2);

    const listed = (await (await stack.api(`${posRoutePath('conflicts.list')}?status=open`)).json()) as { items: PosConflict[] };
    expect(listed.items.some((c) => c.conflictId === conflict?.conflictId)).toBe(true);

    const resolved = await stack.api(posRoutePath('conflicts.resolve', { conflictId: conflict?.conflictId ?? 0 }), { method: 'POST', json: { note: '창고 재고로 보충' } });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ status: 'resolved', resolvedByStaffId: stack.admin.staffId, note: '창고 재고로 보충' });
  });

  it('records a delta the platform refuses for good, and does not retry it', async () => {
    const t = terminal();
    t.moveStock({ reason: 'adjust', note: null, movedAt: new Date().toISOString(), movements: [{ productNo: 999999, optionNo: 99999901, delta: -1, barcode: null, counted: null, expected: null }] });
    await t.syncAll();
    await kickStockPushes(stack.server.deps);
    const [row] = await stockPushStates(stack.server.deps.db, 99999901);
    expect(row?.status).toBe('failed');
    const conflicts = await stack.server.deps.db.selectFrom('pos_conflicts').selectAll().where('option_no', '=', 99999901).execute();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ kind: 'stock-rejected', status: 'open' });
    expect(conflicts[0]?.detail).toMatch(/[가-힣]/);
  });

  it('lets a cashier see only their terminal’s conflicts and not resolve them', async () => {
    const create = await stack.api(posRoutePath('staff.list'), { method: 'POST', json: { name: '계산원김', pin: '5678', role: 'cashier' } });
    expect(create.status).toBe(201);
    const cashier = await loginSim(stack.server.url, stack.terminal.terminalKey, '계산원김', '5678');
    const asCashier = posFetch(stack.server.url, stack.terminal.terminalKey, cashier.token);
    const list = (await (await asCashier(`${posRoutePath('conflicts.list')}?terminalId=999`)).json()) as { items: PosConflict[] };
    expect(list.items.every((c) => c.terminalId === stack.terminal.terminalId)).toBe(true);
    const resolve = await asCashier(posRoutePath('conflicts.resolve', { conflictId: 1 }), { method: 'POST', json: { note: 'x' } });
    expect(resolve.status).toBe(403);
    expect(await resolve.json()).toMatchObject({ code: 'POS_FORBIDDEN' });
  });

  it('tells terminals the new stock through the catalogue feed after a push', async () => {
    const p = await stack.platform.createProduct('피드 재고', 2000, [8]);
    const opt = p.optionNos[0] ?? 0;
    const first = (await (await stack.api(posRoutePath('catalogue'))).json()) as { items: { kind: string; product?: { productNo: number; options: { stockCnt: number }[] } }[]; nextCursor: string };
    const t = terminal();
    t.sell([{ productNo: p.productNo, optionNo: opt, quantity: 2, unitPrice: 2000 }]);
    await t.syncAll();
    await kickStockPushes(stack.server.deps);
    let cursor = first.nextCursor;
    const seen: number[] = [];
    for (;;) {
      const page = (await (await stack.api(`${posRoutePath('catalogue')}?cursor=${cursor}`)).json()) as { items: { kind: string; product?: { productNo: number; options: { stockCnt: number }[] } }[]; nextCursor: string; hasMore: boolean };
      for (const it of page.items) if (it.kind === 'product' && it.product?.productNo === p.productNo) seen.push(it.product.options[0]?.stockCnt ?? NaN);
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(seen.at(-1)).toBe(6);
  });

  it('hands terminals the platform’s stock minus the deltas it has taken in but not pushed yet', async () => {
    const p = await stack.platform.createProduct('미전송 재고', 1500, [12]);
    const opt = p.optionNos[0] ?? 0;
    const { sweepOnce } = await import('./catalogue');
    await sweepOnce(stack.server.deps);
    /** The option's figure a terminal starting from an empty cache would get (the latest version in the feed). */
    const feedStock = async (): Promise<number | undefined> => {
      let cursor = '';
      let stock: number | undefined;
      for (;;) {
        const page = (await (await stack.api(`${posRoutePath('catalogue')}?limit=500${cursor ? `&cursor=${cursor}` : ''}`)).json()) as PosCataloguePage;
        for (const it of page.items) if (it.kind === 'product' && it.product.productNo === p.productNo) stock = it.product.options.find((o) => o.optionNo === opt)?.stockCnt;
        cursor = page.nextCursor;
        if (!page.hasMore) return stock;
      }
    };
    expect(await feedStock()).toBe(12);

    platformDown = true;
    const t = terminal();
    t.sell([{ productNo: p.productNo, optionNo: opt, quantity: 4, unitPrice: 1500 }]);
    t.moveStock({ reason: 'receive', note: '입고', movedAt: new Date().toISOString(), movements: [{ productNo: p.productNo, optionNo: opt, delta: 1, barcode: null, counted: null, expected: null }] });
    await t.syncAll();
    await settleStockPushes(stack.server.deps);
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(12);
    // The terminal's outbox is settled, so it no longer re-applies these: the server must.
    expect(await feedStock()).toBe(12 - 4 + 1);

    platformDown = false;
    clockOffset += 60_000;
    await drainStockPushes(stack.server.deps);
    expect(await stack.platform.stockOf(p.productNo, opt)).toBe(9);
    expect(await feedStock()).toBe(9);
  });
});
