// What every POS operation needs, handed in by the app that serves the routes (apps/web: its database
// handle, the platform's server API from its config, the real clock, its setup code); tests build their own.
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
