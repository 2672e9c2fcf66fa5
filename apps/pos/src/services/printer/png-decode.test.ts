import { HardwareError } from '@courtside/hardware';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodePng } from './png-decode.ts';

/** A 3 × 2 picture: red, green, blue / white, black, half-transparent grey. */
const pixels = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 128];

function encoded(options: { colorType: 0 | 2 | 4 | 6; bitDepth: 8 | 16 }): Buffer {
  const png = new PNG({ width: 3, height: 2 });
  // 16-bit output is written from 16-bit samples (255 → 65535).
  png.data = options.bitDepth === 16 ? (Uint16Array.from(pixels, (v) => v * 257) as unknown as Buffer) : Buffer.from(pixels);
  return PNG.sync.write(png, { ...options, inputHasAlpha: true });
}

describe('design PNGs for the printer', () => {
  it('decode RGBA at 8 and 16 bits per channel into the same pixels', () => {
    for (const bitDepth of [8, 16] as const) {
      const image = decodePng(encoded({ colorType: 6, bitDepth }));
      expect({ width: image.width, height: image.height, data: [...image.data] }).toEqual({ width: 3, height: 2, data: pixels });
    }
  });
  it('decode grey pictures as grey RGBA', () => {
    const image = decodePng(encoded({ colorType: 0, bitDepth: 8 }));
    expect([...image.data.slice(12, 20)]).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
  });
  it('refuse what is not a PNG, is cut short, or is too large to print', () => {
    const whole = encoded({ colorType: 6, bitDepth: 8 });
    const huge = Buffer.from(whole);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    for (const bytes of [new TextEncoder().encode('GIF89a not a png'), whole.subarray(0, whole.length - 20), huge]) {
      expect(() => decodePng(bytes)).toThrow(HardwareError);
      try {
        decodePng(bytes);
      } catch (error) {
        expect((error as HardwareError).code).toBe('ESCPOS_IMAGE_INVALID');
      }
    }
  });
});
