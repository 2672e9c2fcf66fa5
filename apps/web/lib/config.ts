// The only place apps/web reads its environment. Every key has a default so `pnpm start` needs nothing.
import 'server-only';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultSecretRefusal, trustedProxyHops } from '@courtside/core/security';

/** The secrets shipped in this file (and the README): they serve only on loopback outside production. */
export const SHIPPED_SECRETS = {
  WEB_SECRET: 'courtside-local-web-secret-change-me',
  SHOP_SYSTEM_KEY: 'courtside-system-local-key',
  POS_SETUP_CODE: 'courtside-pos-setup',
} as const;

const schema = z.object({
  WEB_HOST: z.string().default('127.0.0.1'),
  WEB_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The Shop API the storefront talks to (the local stand-in by default). */
  SHOP_API_URL: z.string().url().default('http://127.0.0.1:4010'),
  /** The same API as the shopper's browser reaches it (defaults to SHOP_API_URL). */
  SHOP_API_PUBLIC_URL: z.string().url().optional(),
  SHOP_CLIENT_ID: z.string().default('courtside-local'),
  SHOP_SYSTEM_KEY: z.string().default(SHIPPED_SECRETS.SHOP_SYSTEM_KEY),
  /**
   * The repository's data folder by default. The comment keeps Turbopack's file tracer from following
   * the path at build time: it would list the live databases in the build's traces, and a data folder
   * that `pnpm start`'s other servers create while the build lists the root fails the build (issue 30).
   */
  DATA_DIR: z.string().default(resolve(/* turbopackIgnore: true */ process.cwd(), '../../data')),
  /** The own server's database: `postgres://…`, or a SQLite file (default DATA_DIR/web.sqlite). */
  WEB_DATABASE_URL: z.string().optional(),
  /** Secret that signs upload URLs and cookies. */
  WEB_SECRET: z.string().min(16).default(SHIPPED_SECRETS.WEB_SECRET),
  /** Code that registers the first counter terminal (and its first admin) on a server with no staff. */
  POS_SETUP_CODE: z.string().min(6).default(SHIPPED_SECRETS.POS_SETUP_CODE),
  /**
   * NODE_ENV as the operator started the storefront (scripts/serve.mjs passes it on: `next start`
   * itself always runs with NODE_ENV=production). `production` refuses the shipped secrets.
   */
  WEB_NODE_ENV: z.string().default('development'),
  /** Next's own mode (`development` under next dev): the CSP then allows the refresh runtime's eval. */
  NODE_ENV: z.string().default('production'),
  /** The storefront's public address (`https://shop.example`): file URLs are built from it; else from the Host header. */
  WEB_PUBLIC_URL: z.string().url().optional(),
  /** The platform's custom dampener product and option (seed §3 "special product"; the stand-in's seed numbers). */
  CUSTOM_DAMPENER_PRODUCT_NO: z.coerce.number().int().positive().default(100301),
  CUSTOM_DAMPENER_OPTION_NO: z.coerce.number().int().positive().default(10030101),
  /** Uploads go to this S3-compatible bucket when set (every instance shares it); else DATA_DIR/uploads. */
  UPLOAD_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3 버킷 이름').optional(),
  /** The S3 endpoint (`http://127.0.0.1:4568` for a local peer); unset means AWS itself. */
  UPLOAD_S3_ENDPOINT: z.string().url().optional(),
  UPLOAD_S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOAD_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOAD_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (`endpoint/bucket/key`); default on when an endpoint is given. */
  UPLOAD_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /**
   * How many proxies in front of this server append to X-Forwarded-For (`true` = 1; start:scale sets it
   * for its nginx). Unset: the client is the socket's peer and X-Forwarded-For is ignored — a client
   * could write any value there (per-visitor limits: uploads, terminal registration).
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Set by scripts/serve.mjs for its own process (never by an operator): the nonce the catalogue's
   * cached pages are rendered with, whose scripts the own server hashes into their CSP (issue 33).
   */
  WEB_CACHED_RENDER_NONCE: z.string().regex(/^[A-Za-z0-9+/]{22}==$/).optional(),
  /**
   * A print-on-demand partner that speaks the partner protocol over HTTP (lib/server/pod/partner/http-protocol.ts),
   * e.g. `https://partner.example/v1`. Unset: the stand-in partner, in process over the own database.
   */
  POD_PARTNER_URL: z.string().url().optional(),
  /** 전자영수증 (#28 item 9): days a receipt link sent to a shopper's phone opens. */
  POS_RECEIPT_LINK_DAYS: z.coerce.number().int().min(1).max(400).default(90),
  /**
   * The own server's message outbox as a sandbox route (GET /api/pos/sandbox/messages: what would have
   * been sent to phones). Default on, except with WEB_NODE_ENV=production, where it is always off.
   */
  POS_MESSAGE_SANDBOX: z.enum(['on', 'off']).default('on'),
  /** This instance's name in the `x-courtside-instance` response header (several instances behind a balancer). */
  WEB_INSTANCE_ID: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/).optional(),
});

