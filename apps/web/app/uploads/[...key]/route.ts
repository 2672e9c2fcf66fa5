import { route } from '@/lib/server/api-route';
import { serveUpload } from '@/lib/server/uploads/upload-handlers';

export const dynamic = 'force-dynamic';

/** GET /uploads/<key>: the stored file under a short public address. */
export const GET = route(async (_request: Request, { params }: { params: Promise<{ key: string[] }> }) =>
  serveUpload((await params).key.join('/')),
);
