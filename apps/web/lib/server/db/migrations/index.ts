// Every migration of the own server's database, by number; never edit one that has landed.
// Ranges keep parallel work apart:
//   0001–0019 storefront (uploads index, …)
//   0020–0039 custom designs and production (dampener designs, pod)
//   0040–0059 POS (sales ledger, staff, barcodes, stock movements)
//   0140–0149 state shared by several instances (leases, builds seen)
//   0150–0159 hardening (rate limits)
// Add a line here and the tables to ../schema.ts.
import type { Migration } from '@courtside/db';
import { posMigrations } from '@courtside/pos-server/migrations';
import * as m0001 from './0001-uploads';
import * as m0150 from './0150-rate-limits';
import { designMigrations } from '../../designs/migrations';
import { podMigrations } from '../../pod/partner/stand-in/migrations';
import { productionMigrations } from '../../production/migrations';
import { sharedStateMigrations } from '../../shared/migrations';

export const migrations: Record<string, Migration> = {
  '0001-uploads': m0001,
  ...designMigrations,
  ...podMigrations,
  ...productionMigrations,
  ...posMigrations,
  ...sharedStateMigrations,
  '0150-rate-limits': m0150,
};
