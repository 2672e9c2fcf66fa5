// GET /api/pos/staff: staff accounts; POST: add one (admins).
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { createStaff, listStaff } from '@/lib/server/pos/auth';
import { forStaff } from '@/lib/server/pos/http';
import { staffCreateSchema } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'manage-staff');
  return NextResponse.json({ items: await listStaff(deps) });
});

export const POST = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'manage-staff');
  const body = await readBody(request, staffCreateSchema);
  return NextResponse.json(await createStaff(deps, body), { status: 201 });
});
