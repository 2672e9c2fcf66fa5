// The process-wide dependencies of the terminal routes (packages/pos-server): this app's database
// (webDb, migrated with the POS range), the platform's server API from the config, the real clock and
// the setup code. The stock push retry timer starts with the first request.
import 'server-only';
import type { Kysely } from 'kysely';
import { createHttpPlatform, createPosHandler, pendingStockPushes, startStockPushTimer, type PosDb, type PosDeps } from '@courtside/pos-server';
import { boundPort, webConfig } from '@/lib/config';
import { webDb } from '@/lib/server/db';
import { clientOf } from '@/lib/server/client-address';
// Registers the production area as the source of the terminal's custom orders (issue 5).
import '@/lib/server/production/pos-source';

let ready: Promise<PosDeps> | null = null;

async function build(): Promise<PosDeps> {
  const config = webConfig();
  // WebDatabase includes every POS table (schema.ts extends PosDb); POS code sees only its own.
  const db = (await webDb()) as unknown as Kysely<PosDb>;
  const deps: PosDeps = {
    db,
    platform: createHttpPlatform({ baseUrl: config.shopApiUrl, systemKey: config.systemKey }),
    now: () => new Date(),
    setupCode: config.posSetupCode,
    // 전자영수증 (#28 item 9): the link in the message opens this storefront's /receipt/{token}.
    eReceipt: { storefrontUrl: config.publicUrl ?? `http://${/^(0\.0\.0\.0|::)$/.test(config.host) ? '127.0.0.1' : config.host}:${boundPort(config)}`, ...config.eReceipt },
  };
  startStockPushTimer(deps);
  registerPosMetrics(db);
  return deps;
}

/**
 * What scripts/serve.mjs's /metrics adds once the terminal routes run: the stock pushes waiting for
 * the platform and the sync entries taken in (read from the database at each scrape, so every
 * instance reports the shared numbers).
 */
function registerPosMetrics(db: Kysely<PosDb>): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for('courtside.metrics.pos')] = async () => {
    const backlog = await pendingStockPushes({ db });
    const entries = await db.selectFrom('pos_applied_entries').select(['kind', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('kind').execute();
    return { stockPushBacklog: backlog, syncEntries: entries.map((e) => ({ kind: e.kind, count: Number(e.n) })) };
  };
}

export async function posDeps(): Promise<PosDeps> {
  ready ??= build().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

const handle = createPosHandler(posDeps, (error) => console.error('[web api]', error));

/** Every /api/pos/* method: Request → Response, with the client's address (registration guesses are counted per client). */
export const posHandler = (request: Request): Promise<Response> => handle(request, { client: clientOf(request) });
