// GET /api/pos/conflicts?status=&terminalId=: stock conflicts. Admins see every terminal's; others
// see their own terminal's.
import { NextResponse } from 'next/server';
import { readSearchParams, route } from '@/lib/server/api-route';
import { listConflicts } from '@/lib/server/pos/conflicts';
import { forStaff } from '@/lib/server/pos/http';
import { conflictsQuery } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  const { deps, terminal, staff } = await forStaff(request, 'view-conflicts');
  const query = readSearchParams(request, conflictsQuery);
  const terminalId = staff.role === 'admin' ? query.terminalId : terminal.terminalId;
  return NextResponse.json({ items: await listConflicts(deps, { status: query.status, terminalId }) });
});
