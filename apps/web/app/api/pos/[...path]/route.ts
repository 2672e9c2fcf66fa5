// /api/pos/*: the counter terminals' routes. Thin adapter: the routes, their checks and their
// replies are packages/pos-server's handler (routed by core's POS_ROUTES contract); this app hands
// it the dependencies (lib/server/pos-runtime.ts).
import { posHandler } from '@/lib/server/pos-runtime';

export const dynamic = 'force-dynamic';

export const GET = posHandler;
export const POST = posHandler;
export const PUT = posHandler;
export const PATCH = posHandler;
export const DELETE = posHandler;
