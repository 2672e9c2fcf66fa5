// The platform's product and review pictures, passed on from this site's origin (lib/images/image-source.ts
// says which): the page's main picture then needs no connection to another host, and raster pictures
// can go through Next's optimiser (a local path). Only picture paths, only image types.
import 'server-only';
import { webConfig } from '@/lib/config';
import { RouteError } from '@/lib/server/api-route';
import { platformImagePath } from '@/lib/images/image-source';

const IMAGE_TYPE = /^image\/(svg\+xml|png|jpeg|webp|gif)(;|$)/;

const unavailable = () => new RouteError(502, 'IMAGE_UNAVAILABLE', '이미지를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');

export async function serveShopImage(segments: readonly string[]): Promise<Response> {
  const path = platformImagePath(segments);
  if (!path) throw new RouteError(404, 'IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다.');
  let upstream: Response;
  try {
    upstream = await fetch(`${webConfig().shopApiUrl}${path}`, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  } catch {
    throw unavailable();
  }
  if (upstream.status === 404) throw new RouteError(404, 'IMAGE_NOT_FOUND', '이미지를 찾을 수 없습니다.');
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !IMAGE_TYPE.test(type)) throw unavailable();
  return new Response(await upstream.arrayBuffer(), {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own runs nothing and loads nothing from this origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
