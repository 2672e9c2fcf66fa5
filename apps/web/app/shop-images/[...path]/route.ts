import { route } from '@/lib/server/api-route';
import { serveShopImage } from '@/lib/server/shop-images';

export const dynamic = 'force-dynamic';

/** GET /shop-images/<products|reviews>/<name>: the platform's picture from this site's origin. */
export const GET = route(async (_request: Request, { params }: { params: Promise<{ path: string[] }> }) => serveShopImage((await params).path));
