// The only place apps/shop-api reads its environment. Every key has a default so `pnpm start` needs nothing.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustedProxyHops } from '@courtside/core/security';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** The shipped back-office key: serves only on loopback outside production (see server.ts). */
export const SHIPPED_SYSTEM_KEY = 'courtside-system-local-key';

const schema = z.object({
  SHOP_API_HOST: z.string().default('127.0.0.1'),
  SHOP_API_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Public base URL used in links the server hands out (images, sandbox pages). Defaults to host:port. */
  SHOP_API_PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file (default: DATA_DIR/shop-api.sqlite). */
  DATABASE_URL: z.string().optional(),
  /**
   * SQLite page cache in MB (SQLite's own default is 2 MB): the search index of 100,000 products is
   * hundreds of MB, and a search's index pages should come from memory, not one read call each.
   */
  SHOP_SQLITE_CACHE_MB: z.coerce.number().int().min(2).max(65_536).default(256),
  /**
   * How often the searches counted in memory are written (popular keywords), in ms: one write for
   * many searches, none on a search's way back. A crash loses at most this long's counts.
   */
  SHOP_SEARCH_LOG_FLUSH_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  /**
   * Products the in-memory read model keeps at most (rows, list cards, detail replies; the ones
   * read longest ago go first). ~2 KB each.
   */
  SHOP_READ_MODEL_PRODUCTS: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  /** Comma-separated client ids accepted in the `clientId` header. */
  SHOP_CLIENT_ID: z.string().default('courtside-local'),
  /** Key the shop's own back office sends in `systemKey` for the server API. */
  SHOP_SYSTEM_KEY: z.string().min(8).default(SHIPPED_SYSTEM_KEY),
  /** Days after delivery before a purchase is confirmed automatically (points are given then). */
  SHOP_BUY_CONFIRM_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** How often the deadline scheduler runs (virtual-account expiry, automatic buy confirm); 0 = off. */
  SHOP_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** The storefront's address, for links in the messages the platform sends (재입고 알림). */
  SHOP_MALL_URL: z.string().url().default('http://127.0.0.1:3000'),
  /** How often waiting 재입고 알림 are checked against stock, in ms; 0 = off (tests call it themselves). */
  SHOP_RESTOCK_ALERT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  /** Seed demo data into an empty database. */
  SHOP_API_SEED: z.enum(['true', 'false']).default('true'),
  /** `production` refuses the shipped default secrets even on loopback. */
  NODE_ENV: z.string().default('development'),
  /** Where the sandbox pages may send the shopper back to (comma-separated origins); loopback origins are always allowed. */
  SHOP_RETURN_ORIGINS: z.string().default(''),
  /**
   * How many proxies in front of this server append to X-Forwarded-For (`true` = 1). Unset: the
   * client is the socket's peer (per-client login limits) and X-Forwarded-For is ignored.
   */
  TRUST_PROXY: z.string().optional(),
  /** Request logs (JSON lines on stdout): `info` logs every request; `warn`/`silent` none. */
  SHOP_LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
});

export interface ShopApiConfig {
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string;
  clientIds: string[];
  systemKey: string;
  seed: boolean;
  production: boolean;
  returnOrigins: string[];
  buyConfirmDays: number;
  schedulerIntervalMs: number;
  /** The storefront's address (links in messages). */
  mallUrl: string;
  /** 재입고 알림 check interval, ms (0 = off). */
  restockAlertIntervalMs: number;
  /** SQLite page cache, MB. */
  sqliteCacheMb: number;
  /** How often counted searches are written, ms. */
  searchLogFlushMs: number;
  /** Trusted proxy hops for the client address (TRUST_PROXY; 0 = the socket's peer). */
  trustProxyHops: number;
  /** pino level of the request logs (SHOP_LOG_LEVEL). */
  logLevel: string;
  /** Products the in-memory read model keeps at most. */
  readModelProducts: number;
}

function proxyHops(value: string | undefined): number {
  try {
    return trustedProxyHops(value);
  } catch (error) {
    throw new Error(`shop-api 설정이 올바르지 않습니다: ${(error as Error).message}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ShopApiConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`shop-api 설정이 올바르지 않습니다: ${issues}`);
  }
  const e = parsed.data;
  return {
    host: e.SHOP_API_HOST,
    port: e.SHOP_API_PORT,
    publicUrl: e.SHOP_API_PUBLIC_URL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${resolve(e.DATA_DIR, 'shop-api.sqlite')}`,
    clientIds: e.SHOP_CLIENT_ID.split(',').map((s) => s.trim()).filter(Boolean),
    systemKey: e.SHOP_SYSTEM_KEY,
    seed: e.SHOP_API_SEED === 'true',
    production: e.NODE_ENV === 'production',
    returnOrigins: e.SHOP_RETURN_ORIGINS.split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean),
    buyConfirmDays: e.SHOP_BUY_CONFIRM_DAYS,
    schedulerIntervalMs: e.SHOP_SCHEDULER_INTERVAL_MS,
    mallUrl: e.SHOP_MALL_URL.replace(/\/+$/, ''),
    restockAlertIntervalMs: e.SHOP_RESTOCK_ALERT_INTERVAL_MS,
    sqliteCacheMb: e.SHOP_SQLITE_CACHE_MB,
    searchLogFlushMs: e.SHOP_SEARCH_LOG_FLUSH_MS,
    trustProxyHops: proxyHops(e.TRUST_PROXY),
    logLevel: e.SHOP_LOG_LEVEL,
    readModelProducts: e.SHOP_READ_MODEL_PRODUCTS,
  };
}
