// Seed §7 uploads: a signed, short-lived URL per file; images only, at most 10 MB. Keys are made
// here, never taken from the shopper, so a key can always be mapped to a file without escaping the
// uploads folder.
import { THUMBNAIL_SUFFIX } from '@courtside/core/constants';

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

/** The 2x WebP of the `_small` thumbnail (seed §9 densities 1 and 2). */
export const SMALL_2X_SUFFIX = `${THUMBNAIL_SUFFIX}_2x`;

/** bucket/yyyymmdd/<32 hex>.<ext>, or one of its variants (`_small`, `_small_2x` before the extension). */
const KEY_PATTERN = new RegExp(`^([a-z0-9][a-z0-9-]{0,39}/\\d{8}/[0-9a-f]{32})(${SMALL_2X_SUFFIX}|${THUMBNAIL_SUFFIX})?\\.(jpg|png|gif|webp)$`);

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

export interface UploadKeyParts {
  /** bucket/day/hex: shared by the original and its variants. */
  stem: string;
  /** '' for the original, else `_small` or `_small_2x`. */
  suffix: string;
  ext: string;
}

export function uploadKeyParts(key: string): UploadKeyParts | null {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1] || !match[3]) return null;
  return { stem: match[1], suffix: match[2] ?? '', ext: match[3] };
}

/** The key of a variant of `originalKey`: `variantKey('a/b/x.png', '_small', 'webp')` → `a/b/x_small.webp`. */
export function variantKey(originalKey: string, suffix: string, ext: string): string {
  const parts = uploadKeyParts(originalKey);
  if (!parts || parts.suffix) throw new Error('not an original upload key');
  return `${parts.stem}${suffix}.${ext}`;
}

/** The keys the original of a variant key may have (its type is not in the variant's name), or null for an original. */
export function originalCandidates(key: string): string[] | null {
  const parts = uploadKeyParts(key);
  if (!parts?.suffix) return null;
  return Object.values(UPLOAD_TYPES).map((ext) => `${parts.stem}.${ext}`);
}
