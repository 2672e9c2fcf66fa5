// The sync protocol's replies (POST /api/pos/sync) and the stock conflicts it reports: what the
// server recorded for each entry, and the pushes to the platform it could not make cleanly.
import { z } from 'zod';
import { posSyncBatchSchema } from './entry-schemas.ts';
import { int, list, queryId, str, type PosRouteSpec } from './kit.ts';
import { POS_ENTRY_KINDS } from './sync-entries.ts';

/**
 * `oversell`: the sale took the platform's stock below zero (the goods were already handed over, so
 * the platform takes it and an admin settles it). `stock-rejected`: the platform refused a delta for
 * good (e.g. the option was deleted), so the platform's stock misses this effect until settled.
 */
export const POS_CONFLICT_KINDS = ['oversell', 'stock-rejected'] as const;
export type PosConflictKind = (typeof POS_CONFLICT_KINDS)[number];
export type PosConflictStatus = 'open' | 'resolved';

export const posConflictsQuery = z.object({ status: z.enum(['open', 'resolved']).optional(), terminalId: queryId.optional() });
export const posConflictResolveSchema = z.object({ note: z.string().trim().min(1).max(500) });

/** What the server recorded for an entry; a replay answers exactly this again. */
export const posEntryResultSchema = z.object({
  kind: z.enum(POS_ENTRY_KINDS),
  /** Server-side number of the sale, refund or stock movement. */
  serverNo: int,
  appliedAt: str,
  /** KST business day the entry counts in ("2024-03-05"). */
  businessDate: str,
});
export const posSyncEntryReplySchema = z.discriminatedUnion('status', [
  z.object({ id: str, status: z.literal('applied'), result: posEntryResultSchema }),
  z.object({ id: str, status: z.literal('replayed'), result: posEntryResultSchema }),
  z.object({ id: str, status: z.literal('rejected'), code: str, message: str }),
]);
/** A stock effect the platform could not take cleanly: recorded and shown, never dropped. */
export const posConflictSchema = z.object({
  conflictId: int,
  kind: z.enum(POS_CONFLICT_KINDS),
  status: z.enum(['open', 'resolved']),
  /** The sync entry whose stock push went below zero or was refused. */
  entryId: str,
  entryKind: z.enum(POS_ENTRY_KINDS),
  terminalId: int,
  staffId: int,
  productNo: int,
  optionNo: int,
  /** The stock delta of the push (−units for a sale line). */
  delta: int,
  /** Platform stock before and after the push (after < 0 for an oversell); null when refused. */
  stockBefore: int.nullable(),
  stockAfter: int.nullable(),
  /** The platform's reason for a refusal (Korean), null for an oversell. */
  detail: str.nullable(),
  detectedAt: str,
  resolvedAt: str.nullable(),
  resolvedByStaffId: int.nullable(),
  note: str.nullable(),
});
export const posConflictListSchema = z.object({ items: list(posConflictSchema) });
export const posSyncReplySchema = z.object({
  /** One per entry, in request order. `applied` and `replayed` may both be removed from the outbox. */
  results: list(posSyncEntryReplySchema),
  /** Open oversell conflicts of this terminal's entries (newest first, at most 50). */
  conflicts: list(posConflictSchema),
  /** Stock pushes to the platform not yet confirmed (they are retried by the server, never lost). */
  pendingStockPushes: int,
  serverTime: str,
});

export const SYNC_ROUTES = {
  sync: { method: 'POST', path: '/api/pos/sync', auth: 'terminal', body: posSyncBatchSchema, reply: posSyncReplySchema },
  'conflicts.list': { method: 'GET', path: '/api/pos/conflicts', auth: 'staff', permission: 'view-conflicts', query: posConflictsQuery, reply: posConflictListSchema },
  'conflicts.resolve': { method: 'POST', path: '/api/pos/conflicts/:conflictId/resolve', auth: 'staff', permission: 'resolve-conflicts', body: posConflictResolveSchema, reply: posConflictSchema },
} as const satisfies Record<string, PosRouteSpec>;

// Reply shapes: z.infer of the reply schemas above (the fields are documented there).
/** What the server recorded for an entry; a replay answers exactly this again. */
export type PosEntryResult = Readonly<z.infer<typeof posEntryResultSchema>>;

export type PosSyncEntryReply = Readonly<z.infer<typeof posSyncEntryReplySchema>>;

export type PosSyncEntryStatus = PosSyncEntryReply['status'];

export type PosSyncReply = Readonly<z.infer<typeof posSyncReplySchema>>;

/** A stock effect the platform could not take cleanly: recorded and shown, never dropped. */
export type PosConflict = Readonly<z.infer<typeof posConflictSchema>>;

export type PosConflictList = Readonly<z.infer<typeof posConflictListSchema>>;

