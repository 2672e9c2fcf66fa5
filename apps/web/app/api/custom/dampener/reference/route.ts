// POST /api/custom/dampener/reference: freezes a design for a cart line (members and guests).
import { route } from '@/lib/server/api-route';
import { freezeDesign } from '@/lib/server/designs/dampener-handlers';
import { designRouteDeps } from '@/lib/server/designs/route-deps';

export const dynamic = 'force-dynamic';

export const POST = route(async (request: Request) => freezeDesign(request, await designRouteDeps()));
