// GET /api/pos/sessions/current: the logged-in staff member; DELETE: log out.
import type { PosStaffSessionInfo } from '@courtside/core/pos';
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { logoutStaff } from '@/lib/server/pos/auth';
import { forStaff } from '@/lib/server/pos/http';

export const GET = route(async (request: Request) => {
  const { terminal, staff } = await forStaff(request);
  const { sessionExpiresAt, ...who } = staff;
  const reply: PosStaffSessionInfo = { staff: who, terminal, expiresAt: sessionExpiresAt };
  return NextResponse.json(reply);
});

export const DELETE = route(async (request: Request) => {
  const { deps, token } = await forStaff(request);
  await logoutStaff(deps, token);
  return new NextResponse(null, { status: 204 });
});
