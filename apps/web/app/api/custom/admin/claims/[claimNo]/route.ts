// PUT /api/custom/admin/claims/{claimNo} {action, rejectReason?, deliveryCompanyType?, invoiceNo?}:
// one step on a return or exchange (approve, reject, mark collected, complete). Admins only.
import { NextResponse } from 'next/server';
import { RouteError, readBody, route } from '@/lib/server/api-route';
import { requireAdminForRoute } from '@/lib/server/guards';
import { stepBody, stepDeskClaim } from '@/lib/server/claims/claim-desk';

export const dynamic = 'force-dynamic';

export const PUT = route(async (request: Request, context: { params: Promise<{ claimNo: string }> }) => {
  await requireAdminForRoute();
  const { claimNo } = await context.params;
  if (!/^\d{1,9}$/.test(claimNo)) throw new RouteError(400, 'INVALID_REQUEST', '클레임 번호가 올바르지 않습니다.');
  const body = await readBody(request, stepBody);
  return NextResponse.json(await stepDeskClaim(Number(claimNo), body), { headers: { 'Cache-Control': 'no-store' } });
});
