// The own server's /api/pos/* routes without Next: the same route handlers behind node:http, over a
// POS database the test controls, so a test can stop the server mid-batch and start it again on the
// same data (a crash and restart as far as the terminal and the database can tell).
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import { openWebDatabase } from '@/lib/server/db';
import { serveRoutes, type RouteModule, type RouteTable } from '@/lib/server/testing/route-server';
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

const table: RouteTable = [
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
  const { server, port } = await serveRoutes(table);
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
