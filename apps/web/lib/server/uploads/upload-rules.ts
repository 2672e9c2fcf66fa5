// Seed §7 uploads: a signed, short-lived URL per file; images only, at most 10 MB. Keys are made
// here, never taken from the shopper, so a key can always be mapped to a file without escaping the
// uploads folder.
import { THUMBNAIL_SUFFIX } from '@courtside/core';

export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Image types accepted, with the extension their files get. SVG is refused: it can carry script. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const CONTENT_TYPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([type, ext]) => [ext, type]));

/** `review`, `custom-design`, … : lower-case letters, digits and dashes. */
export const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** bucket/yyyymmdd/<32 hex>.<ext>, optionally with the thumbnail suffix. */
const KEY_PATTERN = new RegExp(`^[a-z0-9][a-z0-9-]{0,39}/\\d{8}/[0-9a-f]{32}(${THUMBNAIL_SUFFIX})?\\.(jpg|png|gif|webp)$`);

export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function newUploadKey(bucket: string, fileType: string, now: Date, randomHex: string): string {
  const ext = UPLOAD_TYPES[fileType];
  if (!ext) throw new Error(`unsupported type ${fileType}`);
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${bucket}/${day}/${randomHex}.${ext}`;
}

export function contentTypeOfKey(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext];
}

/** `a/b/x_small.png` → `a/b/x.png`; null when the key is not a thumbnail name. */
export function originalOfThumbnail(key: string): string | null {
  const dot = key.lastIndexOf('.');
  const stem = key.slice(0, dot);
  return stem.endsWith(THUMBNAIL_SUFFIX) ? `${stem.slice(0, -THUMBNAIL_SUFFIX.length)}${key.slice(dot)}` : null;
}
