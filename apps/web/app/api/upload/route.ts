import { route } from '@/lib/server/api-route';
import { signUploadUrl } from '@/lib/server/uploads/upload-handlers';

export const dynamic = 'force-dynamic';

/** GET /api/upload?fileName&fileType&bucket → { url }: a signed URL to PUT one image to (seed §7). */
export const GET = route(async (request: Request) => signUploadUrl(request));
