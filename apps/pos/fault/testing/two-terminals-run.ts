// Fault run 3: two real terminal hosts go offline and both sell the same item while a member buys
// it on the web shop (order sheet → reserve → sandbox approve). Then both come back and sync. The
// platform's stock must end at start − every sale (web and counter), and every counter push that
// took it below zero must be an oversell conflict — listed for admins by GET /api/pos/conflicts and
// counted in each terminal's own sync status.
import type { PosConflict } from '@courtside/core/pos';
import { posRoutePath } from '@courtside/core/pos';
import { sweepCatalogue } from '@courtside/pos-server/catalogue';
import { kickStockPushes } from '@courtside/pos-server/stock-push-scheduler';
import { randomInt, seededRng } from '@courtside/pos-server/testing/rng';
import type { SyncStatusView } from '../../src/shared/schemas.ts';
import { pause, startPosStack, startSignedIn, syncUntilEmpty, tempDataDir } from './fault-stack.ts';
import { startFlakyLink } from './flaky-link.ts';
import type { FlakyLink } from './flaky-link.ts';
import type { FaultProduct } from './sale-drafts.ts';
import { killAllHosts } from './terminal-host.ts';
import type { TerminalHost } from './terminal-host.ts';
import { joinWebMember } from './web-member.ts';

export interface TwoTerminalsOptions {
  readonly seed: number;
  readonly salesPerTerminal: number;
  readonly startStock: number;
  readonly webOrders: number;
}

export interface TerminalView {
  readonly terminalId: number;
  readonly units: number;
  /** Its sync status while the link was down. */
  readonly offline: SyncStatusView;
  /** Its sync status once the server had settled every push. */
  readonly after: SyncStatusView;
  /** Open conflicts of its entries, as the server lists them. */
  readonly serverConflicts: number;
  /** The stock its catalogue cache shows for the item at the end. */
  readonly cachedStock: number | null;
}

export interface TwoTerminalsResult {
  readonly startStock: number;
  readonly webUnits: number;
  readonly platformStock: number;
  /** Replaying the counter pushes in order on top of what the web left: how many went below zero. */
  readonly expectedOversells: number;
  readonly conflicts: readonly PosConflict[];
  readonly terminals: readonly TerminalView[];
  readonly durationMs: number;
}

const SETTLE_LIMIT_MS = 20_000;

/** Polls 지금 동기화 until the terminal's status counts `want` conflicts and its cache shows `stock`. */
async function settleTerminal(host: TerminalHost, product: FaultProduct, want: number, stock: number): Promise<{ status: SyncStatusView; cachedStock: number | null }> {
  const started = Date.now();
  for (;;) {
    const status = await host.value('sync.now', {});
    const [item] = await host.value('catalogue.search', { query: product.name, limit: 1 });
    const cachedStock = item?.stock ?? null;
    if ((status.conflicts === want && cachedStock === stock) || Date.now() - started > SETTLE_LIMIT_MS) return { status, cachedStock };
    await pause(200);
  }
}

export async function runTwoTerminalsAndWeb(o: TwoTerminalsOptions): Promise<TwoTerminalsResult> {
  const started = performance.now();
  const rng = seededRng(o.seed);
  const stack = await startPosStack(`pos-term-two-${o.seed}`);
  const dirs = [tempDataDir('two-a'), tempDataDir('two-b')];
  const links: FlakyLink[] = [];
  const hosts: TerminalHost[] = [];
  try {
    const created = await stack.platform.createProduct('인기 댐프너', 7000, [o.startStock]);
    const product: FaultProduct = { productNo: created.productNo, optionNo: created.optionNos[0] ?? 0, name: '인기 댐프너', price: 7000 };
    await sweepCatalogue(stack.server.deps);
    const member = await joinWebMember(stack.platform, 'fault_member');
    for (const [i, dir] of dirs.entries()) {
      const link = await startFlakyLink(stack.server.url, rng);
      links.push(link);
      const host = await startSignedIn({ dataDir: dir.dir, serverUrl: link.url, syncBatchSize: 100 }, `카운터 ${String.fromCharCode(65 + i)}`, await stack.pairingCode());
      hosts.push(host);
      await syncUntilEmpty(host, 30_000);
    }

    // The network goes down at the counter; the web shop keeps selling.
    for (const link of links) link.offline = true;
    const units = hosts.map(() => 0);
    let webUnits = 0;
    for (let i = 0; i < o.salesPerTerminal; i++) {
      for (const [k, host] of hosts.entries()) {
        const qty = randomInt(rng, 1, 2);
        const line = { productNo: product.productNo, optionNo: product.optionNo, name: product.name, optionName: '', barcode: null, quantity: qty, unitPrice: product.price, discount: 0, voidReason: null };
        const total = qty * product.price;
        await host.value('sales.complete', { lines: [line], saleDiscount: null, payments: [{ method: 'cash', amount: total, tendered: total }], heldSaleId: null });
        units[k] = (units[k] ?? 0) + qty;
      }
      if (i < o.webOrders) {
        await member.buy(product.productNo, product.optionNo, 1);
        webUnits += 1;
      }
    }
    const offline = [];
    for (const host of hosts) offline.push(await host.value('sync.now', {}));

    // Back online: each terminal uploads its backlog; the server pushes the deltas to the platform.
    for (const link of links) link.offline = false;
    for (const host of hosts) await syncUntilEmpty(host, 60_000);
    await kickStockPushes(stack.server.deps);
    const platformStock = await stack.platform.stockOf(product.productNo, product.optionNo);

    const pushes = await stack.server.deps.db.selectFrom('pos_stock_pushes').select('delta').where('option_no', '=', product.optionNo).orderBy('push_id').execute();
    let level = o.startStock - webUnits;
    let expectedOversells = 0;
    for (const push of pushes) {
      level += push.delta;
      if (push.delta < 0 && level < 0) expectedOversells += 1;
    }
    const res = await stack.api(`${posRoutePath('conflicts.list')}?status=open`);
    if (res.status !== 200) throw new Error(`GET ${posRoutePath('conflicts.list')} → ${res.status}`);
    const conflicts = ((await res.json()) as { items: PosConflict[] }).items;

    const terminals: TerminalView[] = [];
    for (const [k, host] of hosts.entries()) {
      const terminalId = (await host.value('terminal.info', {})).terminalId ?? 0;
      const own = conflicts.filter((c) => c.terminalId === terminalId).length;
      const settled = await settleTerminal(host, product, Math.min(own, 50), platformStock);
      terminals.push({ terminalId, units: units[k] ?? 0, offline: offline[k] ?? settled.status, after: settled.status, serverConflicts: own, cachedStock: settled.cachedStock });
    }
    return { startStock: o.startStock, webUnits, platformStock, expectedOversells, conflicts, terminals, durationMs: performance.now() - started };
  } finally {
    for (const host of hosts) await host.kill().catch(() => undefined);
    killAllHosts();
    for (const link of links) await link.close();
    await stack.close();
    for (const dir of dirs) dir.remove();
  }
}
