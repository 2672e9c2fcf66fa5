// What the fake printer reads back from the bytes it received.

export type DecodedAlign = 'left' | 'center' | 'right';

export type DecodedCommand =
  | { readonly type: 'initialize' }
  | { readonly type: 'code-table'; readonly table: number }
  | { readonly type: 'double-byte'; readonly on: boolean }
  | { readonly type: 'international'; readonly charset: number }
  | { readonly type: 'bold'; readonly on: boolean }
  | { readonly type: 'size'; readonly width: number; readonly height: number }
  | { readonly type: 'align'; readonly align: DecodedAlign }
  | { readonly type: 'feed'; readonly lines: number }
  | { readonly type: 'cut'; readonly partial: boolean }
  | { readonly type: 'drawer'; readonly pin: 2 | 5; readonly onMs: number; readonly offMs: number }
  | { readonly type: 'barcode-setting'; readonly setting: 'height' | 'module-width' | 'text-position'; readonly value: number }
  | { readonly type: 'barcode'; readonly symbology: 'EAN13' | 'CODE128' | 'other'; readonly data: string }
  | { readonly type: 'qr-setting'; readonly fn: number; readonly value: number }
  | { readonly type: 'qr'; readonly data: string }
  | { readonly type: 'raster'; readonly widthBytes: number; readonly height: number; readonly bytes: number }
  | { readonly type: 'status-request'; readonly n: number }
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'newline' }
  | { readonly type: 'unknown'; readonly bytes: readonly number[] };

/** One printed line with the style it started with. */
export interface DecodedLine {
  readonly text: string;
  readonly align: DecodedAlign;
  readonly bold: boolean;
  readonly widthScale: number;
  readonly heightScale: number;
}
