// GET /api/pos/reports/daily?date=YYYY-MM-DD&terminalId=: the day's sales by terminal, cashier and
// payment method (the whole shop without terminalId).
import { NextResponse } from 'next/server';
import { readSearchParams, route } from '@/lib/server/api-route';
import { businessDate, forStaff } from '@/lib/server/pos/http';
import { dailyReport } from '@/lib/server/pos/reports';
import { dailyReportQuery } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'view-reports');
  const query = readSearchParams(request, dailyReportQuery);
  return NextResponse.json(await dailyReport(deps, businessDate(query.date), query.terminalId ?? null));
});
