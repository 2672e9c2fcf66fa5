import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { ImageDecodeError, imageVariants } = await import('./image-variants');

async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp', orientation?: number): Promise<Uint8Array> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).toFormat(format);
  if (orientation) image = image.withMetadata({ orientation });
  return new Uint8Array(await image.toBuffer());
}

async function describeImage(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('image variants of an upload', () => {
  it('make a 100 px _small thumbnail in the original type and WebP at 1x and 2x', async () => {
    const variants = await imageVariants(await picture(400, 300, 'png'), 'png');
    const found = await Promise.all(variants.map(async (v) => ({ name: `${v.suffix}.${v.ext}`, reported: v.width, ...(await describeImage(v.bytes)) })));
    expect(found).toEqual([
      { name: '_small.png', reported: 100, format: 'png', width: 100, height: 75 },
      { name: '_small.webp', reported: 100, format: 'webp', width: 100, height: 75 },
      { name: '_small_2x.webp', reported: 200, format: 'webp', width: 200, height: 150 },
    ]);
  });

  it('give a WebP upload one _small WebP, and never enlarge a narrow picture', async () => {
    const variants = await imageVariants(await picture(60, 60, 'webp'), 'webp');
    expect(variants.map((v) => `${v.suffix}.${v.ext}:${v.width}`)).toEqual(['_small.webp:60', '_small_2x.webp:60']);
  });

  it('stand a phone photo upright (EXIF orientation) before shrinking it', async () => {
    const [small] = await imageVariants(await picture(400, 200, 'jpeg', 6), 'jpg');
    expect(await describeImage(small!.bytes)).toEqual({ format: 'jpeg', width: 100, height: 200 });
  });

  it('refuse bytes that are not the image they claim to be', async () => {
    await expect(imageVariants(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'png')).rejects.toBeInstanceOf(ImageDecodeError);
    await expect(imageVariants(await picture(40, 40, 'jpeg'), 'png')).rejects.toBeInstanceOf(ImageDecodeError);
    const truncated = (await picture(400, 400, 'png')).slice(0, 120);
    await expect(imageVariants(truncated, 'png')).rejects.toBeInstanceOf(ImageDecodeError);
  });
});
