// Issue 7's server-side fault tests, short form (pnpm bench runs the long form). Each is repeatable
// with its seed: POS_TEST_SEED=<n> replays a run.
import { describe, expect, it } from 'vitest';
import { runLossySync, runTwoTerminalsAndWeb } from './testing/fault-scenarios';
import { testSeed } from './testing/rng';

describe('faults', () => {
  it('a lossy link and a server crash mid-batch leave exactly the recorded sales on the server, each once', async () => {
    const seed = testSeed(7001);
    const r = await runLossySync({ seed, sales: 300, batchSize: 25, dropRequest: 0.2, dropReply: 0.3, crashAt: [2, 6] });
    console.log(`[faults] seed=${seed} sales=${r.recordedSales} attempts=${r.attempts} crashes=${r.crashes} replayed=${r.replayed} dropped requests=${r.stats.droppedRequests} replies=${r.stats.droppedReplies}`);
    expect(r.crashes).toBe(2);
    expect(r.stats.droppedReplies).toBeGreaterThan(0);
    // Lost replies really happened: the server had applied entries the terminal had to resend.
    expect(r.replayed).toBeGreaterThan(0);
    expect(r.missing).toEqual([]);
    expect(r.extra).toBe(0);
    expect(r.serverSales).toBe(r.recordedSales);
    expect(r.serverTotal).toBe(r.recordedTotal);
    // Every sold unit left the platform's stock exactly once, despite resent pushes.
    expect(r.pendingPushes).toBe(0);
    expect(r.platformStockAfter).toBe(r.platformStockBefore - r.soldUnits);
  }, 120_000);

  it('two offline terminals and the web shop selling one item: stock ends at start minus every sale, oversells reported', async () => {
    const seed = testSeed(7002);
    const r = await runTwoTerminalsAndWeb(seed, 6, 10, 4);
    console.log(`[faults] seed=${seed} start=${r.startStock} web=${r.webUnits} terminals=${r.terminalUnits} stock=${r.platformStock} oversells=${r.conflicts.length}`);
    expect(r.webUnits).toBe(4);
    expect(r.platformStock).toBe(r.startStock - r.webUnits - r.terminalUnits);
    expect(r.platformStock).toBeLessThan(0);
    expect(r.expectedOversells).toBeGreaterThan(0);
    expect(r.conflicts).toHaveLength(r.expectedOversells);
    expect(r.conflicts.every((c) => c.kind === 'oversell' && (c.stockAfter ?? 0) < 0)).toBe(true);
    expect(new Set(r.conflicts.map((c) => c.terminalId)).size).toBe(2);
    expect(r.conflictsSeenByTerminals).toBe(r.conflicts.length);
  }, 120_000);
});
