// The own server's /api/pos/* routes without Next: the package's handler behind node:http, over a
// POS database the test controls, so a test can stop the server mid-batch and start it again on the
// same data (a crash and restart as far as the terminal and the database can tell).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { createLeasesTable, createRateLimitsTable, createTestDatabase, migrateToLatest, openDatabase, type Migration, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { PosDeps } from '../deps';
import { createPosHandler } from '../http';
import { posMigrations } from '../migrations';
import { createHttpPlatform } from '../platform';
import type { PosDb } from '../schema';
import { settleStockPushes, stopStockPushes } from '../stock-push-scheduler';

export interface PosTestServer {
  url: string;
  deps: PosDeps;
  /** Stops answering at once (open connections cut) and closes the database, mid-request or not. */
  crash(): Promise<void>;
  close(): Promise<void>;
}

export interface PosTestDatabase {
  url: string;
  testDb: TestDatabase;
  drop(): Promise<void>;
}

/**
 * What a POS database needs besides the POS migrations: the lease and attempt-limit tables the own
 * server's migrations 0140 and 0150 create (here for a database that has only the POS tables).
 */
const supportMigrations: Record<string, Migration> = {
  'test-0140-leases': { up: createLeasesTable },
  'test-0150-rate-limits': { up: createRateLimitsTable },
};

/** Opens (and migrates) a POS database: the POS tables, leases and attempt limits. */
export async function openPosDatabase(url: string): Promise<OpenedDatabase<PosDb>> {
  const opened = openDatabase<PosDb>(url);
  await migrateToLatest(opened.db as Kysely<unknown>, { ...posMigrations, ...supportMigrations });
  return opened;
}

export async function createPosTestDatabase(label: string): Promise<PosTestDatabase> {
  const testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, label);
  return { url: testDb.url, testDb, drop: () => testDb.drop() };
}

export interface StartOptions {
  platformUrl: string;
  systemKey: string;
  setupCode?: string;
  now?: () => Date;
  /** Wraps the platform (fault injection). */
  wrapPlatform?: (platform: PosDeps['platform']) => PosDeps['platform'];
  /**
   * Check every reply against the contract's reply schema (default on: a drift answers 500 and
   * fails the test). Benchmarks turn it off to time the server as the app runs it.
   */
  checkReplies?: boolean;
  /** 전자영수증 settings (storefront address, link days, sandbox route); RECEIPT_LINK_DEFAULTS when unset. */
  eReceipt?: PosDeps['eReceipt'];
}

/** Serves a web-standard handler on 127.0.0.1 at a random port. */
export async function serveHandler(handler: (request: Request, context: { client?: string }) => Promise<Response>): Promise<{ server: ReturnType<typeof createServer>; port: number }> {
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const method = req.method ?? 'GET';
      const body = chunks.length > 0 && method !== 'GET' ? Buffer.concat(chunks) : undefined;
      // The socket's peer is the client (no proxy in front of a test server).
      const client = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? 'unknown';
      const response = await handler(new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), { method, headers, body }), { client });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries())).end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Opens the POS database (migrated) and serves the routes on a random port. */
export async function startPosServer(dbUrl: string, options: StartOptions): Promise<PosTestServer> {
  const opened = await openPosDatabase(dbUrl);
  const platform = createHttpPlatform({ baseUrl: options.platformUrl, systemKey: options.systemKey, timeoutMs: 5000 });
  const deps: PosDeps = {
    db: opened.db,
    platform: options.wrapPlatform ? options.wrapPlatform(platform) : platform,
    now: options.now ?? (() => new Date()),
    setupCode: options.setupCode ?? 'test-setup-code',
    ...(options.eReceipt ? { eReceipt: options.eReceipt } : {}),
  };
  const checkReplies = options.checkReplies ?? true;
  const { server, port } = await serveHandler(createPosHandler(async () => deps, (error) => console.error('[pos test server]', error), { checkReplies }));
  let closed = false;
  const stop = async (graceful: boolean): Promise<void> => {
    if (closed) return;
    closed = true;
    const done = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await done;
    if (graceful) await settleStockPushes(deps);
    stopStockPushes(deps);
    await opened.close().catch(() => undefined);
  };
  return { url: `http://127.0.0.1:${port}`, deps, crash: () => stop(false), close: () => stop(true) };
}
