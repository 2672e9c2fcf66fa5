// Receiving, counting and adjusting stock at the counter. Every change is a delta (a count records
// counted − expected), written with its outbox entry and the cache update in one transaction, so
// several offline terminals and the web shop merge instead of overwriting each other.
import type { PosStockEntry, PosStockPayload, PosStockReason } from '@courtside/core/pos';
import { enqueueOutbox } from '../outbox/outbox.ts';
import { TerminalError } from '../terminal-error.ts';
import type { StockMovement, StockMovementRequest } from '../../shared/schemas.ts';
import type { RecorderDeps, SaleActor } from '../sales/sale-recorder.ts';

const NOTE_REQUIRED: readonly PosStockReason[] = ['adjust', 'damage'];

/** "코트 댐프너 (블랙)"; the product name alone for a one-option product; the number when unknown. */
function itemNameOf(optionNo: number, name: string | null, label: string | null): string {
  if (name === null) return `옵션 ${optionNo}`;
  return label === null || label === name ? name : `${name} (${label})`;
}

export function createStockRecorder(deps: RecorderDeps) {
  const { db } = deps;
  return {
    async move(request: StockMovementRequest, actor: SaleActor): Promise<StockMovement> {
      const note = request.note.trim();
      if (NOTE_REQUIRED.includes(request.reason) && note === '') throw new TerminalError('STOCK_REASON_REQUIRED');
      const at = deps.now();
      const createdAt = new Date(at).toISOString();
      const id = deps.newId();
      return db.transaction().execute(async (trx) => {
        const option = await trx
          .selectFrom('catalogue_options as o')
          .innerJoin('catalogue_products as p', 'p.product_no', 'o.product_no')
          .select(['o.product_no', 'o.stock', 'o.label', 'p.name'])
          .where('o.option_no', '=', request.optionNo)
          .executeTakeFirst();
        if (!option) throw new TerminalError('PRODUCT_NOT_FOUND');
        let delta: number;
        let counted: number | null = null;
        let expected: number | null = null;
        switch (request.reason) {
          case 'count':
            if (request.quantity < 0) throw new TerminalError('STOCK_QUANTITY_INVALID');
            counted = request.quantity;
            expected = option.stock;
            delta = counted - expected;
            break;
          case 'receive':
          case 'return':
            if (request.quantity <= 0) throw new TerminalError('STOCK_QUANTITY_INVALID');
            delta = request.quantity;
            break;
          case 'damage':
            if (request.quantity <= 0) throw new TerminalError('STOCK_QUANTITY_INVALID');
            delta = -request.quantity;
            break;
          case 'adjust':
            if (request.quantity === 0) throw new TerminalError('STOCK_QUANTITY_INVALID');
            delta = request.quantity;
            break;
        }
        const stockAfter = option.stock + delta;
        await trx
          .insertInto('stock_movements')
          .values({
            id,
            terminal_id: actor.terminalId,
            staff_id: actor.staffId,
            product_no: option.product_no,
            option_no: request.optionNo,
            reason: request.reason,
            delta,
            counted,
            expected,
            stock_after: stockAfter,
            note: note === '' ? null : note,
            created_at: createdAt,
          })
          .execute();
        // A count that matches the shelf changes nothing on the server: record it here only.
        if (delta !== 0) {
          const payload: PosStockPayload = {
            reason: request.reason,
            note: note === '' ? null : note,
            movedAt: createdAt,
            movements: [{ productNo: option.product_no, optionNo: request.optionNo, delta, barcode: request.barcode, counted, expected }],
          };
          const entry: PosStockEntry = { id, kind: 'stock', terminalId: actor.terminalId, staffId: actor.staffId, createdAt, payload };
          await enqueueOutbox(trx, { id, kind: 'stock', payload: entry, createdAt });
          await trx.updateTable('catalogue_options').set({ stock: stockAfter }).where('option_no', '=', request.optionNo).execute();
        }
        return { id, optionNo: request.optionNo, itemName: itemNameOf(request.optionNo, option.name, option.label), reason: request.reason, delta, counted, stockAfter, note, createdAt };
      });
    },

    async recent(limit: number): Promise<StockMovement[]> {
      const rows = await db
        .selectFrom('stock_movements as m')
        .leftJoin('catalogue_options as o', 'o.option_no', 'm.option_no')
        .leftJoin('catalogue_products as p', 'p.product_no', 'o.product_no')
        .selectAll('m')
        .select(['o.label as label', 'p.name as name'])
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        optionNo: row.option_no,
        itemName: itemNameOf(row.option_no, row.name, row.label),
        reason: row.reason as PosStockReason,
        delta: row.delta,
        counted: row.counted,
        stockAfter: row.stock_after,
        note: row.note ?? '',
        createdAt: row.created_at,
      }));
    },
  };
}

export type StockRecorder = ReturnType<typeof createStockRecorder>;
