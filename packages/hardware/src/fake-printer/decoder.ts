// Reads an ESC/POS byte stream back into commands and printed lines, as a Korean receipt printer
// would: double-byte EUC-KR text is decoded only after FS & (double-byte mode) has been received;
// before that, high bytes are single-byte PC437 characters, as on a printer left in its default
// mode (which is how a missing Korean-mode command shows up in a test: as mojibake). The decoder is
// incremental: bytes may arrive in any chunks, and a command cut in half waits for the rest.
import iconv from 'iconv-lite';
import type { DecodedCommand, DecodedLine } from './decoded.ts';
import { parseBarcode, parseFunction, parseRaster, type GraphicStep } from './graphics-commands.ts';

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;
const LF = 0x0a;
const CR = 0x0d;

/** Parameter counts of commands that are skipped but must not be misread as text. */
const ESC_PARAMS: Readonly<Record<number, number>> = { 0x21: 1, 0x2d: 1, 0x32: 0, 0x33: 1, 0x4a: 1, 0x4d: 1, 0x47: 1, 0x56: 1, 0x7b: 1, 0x20: 1 };
const GS_PARAMS: Readonly<Record<number, number>> = { 0x42: 1, 0x66: 1, 0x4c: 2, 0x57: 2, 0x62: 1 };
const FS_PARAMS: Readonly<Record<number, number>> = { 0x21: 1, 0x2d: 1, 0x43: 1, 0x53: 2, 0x57: 1 };

const ALIGNS = ['left', 'center', 'right'] as const;

interface LineStyle {
  align: 'left' | 'center' | 'right';
  bold: boolean;
  widthScale: number;
  heightScale: number;
}

/** A parse step: bytes consumed, or 0 when the command is incomplete. */
type Step = number;

export class EscPosDecoder {
  readonly commands: DecodedCommand[] = [];
  readonly lines: DecodedLine[] = [];
  private pending = new Uint8Array(0);
  private doubleByte = false;
  private codeTable = 0;
  private international = 0;
  private style: LineStyle = { align: 'left', bold: false, widthScale: 1, heightScale: 1 };
  private lineText = '';
  private lineStyle: LineStyle | undefined;
  private qrData = '';

  constructor(private readonly onStatusRequest?: (n: number) => void) {}

  /** Double-byte mode is on and the Korean character set is selected. */
  get koreanMode(): boolean {
    return this.doubleByte && this.international === 13 && this.codeTable === 0;
  }

  push(chunk: Uint8Array): void {
    const bytes = new Uint8Array(this.pending.length + chunk.length);
    bytes.set(this.pending, 0);
    bytes.set(chunk, this.pending.length);
    let at = 0;
    while (at < bytes.length) {
      const used = this.step(bytes, at);
      if (used === 0) break;
      at += used;
    }
    this.pending = bytes.slice(at);
  }

  /** Ends the stream: text without a final LF still counts as a printed line. */
  end(): void {
    this.flushLine();
  }

  private command(command: DecodedCommand): void {
    this.commands.push(command);
  }

  private flushLine(): void {
    if (this.lineStyle === undefined && this.lineText === '') return;
    const style = this.lineStyle ?? this.style;
    this.lines.push({ text: this.lineText, ...style });
    this.lineText = '';
    this.lineStyle = undefined;
  }

  private addText(text: string): void {
    if (this.lineStyle === undefined) this.lineStyle = { ...this.style };
    this.lineText += text;
    const last = this.commands[this.commands.length - 1];
    if (last?.type === 'text') {
      this.commands[this.commands.length - 1] = { type: 'text', text: last.text + text };
    } else {
      this.command({ type: 'text', text });
    }
  }

  private step(b: Uint8Array, at: number): Step {
    const byte = b[at] as number;
    if (byte === LF) {
      if (this.lineStyle === undefined) this.lineStyle = { ...this.style };
      this.flushLine();
      this.command({ type: 'newline' });
      return 1;
    }
    if (byte === CR) return 1;
    if (byte === ESC) return this.escape(b, at);
    if (byte === GS) return this.group(b, at);
    if (byte === FS) return this.fileSeparator(b, at);
    if (byte === DLE) return this.dataLinkEscape(b, at);
    if (byte >= 0x20 && byte < 0x7f) {
      let end = at;
      while (end < b.length && (b[end] as number) >= 0x20 && (b[end] as number) < 0x7f) end++;
      this.addText(String.fromCharCode(...b.subarray(at, end)));
      return end - at;
    }
    if (byte >= 0x80) return this.highByte(b, at);
    this.command({ type: 'unknown', bytes: [byte] });
    return 1;
  }

  private highByte(b: Uint8Array, at: number): Step {
    const lead = b[at] as number;
    if (this.doubleByte && lead >= 0xa1 && lead <= 0xfe) {
      if (at + 1 >= b.length) return 0;
      const trail = b[at + 1] as number;
      if (trail >= 0xa1 && trail <= 0xfe) {
        this.addText(iconv.decode(Buffer.from([lead, trail]), 'euc-kr'));
        return 2;
      }
      this.addText('\ufffd');
      return 1;
    }
    this.addText(iconv.decode(Buffer.from([lead]), 'cp437'));
    return 1;
  }

