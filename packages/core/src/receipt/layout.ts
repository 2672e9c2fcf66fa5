// Lays a receipt document out for a given column count: text becomes finished lines (wrapped,
// columns padded) with their style, everything else (barcodes, QR, images, feed, cut, drawer) passes
// through. The ESC/POS renderer prints these lines as they are, the screen preview shows them, and
// the fake printer's decoded lines are compared with them in tests.
import { missingCaseError } from '../errors/missing-case.ts';
import { formatColumnsRow, formatItemRow, formatPairRow, assertReceiptColumns } from './columns.ts';
import { centerByWidth, padStartByWidth, wrap } from './display-width.ts';
import type {
  ReceiptAlign,
  ReceiptBarcodeBlock,
  ReceiptBlock,
  ReceiptCutBlock,
  ReceiptDocument,
  ReceiptDrawerBlock,
  ReceiptFeedBlock,
  ReceiptImageBlock,
  ReceiptQrBlock,
  ReceiptScale,
} from './document.ts';

/** One printed text line, already wrapped and padded; the printer applies align/bold/scale. */
export interface ReceiptLine {
  readonly kind: 'line';
  readonly text: string;
  readonly align: ReceiptAlign;
  readonly bold: boolean;
  readonly widthScale: ReceiptScale;
  readonly heightScale: ReceiptScale;
}

export type ReceiptLayoutItem =
  | ReceiptLine
  | ReceiptBarcodeBlock
  | ReceiptQrBlock
  | ReceiptImageBlock
  | ReceiptFeedBlock
  | ReceiptCutBlock
  | ReceiptDrawerBlock;

interface LineStyle {
  readonly align?: ReceiptAlign;
  readonly bold?: boolean;
  readonly widthScale?: ReceiptScale;
  readonly heightScale?: ReceiptScale;
}

function lines(texts: readonly string[], style: LineStyle): ReceiptLine[] {
  return texts.map((text) => ({
    kind: 'line',
    text,
    align: style.align ?? 'left',
    bold: style.bold ?? false,
    widthScale: style.widthScale ?? 1,
    heightScale: style.heightScale ?? 1,
  }));
}

/** Columns left on a line printed at `widthScale` (a double-width line holds half as many). */
function scaledWidth(columns: number, widthScale: ReceiptScale | undefined): number {
  return Math.floor(columns / (widthScale ?? 1));
}

function layoutBlock(block: ReceiptBlock, columns: number): ReceiptLayoutItem[] {
  switch (block.kind) {
    case 'text':
      return lines(wrap(block.text, scaledWidth(columns, block.widthScale)), block);
    case 'item':
      return lines(formatItemRow(block.name, block.quantity, block.amount, columns), { bold: block.bold ?? false });
    case 'item-header':
      return lines(formatColumnsRow(block.name, block.quantity, block.amount, columns), {});
    case 'pair':
      return lines(formatPairRow(block.label, block.value, scaledWidth(columns, block.widthScale)), block);
    case 'separator':
      return lines([block.char.repeat(columns)], {});
    case 'barcode':
    case 'qr':
    case 'image':
    case 'feed':
    case 'cut':
    case 'drawer':
      return [block];
    default:
      throw missingCaseError(block);
  }
}

/** The document laid out for `columns` columns (throws RECEIPT_COLUMNS_UNSUPPORTED otherwise). */
export function layoutReceipt(document: ReceiptDocument, columns: number): ReceiptLayoutItem[] {
  assertReceiptColumns(columns);
  const items: ReceiptLayoutItem[] = [];
  for (const block of document.blocks) for (const item of layoutBlock(block, columns)) items.push(item);
  return items;
}

/** Only the text lines, as printed (no alignment padding): what a decoder of the bytes reads back. */
export function receiptTextLines(document: ReceiptDocument, columns: number): string[] {
  return layoutReceipt(document, columns).flatMap((item) => (item.kind === 'line' ? [item.text] : []));
}

/**
 * A plain-text picture of the paper for the screen: aligned lines padded to the paper width,
 * feeds as blank lines, and bracketed placeholders for codes and images.
 */
export function receiptPreview(document: ReceiptDocument, columns: number): string[] {
  const out: string[] = [];
  for (const item of layoutReceipt(document, columns)) {
    switch (item.kind) {
      case 'line': {
        const width = scaledWidth(columns, item.widthScale);
        const placed =
          item.align === 'center' ? centerByWidth(item.text, width) : item.align === 'right' ? padStartByWidth(item.text, width) : item.text;
        out.push(placed.trimEnd());
        break;
      }
      case 'barcode':
        out.push(centerByWidth(`[바코드 ${item.data}]`, columns).trimEnd());
        break;
      case 'qr':
        out.push(centerByWidth('[QR]', columns).trimEnd());
        break;
      case 'image':
        out.push(centerByWidth('[이미지]', columns).trimEnd());
        break;
      case 'feed':
        for (let i = 0; i < item.lines; i++) out.push('');
        break;
      case 'cut':
        out.push('- - - - - - - -');
        break;
      case 'drawer':
        break;
      default:
        throw missingCaseError(item);
    }
  }
  return out;
}