export interface WebConfig {
  host: string;
  port: number;
  shopApiUrl: string;
  shopApiPublicUrl: string;
  clientId: string;
  systemKey: string;
  dataDir: string;
  databaseUrl: string;
  secret: string;
  posSetupCode: string;
  production: boolean;
  nextDev: boolean;
  publicUrl: string | null;
  customDampener: { productNo: number; optionNo: number };
  /** Where uploads are stored: this instance's disk, or a bucket every instance shares. */
  uploadStorage: { kind: 'local'; root: string } | { kind: 's3'; bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  instanceId: string;
  /** Trusted proxy hops for the client address (TRUST_PROXY; 0 = the socket's peer). */
  trustProxyHops: number;
  /** The cached pages' render nonce (scripts/page-csp.mjs); null when served without the own server. */
  cachedRenderNonce: string | null;
  /** The HTTP partner's address; null: the in-process stand-in. */
  podPartnerUrl: string | null;
  /** 전자영수증: link lifetime in days, and whether the message outbox's sandbox route answers (never in production). */
  eReceipt: { linkDays: number; sandbox: boolean };
}

function uploadStorageOf(e: z.infer<typeof schema>): WebConfig['uploadStorage'] {
  if (!e.UPLOAD_S3_BUCKET) return { kind: 'local', root: resolve(e.DATA_DIR, 'uploads') };
  if (Boolean(e.UPLOAD_S3_ACCESS_KEY_ID) !== Boolean(e.UPLOAD_S3_SECRET_ACCESS_KEY)) {
    throw new Error('web 설정이 올바르지 않습니다: UPLOAD_S3_ACCESS_KEY_ID와 UPLOAD_S3_SECRET_ACCESS_KEY는 함께 지정해야 합니다.');
  }
  return {
    kind: 's3',
    bucket: e.UPLOAD_S3_BUCKET,
    endpoint: e.UPLOAD_S3_ENDPOINT,
    region: e.UPLOAD_S3_REGION,
    accessKeyId: e.UPLOAD_S3_ACCESS_KEY_ID,
    secretAccessKey: e.UPLOAD_S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.UPLOAD_S3_FORCE_PATH_STYLE ? e.UPLOAD_S3_FORCE_PATH_STYLE === 'true' : Boolean(e.UPLOAD_S3_ENDPOINT),
  };
}

function proxyHopsOf(value: string | undefined): number {
  try {
    return trustedProxyHops(value);
  } catch (error) {
    throw new Error(`web 설정이 올바르지 않습니다: ${(error as Error).message}`);
  }
}

let cached: WebConfig | null = null;

/**
 * The port this server actually listens on: scripts/serve.mjs sets WEB_BOUND_PORT once it listens
 * (WEB_PORT=0 takes any free port), read at each call; WEB_PORT until then.
 */
export function boundPort(config: Pick<WebConfig, 'port'>, env: Record<string, string | undefined> = process.env): number {
  const bound = Number(env.WEB_BOUND_PORT);
  return Number.isInteger(bound) && bound > 0 && bound <= 65535 ? bound : config.port;
}

export function webConfig(env: Record<string, string | undefined> = process.env): WebConfig {
  if (cached && env === process.env) return cached;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`web 설정이 올바르지 않습니다: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const config: WebConfig = {
    host: e.WEB_HOST,
    port: e.WEB_PORT,
    shopApiUrl: e.SHOP_API_URL.replace(/\/$/, ''),
    shopApiPublicUrl: (e.SHOP_API_PUBLIC_URL ?? e.SHOP_API_URL).replace(/\/$/, ''),
    clientId: e.SHOP_CLIENT_ID,
    systemKey: e.SHOP_SYSTEM_KEY,
    dataDir: e.DATA_DIR,
    databaseUrl: e.WEB_DATABASE_URL ?? `sqlite:${resolve(e.DATA_DIR, 'web.sqlite')}`,
    secret: e.WEB_SECRET,
    posSetupCode: e.POS_SETUP_CODE,
    production: e.WEB_NODE_ENV === 'production',
    nextDev: e.NODE_ENV === 'development',
    publicUrl: e.WEB_PUBLIC_URL ? e.WEB_PUBLIC_URL.replace(/\/+$/, '') : null,
    customDampener: { productNo: e.CUSTOM_DAMPENER_PRODUCT_NO, optionNo: e.CUSTOM_DAMPENER_OPTION_NO },
    uploadStorage: uploadStorageOf(e),
    instanceId: e.WEB_INSTANCE_ID ?? `${e.WEB_HOST}:${e.WEB_PORT}`,
    trustProxyHops: proxyHopsOf(e.TRUST_PROXY),
    cachedRenderNonce: e.WEB_CACHED_RENDER_NONCE ?? null,
    podPartnerUrl: e.POD_PARTNER_URL ?? null,
    eReceipt: { linkDays: e.POS_RECEIPT_LINK_DAYS, sandbox: e.POS_MESSAGE_SANDBOX === 'on' && e.WEB_NODE_ENV !== 'production' },
  };
  if (env === process.env) cached = config;
  return config;
}

/** Why this server must not start with its configuration (a shipped secret off loopback or in production), else null. */
export function unsafeSecretsMessage(config: WebConfig): string | null {
  return defaultSecretRefusal({
    server: 'web',
    listenHost: config.host,
    production: config.production,
    secrets: [
      { key: 'WEB_SECRET', value: config.secret, shippedDefault: SHIPPED_SECRETS.WEB_SECRET },
      { key: 'SHOP_SYSTEM_KEY', value: config.systemKey, shippedDefault: SHIPPED_SECRETS.SHOP_SYSTEM_KEY },
      { key: 'POS_SETUP_CODE', value: config.posSetupCode, shippedDefault: SHIPPED_SECRETS.POS_SETUP_CODE },
    ],
  });
}
