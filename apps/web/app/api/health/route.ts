import { NextResponse } from 'next/server';
import { webConfig } from '@/lib/config';
import { route } from '@/lib/server/api-route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health (liveness): the process serves requests. Touches nothing else — a database or
 * platform outage is /api/ready's answer, and must not make a supervisor restart a healthy process.
 */
export const GET = route(async () =>
  NextResponse.json({ status: 'ok', instance: webConfig().instanceId, uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } }),
);
