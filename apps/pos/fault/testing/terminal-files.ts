// What a terminal's SQLite file holds once its host has stopped: its sales (with the lines they
// took off the shelf) and its outbox, read through the terminal's own schema.
import { join } from 'node:path';
import { upgradePosPayload, type PosSalePayload } from '@courtside/core/pos';
import { openTerminalDb } from '../../src/services/db/open-terminal-db.ts';
import type { OutboxEntryRow, TerminalSaleRow } from './ledger-check.ts';

export interface TerminalFiles {
  readonly sales: readonly (TerminalSaleRow & { readonly lines: PosSalePayload['lines'] })[];
  readonly outbox: readonly OutboxEntryRow[];
}

export function terminalDbFile(dataDir: string): string {
  return join(dataDir, 'pos', 'terminal.sqlite');
}

export async function readTerminalFiles(dataDir: string): Promise<TerminalFiles> {
  const handle = await openTerminalDb(terminalDbFile(dataDir));
  try {
    const sales = await handle.db.selectFrom('sales').select(['id', 'receipt_no', 'total', 'payload']).orderBy('sold_at').execute();
    const outbox = await handle.db.selectFrom('outbox').select(['id', 'kind', 'settled_at', 'outcome']).orderBy('seq').execute();
    return {
      sales: sales.map((s) => ({ id: s.id, receipt_no: s.receipt_no, total: s.total, lines: upgradePosPayload(JSON.parse(s.payload) as PosSalePayload).lines })),
      outbox,
    };
  } finally {
    await handle.close();
  }
}
