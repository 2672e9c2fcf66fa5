// The payment journal: a row per request to the VAN agent, committed (synchronous=FULL) before the
// request is sent. Approvals are marked recorded in the sale's own transaction (a statement prepared
// on the same connection), so "approved and recorded" is one fact; anything left approved or sent
// without a sale is what the terminal owes a 망취소.
import type { Database } from 'better-sqlite3';
import type { VanApproval } from '@courtside/hardware';
import type { PaymentJournalRow, PaymentJournalTable, TerminalDb } from '../db/schema.ts';

export type JournalKind = PaymentJournalTable['kind'];
export type JournalState = 'sent' | 'approved' | 'recorded' | 'declined' | 'failed' | 'net-cancel-pending' | 'net-cancelled' | 'pending' | 'cancelled';

export interface JournalRequest {
  readonly installmentMonths?: number;
  /** 간편결제: the barcode, kept only to its last four digits. */
  readonly barcodeTail?: string;
  /** 현금영수증: identity digits (needed to issue later, to cancel and to re-issue a remainder). */
  readonly identity?: string;
  readonly identityMasked?: string;
  readonly purpose?: 'income' | 'expense';
  readonly selfIssued?: boolean;
  /** Cancels: what is cancelled. */
  readonly originalApprovalNo?: string;
  readonly originalDate?: string;
  /** The refund a card cancel belongs to (its plan key). */
  readonly refundKey?: string;
}

export interface JournalBegin {
  readonly id: string;
  readonly kind: JournalKind;
  readonly attemptId: string | null;
  readonly saleId: string | null;
  readonly amount: number;
  readonly vat: number;
  readonly request: JournalRequest;
  readonly businessDate: string;
  readonly state?: JournalState;
}

export function createPaymentJournal(db: TerminalDb, sqlite: Database, now: () => number) {
  const iso = () => new Date(now()).toISOString();
  const markRecorded = sqlite.prepare<[string, string, string]>(
    `update payment_journal set sale_id = ?, state = case when state = 'approved' then 'recorded' else state end, updated_at = ? where id = ?`,
  );

  return {
    async begin(entry: JournalBegin): Promise<void> {
      const at = iso();
      await db
        .insertInto('payment_journal')
        .values({
          id: entry.id,
          kind: entry.kind,
          attempt_id: entry.attemptId,
          sale_id: entry.saleId,
          amount: entry.amount,
          vat: entry.vat,
          state: entry.state ?? 'sent',
          request: JSON.stringify(entry.request),
          approval: null,
          business_date: entry.businessDate,
          created_at: at,
          updated_at: at,
          last_error: null,
        })
        .execute();
    },
    async settle(id: string, state: JournalState, approval: VanApproval | null = null, error: string | null = null): Promise<void> {
      await db
        .updateTable('payment_journal')
        .set({ state, updated_at: iso(), last_error: error, ...(approval ? { approval: JSON.stringify(approval) } : {}) })
        .where('id', '=', id)
        .execute();
    },
    /** Inside the sale's transaction: these requests now belong to the sale. */
    recordWithSale(ids: readonly string[], saleId: string): void {
      const at = iso();
      for (const id of ids) markRecorded.run(saleId, at, id);
    },
    get: (id: string): Promise<PaymentJournalRow | undefined> => db.selectFrom('payment_journal').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Requests that may hold money or a receipt nobody recorded, oldest first. */
    unresolved: (): Promise<PaymentJournalRow[]> =>
      db
        .selectFrom('payment_journal')
        .selectAll()
        .where((eb) => eb.or([eb.and([eb('state', 'in', ['sent', 'approved']), eb('sale_id', 'is', null)]), eb('state', 'in', ['net-cancel-pending', 'pending'])]))
        .orderBy('created_at')
        .limit(200)
        .execute(),
    forSale: (saleId: string): Promise<PaymentJournalRow[]> => db.selectFrom('payment_journal').selectAll().where('sale_id', '=', saleId).orderBy('created_at').execute(),
    inDay: (date: string): Promise<PaymentJournalRow[]> => db.selectFrom('payment_journal').selectAll().where('business_date', '=', date).execute(),
  };
}

export type PaymentJournal = ReturnType<typeof createPaymentJournal>;

export function journalRequest(row: Pick<PaymentJournalRow, 'request'>): JournalRequest {
  return JSON.parse(row.request) as JournalRequest;
}

export function journalApproval(row: Pick<PaymentJournalRow, 'approval'>): VanApproval | null {
  return row.approval ? (JSON.parse(row.approval) as VanApproval) : null;
}
