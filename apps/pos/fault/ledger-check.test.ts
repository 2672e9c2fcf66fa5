// The fault runs pass or fail on checkLedger: it must catch each way a ledger can go wrong.
import { describe, expect, it } from 'vitest';
import { checkLedger } from './testing/ledger-check.ts';
import type { LedgerFacts } from './testing/ledger-check.ts';

const sale = (n: number) => ({ id: `id-${n}`, receipt_no: `T1-20240305-${String(n).padStart(4, '0')}`, total: 1000 * n });
const entry = (n: number, outcome: string | null = 'applied') => ({ id: `id-${n}`, kind: 'sale', settled_at: outcome === null ? null : '2024-03-05T00:00:00Z', outcome });
const server = (n: number) => ({ client_id: `id-${n}`, receipt_no: sale(n).receipt_no, total: sale(n).total });
const acked = (n: number) => ({ id: `id-${n}`, receiptNo: sale(n).receipt_no, total: sale(n).total });

/** Three sales, all acknowledged, committed, settled and in the ledger. */
function clean(): LedgerFacts {
  return { acked: [1, 2, 3].map(acked), unansweredAttempts: 0, terminalSales: [1, 2, 3].map(sale), outbox: [1, 2, 3].map((n) => entry(n)), serverSales: [1, 2, 3].map(server) };
}

describe('checkLedger', () => {
  it('passes a clean run and counts replayed entries', () => {
    const facts = clean();
    const verdict = checkLedger({ ...facts, outbox: [entry(1), entry(2, 'duplicate'), entry(3)] });
    expect(verdict.violations).toEqual([]);
    expect(verdict.replayed).toBe(1);
  });

  it('allows a sale committed but cut before its reply, once per cut sale', () => {
    const facts = { ...clean(), acked: [1, 2].map(acked), unansweredAttempts: 1 };
    expect(checkLedger(facts)).toMatchObject({ violations: [], committedUnacked: 1 });
    expect(checkLedger({ ...facts, acked: [acked(1)] }).violations).toEqual([expect.stringContaining('exceed the sales cut in flight')]);
  });

  it('reports an acknowledged sale missing from the server or changed there', () => {
    expect(checkLedger({ ...clean(), serverSales: [1, 2].map(server) }).violations).toEqual([
      expect.stringMatching(/^A: acknowledged sales missing/),
      expect.stringMatching(/^C: committed sales that never reached/),
    ]);
    expect(checkLedger({ ...clean(), serverSales: [server(1), server(2), { ...server(3), total: 1 }] }).violations).toEqual([expect.stringMatching(/^A: acknowledged sales differ/)]);
  });

  it('reports a sale held twice, under its id or under a second id with the same receipt', () => {
    expect(checkLedger({ ...clean(), serverSales: [...[1, 2, 3].map(server), server(2)] }).violations).toEqual([
      expect.stringMatching(/^B: client ids held twice/),
      expect.stringMatching(/^B: receipt numbers held twice/),
    ]);
    const copy = { ...server(2), client_id: 'id-9' };
    expect(checkLedger({ ...clean(), serverSales: [...[1, 2, 3].map(server), copy] }).violations).toEqual([
      expect.stringMatching(/^B: receipt numbers held twice/),
      expect.stringMatching(/^C: server sales the terminal never committed/),
    ]);
  });

  it('reports a sale without its outbox entry, and an entry the server never answered', () => {
    expect(checkLedger({ ...clean(), outbox: [entry(1), entry(2)] }).violations).toEqual([
      expect.stringMatching(/^C: server sales the terminal never committed/),
      expect.stringMatching(/^D: sales without an outbox entry/),
    ]);
    expect(checkLedger({ ...clean(), outbox: [entry(1), entry(2), entry(3, null)] }).violations).toEqual([expect.stringMatching(/^E: outbox entries not applied: 1 \(id-3:pending\)/)]);
    expect(checkLedger({ ...clean(), outbox: [entry(1), entry(2), entry(3, 'rejected')] }).violations).toEqual([expect.stringMatching(/^E: .*id-3:rejected/)]);
  });

  it('reports an acknowledged sale the terminal lost', () => {
    const facts = { ...clean(), terminalSales: [1, 2].map(sale), outbox: [1, 2].map((n) => entry(n)), serverSales: [1, 2].map(server) };
    expect(checkLedger(facts).violations).toEqual([expect.stringMatching(/^A: acknowledged sales missing/), expect.stringMatching(/^D: acknowledged sales the terminal no longer holds/)]);
  });
});
