// The 시재 table (migration 0200, #28 item 4), part of PosDb (schema.ts).
import type { Generated } from 'kysely';

/** 시재 by terminal and business day (migration 0200): one row per `drawer` sync entry. */
export interface PosDrawerMoveTable {
  move_no: Generated<number>;
  client_id: string;
  terminal_id: number;
  staff_id: number;
  staff_name: string;
  business_date: string;
  type: 'float' | 'cash-in' | 'cash-out' | 'close-count';
  amount: number;
  reason: string | null;
  /** The closing count's denominations as JSON ([{ denomination, count }]). */
  counts_json: string | null;
  expected: number | null;
  moved_at: string;
  applied_at: string;
}

export interface PosDrawerDb {
  pos_drawer_moves: PosDrawerMoveTable;
}
