// The own server's /api/pos/* routes without Next: the same route handlers behind node:http, over a
// POS database the test controls, so a test can stop the server mid-batch and start it again on the
// same data (a crash and restart as far as the terminal and the database can tell).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import { openWebDatabase } from '@/lib/server/db';
import type { PosDeps } from '../deps';
import { createHttpPlatform } from '../platform';
import { setPosDepsForTests } from '../runtime';
import type { PosDb } from '../schema';
import { settleStockPushes, stopStockPushes } from '../stock-push-scheduler';
import * as terminals from '@/app/api/pos/terminals/route';
import * as terminalSelf from '@/app/api/pos/terminals/current/route';
import * as sessions from '@/app/api/pos/sessions/route';
import * as sessionSelf from '@/app/api/pos/sessions/current/route';
import * as staff from '@/app/api/pos/staff/route';
import * as staffOne from '@/app/api/pos/staff/[staffId]/route';
import * as catalogue from '@/app/api/pos/catalogue/route';
import * as sync from '@/app/api/pos/sync/route';
import * as conflicts from '@/app/api/pos/conflicts/route';
import * as conflictResolve from '@/app/api/pos/conflicts/[conflictId]/resolve/route';
import * as daily from '@/app/api/pos/reports/daily/route';
import * as xReport from '@/app/api/pos/reports/x/route';
import * as zReport from '@/app/api/pos/reports/z/route';
import * as sales from '@/app/api/pos/sales/route';
import * as saleOne from '@/app/api/pos/sales/[saleId]/route';
import * as products from '@/app/api/pos/products/route';
import * as productOne from '@/app/api/pos/products/[productNo]/route';
import * as barcodes from '@/app/api/pos/barcodes/route';
import * as barcodeOne from '@/app/api/pos/barcodes/[barcode]/route';
import * as customOrders from '@/app/api/pos/custom-orders/route';
import * as shop from '@/app/api/pos/shop/route';
import * as customOrderOne from '@/app/api/pos/custom-orders/[orderNo]/route';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

const table: [RegExp, string[], RouteModule][] = [
  [/^\/api\/pos\/terminals$/, [], terminals as RouteModule],
  [/^\/api\/pos\/terminals\/current$/, [], terminalSelf as RouteModule],
  [/^\/api\/pos\/sessions$/, [], sessions as RouteModule],
  [/^\/api\/pos\/sessions\/current$/, [], sessionSelf as RouteModule],
  [/^\/api\/pos\/staff$/, [], staff as RouteModule],
  [/^\/api\/pos\/staff\/([^/]+)$/, ['staffId'], staffOne as RouteModule],
  [/^\/api\/pos\/catalogue$/, [], catalogue as RouteModule],
  [/^\/api\/pos\/sync$/, [], sync as RouteModule],
  [/^\/api\/pos\/conflicts$/, [], conflicts as RouteModule],
  [/^\/api\/pos\/conflicts\/([^/]+)\/resolve$/, ['conflictId'], conflictResolve as RouteModule],
  [/^\/api\/pos\/reports\/daily$/, [], daily as RouteModule],
  [/^\/api\/pos\/reports\/x$/, [], xReport as RouteModule],
  [/^\/api\/pos\/reports\/z$/, [], zReport as RouteModule],
  [/^\/api\/pos\/sales$/, [], sales as RouteModule],
  [/^\/api\/pos\/sales\/([^/]+)$/, ['saleId'], saleOne as RouteModule],
  [/^\/api\/pos\/products$/, [], products as RouteModule],
  [/^\/api\/pos\/products\/([^/]+)$/, ['productNo'], productOne as RouteModule],
  [/^\/api\/pos\/barcodes$/, [], barcodes as RouteModule],
  [/^\/api\/pos\/barcodes\/([^/]+)$/, ['barcode'], barcodeOne as RouteModule],
  [/^\/api\/pos\/custom-orders$/, [], customOrders as RouteModule],
  [/^\/api\/pos\/shop$/, [], shop as RouteModule],
  [/^\/api\/pos\/custom-orders\/([^/]+)$/, ['orderNo'], customOrderOne as RouteModule],
];

async function dispatch(req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', base);
  const method = (req.method ?? 'GET').toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const match = table.map(([re, names, mod]) => ({ m: re.exec(url.pathname), names, mod })).find((x) => x.m);
  const handler = match?.mod[method];
  if (!match?.m || !handler) {
    res.writeHead(match ? 405 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'NOT_FOUND', message: '없는 경로입니다.' }));
    return;
  }
  const params = Object.fromEntries(match.names.map((n, i) => [n, match.m?.[i + 1] ?? '']));
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = chunks.length > 0 && method !== 'GET' ? Buffer.concat(chunks) : undefined;
  const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(params) });
  const out = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers.entries())).end(out);
}

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
}

/** Opens the POS database (migrated) and serves the routes on a random port. */
export async function startPosServer(dbUrl: string, options: StartOptions): Promise<PosTestServer> {
  const opened = await openWebDatabase(dbUrl);
  const platform = createHttpPlatform({ baseUrl: options.platformUrl, systemKey: options.systemKey, timeoutMs: 5000 });
  const deps: PosDeps = {
    db: opened.db as unknown as Kysely<PosDb>,
    platform: options.wrapPlatform ? options.wrapPlatform(platform) : platform,
    now: options.now ?? (() => new Date()),
    setupCode: options.setupCode ?? 'test-setup-code',
  };
  setPosDepsForTests(deps);
  let server: Server | null = null;
  const base = 'http://127.0.0.1';
  server = createServer((req, res) => {
    dispatch(req, res, base).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let closed = false;
  const stop = async (graceful: boolean): Promise<void> => {
    if (closed) return;
    closed = true;
    const s = server;
    if (s) {
      const done = new Promise<void>((resolve) => s.close(() => resolve()));
      s.closeAllConnections();
      await done;
    }
    if (graceful) await settleStockPushes(deps);
    stopStockPushes(deps);
    await opened.close().catch(() => undefined);
  };
  return { url: `http://127.0.0.1:${port}`, deps, crash: () => stop(false), close: () => stop(true) };
}
