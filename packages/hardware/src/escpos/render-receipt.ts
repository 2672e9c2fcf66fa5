// A core receipt document to ESC/POS bytes: initialise, Korean mode, then the laid-out lines with
// their style, codes, images, feeds, cut and drawer pulse, in document order. Style commands are
// sent only when the style changes, which keeps a 30-line receipt small and fast to encode.
import { layoutReceipt } from '@courtside/core/receipt';
import { missingCaseError } from '@courtside/core/errors';
import type { ReceiptAlign, ReceiptDocument, ReceiptLine } from '@courtside/core/receipt';
import { EscPosEncoder } from './encoder.ts';
import type { RgbaImage } from './raster.ts';

export interface RenderReceiptOptions {
  /** The printer's characters per line (32, 42 or 48). */
  readonly columns: number;
  /** Send Korean mode and EUC-KR text (default true). */
  readonly korean?: boolean;
  /** Resolves an image reference; an image that does not resolve is left out. */
  readonly resolveImage?: (ref: string) => RgbaImage | undefined;
}

/** Font A is 12 dots wide, so the printable width in dots is 12 per column (384, 504, 576). */
const DOTS_PER_COLUMN = 12;

class StyleTracker {
  private align: ReceiptAlign = 'left';
  private bold = false;
  private width = 1;
  private height = 1;

  constructor(private readonly encoder: EscPosEncoder) {}

  setAlign(align: ReceiptAlign): void {
    if (align !== this.align) this.encoder.align(align);
    this.align = align;
  }

  setLine(line: ReceiptLine): void {
    this.setAlign(line.align);
    if (line.bold !== this.bold) this.encoder.bold(line.bold);
    this.bold = line.bold;
    if (line.widthScale !== this.width || line.heightScale !== this.height) this.encoder.size(line.widthScale, line.heightScale);
    this.width = line.widthScale;
    this.height = line.heightScale;
  }
}

export function renderReceipt(document: ReceiptDocument, options: RenderReceiptOptions): Uint8Array {
  const items = layoutReceipt(document, options.columns);
  const encoder = new EscPosEncoder().initialize();
  if (options.korean ?? true) encoder.koreanMode();
  const style = new StyleTracker(encoder);
  for (const item of items) {
    switch (item.kind) {
      case 'line':
        style.setLine(item);
        encoder.line(item.text);
        break;
      case 'barcode':
        style.setAlign(item.align ?? 'center');
        encoder.barcode(item.symbology, item.data, {
          height: item.height,
          moduleWidth: item.moduleWidth,
          text: item.showText ? 'below' : 'none',
        });
        break;
      case 'qr':
        style.setAlign(item.align ?? 'center');
        encoder.qr(item.data, { moduleSize: item.moduleSize, errorCorrection: item.errorCorrection });
        break;
      case 'image': {
        const image = options.resolveImage?.(item.ref);
        if (image === undefined) break;
        style.setAlign(item.align ?? 'center');
        encoder.image(image, { maxWidth: options.columns * DOTS_PER_COLUMN });
        break;
      }
      case 'feed':
        encoder.feed(item.lines);
        break;
      case 'cut':
        encoder.cut(item.partial);
        break;
      case 'drawer':
        encoder.drawer(item.pin);
        break;
      default:
        throw missingCaseError(item);
    }
  }
  return encoder.encode();
}
