// GET /api/pos/sales?date=&terminalId=&staffId=&receiptNo=&page=&size=: the store's sales from every
// terminal, newest first, paged ({ items, totalCount, page, size }).
import { NextResponse } from 'next/server';
import { readSearchParams, route } from '@/lib/server/api-route';
import { businessDate, forStaff } from '@/lib/server/pos/http';
import { salesQuery } from '@/lib/server/pos/route-schemas';
import { listSales } from '@/lib/server/pos/sales';

export const GET = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'view-reports');
  const query = readSearchParams(request, salesQuery);
  return NextResponse.json(
    await listSales(deps, { date: query.date === undefined ? undefined : businessDate(query.date), terminalId: query.terminalId, staffId: query.staffId, receiptNo: query.receiptNo, page: query.page, size: query.size }),
  );
});
