// The server-side fault scenarios of issue 7, shared by the short tests (pnpm test) and the long
// bench runs (pnpm bench): parameters and a seed in, the observed facts out; the callers assert.
import type { PosSaleEntry } from '@courtside/core/pos';
import { kickStockPushes } from '../stock-push-scheduler';
import { pendingStockPushes, retryStockPushesNow } from '../stock-push-state';
import { startLossyProxy } from './lossy-proxy';
import { randomInt, seededRng } from './rng';
import { registerSimTerminal, SimTerminal } from './sim-terminal';
import { ADMIN, startPosStack } from './stack';

export interface LossyRunOptions {
  seed: number;
  sales: number;
  batchSize: number;
  dropRequest: number;
  dropReply: number;
  /** The server crashes while handling these forwarded requests (1-based count of forwards), then starts again. */
  crashAt: readonly number[];
}

export interface LossyRunResult {
  recordedSales: number;
  serverSales: number;
  /** Ids the terminal recorded that the server does not hold. */
  missing: string[];
  /** Server sales the terminal never recorded, or held twice. */
  extra: number;
  recordedTotal: number;
  serverTotal: number;
  soldUnits: number;
  platformStockBefore: number;
  platformStockAfter: number;
  pendingPushes: number;
  crashes: number;
  attempts: number;
  /** Entries applied whose reply the terminal never got (resent and answered as replays). */
  replayed: number;
  stats: { forwarded: number; droppedRequests: number; droppedReplies: number };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A terminal records `sales` sales offline, then syncs through a lossy proxy while the server crashes. */
export async function runLossySync(o: LossyRunOptions): Promise<LossyRunResult> {
  const rng = seededRng(o.seed);
  const stack = await startPosStack(`pos-lossy-${o.seed}`);
  try {
    const startStock = o.sales * 4;
    const products = [
      await stack.platform.createProduct('손실 프록시 상품 A', 3000, [startStock]),
      await stack.platform.createProduct('손실 프록시 상품 B', 4500, [startStock]),
    ];
    const proxy = await startLossyProxy(stack.server.url, rng, { dropRequest: o.dropRequest, dropReply: o.dropReply });
    const terminal = new SimTerminal(proxy.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    const methods = ['cash', 'card', 'split'] as const;
    for (let i = 0; i < o.sales; i++) {
      const lines = products
        .filter(() => rng() < 0.7)
        .map((p) => ({ productNo: p.productNo, optionNo: p.optionNos[0] ?? 0, quantity: randomInt(rng, 1, 3), unitPrice: 3000 }));
      const first = products[0];
      if (lines.length === 0 && first) lines.push({ productNo: first.productNo, optionNo: first.optionNos[0] ?? 0, quantity: 1, unitPrice: 3000 });
      terminal.sell(lines, methods[randomInt(rng, 0, 2)]);
    }
    let crashes = 0;
    const crashAt = new Set(o.crashAt);
    proxy.beforeForward = async (n) => {
      if (!crashAt.has(n)) return;
      // Crash a moment after the request is on its way: the server dies while applying the batch.
      void (async () => {
        await pause(randomInt(rng, 2, 15));
        await stack.server.crash();
        crashes += 1;
        const restarted = await stack.restart();
        proxy.target = restarted.url;
      })();
    };
    const attempts = await terminal.syncAll(o.batchSize, 1000);
    await proxy.close();
    // Let pushes cut off by a crash go out from the running server.
    await retryStockPushesNow(stack.server.deps.db);
    await kickStockPushes(stack.server.deps);

    const recorded = terminal.recorded.filter((e): e is PosSaleEntry => e.kind === 'sale');
    const rows = await stack.server.deps.db.selectFrom('pos_sales').select(['client_id', 'total']).execute();
    const held = new Map<string, number>();
    for (const r of rows) held.set(r.client_id, (held.get(r.client_id) ?? 0) + 1);
    const recordedIds = new Set(recorded.map((e) => e.id));
    const soldByProduct = products.map((p) => recorded.reduce((s, e) => s + e.payload.lines.filter((l) => l.productNo === p.productNo).reduce((q, l) => q + l.quantity, 0), 0));
    const after = await Promise.all(products.map((p) => stack.platform.stockOf(p.productNo, p.optionNos[0] ?? 0)));
    return {
      recordedSales: recorded.length,
      serverSales: rows.length,
      missing: recorded.filter((e) => !held.has(e.id)).map((e) => e.id),
      extra: rows.filter((r) => !recordedIds.has(r.client_id)).length + [...held.values()].filter((n) => n > 1).length,
      recordedTotal: recorded.reduce((s, e) => s + e.payload.totals.total, 0),
      serverTotal: rows.reduce((s, r) => s + r.total, 0),
      soldUnits: soldByProduct.reduce((a, b) => a + b, 0),
      platformStockBefore: startStock * products.length,
      platformStockAfter: after.reduce((a, b) => a + b, 0),
      pendingPushes: await pendingStockPushes(stack.server.deps),
      crashes,
      attempts,
      replayed: terminal.replayed,
      stats: proxy.stats,
    };
  } finally {
    await stack.close();
  }
}

export interface TwoTerminalResult {
  startStock: number;
  webUnits: number;
  terminalUnits: number;
  platformStock: number;
  expectedOversells: number;
  conflicts: { terminalId: number; stockAfter: number | null; kind: string }[];
  conflictsSeenByTerminals: number;
}

/**
 * Two terminals sell the same item offline while the web shop sells it too; then both sync. The
 * platform's stock must end at start − every sale, and every push that went below zero is a conflict.
 */
export async function runTwoTerminalsAndWeb(seed: number, salesPerTerminal: number, startStock: number, webOrders: number): Promise<TwoTerminalResult> {
  const rng = seededRng(seed);
  const stack = await startPosStack(`pos-two-${seed}`);
  try {
    const p = await stack.platform.createProduct('인기 댐프너', 7000, [startStock]);
    const optionNo = p.optionNos[0] ?? 0;
    const second = await registerSimTerminal(stack.server.url, '카운터 2', ADMIN, await stack.pairingCode());
    const a = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    const b = new SimTerminal(stack.server.url, second.terminalId, second.terminalKey, stack.admin.staffId);
    const sell = (t: SimTerminal) => {
      const quantity = randomInt(rng, 1, 2);
      t.sell([{ productNo: p.productNo, optionNo, quantity, unitPrice: 7000 }]);
      return quantity;
    };
    // Offline: the terminals only record; the web shop sells at the same time.
    let webUnits = 0;
    for (let i = 0; i < salesPerTerminal; i++) {
      sell(a);
      sell(b);
      if (i < webOrders) {
        await stack.platform.webBuy(p.productNo, optionNo, 1);
        webUnits += 1;
      }
    }
    await a.syncAll();
    await kickStockPushes(stack.server.deps);
    await b.syncAll();
    await kickStockPushes(stack.server.deps);
    // One more round so each terminal hears about conflicts found after its own upload.
    for (const t of [a, b]) {
      t.sell([{ productNo: p.productNo, optionNo, quantity: 1, unitPrice: 7000 }]);
      await t.syncAll();
    }
    await kickStockPushes(stack.server.deps);
    const units = (t: SimTerminal) => t.recorded.reduce((s, e) => s + (e.kind === 'sale' ? e.payload.lines.reduce((q, l) => q + l.quantity, 0) : 0), 0);
    const terminalUnits = units(a) + units(b);
    // The oracle for oversells: replay the terminals' deltas in upload order on top of what the web
    // left; each push that ends below zero must be a conflict.
    const pushes = await stack.server.deps.db.selectFrom('pos_stock_pushes').select('delta').where('option_no', '=', optionNo).orderBy('push_id').execute();
    let level = startStock - webUnits;
    let expectedOversells = 0;
    for (const push of pushes) {
      level += push.delta;
      if (push.delta < 0 && level < 0) expectedOversells += 1;
    }
    const conflicts = await stack.server.deps.db.selectFrom('pos_conflicts').select(['terminal_id', 'stock_after', 'kind']).where('option_no', '=', optionNo).execute();
    return {
      startStock,
      webUnits,
      terminalUnits,
      platformStock: await stack.platform.stockOf(p.productNo, optionNo),
      expectedOversells,
      conflicts: conflicts.map((c) => ({ terminalId: c.terminal_id, stockAfter: c.stock_after, kind: c.kind })),
      conflictsSeenByTerminals: a.conflictsSeen.size + b.conflictsSeen.size,
    };
  } finally {
    await stack.close();
  }
}
