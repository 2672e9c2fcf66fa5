// A design image (PNG) decoded into RGBA pixels for the printer's raster. pngjs (pure JavaScript, no
// native build in the Electron main process) reads every standard PNG: any bit depth, grey, RGB,
// palette with transparency, alpha, interlaced. What it cannot read is refused with
// ESCPOS_IMAGE_INVALID rather than printed as garbage.
import { HardwareError } from '@courtside/hardware';
import type { RgbaImage } from '@courtside/hardware';
import { PNG } from 'pngjs';

/** Far above any design (402 × 402 px at 300 DPI), far below what would exhaust memory. */
const MAX_PIXELS = 16_000_000;

const invalid = (reason: string) => new HardwareError('ESCPOS_IMAGE_INVALID', { details: { reason } });

export function decodePng(bytes: Uint8Array): RgbaImage {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The header's size is checked before any pixel is inflated (IHDR: width, height at bytes 16–23).
  if (buf.length >= 24 && buf.toString('latin1', 12, 16) === 'IHDR' && buf.readUInt32BE(16) * buf.readUInt32BE(20) > MAX_PIXELS) throw invalid('size');
  let png: PNG;
  try {
    png = PNG.sync.read(buf);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'not a PNG');
  }
  if (png.width < 1 || png.height < 1) throw invalid('size');
  return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
}
