import { buildSaleReceipt, receiptTextLines } from '@courtside/core/receipt';
import type { ReceiptDocument } from '@courtside/core/receipt';
import { describe, expect, it } from 'vitest';
import { EscPosDecoder } from '../fake-printer/decoder.ts';
import { koreanSale } from '../testing/receipt-fixtures.ts';
import { EscPosEncoder } from './encoder.ts';
import { rasterStrips, rgbaToMonochrome } from './raster.ts';
import type { RgbaImage } from './raster.ts';
import { renderReceipt } from './render-receipt.ts';

function decode(bytes: Uint8Array): EscPosDecoder {
  const decoder = new EscPosDecoder();
  decoder.push(bytes);
  decoder.end();
  return decoder;
}

/** A width × height picture: black where `black(x, y)`, white elsewhere. */
function picture(width: number, height: number, black: (x: number, y: number) => boolean, alpha = 255): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = black(x, y) ? 0 : 255;
      data.set([v, v, v, alpha], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

describe('EscPosEncoder', () => {
  it('produces the exact bytes of a short Korean job', () => {
    const bytes = new EscPosEncoder().initialize().koreanMode().align('center').bold(true).size(2, 2).line('코트').bold(false).size(1, 1).line('A').feed(2).cut(true).encode();
    expect(Array.from(bytes)).toEqual([
      0x1b, 0x40,
      0x1b, 0x74, 0x00, 0x1c, 0x26, 0x1b, 0x52, 0x0d,
      0x1b, 0x61, 1,
      0x1b, 0x45, 1,
      0x1d, 0x21, 0x11,
      0xc4, 0xda, 0xc6, 0xae, 0x0a,
      0x1b, 0x45, 0,
      0x1d, 0x21, 0x00,
      0x41, 0x0a,
      0x1b, 0x64, 2,
      0x1d, 0x56, 1,
    ]);
  });

  it('forgets Korean mode on initialise, as the printer does', () => {
    const encoder = new EscPosEncoder().koreanMode();
    expect(encoder.isKoreanMode).toBe(true);
    encoder.initialize().text('가');
    expect(encoder.isKoreanMode).toBe(false);
    expect(Array.from(encoder.encode()).slice(-2)).toEqual([0x3f, 0x3f]);
  });

  it('passes drawer, status, QR, barcode and raw bytes through', () => {
    const bytes = new EscPosEncoder().drawer().statusRequest(2).raw([0x07]).qr('x').barcode('EAN13', '8801234567893').encode();
    const decoded = decode(bytes);
    expect(decoded.commands.filter((c) => c.type !== 'qr-setting' && c.type !== 'barcode-setting')).toEqual([
      { type: 'drawer', pin: 2, onMs: 50, offMs: 500 },
      { type: 'status-request', n: 2 },
      { type: 'unknown', bytes: [0x07] },
      { type: 'qr', data: 'x' },
      { type: 'barcode', symbology: 'EAN13', data: '8801234567893' },
    ]);
  });
});

describe('raster images', () => {
  it('thresholds RGBA to 1-bit rows padded to whole bytes, transparent as paper', () => {
    const bitmap = rgbaToMonochrome(picture(10, 2, (x, y) => x === 0 || (y === 1 && x === 9)));
    expect(bitmap).toMatchObject({ width: 10, height: 2, bytesPerRow: 2 });
    expect(Array.from(bitmap.bits)).toEqual([0x80, 0x00, 0x80, 0x40]);
    const transparent = rgbaToMonochrome(picture(8, 1, () => true, 0));
    expect(Array.from(transparent.bits)).toEqual([0x00]);
    const dark = rgbaToMonochrome(picture(8, 1, () => false), { threshold: 256 });
    expect(Array.from(dark.bits)).toEqual([0xff]);
  });

  it('scales an image wider than the paper down to it', () => {
    const bitmap = rgbaToMonochrome(picture(1200, 100, (x) => x >= 600), { maxWidth: 600 });
    expect(bitmap).toMatchObject({ width: 600, height: 50, bytesPerRow: 75 });
    expect(bitmap.bits[0]).toBe(0x00);
    expect(bitmap.bits[74]).toBe(0xff);
  });

  it('sends large images in strips of at most 4 KB of whole rows', () => {
    const bitmap = rgbaToMonochrome(picture(576, 300, (x, y) => (x + y) % 2 === 0));
    const strips = rasterStrips(bitmap);
    expect(strips).toHaveLength(Math.ceil(300 / Math.floor(4096 / 72)));
    for (const strip of strips) {
      expect(strip.length - 8).toBeLessThanOrEqual(4096);
      expect(Array.from(strip.subarray(0, 6))).toEqual([0x1d, 0x76, 0x30, 0x00, 72, 0]);
    }
    const rows = strips.map((strip) => (strip[6] as number) + (strip[7] as number) * 256);
    expect(rows.reduce((a, b) => a + b, 0)).toBe(300);
    const decoded = decode(new EscPosEncoder().raster(bitmap).encode());
    expect(decoded.commands.every((c) => c.type === 'raster')).toBe(true);
  });

  it('refuses an image whose data does not match its size', () => {
    expect(() => rgbaToMonochrome({ width: 2, height: 2, data: new Uint8Array(15) })).toThrowError('인쇄할 수 없는 이미지입니다.');
    expect(() => rgbaToMonochrome({ width: 0, height: 2, data: new Uint8Array(0) })).toThrowError('인쇄할 수 없는 이미지입니다.');
  });
});

describe('renderReceipt', () => {
  it.each([32, 42, 48])('prints a Korean sale that reads back as the laid-out lines at %d columns', (columns) => {
    const doc = buildSaleReceipt(koreanSale(8));
    const decoded = decode(renderReceipt(doc, { columns }));
    expect(decoded.koreanMode).toBe(true);
    expect(decoded.lines.map((line) => line.text)).toEqual(receiptTextLines(doc, columns));
    expect(decoded.commands.slice(0, 5).map((c) => c.type)).toEqual(['initialize', 'code-table', 'double-byte', 'international', 'drawer']);
    expect(decoded.commands).toContainEqual({ type: 'barcode', symbology: 'CODE128', data: 'R240305-0001' });
    expect(decoded.commands[decoded.commands.length - 1]).toEqual({ type: 'cut', partial: true });
  });

  it('prints the shop name large, bold and centred, and the rest plain', () => {
    const decoded = decode(renderReceipt(buildSaleReceipt(koreanSale(2)), { columns: 42 }));
    expect(decoded.lines[0]).toEqual({ text: '코트사이드', align: 'center', bold: true, widthScale: 2, heightScale: 2 });
    expect(decoded.lines.find((l) => l.text.startsWith('영수증 번호'))).toMatchObject({ align: 'left', bold: false, widthScale: 1 });
  });

  it('without Korean mode the printer would show question marks, never other characters', () => {
    const decoded = decode(renderReceipt(buildSaleReceipt(koreanSale(1)), { columns: 32, korean: false }));
    expect(decoded.koreanMode).toBe(false);
    expect(decoded.lines[0]?.text).toBe('??????????');
  });

  it('resolves images by reference and leaves out the ones it cannot find', () => {
    const doc: ReceiptDocument = {
      blocks: [
        { kind: 'image', ref: 'logo' },
        { kind: 'image', ref: 'missing' },
        { kind: 'qr', data: 'https://courtside.kr/r/1', moduleSize: 5, errorCorrection: 'L', align: 'right' },
        { kind: 'barcode', symbology: 'EAN13', data: '8801234567893', showText: false },
      ],
    };
    const logo = picture(16, 4, () => true);
    const decoded = decode(renderReceipt(doc, { columns: 32, resolveImage: (ref) => (ref === 'logo' ? logo : undefined) }));
    const kinds = decoded.commands.filter((c) => ['raster', 'qr', 'barcode', 'align'].includes(c.type));
    expect(kinds).toEqual([
      { type: 'align', align: 'center' },
      { type: 'raster', widthBytes: 2, height: 4, bytes: 8 },
      { type: 'align', align: 'right' },
      { type: 'qr', data: 'https://courtside.kr/r/1' },
      { type: 'align', align: 'center' },
      { type: 'barcode', symbology: 'EAN13', data: '8801234567893' },
    ]);
    expect(decoded.commands).toContainEqual({ type: 'barcode-setting', setting: 'text-position', value: 0 });
  });
});
