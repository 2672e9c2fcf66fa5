// The print-on-demand migrations (0030–0031 of 0030–0039; 0195 of the storefront's 0195–0199: the
// protocol's order state), merged into the own server's registry.
import type { Migration } from '@courtside/db';
import * as m0030 from './0030-pod-stand-in';
import * as m0031 from './0031-pod-stand-in-catalogue';
import * as m0195 from './0195-pod-order-state';

export const podMigrations: Record<string, Migration> = {
  '0030-pod-stand-in': m0030,
  '0031-pod-stand-in-catalogue': m0031,
  '0195-pod-order-state': m0195,
};
