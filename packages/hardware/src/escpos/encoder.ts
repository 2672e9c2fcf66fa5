// A chainable ESC/POS job builder: commands and text in order, bytes out at the end. Text is encoded
// as EUC-KR once `koreanMode()` has been sent (see text-encoding.ts), as ASCII before that.
import { barcode } from './barcode.ts';
import type { BarcodeOptions, BarcodeSymbology } from './barcode.ts';
import * as command from './commands.ts';
import type { Justification } from './commands.ts';
import { qrCode } from './qr.ts';
import type { QrOptions } from './qr.ts';
import { DEFAULT_MAX_STRIP_BYTES, rasterStrips, rgbaToMonochrome } from './raster.ts';
import type { MonochromeOptions, MonoBitmap, RgbaImage } from './raster.ts';
import { encodeTextInto } from './text-encoding.ts';

export class EscPosEncoder {
  private readonly bytes: number[] = [];
  private korean = false;

  private push(values: readonly number[] | Uint8Array): this {
    for (const value of values) this.bytes.push(value);
    return this;
  }

  /** ESC @. Also forgets Korean mode, as the printer does. */
  initialize(): this {
    this.korean = false;
    return this.push(command.initialize());
  }

  koreanMode(): this {
    this.korean = true;
    return this.push(command.koreanMode());
  }

  get isKoreanMode(): boolean {
    return this.korean;
  }

  text(text: string): this {
    encodeTextInto(text, this.korean, this.bytes);
    return this;
  }

  /** Text followed by LF (print and feed one line). */
  line(text = ''): this {
    return this.text(text).push([command.LF]);
  }

  bold(on: boolean): this {
    return this.push(command.bold(on));
  }

  size(width: number, height: number): this {
    return this.push(command.characterSize(width, height));
  }

  align(align: Justification): this {
    return this.push(command.justify(align));
  }

  feed(lines: number): this {
    return this.push(command.feedLines(lines));
  }

  cut(partial = true): this {
    return this.push(command.cut(partial));
  }

  drawer(pin: 2 | 5 = 2, onMs?: number, offMs?: number): this {
    return this.push(command.drawerPulse(pin, onMs, offMs));
  }

  barcode(symbology: BarcodeSymbology, data: string, options?: BarcodeOptions): this {
    return this.push(barcode(symbology, data, options));
  }

  qr(data: string, options?: QrOptions): this {
    return this.push(qrCode(data, options));
  }

  /** A 1-bit bitmap as GS v 0 strips of at most `maxStripBytes` each. */
  raster(bitmap: MonoBitmap, maxStripBytes: number = DEFAULT_MAX_STRIP_BYTES): this {
    for (const strip of rasterStrips(bitmap, maxStripBytes)) this.push(strip);
    return this;
  }

  /** An RGBA picture, thresholded to black and white. */
  image(image: RgbaImage, options?: MonochromeOptions & { readonly maxStripBytes?: number }): this {
    return this.raster(rgbaToMonochrome(image, options), options?.maxStripBytes);
  }

  statusRequest(n: 1 | 2 | 3 | 4): this {
    return this.push(command.statusRequest(n));
  }

  raw(bytes: readonly number[] | Uint8Array): this {
    return this.push(bytes);
  }

  encode(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}
