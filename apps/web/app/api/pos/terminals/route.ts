// POST /api/pos/terminals: register a counter terminal (an admin's name + PIN, or the setup code on
// a server with no staff yet). The reply holds the terminal key, shown this once.
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { registerTerminal } from '@/lib/server/pos/auth';
import { registerTerminalSchema } from '@/lib/server/pos/route-schemas';
import { posDeps } from '@/lib/server/pos/runtime';

export const POST = route(async (request: Request) => {
  const body = await readBody(request, registerTerminalSchema);
  return NextResponse.json(await registerTerminal(await posDeps(), body), { status: 201 });
});
