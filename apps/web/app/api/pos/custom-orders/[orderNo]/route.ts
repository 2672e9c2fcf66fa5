// GET /api/pos/custom-orders/{orderNo}: one custom-product order with its design sides.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { customOrderDetail } from '@/lib/server/pos/custom-orders';
import { forStaff } from '@/lib/server/pos/http';

export const GET = route(async (request: Request, context: { params: Promise<{ orderNo: string }> }) => {
  await forStaff(request, 'view-custom-orders');
  return NextResponse.json(await customOrderDetail(decodeURIComponent((await context.params).orderNo)));
});
