import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { currentBuildId } from '@/lib/server/build-id';

export const dynamic = 'force-dynamic';

/** GET /api/build-id → { buildId }: the storefront checks it hourly to notice a new deployment. */
export const GET = route(async () =>
  NextResponse.json({ buildId: await currentBuildId() }, { headers: { 'Cache-Control': 'no-store' } }),
);
