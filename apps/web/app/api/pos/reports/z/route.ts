// POST /api/pos/reports/z {date?}: close this terminal's day (admins). Recorded once; asking again
// answers the recorded close.
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { businessDate, forStaff } from '@/lib/server/pos/http';
import { closeDay, todayInSeoul } from '@/lib/server/pos/reports';
import { zCloseSchema } from '@/lib/server/pos/route-schemas';

export const POST = route(async (request: Request) => {
  const { deps, terminal, staff } = await forStaff(request, 'close-day');
  const body = await readBody(request, zCloseSchema);
  const date = body.date === undefined ? todayInSeoul(deps) : businessDate(body.date);
  const z = await closeDay(deps, terminal, staff, date);
  return NextResponse.json(z, { status: z.alreadyClosed ? 200 : 201 });
});
