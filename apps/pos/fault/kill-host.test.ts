// Issue 7, terminal side: kill -9 of the terminal host at random (seeded) points while it records
// sales; after restarts and a final sync the server holds exactly what the terminal committed, which
// includes every sale the screen acknowledged — none lost, none doubled (see testing/ledger-check.ts).
// Short form here (200 sales); FAULT_FORM=long (pnpm bench) runs 2,000. Replay: FAULT_SEED=<n>.
import { describe, expect, it, onTestFailed } from 'vitest';
import { runKillDuringSales } from './testing/kill-run.ts';
import { faultForm, faultSeed, summary } from './testing/fault-seed.ts';

describe('terminal host killed while selling', () => {
  const seed = faultSeed(7101);
  const form = faultForm({ sales: 200, kills: 5 }, { sales: 2000, kills: 25 });
  it(`keeps every acknowledged sale and doubles none (FAULT_SEED=${seed})`, async () => {
    onTestFailed(() => console.error(`[fault] kill-host failed — replay with FAULT_SEED=${seed}`));
    const r = await runKillDuringSales({ seed, sales: form.sales, kills: form.kills, syncBatchSize: 50 });
    const ok = r.verdict.violations.length === 0 && r.stock.every((s) => s.expected === s.found) && r.pendingStockPushes === 0;
    summary('kill-host', { seed, sales: r.sales, kills: r.kills, acked: r.acked, cut: r.unanswered, committedUnacked: r.verdict.committedUnacked, server: r.serverSales, replayed: r.verdict.replayed, ms: r.durationMs, ok });
    expect(r.kills).toBe(form.kills);
    expect(r.verdict.violations).toEqual([]);
    expect(r.acked + r.verdict.committedUnacked).toBe(r.serverSales);
    expect(r.pendingStockPushes).toBe(0);
    for (const s of r.stock) expect(s.found).toBe(s.expected);
  });
});
