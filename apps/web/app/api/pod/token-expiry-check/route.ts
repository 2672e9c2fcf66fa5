// POST /api/pod/token-expiry-check → {expiresIn}: seconds the stored partner token may still be used,
// 0 when it must be renewed (core's pod token rule, 60 s margin).
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { podCookieJar } from '@/lib/server/pod/next-context';
import { podDeps } from '@/lib/server/pod/runtime';
import { podTokenExpiry } from '@/lib/server/pod/service';

export const dynamic = 'force-dynamic';

export const POST = route(async (request: Request) =>
  NextResponse.json(podTokenExpiry(await podDeps(), await podCookieJar(request)), { headers: { 'Cache-Control': 'no-store' } }),
);
