// The process-wide POS dependencies for the route handlers: the own database (webDb, migrated with
// the POS range), the platform's server API from the config, the real clock. Tests swap in their
// own with setPosDepsForTests. The stock push retry timer starts with the first request.
import 'server-only';
import type { Kysely } from 'kysely';
import { webConfig } from '@/lib/config';
import { webDb } from '@/lib/server/db';
import type { PosDeps } from './deps';
import { createHttpPlatform } from './platform';
import type { PosDb } from './schema';
import { startStockPushTimer } from './stock-push-scheduler';

let override: PosDeps | null = null;
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
  };
  startStockPushTimer(deps);
  return deps;
}

export async function posDeps(): Promise<PosDeps> {
  if (override) return override;
  ready ??= build().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export function setPosDepsForTests(deps: PosDeps | null): void {
  override = deps;
}
