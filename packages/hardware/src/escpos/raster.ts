// Raster images (GS v 0). An RGBA picture becomes a 1-bit bitmap (transparent = paper, then a
// luminance threshold), narrowed to the paper's printable dots if needed, and is sent in strips of
// at most ~4 KB: a single large block overflows the receive buffer of common printers, which then
// print garbage.
import { HardwareError } from '../hardware-error.ts';
import { GS } from './commands.ts';

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** width × height × 4 bytes, row by row, R G B A. */
  readonly data: Uint8Array | Uint8ClampedArray;
}

export interface MonoBitmap {
  readonly width: number;
  readonly height: number;
  readonly bytesPerRow: number;
  /** 1 = black dot; each row padded to whole bytes, most significant bit leftmost. */
  readonly bits: Uint8Array;
}

export interface MonochromeOptions {
  /** Luminance below this (0–255) prints black. Default 128. */
  readonly threshold?: number;
  /** Printable dots across the paper (576 at 80 mm / 203 dpi, 384 at 58 mm). Wider images are scaled down. */
  readonly maxWidth?: number;
}

export const DEFAULT_MAX_STRIP_BYTES = 4096;

function assertImage(image: RgbaImage): void {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || data.length !== width * height * 4) {
    throw new HardwareError('ESCPOS_IMAGE_INVALID', { details: { width, height, bytes: data.length } });
  }
}

export function rgbaToMonochrome(image: RgbaImage, options: MonochromeOptions = {}): MonoBitmap {
  assertImage(image);
  const threshold = options.threshold ?? 128;
  const maxWidth = options.maxWidth ?? 576;
  const scale = image.width > maxWidth ? image.width / maxWidth : 1;
  const width = Math.floor(image.width / scale);
  const height = Math.max(1, Math.floor(image.height / scale));
  const bytesPerRow = Math.ceil(width / 8);
  const bits = new Uint8Array(bytesPerRow * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor(y * scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor(x * scale));
      const i = (sy * image.width + sx) * 4;
      const alpha = (image.data[i + 3] as number) / 255;
      // Composite over white paper, then ITU-R BT.601 luminance.
      const luminance =
        0.299 * ((image.data[i] as number) * alpha + 255 * (1 - alpha)) +
        0.587 * ((image.data[i + 1] as number) * alpha + 255 * (1 - alpha)) +
        0.114 * ((image.data[i + 2] as number) * alpha + 255 * (1 - alpha));
      if (luminance < threshold) {
        const at = y * bytesPerRow + (x >> 3);
        bits[at] = (bits[at] as number) | (0x80 >> (x & 7));
      }
    }
  }
  return { width, height, bytesPerRow, bits };
}

/** GS v 0 commands, each carrying at most `maxStripBytes` of image data (whole rows). */
export function rasterStrips(bitmap: MonoBitmap, maxStripBytes: number = DEFAULT_MAX_STRIP_BYTES): Uint8Array[] {
  const rowsPerStrip = Math.max(1, Math.floor(maxStripBytes / bitmap.bytesPerRow));
  const strips: Uint8Array[] = [];
  for (let row = 0; row < bitmap.height; row += rowsPerStrip) {
    const rows = Math.min(rowsPerStrip, bitmap.height - row);
    const header = [GS, 0x76, 0x30, 0x00, bitmap.bytesPerRow & 0xff, bitmap.bytesPerRow >> 8, rows & 0xff, rows >> 8];
    const strip = new Uint8Array(header.length + rows * bitmap.bytesPerRow);
    strip.set(header, 0);
    strip.set(bitmap.bits.subarray(row * bitmap.bytesPerRow, (row + rows) * bitmap.bytesPerRow), header.length);
    strips.push(strip);
  }
  return strips;
}
