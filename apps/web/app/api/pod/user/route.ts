// POST /api/pod/user {type, …}: the caller's pod actions — authorize (reply expires_in), projects,
// editor (save the editor document → editorNo), project (editor result + variant → projectId) — and,
// for admins, orders (the external order export).
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { podCaller } from '@/lib/server/pod/next-context';
import { podDeps } from '@/lib/server/pod/runtime';
import { podUserAction, userBody } from '@/lib/server/pod/service';

export const dynamic = 'force-dynamic';

export const POST = route(async (request: Request) => {
  const body = await readBody(request, userBody);
  return NextResponse.json(await podUserAction(await podDeps(), await podCaller(), body), { headers: { 'Cache-Control': 'no-store' } });
});
