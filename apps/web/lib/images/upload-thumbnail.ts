// Addresses of our own uploads (lib/server/uploads) and of the thumbnails made at upload
// (lib/server/uploads/image-variants.ts): `_small.<ext>` 100 px wide, `_small.webp` and
// `_small_2x.webp` for screens of density 1 and 2. Pure: used by server and client components.
import { THUMBNAIL_SUFFIX } from '@courtside/core/constants';
import { SMALL_2X_SUFFIX, uploadKeyParts, type UploadKeyParts } from '@/lib/server/uploads/upload-rules';

/** origin (may be empty), the upload route's path prefix, the key. No query, no fragment. */
const UPLOAD_URL = /^((?:https?:\/\/[^/?#]+)?)(\/(?:api\/upload|uploads)\/)([^?#]+)$/;

export interface UploadAddress {
  /** `http://host:port` or '' for a site-relative address. */
  origin: string;
  /** The address on this site: `/api/upload/<key>` or `/uploads/<key>`. */
  path: string;
  /** `<origin><route prefix><bucket/day/hex>`: the variants' names continue from here. */
  stem: string;
  parts: UploadKeyParts;
}

/** The parts of an address of one of our uploads (or one of its variants), or null for any other. */
export function uploadAddress(url: string): UploadAddress | null {
  const match = UPLOAD_URL.exec(url);
  if (!match || match[1] === undefined || !match[2] || !match[3]) return null;
  const parts = uploadKeyParts(match[3]);
  if (!parts) return null;
  return { origin: match[1], path: `${match[2]}${match[3]}`, stem: `${match[1]}${match[2]}${parts.stem}`, parts };
}

export interface UploadThumbnail {
  /** The `_small` file in the original's type (browsers without WebP). */
  small: string;
  webp1x: string;
  webp2x: string;
}

/** The thumbnails of an original upload's address (absolute or site-relative), or null for any other picture. */
export function uploadThumbnail(url: string): UploadThumbnail | null {
  const address = uploadAddress(url);
  if (!address || address.parts.suffix) return null;
  const { stem, parts } = address;
  return { small: `${stem}${THUMBNAIL_SUFFIX}.${parts.ext}`, webp1x: `${stem}${THUMBNAIL_SUFFIX}.webp`, webp2x: `${stem}${SMALL_2X_SUFFIX}.webp` };
}
