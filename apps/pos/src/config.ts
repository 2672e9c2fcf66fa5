// The terminal's one configuration module: every environment key it reads, validated, with a default
// for each, so `pnpm start` runs with no configuration at all. Electron's main process and the Node
// host both call loadPosConfig; nothing else reads process.env.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(appRoot, '..', '..');

const port = z.coerce.number().int().min(0).max(65535);
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  /** Where the Node host (terminal in a browser) listens. */
  POS_HOST_PORT: port.default(4020),
  POS_HOST_ADDRESS: z.string().min(1).default('127.0.0.1'),
  /** Further host names the host answers to (comma-separated); only its loopback names otherwise (DNS rebinding). */
  POS_HOST_NAMES: z.string().default(''),
  /** The own server (apps/web) whose /api/pos/* routes the terminal syncs with. */
  POS_SERVER_URL: z.url().default('http://127.0.0.1:3000'),
  /** Root of every data file; the terminal keeps its files under `<DATA_DIR>/pos`. */
  DATA_DIR: z.string().min(1).default(resolve(repoRoot, 'data')),
  /** The terminal's SQLite file (catalogue cache, outbox); defaults under DATA_DIR. */
  POS_DB_FILE: z.string().min(1).optional(),
  /** Printer, scanner and identity settings edited on the settings screen; defaults under DATA_DIR. */
  POS_SETTINGS_FILE: z.string().min(1).optional(),
  /** The terminal's display name until it is registered with the own server. */
  POS_TERMINAL_NAME: z.string().min(1).default('카운터 1'),
  /** The printer used until settings name another: `tcp://host:port`, `serial:/dev/ttyUSB0`, `os:NAME`, `file:/path`, `none`. */
  POS_PRINTER: z.string().min(1).default('tcp://127.0.0.1:9100'),
  POS_PRINTER_COLUMNS: z.coerce.number().pipe(z.union([z.literal(32), z.literal(42), z.literal(48)])).default(42),
  /** The VAN agent used until settings name another: `tcp://host:port` or `serial:/dev/ttyUSB0`. */
  POS_VAN_AGENT: z.string().min(1).optional(),
  /** The stand-in's port as `pnpm start` runs it: the default agent follows it. */
  VAN_AGENT_PORT: port.default(9300),
  /** How long a card or barcode approval may take (the shopper inserting the card included). */
  POS_VAN_REPLY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Cancels, 망취소, 현금영수증 and 연결 확인. */
  POS_VAN_QUICK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** How often the payment journal is settled (망취소 owed, 현금영수증 waiting). */
  POS_VAN_RECOVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  /** Sync worker: pause between rounds when idle, batch size, and the backoff ceiling. */
  POS_SYNC_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
  POS_SYNC_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(100),
  POS_SYNC_MAX_BACKOFF_MS: z.coerce.number().int().min(100).default(60_000),
  /** Built renderer served by the host. */
  POS_RENDERER_DIR: z.string().min(1).default(resolve(appRoot, 'out', 'renderer')),
  /** Set by electron-vite in development: the renderer's dev server, the only page besides the built file allowed to call IPC. */
  ELECTRON_RENDERER_URL: z.url().optional(),
  /** Test hooks on the host (seed catalogue, staff): only for e2e and demos. */
  POS_TEST_HOOKS: flag.default(false),
  /** pino level of the Node host's request log (one JSON line per request; `warn` or `silent` turn it off). */
  POS_LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
});

export interface PosConfig {
  readonly hostPort: number;
  readonly hostAddress: string;
  readonly hostNames: readonly string[];
  readonly serverUrl: string;
  readonly dataDir: string;
  readonly dbFile: string;
  readonly settingsFile: string;
  readonly terminalName: string;
  readonly defaultPrinter: string;
  readonly defaultColumns: 32 | 42 | 48;
  readonly defaultVanAgent: string;
  readonly vanReplyTimeoutMs: number;
  readonly vanQuickTimeoutMs: number;
  readonly vanRecoveryMs: number;
  readonly syncIntervalMs: number;
  readonly syncBatchSize: number;
  readonly syncMaxBackoffMs: number;
  readonly rendererDir: string;
  readonly testHooks: boolean;
  readonly rendererDevUrl: string | null;
  readonly logLevel: string;
}

export class PosConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`POS 설정이 올바르지 않습니다: ${issues.join('; ')}`);
  }
}

/** Validates an environment (process.env by default); `overrides` win (Electron passes its userData dir). */
export function loadPosConfig(env: Readonly<Record<string, string | undefined>> = process.env, overrides: Partial<PosConfig> = {}): PosConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new PosConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const posDir = resolve(dataDir, 'pos');
  return {
    hostPort: e.POS_HOST_PORT,
    hostAddress: e.POS_HOST_ADDRESS,
    hostNames: e.POS_HOST_NAMES.split(',').map((n) => n.trim()).filter(Boolean),
    serverUrl: e.POS_SERVER_URL.replace(/\/+$/, ''),
    dataDir,
    dbFile: e.POS_DB_FILE ? resolve(e.POS_DB_FILE) : resolve(posDir, 'terminal.sqlite'),
    settingsFile: e.POS_SETTINGS_FILE ? resolve(e.POS_SETTINGS_FILE) : resolve(posDir, 'settings.json'),
    terminalName: e.POS_TERMINAL_NAME,
    defaultPrinter: e.POS_PRINTER,
    defaultColumns: e.POS_PRINTER_COLUMNS,
    defaultVanAgent: e.POS_VAN_AGENT ?? `tcp://127.0.0.1:${e.VAN_AGENT_PORT}`,
    vanReplyTimeoutMs: e.POS_VAN_REPLY_TIMEOUT_MS,
    vanQuickTimeoutMs: e.POS_VAN_QUICK_TIMEOUT_MS,
    vanRecoveryMs: e.POS_VAN_RECOVERY_MS,
    syncIntervalMs: e.POS_SYNC_INTERVAL_MS,
    syncBatchSize: e.POS_SYNC_BATCH_SIZE,
    syncMaxBackoffMs: e.POS_SYNC_MAX_BACKOFF_MS,
    rendererDir: resolve(e.POS_RENDERER_DIR),
    testHooks: e.POS_TEST_HOOKS,
    rendererDevUrl: e.ELECTRON_RENDERER_URL ?? null,
    logLevel: e.POS_LOG_LEVEL,
    ...overrides,
  };
}
