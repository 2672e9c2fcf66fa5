// Numbered migrations of the terminal's SQLite file, in order.
import type { Migration } from 'kysely';
import { migration0001 } from './0001-terminal.ts';
import { migration0110 } from './0110-catalogue-search.ts';
import { migration0160 } from './0160-sale-attempts.ts';
import { migration0161 } from './0161-product-grid.ts';
import { migration0170 } from './0170-payment-journal.ts';
import { migration0200 } from './0200-drawer.ts';

export const terminalMigrations: Record<string, Migration> = {
  '0001-terminal': migration0001,
  '0110-catalogue-search': migration0110,
  '0160-sale-attempts': migration0160,
  '0161-product-grid': migration0161,
  '0170-payment-journal': migration0170,
  '0200-drawer': migration0200,
};
