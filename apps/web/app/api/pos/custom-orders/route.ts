// GET /api/pos/custom-orders: custom-product orders for the terminal's custom screen. The orders and
// their designs come from the custom products work (issue 5); until it provides them the list is empty.
import { NextResponse } from 'next/server';
import { readSearchParams, route } from '@/lib/server/api-route';
import { listCustomOrders } from '@/lib/server/pos/custom-orders';
import { forStaff } from '@/lib/server/pos/http';
// Registers the production area as the source of custom orders (issue 5).
import '@/lib/server/production/pos-source';
import { customOrdersQuery } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  await forStaff(request, 'view-custom-orders');
  return NextResponse.json(await listCustomOrders(readSearchParams(request, customOrdersQuery)));
});
