// The scripted states of the fake printer and what it answers to DLE EOT in each.
import { STATUS_OK } from '../escpos/status.ts';
import type { PrinterStatus } from '../escpos/status.ts';

export const FAKE_PRINTER_STATES = ['online', 'paper-near-end', 'paper-out', 'cover-open', 'offline'] as const;
export type FakePrinterState = (typeof FAKE_PRINTER_STATES)[number];

export function isFakePrinterState(value: unknown): value is FakePrinterState {
  return typeof value === 'string' && (FAKE_PRINTER_STATES as readonly string[]).includes(value);
}

/** The status a real printer reports in `state`; undefined for offline, which does not answer. */
export function statusForState(state: FakePrinterState): PrinterStatus | undefined {
  switch (state) {
    case 'online':
      return STATUS_OK;
    case 'paper-near-end':
      return { ...STATUS_OK, paperNearEnd: true };
    case 'paper-out':
      // A printer at paper end also goes offline, as real ones do.
      return { ...STATUS_OK, online: false, paperEnd: true };
    case 'cover-open':
      return { ...STATUS_OK, online: false, coverOpen: true };
    case 'offline':
      return undefined;
  }
}
