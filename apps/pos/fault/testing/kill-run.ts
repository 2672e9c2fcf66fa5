// Fault run 1: the real terminal host records sales one at a time through its screen API while the
// test SIGKILLs it at seeded points — mostly a few milliseconds after a sale was sent, so the kill
// lands before, inside or after the sale's transaction, or in the middle of a sync upload — then
// starts it again on the same data folder and carries on. At the end the host syncs and the two
// databases are compared (ledger-check.ts).
import { kickStockPushes } from '@courtside/pos-server/stock-push-scheduler';
import { pendingStockPushes } from '@courtside/pos-server/stock-push-state';
import { randomInt, seededRng } from '@courtside/pos-server/testing/rng';
import type { AckedSale, LedgerVerdict } from './ledger-check.ts';
import { checkLedger } from './ledger-check.ts';
import { createProducts, pause, startPosStack, startSignedIn, syncUntilEmpty, tempDataDir } from './fault-stack.ts';
import { saleDraft, unitsByOption } from './sale-drafts.ts';
import { readTerminalFiles } from './terminal-files.ts';
import { HostUnreachable, killAllHosts } from './terminal-host.ts';
import type { HostSpec, TerminalHost } from './terminal-host.ts';

export interface KillRunOptions {
  readonly seed: number;
  readonly sales: number;
  readonly kills: number;
  readonly syncBatchSize: number;
}

export interface KillRunResult {
  readonly sales: number;
  readonly kills: number;
  readonly acked: number;
  /** Sales in flight when the host was killed (their reply never came). */
  readonly unanswered: number;
  readonly serverSales: number;
  readonly verdict: LedgerVerdict;
  /** Platform stock per option: expected (start − units of every ledger sale) and found. */
  readonly stock: readonly { readonly expected: number; readonly found: number }[];
  readonly pendingStockPushes: number;
  readonly durationMs: number;
}

/** `count` distinct sale indices in [1, sales), sorted: the sales during which the host dies. */
export function killPoints(rng: () => number, sales: number, count: number): Set<number> {
  const points = new Set<number>();
  const want = Math.min(count, Math.max(sales - 1, 0));
  while (points.size < want) points.add(randomInt(rng, 1, sales - 1));
  return points;
}

export async function runKillDuringSales(o: KillRunOptions): Promise<KillRunResult> {
  const started = performance.now();
  const rng = seededRng(o.seed);
  const stack = await startPosStack(`pos-kill-${o.seed}`);
  const data = tempDataDir('kill');
  const spec: HostSpec = { dataDir: data.dir, serverUrl: stack.server.url, syncBatchSize: o.syncBatchSize };
  let host: TerminalHost | null = null;
  try {
    const startStock = o.sales * 10;
    const products = await createProducts(stack, 3, startStock);
    host = await startSignedIn(spec, '카운터 킬', await stack.pairingCode());
    const terminalId = (await host.value('terminal.info', {})).terminalId ?? 0;
    const killAt = killPoints(rng, o.sales, o.kills);
    const acked: AckedSale[] = [];
    let unanswered = 0;
    let kills = 0;
    for (let i = 0; i < o.sales; i++) {
      const draft = saleDraft(rng, products);
      const current: TerminalHost = host;
      // Settled at once so a reply cut by the kill is not an unhandled rejection meanwhile.
      const reply = current.call('sales.complete', draft).then(
        (result) => ({ result, error: null }),
        (error: unknown) => ({ result: null, error }),
      );
      if (killAt.has(i)) {
        // From "at once" (the request may not have left) through "inside the transaction" to "reply
        // already on its way".
        const delay = randomInt(rng, -3, 12);
        if (delay >= 0) await pause(delay);
        await current.kill();
        kills += 1;
      }
      const { result, error } = await reply;
      if (result === null) {
        if (!(error instanceof HostUnreachable) || !killAt.has(i)) throw error;
        unanswered += 1;
      } else {
        if (!result.ok) throw new Error(`sales.complete ${i}: ${result.error.code} ${result.error.message}`);
        acked.push({ id: result.value.id, receiptNo: result.value.receiptNo, total: result.value.total });
      }
      if (killAt.has(i)) host = await startSignedIn(spec, null);
    }
    await syncUntilEmpty(host, 120_000);
    await host.stop();
    host = null;

    const files = await readTerminalFiles(data.dir);
    const serverSales = await stack.server.deps.db.selectFrom('pos_sales').select(['client_id', 'receipt_no', 'total']).where('terminal_id', '=', terminalId).execute();
    const verdict = checkLedger({ acked, unansweredAttempts: unanswered, terminalSales: files.sales, outbox: files.outbox, serverSales });

    // The stock side of "exactly once": every unit of every ledger sale left the platform once.
    await kickStockPushes(stack.server.deps);
    const held = new Set(serverSales.map((s) => s.client_id));
    const units = unitsByOption(files.sales.filter((s) => held.has(s.id)).flatMap((s) => s.lines));
    const stock = [];
    for (const p of products) stock.push({ expected: startStock - (units.get(p.optionNo) ?? 0), found: await stack.platform.stockOf(p.productNo, p.optionNo) });
    const pending = await pendingStockPushes(stack.server.deps);
    return {
      sales: o.sales,
      kills,
      acked: acked.length,
      unanswered,
      serverSales: serverSales.length,
      verdict,
      stock,
      pendingStockPushes: pending,
      durationMs: performance.now() - started,
    };
  } finally {
    if (host) await host.kill().catch(() => undefined);
    killAllHosts();
    await stack.close();
    data.remove();
  }
}
