// GET /api/pos/shop: the shop's details for receipts (terminal key); PUT: change them (admins).
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { forStaff, forTerminal } from '@/lib/server/pos/http';
import { shopProfileSchema } from '@/lib/server/pos/route-schemas';
import { readShopProfile, saveShopProfile } from '@/lib/server/pos/shop-profile';

export const dynamic = 'force-dynamic';

export const GET = route(async (request: Request) => {
  const { deps } = await forTerminal(request);
  return NextResponse.json(await readShopProfile(deps.db));
});

export const PUT = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'manage-shop');
  const body = await readBody(request, shopProfileSchema);
  return NextResponse.json(await saveShopProfile(deps.db, body, deps.now()));
});
