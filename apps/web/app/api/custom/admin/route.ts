// GET /api/custom/admin?status&salesChannel&keyword&pageNumber&pageSize: custom production list.
// POST /api/custom/admin {orderNo, status}: one production step, recorded with the admin and time.
// PATCH /api/custom/admin {orderNo, salesChannel}: where the order was sold (자사몰, 스마트스토어, 관리자).
// Admins only, checked here on the server: a visitor gets 401, any other member 403.
import { NextResponse } from 'next/server';
import { readBody, readSearchParams, route } from '@/lib/server/api-route';
import { requireAdminForRoute } from '@/lib/server/guards';
import { productionDeps } from '@/lib/server/production/runtime';
import { adminList, adminListQuery, adminMove, adminSetChannel, channelBody, moveBody } from '@/lib/server/production/service';

export const dynamic = 'force-dynamic';

const noStore = { headers: { 'Cache-Control': 'no-store' } };

export const GET = route(async (request: Request) => {
  await requireAdminForRoute();
  return NextResponse.json(await adminList(await productionDeps(), readSearchParams(request, adminListQuery)), noStore);
});

export const POST = route(async (request: Request) => {
  const admin = await requireAdminForRoute();
  const body = await readBody(request, moveBody);
  return NextResponse.json(await adminMove(await productionDeps(), admin.profile.memberId, body), noStore);
});

export const PATCH = route(async (request: Request) => {
  const admin = await requireAdminForRoute();
  const body = await readBody(request, channelBody);
  return NextResponse.json(await adminSetChannel(await productionDeps(), admin.profile.memberId, body), noStore);
});
