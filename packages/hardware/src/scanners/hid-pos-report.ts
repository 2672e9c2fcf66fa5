// The HID POS "scanned data" report (usage page 0x8C), as Honeywell, Zebra and Datalogic scanners
// in HID POS mode send it through node-hid:
//   byte 0        report ID (2)
//   byte 1        number of barcode data bytes in this report
//   bytes 2–4     AIM symbology identifier (']E0' EAN/UPC, ']E4' EAN-8, ']C0' CODE128, …)
//   bytes 5…      barcode data, padded with zeros
//   last byte     bit 0 set when the barcode continues in the next report
// A barcode longer than one report arrives in several; the assembler joins them.
import type { ScanSymbology } from '@courtside/core/scan';

export const HID_POS_USAGE_PAGE = 0x8c;
export const HID_POS_SCANNED_DATA_REPORT = 0x02;

export interface HidPosReport {
  readonly data: Uint8Array;
  /** The AIM identifier without its ']' ("E0"), when the scanner sent one. */
  readonly aim: string | undefined;
  readonly continues: boolean;
}

const HEADER = 5;

/** Reads one report; undefined for other reports (a different ID, or too short to be one). */
export function parseHidPosReport(report: Uint8Array): HidPosReport | undefined {
  if (report.length < HEADER + 1 || report[0] !== HID_POS_SCANNED_DATA_REPORT) return undefined;
  const declared = report[1] as number;
  // Never read into the continuation byte, whatever the length byte says.
  const length = Math.min(declared, report.length - HEADER - 1);
  const aimBytes = report.subarray(2, HEADER);
  const aim = aimBytes[0] === 0x5d ? String.fromCharCode(aimBytes[1] as number, aimBytes[2] as number) : undefined;
  return {
    data: report.slice(HEADER, HEADER + length),
    aim,
    continues: ((report[report.length - 1] as number) & 0x01) === 1,
  };
}

/** The symbology an AIM identifier names ('E0' covers EAN-13 and UPC-A, told apart by length). */
export function symbologyFromAim(aim: string | undefined, code: string): ScanSymbology | undefined {
  if (aim === undefined) return undefined;
  if (aim === 'E4') return 'EAN8';
  if (aim === 'E0') return code.length === 12 ? 'UPCA' : code.length === 13 ? 'EAN13' : undefined;
  if (aim.startsWith('C')) return 'CODE128';
  return undefined;
}

export interface AssembledScan {
  readonly code: string;
  readonly symbology: ScanSymbology | undefined;
}

/** Joins reports into whole barcodes. */
export class HidPosAssembler {
  private parts: Uint8Array[] = [];
  private aim: string | undefined;

  push(report: Uint8Array): AssembledScan | undefined {
    const parsed = parseHidPosReport(report);
    if (parsed === undefined) return undefined;
    if (this.parts.length === 0) this.aim = parsed.aim;
    this.parts.push(parsed.data);
    if (parsed.continues) return undefined;
    const code = Buffer.concat(this.parts).toString('latin1').replace(/[\r\n\0]+$/, '');
    this.parts = [];
    if (code.length === 0) return undefined;
    return { code, symbology: symbologyFromAim(this.aim, code) };
  }
}
