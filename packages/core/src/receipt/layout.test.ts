import { describe, expect, it } from 'vitest';
import { CourtsideError } from '../errors/courtside-error.ts';
import { displayWidth } from './display-width.ts';
import { RECEIPT_COLUMN_WIDTHS } from './document.ts';
import type { ReceiptDocument } from './document.ts';
import { layoutReceipt, receiptPreview, receiptTextLines } from './layout.ts';
import { ReceiptError, receiptErrorMessage } from './receipt-error.ts';

describe('layoutReceipt', () => {
  it.each(RECEIPT_COLUMN_WIDTHS)('halves the line for double-width text at %d columns', (columns) => {
    const doc: ReceiptDocument = {
      blocks: [
        { kind: 'text', text: '코트사이드 '.repeat(6), widthScale: 2, heightScale: 2, bold: true, align: 'center' },
        { kind: 'pair', label: '받을 금액', value: '19,500', widthScale: 2 },
      ],
    };
    const items = layoutReceipt(doc, columns);
    for (const item of items) {
      expect(item.kind).toBe('line');
      if (item.kind === 'line') expect(displayWidth(item.text)).toBeLessThanOrEqual(columns / 2);
    }
    expect(items[0]).toMatchObject({ align: 'center', bold: true, widthScale: 2, heightScale: 2 });
    const pair = items[items.length - 1];
    expect(pair?.kind === 'line' && displayWidth(pair.text)).toBe(Math.floor(columns / 2));
  });

  it('passes codes, images, feeds, cuts and drawer pulses through in order', () => {
    const doc: ReceiptDocument = {
      blocks: [
        { kind: 'drawer', pin: 5 },
        { kind: 'barcode', symbology: 'EAN13', data: '8801234567893', showText: true },
        { kind: 'qr', data: 'x' },
        { kind: 'image', ref: 'logo' },
        { kind: 'separator', char: '=' },
        { kind: 'feed', lines: 2 },
        { kind: 'cut', partial: false },
      ],
    };
    expect(layoutReceipt(doc, 32).map((item) => item.kind)).toEqual(['drawer', 'barcode', 'qr', 'image', 'line', 'feed', 'cut']);
    expect(receiptTextLines(doc, 32)).toEqual(['='.repeat(32)]);
    expect(receiptPreview(doc, 32)).toEqual([' '.repeat(5) + '[바코드 8801234567893]', ' '.repeat(14) + '[QR]', ' '.repeat(12) + '[이미지]', '='.repeat(32), '', '', '- - - - - - - -']);
  });

  it('refuses a paper width no printer has', () => {
    expect(() => layoutReceipt({ blocks: [] }, 20)).toThrowError(receiptErrorMessage('RECEIPT_COLUMNS_UNSUPPORTED'));
  });

  it('fails with a code, not a crash, on a block kind it does not know (bad data from outside)', () => {
    const bad = { blocks: [{ kind: 'hologram' }] } as unknown as ReceiptDocument;
    expect(() => layoutReceipt(bad, 32)).toThrowError(CourtsideError);
  });
});

describe('ReceiptError', () => {
  it('crosses a process boundary as a code and a Korean message', () => {
    expect(new ReceiptError('RECEIPT_NO_LINES').toWire()).toEqual({ code: 'RECEIPT_NO_LINES', message: '영수증에 인쇄할 상품이 없습니다.' });
  });
});
