// Sales put on hold at the counter (보류): the lines and the sale discount as the screen had them,
// listed oldest first, taken back or discarded. Completing a held sale removes it in the sale's own
// transaction (sale-recorder.ts); this recorder owns the rest of the table.
import { toKstParts } from '@courtside/core/format';
import { TerminalError } from '../terminal-error.ts';
import type { HeldSale, SaleDiscount, SaleLine } from '../../shared/schemas.ts';
import { saleTotals } from '../../shared/sale-math.ts';
import type { RecorderDeps } from './sale-recorder.ts';

export interface HoldRequest {
  /** Empty: "보류 HH:MM", the hold's time in Korean time. */
  readonly label: string;
  readonly lines: readonly SaleLine[];
  readonly saleDiscount: SaleDiscount | null;
}

interface HeldDraft {
  lines: SaleLine[];
  saleDiscount: SaleDiscount | null;
}

function heldView(id: string, label: string, heldAt: string, draft: HeldDraft): HeldSale {
  return { id, label, heldAt, lineCount: draft.lines.length, total: saleTotals(draft.lines, draft.saleDiscount).total, draft };
}

export function createHeldSales(deps: RecorderDeps) {
  const { db } = deps;
  return {
    async hold(request: HoldRequest, staffId: number): Promise<HeldSale> {
      const id = deps.newId();
      const heldAt = new Date(deps.now()).toISOString();
      const kst = toKstParts(deps.now());
      const label = request.label || `보류 ${String(kst.hour).padStart(2, '0')}:${String(kst.minute).padStart(2, '0')}`;
      const draft: HeldDraft = { lines: [...request.lines], saleDiscount: request.saleDiscount };
      await db.insertInto('held_sales').values({ id, staff_id: staffId, label, held_at: heldAt, draft: JSON.stringify(draft) }).execute();
      return heldView(id, label, heldAt, draft);
    },

    async list(): Promise<HeldSale[]> {
      const rows = await db.selectFrom('held_sales').selectAll().orderBy('held_at').execute();
      return rows.map((row) => heldView(row.id, row.label, row.held_at, JSON.parse(row.draft) as HeldDraft));
    },

    /** HELD_SALE_NOT_FOUND when it is gone (completed or discarded on another screen). */
    async discard(id: string): Promise<void> {
      const result = await db.deleteFrom('held_sales').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new TerminalError('HELD_SALE_NOT_FOUND');
    },
  };
}

export type HeldSales = ReturnType<typeof createHeldSales>;
