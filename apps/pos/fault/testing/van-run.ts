// Fault run of issue 27: card sales through the real terminal host and the real VAN agent stand-in
// (both child processes) while the run kill -9s each of them at seeded points and switches the
// stand-in to lost-after-approval cards, garbled replies, no reply and dropped lines. Afterwards the
// stand-in's ledger of approved-and-not-cancelled payments must equal the terminal's recorded card
// payments exactly (approval number and amount): nothing charged without a sale, no sale paid
// without an approval. Then every database, ledger and log of the run is searched for a full card number.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { upgradePosPayload } from '@courtside/core/pos';
import type { PosSalePayload } from '@courtside/core/pos';
import { openVanLedger, TEST_CARDS } from '@courtside/hardware/van-agent-standin';
import { randomInt, seededRng } from '@courtside/pos-server/testing/rng';
import { openTerminalDb } from '../../src/services/db/open-terminal-db.ts';
import { createProducts, pause, startPosStack, startSignedIn, syncUntilEmpty, tempDataDir } from './fault-stack.ts';
import { saleDraft } from './sale-drafts.ts';
import { terminalDbFile } from './terminal-files.ts';
import { HostUnreachable, killAllHosts } from './terminal-host.ts';
import type { HostSpec, TerminalHost } from './terminal-host.ts';
import { VanAgentProcess } from './van-agent-process.ts';

export interface VanRunOptions {
  readonly seed: number;
  readonly sales: number;
  readonly terminalKills: number;
  readonly agentKills: number;
}

export interface VanRunResult {
  readonly sales: number;
  readonly completed: number;
  readonly declined: number;
  readonly unknown: number;
  readonly refused: number;
  readonly cut: number;
  readonly terminalKills: number;
  readonly agentKills: number;
  readonly faults: Readonly<Record<string, number>>;
  /** Approved and not cancelled at the stand-in (approval number → remaining won). */
  readonly charged: ReadonlyMap<string, number>;
  /** Card payments on the terminal's recorded sales (approval number → won). */
  readonly recorded: ReadonlyMap<string, number>;
  readonly ledgerApprovals: number;
  readonly netCancels: number;
  readonly unresolvedJournal: number;
  readonly serverCardPayments: number;
  /** Places a full test card number was found (must be none). */
  readonly fullCardNumbers: readonly string[];
  readonly durationMs: number;
}

type Fault = 'none' | 'lost' | 'garbled' | 'no-reply' | 'drop' | 'declined';
const FAULTS: readonly [Fault, number][] = [
  ['none', 70],
  ['declined', 6],
  ['lost', 7],
  ['garbled', 6],
  ['no-reply', 5],
  ['drop', 6],
];

function pickFault(rng: () => number): Fault {
  let n = randomInt(rng, 1, 100);
  for (const [fault, weight] of FAULTS) {
    if (n <= weight) return fault;
    n -= weight;
  }
  return 'none';
}

function points(rng: () => number, sales: number, count: number): Set<number> {
  const out = new Set<number>();
  while (out.size < Math.min(count, sales - 2)) out.add(randomInt(rng, 1, sales - 2));
  return out;
}

