// DLE EOT status replies. Each reply is one byte with bits 1 and 4 set and bits 0 and 7 clear
// (0b0xx1xx10), which is how a reply is told apart from noise. Bits used:
//   n = 1 (printer):       bit 2 drawer connector pin 3 high, bit 3 offline
//   n = 2 (offline cause): bit 2 cover open, bit 3 paper fed by the FEED button,
//                          bit 5 printing stopped by paper end, bit 6 error
//   n = 4 (roll paper):    bits 2–3 paper near end, bits 5–6 paper end
import type { HardwareErrorCode } from '../hardware-error.ts';
import { statusRequest } from './commands.ts';

export interface PrinterStatus {
  readonly online: boolean;
  readonly coverOpen: boolean;
  readonly paperEnd: boolean;
  readonly paperNearEnd: boolean;
  /** The drawer-open switch signal (pin 3); what it means depends on the drawer's wiring. */
  readonly drawerSignal: boolean;
  readonly feedButton: boolean;
  readonly error: boolean;
}

export const STATUS_OK: PrinterStatus = {
  online: true,
  coverOpen: false,
  paperEnd: false,
  paperNearEnd: false,
  drawerSignal: false,
  feedButton: false,
  error: false,
};

/** The three requests sent together: printer, offline cause, roll paper. */
export const STATUS_QUERY: Uint8Array = Uint8Array.from([...statusRequest(1), ...statusRequest(2), ...statusRequest(4)]);

export function isStatusByte(byte: number): boolean {
  return (byte & 0x93) === 0x12;
}

export interface StatusReplies {
  readonly printer: number;
  readonly offlineCause: number;
  readonly paper: number;
}

/** Reads the replies to STATUS_QUERY, in order. Undefined if any byte is not a status reply. */
export function parseStatusReplies(bytes: Uint8Array | readonly number[]): PrinterStatus | undefined {
  const [printer, offlineCause, paper] = bytes;
  if (printer === undefined || offlineCause === undefined || paper === undefined) return undefined;
  if (!isStatusByte(printer) || !isStatusByte(offlineCause) || !isStatusByte(paper)) return undefined;
  return statusFromReplies({ printer, offlineCause, paper });
}

export function statusFromReplies(replies: StatusReplies): PrinterStatus {
  return {
    online: (replies.printer & 0x08) === 0,
    drawerSignal: (replies.printer & 0x04) !== 0,
    coverOpen: (replies.offlineCause & 0x04) !== 0,
    feedButton: (replies.offlineCause & 0x08) !== 0,
    paperEnd: (replies.offlineCause & 0x20) !== 0 || (replies.paper & 0x60) !== 0,
    error: (replies.offlineCause & 0x40) !== 0,
    paperNearEnd: (replies.paper & 0x0c) !== 0,
  };
}

/** The reply bytes a printer in `status` sends (the fake printer answers with these). */
export function repliesForStatus(status: PrinterStatus): StatusReplies {
  return {
    printer: 0x12 | (status.online ? 0 : 0x08) | (status.drawerSignal ? 0x04 : 0),
    offlineCause: 0x12 | (status.coverOpen ? 0x04 : 0) | (status.feedButton ? 0x08 : 0) | (status.paperEnd ? 0x20 : 0) | (status.error ? 0x40 : 0),
    paper: 0x12 | (status.paperNearEnd ? 0x0c : 0) | (status.paperEnd ? 0x60 : 0),
  };
}

/**
 * What stops a job, most specific first (a printer out of paper also reports offline). A printer
 * merely near the end of its roll still prints.
 */
export function statusProblem(status: PrinterStatus): HardwareErrorCode | undefined {
  if (status.paperEnd) return 'PRINTER_PAPER_OUT';
  if (status.coverOpen) return 'PRINTER_COVER_OPEN';
  if (status.error) return 'PRINTER_ERROR';
  if (!status.online) return 'PRINTER_OFFLINE';
  return undefined;
}
