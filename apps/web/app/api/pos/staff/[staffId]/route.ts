// PATCH /api/pos/staff/{staffId}: change a PIN, a role, or deactivate (admins).
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { updateStaff } from '@/lib/server/pos/auth';
import { forStaff, pathId } from '@/lib/server/pos/http';
import { staffUpdateSchema } from '@/lib/server/pos/route-schemas';

export const PATCH = route(async (request: Request, context: { params: Promise<{ staffId: string }> }) => {
  const { deps } = await forStaff(request, 'manage-staff');
  const staffId = pathId((await context.params).staffId, 'POS_STAFF_NOT_FOUND');
  const body = await readBody(request, staffUpdateSchema);
  return NextResponse.json(await updateStaff(deps, staffId, body));
});
