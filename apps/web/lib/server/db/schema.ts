// Tables of the own server's database (DESIGN.md: designs, uploads index, POS ledger, staff,
// barcodes, production). Each migration range adds its tables here, next to its migration.
// Portable types only: booleans 0/1 integers, times ISO text, JSON text.
import type { Generated } from 'kysely';
import type { RateLimitsDb } from '@courtside/db';
import type { PosDb } from '@courtside/pos-server';
import type { DesignDb } from '../designs/schema';
import type { PodDb } from '../pod/partner/stand-in/schema';
import type { ProductionDb } from '../production/schema';
import type { SharedStateDb } from '../shared/schema';

/** 0001: every file stored through /api/upload. */
export interface UploadsTable {
  id: Generated<number>;
  /** Storage key, e.g. `review/20250101/3f…c1.png`: DATA_DIR/uploads/<key> on disk, or `uploads/<key>` in the S3 bucket. */
  file_key: string;
  bucket: string;
  /** The name the shopper's file had (for support questions), not used for storage. */
  original_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/**
 * 0020–0029: custom designs (lib/server/designs/schema.ts); 0030–0039: print-on-demand stand-in and
 * production (lib/server/pod/partner/stand-in/schema.ts, lib/server/production/schema.ts); 0040–0059: POS (packages/pos-server/src/schema.ts);
 * 0140–0149: state shared by several instances (lib/server/shared/schema.ts).
 */
export interface WebDatabase extends DesignDb, PodDb, ProductionDb, PosDb, SharedStateDb, RateLimitsDb {
  uploads: UploadsTable;
}
