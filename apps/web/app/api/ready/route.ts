import { NextResponse } from 'next/server';
import { messageFor } from '@courtside/core/errors';
import { route } from '@/lib/server/api-route';
import { readiness } from '@/lib/server/health/readiness';

export const dynamic = 'force-dynamic';

/**
 * GET /api/ready (readiness): 200 when the database is reachable, every migration applied and the
 * commerce platform answers; else 503 with code NOT_READY — each check named with its detail.
 */
export const GET = route(async () => {
  const result = await readiness();
  const body = result.ready
    ? { status: 'ready', ...result }
    : { status: 'not-ready', code: 'NOT_READY', message: `${messageFor('NOT_READY')} (${result.checks.filter((c) => !c.ok).map((c) => c.name).join(', ')})`, ...result };
  return NextResponse.json(body, { status: result.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
