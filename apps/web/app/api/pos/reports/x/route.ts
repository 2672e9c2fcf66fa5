// GET /api/pos/reports/x?terminalId=: today so far (Seoul), for this terminal unless another is
// named; nothing is recorded.
import { NextResponse } from 'next/server';
import { readSearchParams, route } from '@/lib/server/api-route';
import { forStaff } from '@/lib/server/pos/http';
import { dailyReport, todayInSeoul } from '@/lib/server/pos/reports';
import { xReportQuery } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  const { deps, terminal } = await forStaff(request, 'view-reports');
  const query = readSearchParams(request, xReportQuery);
  return NextResponse.json(await dailyReport(deps, todayInSeoul(deps), query.terminalId ?? terminal.terminalId));
});
