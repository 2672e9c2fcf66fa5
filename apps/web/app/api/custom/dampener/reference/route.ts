// POST /api/custom/dampener/reference: freezes a design for a cart line (members and guests).
// GET ?reference=: the line's design in words with its faces' pictures (cart, order sheet, orders).
import { route } from '@/lib/server/api-route';
import { describeDesign, freezeDesign } from '@/lib/server/designs/dampener-handlers';
import { designRouteDeps } from '@/lib/server/designs/route-deps';

export const dynamic = 'force-dynamic';

export const POST = route(async (request: Request) => freezeDesign(request, await designRouteDeps()));

export const GET = route(async (request: Request) => describeDesign(request, await designRouteDeps()));
