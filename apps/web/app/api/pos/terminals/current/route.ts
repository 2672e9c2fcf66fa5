// GET /api/pos/terminals/current: who this terminal key belongs to (a cheap "is the server there" check).
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { forTerminal } from '@/lib/server/pos/http';

export const GET = route(async (request: Request) => {
  const { terminal } = await forTerminal(request);
  return NextResponse.json(terminal);
});
