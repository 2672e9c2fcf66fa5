// GET /api/custom/admin/export?orderNos=a,b: the external order export as a JSON download.
// POST /api/custom/admin/export {orderNos}: the same orders sent through the pod adapter.
// Admins only (401/403 otherwise).
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { readBody, readSearchParams, route } from '@/lib/server/api-route';
import { requireAdminForRoute } from '@/lib/server/guards';
import { productionDeps } from '@/lib/server/production/runtime';
import { exportBody, exportDocument, sendExport } from '@/lib/server/production/service';

export const dynamic = 'force-dynamic';

const query = z.object({
  orderNos: z
    .string()
    .regex(/^[0-9A-Za-z-]{1,40}(,[0-9A-Za-z-]{1,40}){0,99}$/)
    .transform((value) => value.split(',')),
});

export const GET = route(async (request: Request) => {
  await requireAdminForRoute();
  const { orderNos } = readSearchParams(request, query);
  const deps = await productionDeps();
  const document = await exportDocument(deps, orderNos);
  const day = deps.now().toISOString().slice(0, 10).replaceAll('-', '');
  return new NextResponse(JSON.stringify(document, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="courtside-pod-orders-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  });
});

export const POST = route(async (request: Request) => {
  const admin = await requireAdminForRoute();
  const body = await readBody(request, exportBody);
  return NextResponse.json(await sendExport(await productionDeps(), admin.profile.memberId, body.orderNos), { headers: { 'Cache-Control': 'no-store' } });
});
