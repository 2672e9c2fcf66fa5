// 전자영수증 at 완료 (#28 item 9): the cashier sends the sale's receipt to the shopper's phone. The
// request is an outbox entry (`e-receipt`: the sale id and the number), so it works offline and goes
// out after the sale's own entry; the own server makes the link and the message. What the screen says
// is the entry's state: 전송 대기 until the server answered, 전송됨 once it applied it, 전송 실패 with
// its reason. The number stays in clear only while the entry waits: once settled, the row keeps it
// masked (outbox/e-receipt-scrub.ts, run where the outbox settles), and the screens only ever see the mask.
import { checkEReceiptPhone, maskEReceiptPhone, type PosEReceiptEntry } from '@courtside/core/pos';
import { enqueueOutbox } from '../outbox/outbox.ts';
import { TerminalError } from '../terminal-error.ts';
import type { RecorderDeps } from './sale-recorder.ts';

export type EReceiptState = 'pending' | 'sent' | 'failed';

export interface EReceiptSend {
  readonly requestId: string;
  readonly phoneMasked: string;
  readonly state: EReceiptState;
  readonly requestedAt: string;
  /** Why the server refused it (전송 실패). */
  readonly error: string | null;
}

/** How many of the newest e-receipt entries a status read looks through. */
const RECENT = 200;

export function createEReceipts(deps: RecorderDeps) {
  return {
    /** Queues a send for a sale this terminal recorded; the number checked by core's rule (Korean reason). */
    async request(saleId: string, phone: string): Promise<EReceiptSend> {
      const checked = checkEReceiptPhone(phone);
      if (!checked.ok) throw new TerminalError('E_RECEIPT_PHONE_INVALID', { message: checked.message });
      const sale = await deps.db.selectFrom('sales').select(['terminal_id', 'staff_id']).where('id', '=', saleId).executeTakeFirst();
      if (!sale) throw new TerminalError('SALE_NOT_FOUND');
      const id = deps.newId();
      const at = new Date(deps.now()).toISOString();
      const entry: PosEReceiptEntry = { id, kind: 'e-receipt', terminalId: sale.terminal_id, staffId: sale.staff_id, createdAt: at, payload: { saleId, phone: checked.phone, requestedAt: at } };
      await enqueueOutbox(deps.db, { id, kind: 'e-receipt', payload: entry, createdAt: at });
      return { requestId: id, phoneMasked: checked.masked, state: 'pending', requestedAt: at, error: null };
    },

    /** The sends of a sale, oldest first, as the screen shows them (numbers masked). */
    async forSale(saleId: string): Promise<EReceiptSend[]> {
      const rows = await deps.db.selectFrom('outbox').select(['id', 'payload', 'settled_at', 'outcome', 'result', 'created_at']).where('kind', '=', 'e-receipt').orderBy('seq', 'desc').limit(RECENT).execute();
      return rows
        .map((row) => ({ row, entry: JSON.parse(row.payload) as PosEReceiptEntry }))
        .filter(({ entry }) => entry.payload.saleId === saleId)
        .reverse()
        .map(({ row, entry }) => ({
          requestId: row.id,
          phoneMasked: maskEReceiptPhone(entry.payload.phone),
          state: row.settled_at === null ? 'pending' : row.outcome === 'applied' || row.outcome === 'duplicate' ? 'sent' : 'failed',
          requestedAt: row.created_at,
          error: row.settled_at !== null && row.outcome !== 'applied' && row.outcome !== 'duplicate' ? refusal(row.result) : null,
        }));
    },
  };
}

function refusal(result: string | null): string {
  try {
    const parsed = JSON.parse(result ?? 'null') as { message?: unknown } | null;
    return typeof parsed?.message === 'string' ? parsed.message : '서버가 전송 요청을 받지 않았습니다.';
  } catch {
    return '서버가 전송 요청을 받지 않았습니다.';
  }
}

export type EReceipts = ReturnType<typeof createEReceipts>;
