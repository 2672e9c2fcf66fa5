// What every POS operation needs: the database, the platform's server API, a clock and the setup
// code. Routes get the process-wide instance from runtime.ts; tests build their own.
import type { Kysely } from 'kysely';
import type { PosPlatform } from './platform';
import type { PosDb } from './schema';

export interface PosDeps {
  db: Kysely<PosDb>;
  platform: PosPlatform;
  now: () => Date;
  /** Registers the first terminal on a server with no staff (config POS_SETUP_CODE). */
  setupCode: string;
}
