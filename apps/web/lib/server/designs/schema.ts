// The custom dampener design tables (migration range 0020–0029), read by the designer's routes and
// by the print-on-demand and production work. Portable types: times ISO text, JSON text.
import type { Generated } from 'kysely';

/** 0020: a member's saved designs (the design box), keyed by member id and create time (seed §3). */
export interface DampenerDesignsTable {
  id: Generated<number>;
  member_id: string;
  /** ISO time of the first save; with member_id, the record's key. */
  create_time: string;
  /** The design document as first saved (JSON). */
  post_data_json: string;
  /** The document as last edited (JSON), or null when never edited. */
  patch_data_json: string | null;
  /** Summary columns of the latest document, for lists that do not parse the JSON. */
  shape: string;
  cushion_color: string;
  side_mode: string;
  image_count: number;
  front_preview_url: string | null;
  back_preview_url: string | null;
  updated_at: string;
  /** Set when the member deletes the record: it leaves the design box but orders can still read it. */
  deleted_at: string | null;
}

/**
 * 0020: the design frozen when it was put in a cart (member or guest). Its reference goes into the
 * cart line's option input, so the order prints exactly what was bought even if the member edits or
 * deletes the saved design later.
 */
export interface DampenerDesignRefsTable {
  /** e.g. `D20250301-7KQ2M9XA`. */
  reference: string;
  /** The buyer when a member; null for a guest. */
  member_id: string | null;
  /** The saved record it came from (member_id + create_time), when there was one. */
  source_create_time: string | null;
  /** The design document (JSON, already validated and contained). */
  design_json: string;
  shape: string;
  cushion_color: string;
  side_mode: string;
  image_count: number;
  /** The shopper's editor images (PNG uploads) of each side. */
  front_image_url: string;
  back_image_url: string | null;
  created_at: string;
}

export interface DesignDb {
  dampener_designs: DampenerDesignsTable;
  dampener_design_refs: DampenerDesignRefsTable;
}
