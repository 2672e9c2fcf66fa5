// The receipt as pure data: what to print, not how. The same document is laid out for 32, 42 or
// 48 columns, rendered to ESC/POS bytes by @courtside/hardware, and shown as a preview on screen.

export type ReceiptAlign = 'left' | 'center' | 'right';

/** Character magnification (ESC/POS `GS !` allows 1–8 in each direction). */
export type ReceiptScale = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface ReceiptTextStyle {
  readonly align?: ReceiptAlign;
  readonly bold?: boolean;
  /** Width magnification: a double-width line holds half as many columns. */
  readonly widthScale?: ReceiptScale;
  readonly heightScale?: ReceiptScale;
}

/** Free text, wrapped to the line width. */
export interface ReceiptTextBlock extends ReceiptTextStyle {
  readonly kind: 'text';
  readonly text: string;
}

/** An item row: name on the left, quantity and amount right-aligned in their columns. */
export interface ReceiptItemBlock {
  readonly kind: 'item';
  readonly name: string;
  readonly quantity: number;
  /** The line amount in won (already quantity × unit price, less line discounts). */
  readonly amount: number;
  readonly bold?: boolean;
}

/** The header over item rows ("상품명 / 수량 / 금액"), laid out with the same column widths. */
export interface ReceiptItemHeaderBlock {
  readonly kind: 'item-header';
  readonly name: string;
  readonly quantity: string;
  readonly amount: string;
}

/** A label on the left and a value flush right ("합계 ... 12,000"). */
export interface ReceiptPairBlock {
  readonly kind: 'pair';
  readonly label: string;
  readonly value: string;
  readonly bold?: boolean;
  readonly widthScale?: ReceiptScale;
  readonly heightScale?: ReceiptScale;
}

export interface ReceiptSeparatorBlock {
  readonly kind: 'separator';
  readonly char: '-' | '=';
}

export type ReceiptBarcodeSymbology = 'EAN13' | 'CODE128';

export interface ReceiptBarcodeBlock {
  readonly kind: 'barcode';
  readonly symbology: ReceiptBarcodeSymbology;
  readonly data: string;
  /** Human-readable digits under the bars. */
  readonly showText: boolean;
  /** Bar height in dots. */
  readonly height?: number;
  /** Narrow bar width in dots (2–6). */
  readonly moduleWidth?: number;
  readonly align?: ReceiptAlign;
}

export type ReceiptQrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface ReceiptQrBlock {
  readonly kind: 'qr';
  readonly data: string;
  /** Dots per QR module (1–16). */
  readonly moduleSize?: number;
  readonly errorCorrection?: ReceiptQrErrorCorrection;
  readonly align?: ReceiptAlign;
}

/** An image by reference; the renderer resolves it (for example a design thumbnail). */
export interface ReceiptImageBlock {
  readonly kind: 'image';
  readonly ref: string;
  readonly align?: ReceiptAlign;
}

export interface ReceiptFeedBlock {
  readonly kind: 'feed';
  readonly lines: number;
}

export interface ReceiptCutBlock {
  readonly kind: 'cut';
  readonly partial: boolean;
}

/** Pulse the cash drawer (on a cash payment). */
export interface ReceiptDrawerBlock {
  readonly kind: 'drawer';
  /** Connector pin: 2 (the usual drawer) or 5 (a second drawer). */
  readonly pin: 2 | 5;
}

export type ReceiptBlock =
  | ReceiptTextBlock
  | ReceiptItemBlock
  | ReceiptItemHeaderBlock
  | ReceiptPairBlock
  | ReceiptSeparatorBlock
  | ReceiptBarcodeBlock
  | ReceiptQrBlock
  | ReceiptImageBlock
  | ReceiptFeedBlock
  | ReceiptCutBlock
  | ReceiptDrawerBlock;

export type ReceiptBlockKind = ReceiptBlock['kind'];

export interface ReceiptDocument {
  readonly blocks: readonly ReceiptBlock[];
}

/** Paper widths the layout supports: 58 mm (32) and 80 mm (42 at 180 dpi, 48 at 203 dpi). */
export const RECEIPT_COLUMN_WIDTHS = [32, 42, 48] as const;
export type ReceiptColumns = (typeof RECEIPT_COLUMN_WIDTHS)[number];
