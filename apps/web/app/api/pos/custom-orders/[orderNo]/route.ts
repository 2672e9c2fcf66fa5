// GET /api/pos/custom-orders/{orderNo}: one custom-product order with its design sides.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { customOrderDetail } from '@/lib/server/pos/custom-orders';
import { forStaff } from '@/lib/server/pos/http';
// Registers the production area as the source of custom orders (issue 5).
import '@/lib/server/production/pos-source';

export const GET = route(async (request: Request, context: { params: Promise<{ orderNo: string }> }) => {
  await forStaff(request, 'view-custom-orders');
  return NextResponse.json(await customOrderDetail(decodeURIComponent((await context.params).orderNo)));
});
