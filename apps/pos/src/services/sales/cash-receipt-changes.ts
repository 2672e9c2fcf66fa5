// A sale's 현금영수증 changed after the sale (#27): issued when the agent came back, cancelled, or
// re-issued for what a refund left. The sale's own outbox entry holds the state at the sale; this
// writes a `cash-receipt` entry with the receipt as it now stands, so the own server's ledger (and
// its reports) follow it. Entries go out in outbox order, always after the sale's.
import type { PosCashReceipt, PosCashReceiptEntry } from '@courtside/core/pos';
import { enqueueOutbox } from '../outbox/outbox.ts';
import type { RecorderDeps } from './sale-recorder.ts';

export function createCashReceiptChanges(deps: RecorderDeps, receiptsOf: (saleId: string) => Promise<readonly PosCashReceipt[]>) {
  return {
    /** Queues the sale's current 현금영수증 (null: cancelled with nothing left). A sale of another terminal is not this one's to report. */
    async record(saleId: string): Promise<void> {
      const sale = await deps.db.selectFrom('sales').select(['terminal_id', 'staff_id']).where('id', '=', saleId).executeTakeFirst();
      if (!sale) return;
      const receipt = (await receiptsOf(saleId)).at(-1) ?? null;
      const id = deps.newId();
      const at = new Date(deps.now()).toISOString();
      const entry: PosCashReceiptEntry = { id, kind: 'cash-receipt', terminalId: sale.terminal_id, staffId: sale.staff_id, createdAt: at, payload: { saleId, receipt, changedAt: at } };
      await enqueueOutbox(deps.db, { id, kind: 'cash-receipt', payload: entry, createdAt: at });
    },
  };
}
