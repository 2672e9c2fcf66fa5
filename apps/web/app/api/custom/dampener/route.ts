// /api/custom/dampener?memberId= (seed §7): a member's saved dampener designs.
import { route } from '@/lib/server/api-route';
import { editDesign, listDesigns, removeDesign, saveDesign } from '@/lib/server/designs/dampener-handlers';
import { designRouteDeps } from '@/lib/server/designs/route-deps';

export const dynamic = 'force-dynamic';

export const GET = route(async (request: Request) => listDesigns(request, await designRouteDeps()));
export const POST = route(async (request: Request) => saveDesign(request, await designRouteDeps()));
export const PATCH = route(async (request: Request) => editDesign(request, await designRouteDeps()));
export const DELETE = route(async (request: Request) => removeDesign(request, await designRouteDeps()));
