// POST /api/catalogue/revalidate { tags, at } — the instance's own change follower
// (lib/server/catalogue/invalidation.ts) revalidates the cached catalogue pages that show what the
// platform changed (issue 33). Signed with WEB_SECRET (lib/server/catalogue/revalidation.ts): 403
// CACHE_REVALIDATE_REFUSED without a valid, fresh signature; 400 for tags it does not write.
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { webConfig } from '@/lib/config';
import { readVerifiedBody, RouteError, route } from '@/lib/server/api-route';
import { freshEnough, revalidationBody, SIGNATURE_HEADER, signatureMatches } from '@/lib/server/catalogue/revalidation';

export const dynamic = 'force-dynamic';

export const POST = route(async (request: Request) => {
  const { secret } = webConfig();
  const given = request.headers.get(SIGNATURE_HEADER);
  const body = await readVerifiedBody(request, revalidationBody, (text) => {
    if (!signatureMatches(secret, text, given)) throw new RouteError(403, 'CACHE_REVALIDATE_REFUSED');
  });
  if (!freshEnough(body.at, Date.now())) throw new RouteError(403, 'CACHE_REVALIDATE_REFUSED');
  // expire 0: the next request for a page carrying one of these tags renders it again (no stale answer).
  for (const tag of body.tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: body.tags.length }, { headers: { 'Cache-Control': 'no-store' } });
});
