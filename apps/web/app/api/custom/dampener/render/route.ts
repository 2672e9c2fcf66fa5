// GET /api/custom/dampener/render: a side's 300-DPI print file (owner or admin).
import { route } from '@/lib/server/api-route';
import { renderDesign } from '@/lib/server/designs/render-handler';
import { designRouteDeps } from '@/lib/server/designs/route-deps';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = route(async (request: Request) => renderDesign(request, await designRouteDeps()));
