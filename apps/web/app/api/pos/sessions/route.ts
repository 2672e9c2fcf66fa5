// POST /api/pos/sessions: staff login on this terminal (name + PIN) → session token and the
// parameters for the terminal's own offline copy of the credential.
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { loginStaff } from '@/lib/server/pos/auth';
import { forTerminal } from '@/lib/server/pos/http';
import { staffLoginSchema } from '@/lib/server/pos/route-schemas';

export const POST = route(async (request: Request) => {
  const { deps, terminal } = await forTerminal(request);
  const body = await readBody(request, staffLoginSchema);
  return NextResponse.json(await loginStaff(deps, terminal, body.name, body.pin), { status: 201 });
});
