// Stock conflicts for admins (all) and for the terminal (its own): listed and resolved with a note.
import type { PosConflict, PosConflictKind, PosConflictStatus, PosEntryKind } from '@courtside/core';
import type { Selectable } from 'kysely';
import type { PosDeps } from './deps';
import { posError } from './errors';
import type { PosConflictTable } from './schema';

export function toConflict(row: Selectable<PosConflictTable>): PosConflict {
  return {
    conflictId: row.conflict_id,
    kind: row.kind as PosConflictKind,
    status: row.status as PosConflictStatus,
    entryId: row.client_id,
    entryKind: row.entry_kind as PosEntryKind,
    terminalId: row.terminal_id,
    staffId: row.staff_id,
    productNo: row.product_no,
    optionNo: row.option_no,
    delta: row.delta,
    stockBefore: row.stock_before,
    stockAfter: row.stock_after,
    detail: row.detail,
    detectedAt: row.detected_at,
    resolvedAt: row.resolved_at,
    resolvedByStaffId: row.resolved_by,
    note: row.note,
  };
}

export async function listConflicts(deps: PosDeps, filter: { status?: PosConflictStatus; terminalId?: number; limit?: number }): Promise<PosConflict[]> {
  let q = deps.db.selectFrom('pos_conflicts').selectAll();
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.terminalId !== undefined) q = q.where('terminal_id', '=', filter.terminalId);
  const rows = await q.orderBy('conflict_id', 'desc').limit(filter.limit ?? 200).execute();
  return rows.map(toConflict);
}

export async function resolveConflict(deps: PosDeps, conflictId: number, staffId: number, note: string): Promise<PosConflict> {
  const row = await deps.db.selectFrom('pos_conflicts').selectAll().where('conflict_id', '=', conflictId).executeTakeFirst();
  if (!row) throw posError('POS_CONFLICT_NOT_FOUND');
  // Resolving twice keeps the first resolution (who and when).
  if (row.status === 'open') {
    await deps.db
      .updateTable('pos_conflicts')
      .set({ status: 'resolved', resolved_at: deps.now().toISOString(), resolved_by: staffId, note })
      .where('conflict_id', '=', conflictId)
      .where('status', '=', 'open')
      .execute();
  }
  const updated = await deps.db.selectFrom('pos_conflicts').selectAll().where('conflict_id', '=', conflictId).executeTakeFirstOrThrow();
  return toConflict(updated);
}
