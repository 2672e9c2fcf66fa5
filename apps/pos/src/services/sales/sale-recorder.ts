// Records a completed counter sale: the sale, its outbox entry, the cached stock going down and the
// held sale it came from going away, all in ONE SQLite transaction (synchronous=FULL). Only after
// that commits does the screen show 완료, so a sale the cashier saw is a sale the server will get.
import { posBusinessDate, upgradePosPayload } from '@courtside/core/pos';
import type { PosApprovalRecord, PosPayment, PosSaleEntry, PosSalePayload } from '@courtside/core/pos';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { SaleRow, TerminalDatabase, TerminalDb } from '../db/schema.ts';
import type { HotPaths } from '../db/hot-paths.ts';
import { TerminalError } from '../terminal-error.ts';
import type { UuidV7Generator } from '../ids/uuid-v7.ts';
import type { SaleDraft } from '../../shared/schemas.ts';
import { buildSalePayload, saleChange, salePaymentKind } from './sale-payload.ts';

export interface SaleActor {
  readonly staffId: number;
  readonly staffName: string;
  readonly terminalId: number;
  readonly terminalName: string;
}

export interface RecordedSale {
  readonly sale: SaleRow;
  readonly payload: PosSalePayload;
  readonly change: number;
  /** True when the attempt had already been recorded and this is that sale, not a new one. */
  readonly replayed: boolean;
}

/** Payments the VAN agent approved (#27), and the journal update that must commit with the sale. */
export interface ApprovedPayments {
  readonly payments: readonly PosPayment[];
  /** Runs inside the sale's transaction, on the same connection (synchronous statements only). */
  inTransaction(saleId: string): void;
}

export interface RecorderDeps {
  readonly db: TerminalDb;
  readonly newId: UuidV7Generator;
  readonly now: () => number;
  /** The business day of a record made at `at` (#28: after Z, a later day than the Seoul date); the Seoul date when absent. */
  readonly businessDate?: (at: number) => string;
}

/** Where the receipt number goes in a sale's payload until the transaction takes the day's sequence. */
const RECEIPT_STAND_IN = '\u0001receipt\u0001';
/** The same as it reads inside JSON text (control characters escaped). */
const RECEIPT_STAND_IN_JSON = JSON.stringify(RECEIPT_STAND_IN).slice(1, -1);

/**
 * A JSON text cut where the receipt number goes: joined with the number inside the transaction.
 * Should a line's name itself hold the stand-in, the text is made whole there instead.
 */
function cutAtReceipt(build: (receiptNo: string) => unknown): (receiptNo: string) => string {
  const parts = JSON.stringify(build(RECEIPT_STAND_IN)).split(RECEIPT_STAND_IN_JSON);
  if (parts.length === 2) return (receiptNo) => parts.join(receiptNo);
  return (receiptNo) => JSON.stringify(build(receiptNo));
}

