// HID POS and serial scanners, opened from the scanner settings and merged by @courtside/hardware's
// ScanStream (which drops the copy a scanner in two modes sends twice). Good scans go to every
// screen as 'scan' events; keyboard-wedge scans are detected in the renderer instead. A scanner
// that cannot be opened is reported in Korean and the counter keeps working with the keyboard.
import { ScanStream, openHidPosScanner, openSerialScanner } from '@courtside/hardware';
import type { OpenScanner } from '@courtside/hardware';
import type { ScannerSettings } from '../../shared/schemas.ts';
import type { EventHub } from '../event-hub.ts';

export interface ScannerStatus {
  readonly mode: ScannerSettings['mode'];
  readonly description: string | null;
  readonly error: string | null;
}

export function createScannerService(deps: { readonly events: EventHub; readonly opener?: { hid: typeof openHidPosScanner; serial: typeof openSerialScanner } }) {
  const opener = deps.opener ?? { hid: openHidPosScanner, serial: openSerialScanner };
  const stream = new ScanStream();
  let open: OpenScanner | null = null;
  let status: ScannerStatus = { mode: 'wedge', description: null, error: null };

  stream.subscribe((scan) => {
    if (scan.source === 'wedge' || !scan.result.ok) return;
    deps.events.publish({ type: 'scan', code: scan.result.value.catalogueKey, source: scan.source });
  });

  const onError = (error: { message: string }) => {
    status = { ...status, description: null, error: error.message };
    open = null;
  };

  return {
    async configure(settings: ScannerSettings): Promise<ScannerStatus> {
      open?.close();
      open = null;
      status = { mode: settings.mode, description: null, error: null };
      try {
        if (settings.mode === 'hid') {
          open = await opener.hid({ vendorId: settings.hidVendorId, productId: settings.hidProductId, onScan: (scan) => stream.push({ code: scan.code, ...(scan.symbology ? { symbology: scan.symbology } : {}), source: 'hid' }), onError });
        } else if (settings.mode === 'serial' && settings.serialPath) {
          open = await opener.serial({ path: settings.serialPath, baudRate: settings.baudRate, onScan: (code) => stream.push({ code, source: 'serial' }), onError });
        }
        status = { ...status, description: open?.description ?? null };
      } catch (error) {
        status = { ...status, error: error instanceof Error ? error.message : '스캐너를 열 수 없습니다.' };
      }
      return status;
    },
    status: (): ScannerStatus => status,
    close(): void {
      open?.close();
      open = null;
    },
  };
}

export type ScannerService = ReturnType<typeof createScannerService>;
