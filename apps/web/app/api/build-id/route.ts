import type { Kysely } from 'kysely';
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { currentBuildId } from '@/lib/server/build-id';
import { webDb } from '@/lib/server/db';
import { newestBuildId } from '@/lib/server/shared/builds';
import type { SharedStateDb } from '@/lib/server/shared/schema';

export const dynamic = 'force-dynamic';

/**
 * GET /api/build-id → { buildId }: the storefront checks it hourly to notice a new deployment. With
 * several instances it is the newest build any of them runs (shared in the database), so the answer
 * does not flip as the balancer alternates; without the database, this instance's own build.
 */
export const GET = route(async () => {
  const own = await currentBuildId();
  const buildId = await webDb()
    .then((db) => newestBuildId(db as unknown as Kysely<SharedStateDb>, own, new Date()))
    .catch(() => own);
  return NextResponse.json({ buildId }, { headers: { 'Cache-Control': 'no-store' } });
});
