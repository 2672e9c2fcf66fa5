// The print-on-demand migrations (range 0030–0031 of 0030–0039), merged into the own server's registry.
import type { Migration } from '@courtside/db';
import * as m0030 from './0030-pod-stand-in';
import * as m0031 from './0031-pod-stand-in-catalogue';

export const podMigrations: Record<string, Migration> = {
  '0030-pod-stand-in': m0030,
  '0031-pod-stand-in-catalogue': m0031,
};
