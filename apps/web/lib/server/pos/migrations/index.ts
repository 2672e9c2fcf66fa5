// The POS migrations (range 0040–0059), merged into the own server's migration registry.
import type { Migration } from '@courtside/db';
import * as m0040 from './0040-pos-ledger';

export const posMigrations: Record<string, Migration> = {
  '0040-pos-ledger': m0040,
};
