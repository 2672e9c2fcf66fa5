import { buildSaleReceipt, receiptTextLines } from '@courtside/core/receipt';
import { describe, expect, it } from 'vitest';
import { EscPosEncoder } from '../escpos/encoder.ts';
import { renderReceipt } from '../escpos/render-receipt.ts';
import { koreanSale } from '../testing/receipt-fixtures.ts';
import { EscPosDecoder } from './decoder.ts';

function decode(...chunks: (readonly number[] | Uint8Array)[]): EscPosDecoder {
  const decoder = new EscPosDecoder();
  for (const chunk of chunks) decoder.push(Uint8Array.from(chunk));
  decoder.end();
  return decoder;
}

describe('EscPosDecoder', () => {
  it('reads the same lines whether bytes arrive at once or one by one', () => {
    const doc = buildSaleReceipt(koreanSale(5));
    const bytes = renderReceipt(doc, { columns: 32 });
    const whole = decode(bytes);
    const trickle = decode(...Array.from(bytes, (byte) => [byte]));
    expect(trickle.lines).toEqual(whole.lines);
    expect(trickle.commands).toEqual(whole.commands);
    expect(whole.lines.map((line) => line.text)).toEqual(receiptTextLines(doc, 32));
  });

  it('reads EUC-KR only after double-byte mode is on; before that the bytes are PC437 mojibake', () => {
    const hangul = new EscPosEncoder().koreanMode().text('한글').encode().slice(8);
    expect(decode(hangul).lines[0]?.text).not.toBe('한글');
    expect(decode([0x1c, 0x26], hangul).lines[0]?.text).toBe('한글');
    expect(decode([0x1c, 0x26], hangul).koreanMode).toBe(false); // ESC R 13 and ESC t 0 missing
    expect(decode([0x1c, 0x26, 0x1c, 0x2e], hangul).lines[0]?.text).not.toBe('한글');
  });

  it('marks a broken double-byte pair instead of swallowing the next character', () => {
    expect(decode([0x1c, 0x26, 0xb0, 0x41, 0x0a]).lines[0]?.text).toBe('\ufffdA');
  });

  it('keeps the style a line started with', () => {
    const decoded = decode([0x1b, 0x61, 0x31, 0x1b, 0x45, 1, 0x41, 0x1b, 0x45, 0, 0x42, 0x0a, 0x0a]);
    expect(decoded.lines).toEqual([
      { text: 'AB', align: 'center', bold: true, widthScale: 1, heightScale: 1 },
      { text: '', align: 'center', bold: false, widthScale: 1, heightScale: 1 },
    ]);
  });

  it('ends a line on feed, cut, codes and images, and at the end of the stream', () => {
    const decoded = decode([0x41, 0x1b, 0x64, 2, 0x42, 0x1d, 0x56, 0x41, 3, 0x43]);
    expect(decoded.lines.map((line) => line.text)).toEqual(['A', 'B', 'C']);
    expect(decoded.commands).toContainEqual({ type: 'cut', partial: false });
    expect(decoded.commands).toContainEqual({ type: 'feed', lines: 2 });
  });

  it('reads function A barcodes, set B escapes and drawer pin 5', () => {
    const decoded = decode(
      [0x1d, 0x6b, 2, ...Buffer.from('8801234567893'), 0],
      [0x1d, 0x6b, 73, 6, 0x7b, 0x42, 0x41, 0x7b, 0x7b, 0x42],
      [0x1b, 0x70, 1, 10, 20],
      [0x1d, 0x6b, 69, 3, 0x41, 0x42, 0x43],
    );
    expect(decoded.commands).toEqual([
      { type: 'barcode', symbology: 'EAN13', data: '8801234567893' },
      { type: 'barcode', symbology: 'CODE128', data: 'A{B' },
      { type: 'drawer', pin: 5, onMs: 20, offMs: 40 },
      { type: 'barcode', symbology: 'other', data: 'ABC' },
    ]);
  });

  it('skips commands it does not interpret without reading them as text', () => {
    const decoded = decode(
      [0x1b, 0x21, 0x08], // ESC ! n
      [0x1d, 0x4c, 0x00, 0x00], // GS L
      [0x1c, 0x43, 0x01], // FS C
      [0x1d, 0x28, 0x4c, 0x02, 0x00, 0x30, 0x32], // GS ( L
      [0x10, 0x14], // DLE DC4 (a pulse we do not model)
      [0x07, 0x1b, 0x7f],
      [0x41, 0x0a],
    );
    expect(decoded.lines.map((line) => line.text)).toEqual(['A']);
    expect(decoded.commands.filter((c) => c.type === 'unknown')).toHaveLength(8);
  });

  it('waits for the rest of a command cut between chunks', () => {
    const decoder = new EscPosDecoder();
    decoder.push(Uint8Array.from([0x1d, 0x76, 0x30, 0x00, 1, 0, 2]));
    expect(decoder.commands).toEqual([]);
    decoder.push(Uint8Array.from([0, 0xff]));
    expect(decoder.commands).toEqual([]);
    decoder.push(Uint8Array.from([0x00]));
    expect(decoder.commands).toEqual([{ type: 'raster', widthBytes: 1, height: 2, bytes: 2 }]);
  });

  it('reports each status request as it arrives', () => {
    const asked: number[] = [];
    const decoder = new EscPosDecoder((n) => asked.push(n));
    decoder.push(Uint8Array.from([0x10, 0x04, 1, 0x10]));
    expect(asked).toEqual([1]);
    decoder.push(Uint8Array.from([0x04, 4]));
    expect(asked).toEqual([1, 4]);
  });
});
