// What the services are given (built once in server.ts): the database, the config, the clock, and the
// pieces a real platform would run elsewhere (the outbox of the sandbox, the seeded shop settings).
import type { Kysely } from 'kysely';
import type { DialectName } from '@courtside/db';
import type { ShopApiConfig } from '../config.ts';
import type { ShopDb } from '../db/schema.ts';
import type { Outbox } from './members/contacts.ts';
import type { SearchLog } from './catalogue/search/search-log.ts';
import type { MallSettings } from './shared/mall.ts';

export interface AppDeps {
  db: Kysely<ShopDb>;
  dialect: DialectName;
  config: ShopApiConfig;
  /** Injected clock so expiry rules are tested without waiting. */
  now: () => Date;
  /** Absolute base URL of this server as clients reach it (for links: images, sandbox pages). */
  baseUrl: () => string;
  /** The shop's settings: administrators' group, board policies. */
  mall: MallSettings;
  /** Where verification codes are sent (the sandbox outbox here). */
  outbox: Outbox;
  /** Searches counted towards the popular keywords (written in batches). */
  searchLog: SearchLog;
}
