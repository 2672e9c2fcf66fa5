// POST /api/pos/conflicts/{conflictId}/resolve: an admin settles a conflict with a note.
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { resolveConflict } from '@/lib/server/pos/conflicts';
import { forStaff, pathId } from '@/lib/server/pos/http';
import { conflictResolveSchema } from '@/lib/server/pos/route-schemas';

export const POST = route(async (request: Request, context: { params: Promise<{ conflictId: string }> }) => {
  const { deps, staff } = await forStaff(request, 'resolve-conflicts');
  const conflictId = pathId((await context.params).conflictId, 'POS_CONFLICT_NOT_FOUND');
  const body = await readBody(request, conflictResolveSchema);
  return NextResponse.json(await resolveConflict(deps, conflictId, staff.staffId, body.note));
});
