// Where the thumbnails of one of our own uploads live (made at upload, see
// lib/server/uploads/image-variants.ts): `_small.<ext>` 100 px wide, `_small.webp` and
// `_small_2x.webp` for screens of density 1 and 2. Pure: used by server and client components.
import { THUMBNAIL_SUFFIX } from '@courtside/core';
import { SMALL_2X_SUFFIX, uploadKeyParts } from '@/lib/server/uploads/upload-rules';

export interface UploadThumbnail {
  /** The `_small` file in the original's type (browsers without WebP). */
  small: string;
  webp1x: string;
  webp2x: string;
}

const UPLOAD_PATH = /^(.*\/(?:api\/upload|uploads)\/)(.+)$/;

/** The thumbnails of an upload's address (absolute or site-relative), or null for any other picture. */
export function uploadThumbnail(url: string): UploadThumbnail | null {
  if (/[?#]/.test(url)) return null;
  const match = UPLOAD_PATH.exec(url);
  if (!match?.[1] || !match[2]) return null;
  const parts = uploadKeyParts(match[2]);
  if (!parts || parts.suffix) return null;
  const base = `${match[1]}${parts.stem}`;
  return { small: `${base}${THUMBNAIL_SUFFIX}.${parts.ext}`, webp1x: `${base}${THUMBNAIL_SUFFIX}.webp`, webp2x: `${base}${SMALL_2X_SUFFIX}.webp` };
}
