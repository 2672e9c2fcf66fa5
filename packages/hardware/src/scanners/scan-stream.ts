// One stream of scans from every scanner at the counter: keyboard-wedge scans detected in the
// renderer (sent over IPC), HID POS reports and serial lines. Each scan is classified with the
// core rules (GTIN check digit, CODE128 acceptance) so the sale screen gets a catalogue key or a
// Korean reason.
//
// A scanner that shows up both as a keyboard and as a HID POS device reports every scan twice; the
// same code from a *different* source within `crossSourceWindowMs` is therefore dropped. The same
// code twice from one source is two items and always passes.
import { classifyScan } from '@courtside/core/scan';
import type { ClassifyResult, ScanSymbology } from '@courtside/core/scan';

export type ScanSource = 'wedge' | 'hid' | 'serial';

export interface ScanInput {
  readonly code: string;
  readonly symbology?: ScanSymbology;
  readonly source: ScanSource;
  /** When the scan ended (epoch ms); now when absent. */
  readonly at?: number;
}

export interface ScanEvent {
  readonly code: string;
  readonly symbology?: ScanSymbology;
  readonly source: ScanSource;
  readonly at: number;
  readonly result: ClassifyResult;
}

export interface ScanStreamOptions {
  readonly now?: () => number;
  readonly crossSourceWindowMs?: number;
}

export class ScanStream {
  private readonly listeners = new Set<(scan: ScanEvent) => void>();
  private last: ScanEvent | undefined;

  constructor(private readonly options: ScanStreamOptions = {}) {}

  subscribe(listener: (scan: ScanEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds a scan; returns the event, or undefined when it was another source's copy of the last one. */
  push(input: ScanInput): ScanEvent | undefined {
    const at = input.at ?? this.options.now?.() ?? Date.now();
    const code = input.code.trim();
    const last = this.last;
    const window = this.options.crossSourceWindowMs ?? 300;
    if (last && last.code === code && last.source !== input.source && Math.abs(at - last.at) <= window) return undefined;
    const result = classifyScan(code, input.symbology);
    const symbology = input.symbology ?? (result.ok ? result.value.symbology : undefined);
    const event: ScanEvent = { code, ...(symbology ? { symbology } : {}), source: input.source, at, result };
    this.last = event;
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One failing screen must not stop the others from seeing the scan.
      }
    }
    return event;
  }

  /** A callback for one source, to hand to a scanner reader. */
  sink(source: ScanSource): (scan: { readonly code: string; readonly symbology?: ScanSymbology }) => void {
    return (scan) => void this.push({ ...scan, source });
  }
}
