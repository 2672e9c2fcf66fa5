// Fault run 2: the real terminal host syncs through a link that loses requests and replies (seeded)
// while the own server crashes in the middle of sync batches and starts again on the same database.
// Half the sales are recorded offline (a backlog of several batches), the rest while the backlog
// uploads. At the end the host syncs through the same bad link and the databases are compared.
import { kickStockPushes } from '@courtside/pos-server/stock-push-scheduler';
import { pendingStockPushes, retryStockPushesNow } from '@courtside/pos-server/stock-push-state';
import { randomInt, seededRng } from '@courtside/pos-server/testing/rng';
import type { AckedSale, LedgerVerdict } from './ledger-check.ts';
import { checkLedger } from './ledger-check.ts';
import { createProducts, pause, startPosStack, startSignedIn, syncUntilEmpty, tempDataDir } from './fault-stack.ts';
import { startFlakyLink } from './flaky-link.ts';
import type { FlakyLink } from './flaky-link.ts';
import { saleDraft, unitsByOption } from './sale-drafts.ts';
import { readTerminalFiles } from './terminal-files.ts';
import { killAllHosts } from './terminal-host.ts';
import type { TerminalHost } from './terminal-host.ts';

export interface LossyRunOptions {
  readonly seed: number;
  readonly sales: number;
  readonly syncBatchSize: number;
  readonly dropRequest: number;
  readonly dropReply: number;
  /** The server crashes a few milliseconds after these sync batches (1-based) reach it. */
  readonly crashAtBatches: readonly number[];
}

export interface LossyRunResult {
  readonly sales: number;
  readonly crashes: number;
  readonly serverSales: number;
  readonly verdict: LedgerVerdict;
  readonly stock: readonly { readonly expected: number; readonly found: number }[];
  readonly pendingStockPushes: number;
  readonly link: FlakyLink['stats'];
  readonly durationMs: number;
}

export async function runLossySync(o: LossyRunOptions): Promise<LossyRunResult> {
  const started = performance.now();
  const rng = seededRng(o.seed);
  const stack = await startPosStack(`pos-term-lossy-${o.seed}`);
  const data = tempDataDir('lossy');
  let host: TerminalHost | null = null;
  let link: FlakyLink | null = null;
  try {
    const startStock = o.sales * 10;
    const products = await createProducts(stack, 3, startStock);
    link = await startFlakyLink(stack.server.url, rng);
    const net = link;
    host = await startSignedIn({ dataDir: data.dir, serverUrl: net.url, syncBatchSize: o.syncBatchSize }, '카운터 손실', await stack.pairingCode());
    const terminalId = (await host.value('terminal.info', {})).terminalId ?? 0;

    // Crashes one at a time: a crash due while the server is still restarting waits for the next batch.
    const due = [...o.crashAtBatches].sort((a, b) => a - b).map((n) => ({ n, delay: randomInt(rng, 0, 12) }));
    let crashes = 0;
    let restarting: Promise<void> = Promise.resolve();
    let down = false;
    net.onSyncBatch = (n) => {
      const next = due[0];
      if (!next || next.n > n || down) return;
      due.shift();
      const delay = next.delay;
      down = true;
      restarting = (async () => {
        await pause(delay);
        await stack.server.crash();
        crashes += 1;
        net.target = (await stack.restart()).url;
        down = false;
      })();
    };

    const acked: AckedSale[] = [];
    const sell = async (i: number, current: TerminalHost): Promise<void> => {
      const result = await current.call('sales.complete', saleDraft(rng, products));
      if (!result.ok) throw new Error(`sales.complete ${i}: ${result.error.code} ${result.error.message}`);
      acked.push({ id: result.value.id, receiptNo: result.value.receiptNo, total: result.value.total });
    };
    const offlineSales = Math.floor(o.sales / 2);
    net.offline = true;
    for (let i = 0; i < offlineSales; i++) await sell(i, host);
    net.offline = false;
    net.rates = { dropRequest: o.dropRequest, dropReply: o.dropReply };
    for (let i = offlineSales; i < o.sales; i++) await sell(i, host);
    await syncUntilEmpty(host, 180_000);
    await restarting;
    await host.stop();
    host = null;

    const files = await readTerminalFiles(data.dir);
    const deps = stack.server.deps;
    const serverSales = await deps.db.selectFrom('pos_sales').select(['client_id', 'receipt_no', 'total']).where('terminal_id', '=', terminalId).execute();
    const verdict = checkLedger({ acked, unansweredAttempts: 0, terminalSales: files.sales, outbox: files.outbox, serverSales });

    // Pushes cut off by a crash wait out their back-off; let them go now from the running server.
    await retryStockPushesNow(deps.db);
    await kickStockPushes(deps);
    const units = unitsByOption(files.sales.flatMap((s) => s.lines));
    const stock = [];
    for (const p of products) stock.push({ expected: startStock - (units.get(p.optionNo) ?? 0), found: await stack.platform.stockOf(p.productNo, p.optionNo) });
    const pending = await pendingStockPushes(deps);
    return {
      sales: o.sales,
      crashes,
      serverSales: serverSales.length,
      verdict,
      stock,
      pendingStockPushes: pending,
      link: { ...net.stats },
      durationMs: performance.now() - started,
    };
  } finally {
    if (host) await host.kill().catch(() => undefined);
    killAllHosts();
    if (link) await link.close();
    await stack.close();
    data.remove();
  }
}
