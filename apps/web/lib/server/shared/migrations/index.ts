// Shared-state migrations (0140–0149).
import type { Migration } from '@courtside/db';
import * as m0140 from './0140-shared-state';

export const sharedStateMigrations: Record<string, Migration> = {
  '0140-shared-state': m0140,
};
