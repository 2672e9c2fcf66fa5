import { route } from '@/lib/server/api-route';
import { receiveUpload, serveUpload } from '@/lib/server/uploads/upload-handlers';

export const dynamic = 'force-dynamic';

interface Params {
  params: Promise<{ key: string[] }>;
}

/** PUT /api/upload/<key>?signature&expires: the signed upload itself. */
export const PUT = route(async (request: Request, { params }: Params) => receiveUpload(request, (await params).key.join('/')));

/** GET /api/upload/<key>: the stored file (the address core's uploadFile answers). */
export const GET = route(async (_request: Request, { params }: Params) => serveUpload((await params).key.join('/')));
