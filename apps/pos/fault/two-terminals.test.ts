// Issue 7, terminal side: two terminals offline selling the same item while a member buys it on the
// web shop; after both sync, the platform's stock is start − every sale and each oversell is a
// conflict the admins see (GET /api/pos/conflicts) and the terminal shows in its sync status.
// Short form here; FAULT_FORM=long (pnpm bench) sells more. Replay: FAULT_SEED=<n>.
import { describe, expect, it, onTestFailed } from 'vitest';
import { runTwoTerminalsAndWeb } from './testing/two-terminals-run.ts';
import { faultForm, faultSeed, summary } from './testing/fault-seed.ts';

describe('two offline terminals and the web shop selling one item', () => {
  const seed = faultSeed(7301);
  const form = faultForm(
    // More than 20 sales per backlog: the server answers such an upload before its stock pushes land,
    // so the terminal has to find out about its oversells afterwards.
    { salesPerTerminal: 24, startStock: 30, webOrders: 6 },
    { salesPerTerminal: 150, startStock: 200, webOrders: 40 },
  );
  it(`end at start minus every sale with every oversell reported (FAULT_SEED=${seed})`, async () => {
    onTestFailed(() => console.error(`[fault] two-terminals failed — replay with FAULT_SEED=${seed}`));
    const r = await runTwoTerminalsAndWeb({ seed, ...form });
    const counterUnits = r.terminals.reduce((s, t) => s + t.units, 0);
    const ok =
      r.platformStock === r.startStock - r.webUnits - counterUnits &&
      r.conflicts.length === r.expectedOversells &&
      r.terminals.every((t) => t.after.conflicts === Math.min(t.serverConflicts, 50) && t.cachedStock === r.platformStock);
    summary('two-terminals', { seed, sales: form.salesPerTerminal * 2 + r.webUnits, web: r.webUnits, counter: counterUnits, stock: r.platformStock, oversells: r.conflicts.length, ms: r.durationMs, ok });

    expect(r.webUnits).toBe(form.webOrders);
    expect(r.platformStock).toBe(r.startStock - r.webUnits - counterUnits);
    expect(r.platformStock).toBeLessThan(0);
    // Every push below zero is a conflict, and nothing else is.
    expect(r.expectedOversells).toBeGreaterThan(0);
    expect(r.conflicts).toHaveLength(r.expectedOversells);
    expect(r.conflicts.every((c) => c.kind === 'oversell' && (c.stockAfter ?? 0) < 0)).toBe(true);
    for (const t of r.terminals) {
      // Offline, the terminal kept selling and said so.
      expect(t.offline.status).toBe('offline');
      expect(t.offline.pending).toBe(form.salesPerTerminal);
      // Afterwards it shows its own oversells and the platform's stock.
      expect(t.serverConflicts).toBeGreaterThan(0);
      // The sync reply lists at most 50 open conflicts per terminal (PosSyncReply.conflicts).
      expect(t.after.conflicts).toBe(Math.min(t.serverConflicts, 50));
      expect(t.after.pending).toBe(0);
      expect(t.cachedStock).toBe(r.platformStock);
    }
  });
});