/** "T1-20240305-0007": terminal, Seoul day, sequence of the day on this terminal. */
export function receiptNumber(prefix: 'T' | 'R', terminalId: number, businessDate: string, sequence: number): string {
  return `${prefix}${terminalId}-${businessDate.replace(/-/g, '')}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The next number of a daily series, kept in `meta` so numbering costs one indexed upsert however
 * many sales the day already has. Runs inside the caller's transaction.
 */
export async function nextSequence(trx: Transaction<TerminalDatabase>, key: string): Promise<number> {
  const row = await trx
    .insertInto('meta')
    .values({ key, value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql<string>`cast(cast(meta.value as integer) + 1 as text)` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export function createSaleRecorder(deps: RecorderDeps, hot: Pick<HotPaths, 'saleTransaction'>) {
  const { db } = deps;
  return {
    /**
     * The sale, its outbox entry, the stock and the held sale in one transaction of prepared
     * statements — and nothing else inside it (issue 31): the payload, the row and both JSON texts
     * are made before it opens, with a stand-in where the receipt number goes; inside, the day's
     * sequence is taken and the number joined into the texts (a string join, no serialising).
     */
    /** `approval`: an admin's approval of a discount over the limit (issue 28), recorded on the sale. */
    async record(draft: SaleDraft, actor: SaleActor, approved?: ApprovedPayments, approval?: PosApprovalRecord): Promise<RecordedSale> {
      const attemptId = draft.attemptId ?? null;
      const at = deps.now();
      const soldAt = new Date(at).toISOString();
      const businessDate = deps.businessDate?.(at) ?? posBusinessDate(at) ?? soldAt.slice(0, 10);
      // Validated before the transaction opens: a refused sale writes nothing. The sale carries its
      // business day, which the own server files it under (after Z, never the closed day).
      const template: PosSalePayload = { ...buildSalePayload(draft, RECEIPT_STAND_IN, soldAt, approved?.payments, undefined, approval), businessDate };
      const id = deps.newId();
      const withReceipt = (receiptNo: string): PosSalePayload => ({ ...template, receiptNo });
      const payloadText = cutAtReceipt(withReceipt);
      const entryText = cutAtReceipt((receiptNo): PosSaleEntry => ({ id, kind: 'sale', terminalId: actor.terminalId, staffId: actor.staffId, createdAt: soldAt, payload: withReceipt(receiptNo) }));
      const row: SaleRow = {
        id,
        receipt_no: '',
        terminal_id: actor.terminalId,
        terminal_name: actor.terminalName,
        staff_id: actor.staffId,
        staff_name: actor.staffName,
        sold_at: soldAt,
        business_date: businessDate,
        subtotal: template.totals.subtotal,
        discount_total: template.totals.lineDiscount + template.totals.saleDiscount,
        total: template.totals.total,
        payment_kind: salePaymentKind(template),
        payload: '',
        attempt_id: attemptId,
        acknowledged_at: null,
      };
      const sequenceKey = `receipt:T${actor.terminalId}:${businessDate}`;
      const outbox = { id, kind: 'sale', payload: '', createdAt: soldAt };
      const stock = template.lines.map((line) => [line.optionNo, line.quantity] as const);
      const heldSaleId = draft.heldSaleId;
      const earlier = await hot.saleTransaction((st): SaleRow | null => {
        const recorded = attemptId === null ? undefined : st.saleOfAttempt(attemptId);
        if (recorded) return recorded;
        const receiptNo = receiptNumber('T', actor.terminalId, businessDate, st.nextSequence(sequenceKey));
        row.receipt_no = receiptNo;
        row.payload = payloadText(receiptNo);
        st.insertSale(row);
        outbox.payload = entryText(receiptNo);
        st.insertOutbox(outbox);
        for (const [optionNo, quantity] of stock) st.takeStock(optionNo, quantity);
        if (heldSaleId !== null) st.deleteHeldSale(heldSaleId);
        approved?.inTransaction(id);
        return null;
      });
      if (earlier) {
        const payload = salePayloadOf(earlier);
        return { sale: earlier, payload, change: saleChange(payload), replayed: true };
      }
      const payload = withReceipt(row.receipt_no);
      return { sale: row, payload, change: saleChange(payload), replayed: false };
    },

    async get(id: string): Promise<SaleRow> {
      const row = await db.selectFrom('sales').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new TerminalError('SALE_NOT_FOUND');
      return row;
    },

    /** The cashier saw the sale's 완료 screen. */
    async acknowledge(id: string): Promise<void> {
      const at = new Date(deps.now()).toISOString();
      await db.updateTable('sales').set({ acknowledged_at: at }).where('id', '=', id).where('acknowledged_at', 'is', null).execute();
    },

    /** Sales recorded before `before` whose 완료 screen nobody saw: the terminal stopped in between. */
    async unacknowledged(before: string): Promise<SaleRow[]> {
      return db.selectFrom('sales').selectAll().where('acknowledged_at', 'is', null).where('sold_at', '<', before).orderBy('sold_at').limit(20).execute();
    },

    async byReceiptNo(receiptNo: string): Promise<SaleRow | undefined> {
      return db.selectFrom('sales').selectAll().where('receipt_no', '=', receiptNo).executeTakeFirst();
    },

    async list(query: { readonly date: string | null; readonly staffId: number | null }, limit = 500): Promise<SaleRow[]> {
      let q = db.selectFrom('sales').selectAll();
      if (query.date !== null) q = q.where('business_date', '=', query.date);
      if (query.staffId !== null) q = q.where('staff_id', '=', query.staffId);
      return q.orderBy('sold_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type SaleRecorder = ReturnType<typeof createSaleRecorder>;

export function salePayloadOf(row: Pick<SaleRow, 'payload'>): PosSalePayload {
  return upgradePosPayload(JSON.parse(row.payload) as PosSalePayload);
}
