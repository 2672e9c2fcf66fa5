// Any /api/* path no route serves answers JSON with a code, like every other API reply — not the
// storefront's HTML 404 page.
import { errorResponse } from '@/lib/server/api-route';

export const dynamic = 'force-dynamic';

const notFound = async (): Promise<Response> => errorResponse(404, 'API_NOT_FOUND');

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
