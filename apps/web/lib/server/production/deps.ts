// What the production area runs on: the own database (production, design references, the pod
// stand-in), the platform's server API, the custom product numbers, the pod adapter and a clock.
import type { Kysely } from 'kysely';
import type { WebDatabase } from '@/lib/server/db/schema';
import type { PodDeps } from '@/lib/server/pod/service';
import type { ProductionPlatform } from './platform-orders';

export interface ProductionDeps {
  db: Kysely<WebDatabase>;
  platform: ProductionPlatform;
  /** Mall products whose orders may hold custom work (the custom and pod categories). */
  customProductNos: () => Promise<readonly number[]>;
  pod: PodDeps;
  now: () => Date;
}
