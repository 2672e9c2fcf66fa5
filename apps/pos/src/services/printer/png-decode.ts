// Just enough PNG decoding to print a design image as a raster: 8-bit, non-interlaced grey, grey +
// alpha, RGB, RGBA and palette images (what browsers and the designer export). Anything else is
// refused with ESCPOS_IMAGE_INVALID rather than printed as garbage.
import { inflateSync } from 'node:zlib';
import { HardwareError } from '@courtside/hardware';
import type { RgbaImage } from '@courtside/hardware';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const invalid = (reason: string) => new HardwareError('ESCPOS_IMAGE_INVALID', { details: { reason } });

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(bytes: Uint8Array): RgbaImage {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 8 || SIGNATURE.some((b, i) => buf[i] !== b)) throw invalid('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const data: Buffer[] = [];
  while (offset + 8 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const body = buf.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      colorType = body[9] ?? -1;
      if (depth !== 8 || body[12] !== 0) throw invalid('only 8-bit, non-interlaced PNG');
      if (CHANNELS[colorType] === undefined) throw invalid('colour type');
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
  }
  const channels = CHANNELS[colorType];
  if (!channels || width < 1 || height < 1 || width * height > 16_000_000) throw invalid('size');
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw invalid('truncated');
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const predicted = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0;
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const s = i * channels;
    const d = i * 4;
    const p0 = pixels[s] ?? 0;
    switch (colorType) {
      case 0:
        rgba.set([p0, p0, p0, 255], d);
        break;
      case 4:
        rgba.set([p0, p0, p0, pixels[s + 1] ?? 255], d);
        break;
      case 2:
        rgba.set([p0, pixels[s + 1] ?? 0, pixels[s + 2] ?? 0, 255], d);
        break;
      case 6:
        rgba.set([p0, pixels[s + 1] ?? 0, pixels[s + 2] ?? 0, pixels[s + 3] ?? 255], d);
        break;
      case 3: {
        if (!palette) throw invalid('palette missing');
        rgba.set([palette[p0 * 3] ?? 0, palette[p0 * 3 + 1] ?? 0, palette[p0 * 3 + 2] ?? 0, transparency?.[p0] ?? 255], d);
        break;
      }
    }
  }
  return { width, height, data: rgba };
}
