// The production migrations (0032 of the range 0030–0039), merged into the own server's registry.
import type { Migration } from '@courtside/db';
import * as m0032 from './0032-custom-production';

export const productionMigrations: Record<string, Migration> = {
  '0032-custom-production': m0032,
};
