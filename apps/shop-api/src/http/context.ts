// What every route handler can reach: dependencies, the signed-in member, the guest order token.
import type { Context } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '@courtside/db';
import type { ShopApiConfig } from '../config.ts';
import type { MemberTable, ShopDb } from '../db/schema.ts';
import type { Outbox } from '../services/members/contacts.ts';
import type { SearchLog } from '../services/catalogue/search/search-log.ts';
import type { MallSettings } from '../services/shared/mall.ts';

export type MemberRow = Selectable<MemberTable>;

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

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    member: MemberRow | null;
    accessToken: string | null;
    /** orderNo the `guestToken` header grants, if any. */
    guestOrderNo: string | null;
  };
}

export type AppContext = Context<AppEnv>;
