// Where a picture is fetched from, and whether Next's image optimiser (/_next/image, sharp) resizes it
// to the width shown at density 1 and 2 and sends it as WebP:
// - our own uploads, by their site-relative path: optimised;
// - the platform's product and review pictures (`<Shop API>/images/{products,reviews}/<name>.<ext>`):
//   served from this site's own origin through /shop-images/ (lib/server/shop-images.ts), so the
//   page's main picture needs no connection to another host; raster ones optimised, SVG drawings
//   (the local Shop API draws its pictures as SVG, sharp at any size and smaller than a WebP of them)
//   as they are;
// - anything else (other hosts) untouched, as the optimiser would otherwise fetch it on the shopper's behalf.
import { uploadAddress } from './upload-thumbnail';

export interface ImageSource {
  src: string;
  optimize: boolean;
}

/** This site's path for the platform's pictures. */
export const PLATFORM_IMAGE_ROUTE = '/shop-images';

const PLATFORM_IMAGE = /^\/images\/(products|reviews)\/([a-z0-9]+(?:-[a-z0-9]+){0,5}\.(?:svg|png|jpe?g|webp|gif))$/;

/** The Shop API path (`/images/products/smile-black.svg`) of a /shop-images/ address's segments, or null. */
export function platformImagePath(segments: readonly string[]): string | null {
  const path = `/images/${segments.join('/')}`;
  return PLATFORM_IMAGE.test(path) ? path : null;
}

/** `url` as the page should load it; `platformUrl` is the Shop API's address as the browser knows it. */
export function imageSource(url: string, platformUrl: string): ImageSource {
  const address = uploadAddress(url);
  if (address) return { src: address.path, optimize: true };
  const match = url.startsWith(`${platformUrl}/`) ? PLATFORM_IMAGE.exec(url.slice(platformUrl.length)) : null;
  if (match?.[1] && match[2]) return { src: `${PLATFORM_IMAGE_ROUTE}/${match[1]}/${match[2]}`, optimize: !match[2].endsWith('.svg') };
  return { src: url, optimize: false };
}
