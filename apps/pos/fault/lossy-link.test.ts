// Issue 7, terminal side: the real terminal host syncs through a link that drops requests and
// replies at random (seeded) while the server crashes mid-batch and restarts — afterwards the server
// holds exactly the terminal's sales, each once, and every sold unit left the platform's stock once.
// Short form here; FAULT_FORM=long (pnpm bench) runs more sales and crashes. Replay: FAULT_SEED=<n>.
import { describe, expect, it, onTestFailed } from 'vitest';
import { runLossySync } from './testing/lossy-run.ts';
import { faultForm, faultSeed, summary } from './testing/fault-seed.ts';

describe('terminal syncing over a lossy link to a crashing server', () => {
  const seed = faultSeed(7201);
  const form = faultForm({ sales: 160, crashAtBatches: [2, 5] }, { sales: 2000, crashAtBatches: [2, 5, 9, 14, 20, 27, 35, 44] });
  it(`ends with exactly the terminal's sales on the server, each once (FAULT_SEED=${seed})`, async () => {
    onTestFailed(() => console.error(`[fault] lossy-link failed — replay with FAULT_SEED=${seed}`));
    const r = await runLossySync({ seed, sales: form.sales, syncBatchSize: 20, dropRequest: 0.2, dropReply: 0.3, crashAtBatches: form.crashAtBatches });
    const ok = r.verdict.violations.length === 0 && r.stock.every((s) => s.expected === s.found) && r.pendingStockPushes === 0;
    summary('lossy-link', {
      seed, sales: r.sales, crashes: r.crashes, server: r.serverSales, replayed: r.verdict.replayed,
      batches: r.link.syncBatches, droppedRequests: r.link.droppedRequests, droppedReplies: r.link.droppedReplies, ms: r.durationMs, ok,
    });
    expect(r.crashes).toBe(form.crashAtBatches.length);
    expect(r.link.droppedReplies).toBeGreaterThan(0);
    expect(r.verdict.violations).toEqual([]);
    expect(r.serverSales).toBe(form.sales);
    expect(r.pendingStockPushes).toBe(0);
    for (const s of r.stock) expect(s.found).toBe(s.expected);
  });
});
