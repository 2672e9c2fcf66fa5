// The pictures made from an uploaded image (seed §5 `_small` thumbnail 100 px wide; seed §9 WebP at
// densities 1 and 2). Bytes in, bytes out: whatever stores the original stores these next to it.
// sharp (libvips, prebuilt binaries) decodes and encodes: it is what Next's own image optimiser
// uses, handles JPEG/PNG/GIF/WebP including EXIF rotation and animation, and refuses broken files.
import 'server-only';
import sharp from 'sharp';
import { THUMBNAIL_SUFFIX, THUMBNAIL_WIDTH } from '@courtside/core/constants';
import { SMALL_2X_SUFFIX } from './upload-rules';

export interface ImageVariant {
  /** Put before the extension of the original's key: `_small`, `_small_2x`. */
  suffix: string;
  /** The extension (and so the type) of the variant: the original's, or `webp`. */
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  bytes: Uint8Array;
  width: number;
}

/** The upload is not a picture of the type it claims (or not a picture at all). */
export class ImageDecodeError extends Error {}

const SHARP_FORMAT: Readonly<Record<string, 'jpeg' | 'png' | 'gif' | 'webp'>> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };
/** A 10 MB file can still unpack into billions of pixels; 40 megapixels is far above any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

async function resized(bytes: Uint8Array, animated: boolean, width: number, format: 'jpeg' | 'png' | 'gif' | 'webp'): Promise<{ bytes: Uint8Array; width: number }> {
  const { data, info } = await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // EXIF orientation first, so a phone photo's thumbnail stands the right way up
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, format === 'webp' ? { quality: 80 } : {})
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width };
}

/**
 * Checks that `bytes` really are an image of the extension `ext` and returns its variants:
 * `_small.<ext>` (THUMBNAIL_WIDTH wide, the original's type), `_small.webp` (the same in WebP, 1x)
 * and `_small_2x.webp` (twice as wide, for 2x screens). Images narrower than a variant are not
 * enlarged. Metadata (EXIF, GPS) is dropped from every variant.
 */
export async function imageVariants(bytes: Uint8Array, ext: string): Promise<ImageVariant[]> {
  const format = SHARP_FORMAT[ext];
  if (!format) throw new ImageDecodeError(`unsupported extension ${ext}`);
  let pages = 1;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== format) throw new ImageDecodeError(`declared ${format}, found ${meta.format}`);
    pages = meta.pages ?? 1;
  } catch (error) {
    throw error instanceof ImageDecodeError ? error : new ImageDecodeError('not a decodable image', { cause: error });
  }
  const animated = pages > 1;
  try {
    const [original, webp, webp2x] = await Promise.all([
      resized(bytes, animated, THUMBNAIL_WIDTH, format),
      resized(bytes, animated, THUMBNAIL_WIDTH, 'webp'),
      resized(bytes, animated, THUMBNAIL_WIDTH * 2, 'webp'),
    ]);
    const variants: ImageVariant[] = [{ suffix: THUMBNAIL_SUFFIX, ext: ext as ImageVariant['ext'], ...original }];
    if (ext !== 'webp') variants.push({ suffix: THUMBNAIL_SUFFIX, ext: 'webp', ...webp });
    variants.push({ suffix: SMALL_2X_SUFFIX, ext: 'webp', ...webp2x });
    return variants;
  } catch (error) {
    // Headers can be fine while the pixel data is truncated or corrupt.
    throw new ImageDecodeError('image data is corrupt', { cause: error });
  }
}
