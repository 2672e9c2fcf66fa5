// Issue 27, item 4: card sales through the VAN agent with kill -9 of the terminal and of the agent at
// seeded points, lost-after-approval cards, garbled replies, no reply and dropped lines. The stand-in's
// approved-and-not-cancelled ledger equals the terminal's recorded card payments exactly, and no full
// card number is stored anywhere. Short form 200 sales (pnpm test); FAULT_FORM=long 500 (pnpm bench:fault), the count.
import { describe, expect, it, onTestFailed } from 'vitest';
import { faultForm, faultSeed, summary } from './testing/fault-seed.ts';
import { runVanFaults } from './testing/van-run.ts';

describe('card sales through the VAN agent under faults', () => {
  const seed = faultSeed(2701);
  const form = faultForm({ sales: Number(process.env.FAULT_VAN_SALES ?? 200), terminalKills: 6, agentKills: 6 }, { sales: Number(process.env.FAULT_VAN_SALES ?? 500), terminalKills: 15, agentKills: 15 });
  it(`charges exactly what was recorded: 0 charged without a sale, 0 sales without an approval (FAULT_SEED=${seed})`, async () => {
    onTestFailed(() => console.error(`[fault] van-card failed — replay with FAULT_SEED=${seed}`));
    const r = await runVanFaults({ seed, ...form });
    const chargedWithoutSale = [...r.charged].filter(([no, won]) => r.recorded.get(no) !== won);
    const soldWithoutApproval = [...r.recorded].filter(([no, won]) => r.charged.get(no) !== won);
    const ok = chargedWithoutSale.length === 0 && soldWithoutApproval.length === 0 && r.fullCardNumbers.length === 0 && r.unresolvedJournal === 0;
    summary('van-card', {
      seed,
      sales: r.sales,
      completed: r.completed,
      declined: r.declined,
      unknownNetCancelled: r.unknown,
      refused: r.refused,
      cutByKill: r.cut,
      terminalKills: r.terminalKills,
      agentKills: r.agentKills,
      faults: Object.entries(r.faults).map(([k, v]) => `${k}:${v}`).join(','),
      ledgerApprovals: r.ledgerApprovals,
      netCancels: r.netCancels,
      charged: r.charged.size,
      recordedCardPayments: r.recorded.size,
      chargedWithoutSale: chargedWithoutSale.length,
      soldWithoutApproval: soldWithoutApproval.length,
      serverCardPayments: r.serverCardPayments,
      fullCardNumbers: r.fullCardNumbers.length,
      ms: r.durationMs,
      ok,
    });
    expect(r.terminalKills).toBe(form.terminalKills);
    expect(r.agentKills).toBe(form.agentKills);
    expect(r.unresolvedJournal).toBe(0);
    expect(chargedWithoutSale).toEqual([]);
    expect(soldWithoutApproval).toEqual([]);
    expect(r.recorded.size).toBeGreaterThan(0);
    expect(r.serverCardPayments).toBe(r.recorded.size);
    expect(r.fullCardNumbers).toEqual([]);
  }, 900_000);
});