export async function runVanFaults(o: VanRunOptions): Promise<VanRunResult> {
  const started = performance.now();
  const rng = seededRng(o.seed);
  const stack = await startPosStack(`pos-van-${o.seed}`);
  const data = tempDataDir('van');
  const ledgerFile = join(data.dir, 'van-agent', 'ledger.jsonl');
  let agent = await VanAgentProcess.start(ledgerFile);
  const spec: HostSpec = {
    dataDir: data.dir,
    serverUrl: stack.server.url,
    syncBatchSize: 100,
    env: { POS_VAN_AGENT: `tcp://127.0.0.1:${agent.port}`, POS_VAN_REPLY_TIMEOUT_MS: '800', POS_VAN_QUICK_TIMEOUT_MS: '800', POS_VAN_RECOVERY_MS: '300' },
  };
  let host: TerminalHost | null = null;
  const hostLogs: string[] = [];
  try {
    const products = await createProducts(stack, 3, o.sales * 10);
    host = await startSignedIn(spec, '카운터 밴', await stack.pairingCode());
    const killTerminal = points(rng, o.sales, o.terminalKills);
    const killAgent = points(rng, o.sales, o.agentKills);
    const faults: Record<string, number> = {};
    let completed = 0;
    let declined = 0;
    let unknown = 0;
    let refused = 0;
    let cut = 0;
    let terminalKills = 0;
    let agentKills = 0;
    for (let i = 0; i < o.sales; i++) {
      const fault = pickFault(rng);
      faults[fault] = (faults[fault] ?? 0) + 1;
      await agent.control('/card', { cardNo: fault === 'lost' ? '9410-0000-0000-0005' : fault === 'declined' ? '9410-0000-0000-0002' : '9410-0000-0000-0001' });
      await agent.control('/fault', { fault: fault === 'garbled' || fault === 'no-reply' || fault === 'drop' ? fault : 'none' });
      const base = saleDraft(rng, products);
      const total = base.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
      const split = rng() < 0.2 && total > 2000;
      const cardPart = split ? total - 1000 : total;
      const draft = {
        ...base,
        payments: split ? [{ method: 'van-card' as const, amount: cardPart, installmentMonths: 0 }, { method: 'cash' as const, amount: 1000, tendered: 1000 }] : [{ method: 'van-card' as const, amount: total, installmentMonths: 0 }],
        attemptId: `van-fault-${o.seed}-${String(i).padStart(6, '0')}`,
      };
      const current: TerminalHost = host;
      const reply = current.call('sales.complete', draft).then(
        (result) => ({ result, error: null }),
        (error: unknown) => ({ result: null, error }),
      );
      if (killTerminal.has(i) || killAgent.has(i)) {
        // Before the request leaves, while the agent holds it, or as the reply comes back.
        await pause(randomInt(rng, 0, 25));
        if (killAgent.has(i)) {
          await agent.kill();
          agentKills += 1;
        }
        if (killTerminal.has(i)) {
          hostLogs.push(...current.log);
          await current.kill();
          terminalKills += 1;
        }
      }
      const { result, error } = await reply;
      if (result === null) {
        if (!(error instanceof HostUnreachable) || !killTerminal.has(i)) throw error;
        cut += 1;
      } else if (result.ok) completed += 1;
      else if (result.error.code === 'PAYMENT_DECLINED') declined += 1;
      else if (result.error.code === 'PAYMENT_UNKNOWN') unknown += 1;
      else if (result.error.code === 'PAYMENT_AGENT_UNREACHABLE' || result.error.code === 'PAYMENT_AGENT_BUSY') refused += 1;
      else throw new Error(`sales.complete ${i}: ${result.error.code} ${result.error.message}`);
      if (killAgent.has(i)) agent = await VanAgentProcess.start(ledgerFile, agent.port, agent.controlPort);
      if (killTerminal.has(i)) host = await startSignedIn(spec, null);
    }
    // Faults off: the journal's owed 망취소 go out on the host's recovery loop; then sync and stop.
    await agent.control('/fault', { fault: 'none' });
    await agent.control('/card', { cardNo: '9410-0000-0000-0001' });
    const settleBy = Date.now() + 30_000;
    let unresolvedJournal = -1;
    while (Date.now() < settleBy) {
      await pause(500);
      unresolvedJournal = await countUnresolved(data.dir);
      if (unresolvedJournal === 0) break;
    }
    await syncUntilEmpty(host, 120_000);
    hostLogs.push(...host.log);
    await host.stop();
    host = null;
    await agent.stop();

    const ledger = openVanLedger(ledgerFile);
    const summary = ledger.summary();
    ledger.close();
    const charged = new Map(summary.open.map((a) => [a.approvalNo, a.remaining]));
    const handle = await openTerminalDb(terminalDbFile(data.dir));
    const recorded = new Map<string, number>();
    try {
      for (const row of await handle.db.selectFrom('sales').select('payload').execute()) {
        for (const p of upgradePosPayload(JSON.parse(row.payload) as PosSalePayload).payments) {
          if (p.method === 'card') recorded.set(p.approvalNo, (recorded.get(p.approvalNo) ?? 0) + p.amount);
        }
      }
      unresolvedJournal = (await handle.db.selectFrom('payment_journal').select('id').where('state', 'in', ['sent', 'approved', 'net-cancel-pending']).where('sale_id', 'is', null).execute()).length;
    } finally {
      await handle.close();
    }
    const serverPayments = await stack.server.deps.db.selectFrom('pos_payments').select(['approval_no', 'masked_card_no']).where('method', '=', 'card').execute();
    const serverSales = await stack.server.deps.db.selectFrom('pos_sales').selectAll().execute();

    // No full card number anywhere: the terminal's database (and its WAL), the stand-in's ledger,
    // the host's logs, and the own server's ledger rows.
    const needles = TEST_CARDS.flatMap((c) => [c.cardNo, c.cardNo.replace(/-/g, '')]);
    const haystacks: [string, string][] = [
      ['terminal.sqlite', readIfThere(terminalDbFile(data.dir))],
      ['terminal.sqlite-wal', readIfThere(`${terminalDbFile(data.dir)}-wal`)],
      ['van ledger', readIfThere(ledgerFile)],
      ['host logs', hostLogs.join('\n')],
      ['server pos_payments', JSON.stringify(serverPayments)],
      ['server pos_sales', JSON.stringify(serverSales)],
    ];
    const fullCardNumbers = haystacks.flatMap(([name, text]) => needles.filter((n) => text.includes(n)).map((n) => `${name}: ${n}`));

    return {
      sales: o.sales,
      completed,
      declined,
      unknown,
      refused,
      cut,
      terminalKills,
      agentKills,
      faults,
      charged,
      recorded,
      ledgerApprovals: summary.approvals,
      netCancels: summary.netCancels,
      unresolvedJournal,
      serverCardPayments: serverPayments.length,
      fullCardNumbers,
      durationMs: performance.now() - started,
    };
  } finally {
    if (host) await host.kill().catch(() => undefined);
    await agent.kill().catch(() => undefined);
    killAllHosts();
    await stack.close();
    if (process.env.FAULT_KEEP === '1') console.log(`[fault] van-card data kept in ${data.dir}`);
    else data.remove();
  }
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file).toString('latin1') + readFileSync(file).toString('utf8') : '';
}

/** Journal rows still owing a 망취소 (read through a second connection while the host runs; WAL allows it). */
async function countUnresolved(dataDir: string): Promise<number> {
  const handle = await openTerminalDb(terminalDbFile(dataDir));
  try {
    return (await handle.db.selectFrom('payment_journal').select('id').where('state', 'in', ['sent', 'approved', 'net-cancel-pending']).where('sale_id', 'is', null).execute()).length;
  } finally {
    await handle.close();
  }
}
