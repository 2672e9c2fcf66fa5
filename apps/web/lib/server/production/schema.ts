// The production tables of the own database (migration 0032): where each custom order stands on the
// production line, and every move along it with who made it and when. An order with no row is
// "design complete" (seed §4). Portable types: times ISO text.
import type { Generated } from 'kysely';

export interface CustomProductionTable {
  order_no: string;
  /** 'request' | 'progress' | 'completion' (core's production machine). */
  status: string;
  /** 'courtside' (own mall), 'smartstore' or 'Administrator'. */
  sales_channel: string;
  /** memberId of the admin who made the last move. */
  updated_by: string;
  updated_at: string;
  created_at: string;
  /** When the order was last sent to the print-on-demand partner, and by whom. */
  exported_at: string | null;
  exported_by: string | null;
}

export interface CustomProductionEventTable {
  event_id: Generated<number>;
  order_no: string;
  from_status: string;
  to_status: string;
  member_id: string;
  at: string;
}

export interface ProductionDb {
  custom_production: CustomProductionTable;
  custom_production_events: CustomProductionEventTable;
}
