// GET /api/pos/sales/{saleId}: one sale (by the terminal's UUIDv7) with its refunds.
import { isPosUuidV7 } from '@courtside/core/pos';
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { posError } from '@/lib/server/pos/errors';
import { forStaff } from '@/lib/server/pos/http';
import { saleDetail } from '@/lib/server/pos/sales';

export const GET = route(async (request: Request, context: { params: Promise<{ saleId: string }> }) => {
  const { deps } = await forStaff(request, 'view-reports');
  const { saleId } = await context.params;
  if (!isPosUuidV7(saleId)) throw posError('POS_SALE_NOT_FOUND', '판매 내역을 찾을 수 없습니다.');
  return NextResponse.json(await saleDetail(deps, saleId));
});
