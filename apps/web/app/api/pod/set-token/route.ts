// POST /api/pod/set-token {access_token, expires_in, refresh_token?}: keeps the partner token in
// HttpOnly cookies (seed §7).
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { podCookieJar } from '@/lib/server/pod/next-context';
import { podDeps } from '@/lib/server/pod/runtime';
import { setPodToken, setTokenBody } from '@/lib/server/pod/service';

export const dynamic = 'force-dynamic';

export const POST = route(async (request: Request) => {
  const body = await readBody(request, setTokenBody);
  return NextResponse.json(setPodToken(await podDeps(), await podCookieJar(request), body));
});
