// GET /api/admin/shop-profile: the shop's details for receipts; PUT: change them. For the
// storefront's admin screen (a signed-in shop administrator); terminals use /api/pos/shop.
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { requireAdminForRoute } from '@/lib/server/guards';
import { posShopProfileSchema } from '@courtside/core';
import { readShopProfile, saveShopProfile } from '@courtside/pos-server';
import { posDeps } from '@/lib/server/pos-runtime';

export const dynamic = 'force-dynamic';
const noStore = { headers: { 'Cache-Control': 'no-store' } };

export const GET = route(async () => {
  await requireAdminForRoute();
  return NextResponse.json(await readShopProfile((await posDeps()).db), noStore);
});

export const PUT = route(async (request: Request) => {
  await requireAdminForRoute();
  const body = await readBody(request, posShopProfileSchema);
  const deps = await posDeps();
  return NextResponse.json(await saveShopProfile(deps.db, body, deps.now()), noStore);
});
