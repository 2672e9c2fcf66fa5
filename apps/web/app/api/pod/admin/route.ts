// GET /api/pod/admin?url=<partner path>: channel products (pageNo, pageSize), design templates,
// variants, options, one variant, and product-pod/{id} — read with the token set-token stored.
// POST /api/pod/admin: OAuth with the partner → {access_token, expires_in, refresh_token} — for the
// shop's administrators only (a partner token is a credential, never handed to anonymous callers).
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { readSearchParams, route } from '@/lib/server/api-route';
import { requireAdminForRoute } from '@/lib/server/guards';
import { podCookieJar } from '@/lib/server/pod/next-context';
import { podDeps } from '@/lib/server/pod/runtime';
import { authorizePodAdmin, readPartner } from '@/lib/server/pod/service';

export const dynamic = 'force-dynamic';

const query = z.object({ url: z.string().min(1).max(500) });

export const GET = route(async (request: Request) => {
  const { url } = readSearchParams(request, query);
  return NextResponse.json(await readPartner(await podDeps(), await podCookieJar(request), url), { headers: { 'Cache-Control': 'no-store' } });
});

export const POST = route(async () => {
  await requireAdminForRoute();
  return NextResponse.json(await authorizePodAdmin(await podDeps()), { headers: { 'Cache-Control': 'no-store' } });
});
