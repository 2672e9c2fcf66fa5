// The invariant every terminal fault run ends with, as a pure check over what the test saw and what
// the two databases hold after the final sync:
//
//   A  acknowledged ⊆ server      every sale whose 완료 reply reached the screen is in the ledger,
//                                 with the same receipt number and total (none lost);
//   B  server has no duplicates   one ledger row per client id and per receipt number (none doubled);
//   C  server ⊆ terminal outbox   every ledger row is a sale the terminal committed with its outbox
//                                 entry (none invented), and every committed sale reached the ledger;
//   D  sale ⇔ outbox entry        the terminal never holds one without the other (one transaction);
//   E  settled                    every outbox entry was answered as applied or replayed.
//
// Sales the terminal committed but never acknowledged (killed between COMMIT and the reply) are
// allowed — the cashier never saw them, the receipt was not handed over, yet they are real records
// of this terminal and must sync like the others — but there can be at most one per kill that cut a
// sale in flight (`unansweredAttempts`), since the driver sends one sale at a time.
export interface AckedSale {
  readonly id: string;
  readonly receiptNo: string;
  readonly total: number;
}

export interface TerminalSaleRow {
  readonly id: string;
  readonly receipt_no: string;
  readonly total: number;
}

export interface OutboxEntryRow {
  readonly id: string;
  readonly kind: string;
  readonly settled_at: string | null;
  readonly outcome: string | null;
}

export interface ServerSaleRow {
  readonly client_id: string;
  readonly receipt_no: string;
  readonly total: number;
}

export interface LedgerFacts {
  readonly acked: readonly AckedSale[];
  /** Sale requests sent to the host whose reply never came (the host died with them in flight). */
  readonly unansweredAttempts: number;
  readonly terminalSales: readonly TerminalSaleRow[];
  readonly outbox: readonly OutboxEntryRow[];
  readonly serverSales: readonly ServerSaleRow[];
}

export interface LedgerVerdict {
  readonly violations: readonly string[];
  /** Committed on the terminal (and synced) without the screen hearing about it. */
  readonly committedUnacked: number;
  readonly replayed: number;
}

const sample = (ids: readonly string[]): string => `${ids.length} (${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', …' : ''})`;

function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice];
}

export function checkLedger(facts: LedgerFacts): LedgerVerdict {
  const violations: string[] = [];
  const server = new Map(facts.serverSales.map((r) => [r.client_id, r]));
  const terminal = new Map(facts.terminalSales.map((r) => [r.id, r]));
  const saleEntries = facts.outbox.filter((e) => e.kind === 'sale');
  const entryIds = new Set(saleEntries.map((e) => e.id));

  const lost = facts.acked.filter((a) => !server.has(a.id)).map((a) => a.id);
  if (lost.length > 0) violations.push(`A: acknowledged sales missing on the server: ${sample(lost)}`);
  const changed = facts.acked.filter((a) => {
    const row = server.get(a.id);
    return row !== undefined && (row.receipt_no !== a.receiptNo || row.total !== a.total);
  });
  if (changed.length > 0) violations.push(`A: acknowledged sales differ on the server: ${sample(changed.map((a) => a.id))}`);

  const doubledIds = repeated(facts.serverSales.map((r) => r.client_id));
  if (doubledIds.length > 0) violations.push(`B: client ids held twice on the server: ${sample(doubledIds)}`);
  const doubledReceipts = repeated(facts.serverSales.map((r) => r.receipt_no));
  if (doubledReceipts.length > 0) violations.push(`B: receipt numbers held twice on the server: ${sample(doubledReceipts)}`);
  const doubledLocal = repeated(facts.terminalSales.map((r) => r.receipt_no));
  if (doubledLocal.length > 0) violations.push(`B: receipt numbers used twice on the terminal: ${sample(doubledLocal)}`);

  const invented = facts.serverSales.filter((r) => !entryIds.has(r.client_id) || !terminal.has(r.client_id)).map((r) => r.client_id);
  if (invented.length > 0) violations.push(`C: server sales the terminal never committed: ${sample(invented)}`);
  const unsynced = facts.terminalSales.filter((r) => !server.has(r.id)).map((r) => r.id);
  if (unsynced.length > 0) violations.push(`C: committed sales that never reached the server: ${sample(unsynced)}`);

  const withoutEntry = facts.terminalSales.filter((r) => !entryIds.has(r.id)).map((r) => r.id);
  if (withoutEntry.length > 0) violations.push(`D: sales without an outbox entry: ${sample(withoutEntry)}`);
  const withoutSale = saleEntries.filter((e) => !terminal.has(e.id)).map((e) => e.id);
  if (withoutSale.length > 0) violations.push(`D: outbox sale entries without a sale: ${sample(withoutSale)}`);
  const ackedLocally = facts.acked.filter((a) => !terminal.has(a.id)).map((a) => a.id);
  if (ackedLocally.length > 0) violations.push(`D: acknowledged sales the terminal no longer holds: ${sample(ackedLocally)}`);

  const unsettled = facts.outbox.filter((e) => e.settled_at === null || (e.outcome !== 'applied' && e.outcome !== 'duplicate')).map((e) => `${e.id}:${e.outcome ?? 'pending'}`);
  if (unsettled.length > 0) violations.push(`E: outbox entries not applied: ${sample(unsettled)}`);

  const ackedIds = new Set(facts.acked.map((a) => a.id));
  const committedUnacked = facts.terminalSales.filter((r) => !ackedIds.has(r.id)).length;
  if (committedUnacked > facts.unansweredAttempts) {
    violations.push(`committed-but-unacknowledged sales (${committedUnacked}) exceed the sales cut in flight (${facts.unansweredAttempts})`);
  }
  return { violations, committedUnacked, replayed: facts.outbox.filter((e) => e.outcome === 'duplicate').length };
}
