// The custom design migrations (range 0020–0029), merged into the own server's migration registry.
import type { Migration } from '@courtside/db';
import * as m0020 from './0020-dampener-designs';

export const designMigrations: Record<string, Migration> = {
  '0020-dampener-designs': m0020,
};