  /** Bytes `at + 1 … at + count` if all present. */
  private params(b: Uint8Array, at: number, count: number): number[] | undefined {
    if (at + count >= b.length) return undefined;
    return Array.from(b.subarray(at + 1, at + 1 + count));
  }

  private escape(b: Uint8Array, at: number): Step {
    const p = this.params(b, at, 1);
    if (p === undefined) return 0;
    const [code] = p as [number];
    if (code === 0x40) {
      this.flushLine();
      this.doubleByte = false;
      this.codeTable = 0;
      this.international = 0;
      this.style = { align: 'left', bold: false, widthScale: 1, heightScale: 1 };
      this.command({ type: 'initialize' });
      return 2;
    }
    if (code === 0x70) {
      const q = this.params(b, at, 4);
      if (q === undefined) return 0;
      this.command({ type: 'drawer', pin: q[1] === 0 || q[1] === 0x30 ? 2 : 5, onMs: (q[2] as number) * 2, offMs: (q[3] as number) * 2 });
      return 5;
    }
    const simple = [0x74, 0x52, 0x45, 0x61, 0x64];
    if (simple.includes(code)) {
      const q = this.params(b, at, 2);
      if (q === undefined) return 0;
      const n = q[1] as number;
      if (code === 0x74) {
        this.codeTable = n;
        this.command({ type: 'code-table', table: n });
      } else if (code === 0x52) {
        this.international = n;
        this.command({ type: 'international', charset: n });
      } else if (code === 0x45) {
        this.style.bold = (n & 1) === 1;
        this.command({ type: 'bold', on: this.style.bold });
      } else if (code === 0x61) {
        this.style.align = ALIGNS[n % 48] ?? 'left';
        this.command({ type: 'align', align: this.style.align });
      } else {
        this.flushLine();
        this.command({ type: 'feed', lines: n });
      }
      return 3;
    }
    return this.skip(b, at, ESC_PARAMS[code]);
  }

  /** A known-length command the decoder does not interpret, or a lone unknown prefix. */
  private skip(b: Uint8Array, at: number, paramCount: number | undefined): Step {
    const total = 2 + (paramCount ?? 0);
    if (at + total > b.length) return 0;
    this.command({ type: 'unknown', bytes: Array.from(b.subarray(at, at + total)) });
    return total;
  }

  private group(b: Uint8Array, at: number): Step {
    const p = this.params(b, at, 1);
    if (p === undefined) return 0;
    const [code] = p as [number];
    if (code === 0x21 || code === 0x68 || code === 0x77 || code === 0x48) {
      const q = this.params(b, at, 2);
      if (q === undefined) return 0;
      const n = q[1] as number;
      if (code === 0x21) {
        this.style.widthScale = (n >> 4) + 1;
        this.style.heightScale = (n & 0x0f) + 1;
        this.command({ type: 'size', width: this.style.widthScale, height: this.style.heightScale });
      } else {
        const setting = code === 0x68 ? 'height' : code === 0x77 ? 'module-width' : 'text-position';
        this.command({ type: 'barcode-setting', setting, value: n });
      }
      return 3;
    }
    if (code === 0x56) {
      const q = this.params(b, at, 2);
      if (q === undefined) return 0;
      const m = q[1] as number;
      const withFeed = m === 65 || m === 66;
      if (withFeed && at + 3 >= b.length) return 0;
      this.flushLine();
      this.command({ type: 'cut', partial: m === 1 || m === 49 || m === 66 });
      return withFeed ? 4 : 3;
    }
    if (code === 0x6b) return this.graphic(parseBarcode(b, at));
    if (code === 0x28) return this.graphic(parseFunction(b, at, this.qrData));
    if (code === 0x76) return this.graphic(parseRaster(b, at));
    return this.skip(b, at, GS_PARAMS[code]);
  }

  /** A GS command parsed by graphics-commands.ts: it prints the line before it, then is recorded. */
  private graphic(parsed: GraphicStep | null): Step {
    if (parsed === null) return 0;
    if (parsed.qrData !== undefined) this.qrData = parsed.qrData;
    if (parsed.printsNow) this.flushLine();
    if (parsed.command) this.command(parsed.command);
    return parsed.used;
  }

  private fileSeparator(b: Uint8Array, at: number): Step {
    const p = this.params(b, at, 1);
    if (p === undefined) return 0;
    if (p[0] === 0x26 || p[0] === 0x2e) {
      this.doubleByte = p[0] === 0x26;
      this.command({ type: 'double-byte', on: this.doubleByte });
      return 2;
    }
    return this.skip(b, at, FS_PARAMS[p[0] as number]);
  }

  private dataLinkEscape(b: Uint8Array, at: number): Step {
    const q = this.params(b, at, 2);
    if (q === undefined) return 0;
    if (q[0] === 0x04) {
      this.command({ type: 'status-request', n: q[1] as number });
      this.onStatusRequest?.(q[1] as number);
      return 3;
    }
    this.command({ type: 'unknown', bytes: [DLE] });
    return 1;
  }
}
