// HID POS scanners through node-hid (loaded on first use). No keyboard focus is needed, so a scan
// reaches the sale even while the cashier types in a field. On Windows a scanner in keyboard mode
// belongs to the OS and cannot be opened here: switch it to HID POS mode, or use the wedge path.
import { HardwareError } from '../hardware-error.ts';
import { loadNodeHid } from '../optional-modules.ts';
import type { HidDeviceInfo, ModuleLoader, NodeHidModule } from '../optional-modules.ts';
import { HID_POS_USAGE_PAGE, HidPosAssembler } from './hid-pos-report.ts';
import type { AssembledScan } from './hid-pos-report.ts';

export interface HidPosScannerOptions {
  /** A device path from listHidPosScanners; the first HID POS scanner when absent. */
  readonly path?: string;
  /** The scanner chosen on the settings screen (its path changes when replugged; these do not). 0 or absent: any. */
  readonly vendorId?: number;
  readonly productId?: number;
  readonly onScan: (scan: AssembledScan) => void;
  /** The scanner was unplugged or failed; it is closed. */
  readonly onError?: (error: HardwareError) => void;
  readonly loadModule?: ModuleLoader<NodeHidModule>;
}

export interface OpenScanner {
  readonly description: string;
  close(): void;
}

/** A HID interface a scanner in HID POS mode exposes (keyboards and mice are on other usage pages). */
export const isHidPosDevice = (device: HidDeviceInfo): boolean => device.usagePage === HID_POS_USAGE_PAGE;

export async function listHidPosScanners(loadModule?: ModuleLoader<NodeHidModule>): Promise<HidDeviceInfo[]> {
  const hid = await loadNodeHid(loadModule);
  return hid.devices().filter((device) => isHidPosDevice(device) && device.path !== undefined);
}

export async function openHidPosScanner(options: HidPosScannerOptions): Promise<OpenScanner> {
  const hid = await loadNodeHid(options.loadModule);
  const candidates = hid
    .devices()
    .filter((device) => isHidPosDevice(device) && device.path !== undefined)
    .filter((device) => !options.vendorId || (device.vendorId === options.vendorId && (!options.productId || device.productId === options.productId)));
  const info = options.path === undefined ? candidates[0] : candidates.find((device) => device.path === options.path);
  if (info?.path === undefined) throw new HardwareError('SCANNER_NOT_FOUND', { details: { path: options.path, vendorId: options.vendorId, productId: options.productId } });
  let device: ReturnType<typeof openDevice>;
  try {
    device = openDevice(hid, info.path);
  } catch (cause) {
    throw new HardwareError('SCANNER_OPEN_FAILED', { cause, details: { path: info.path } });
  }
  const assembler = new HidPosAssembler();
  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    device.close();
  };
  device.on('data', (report) => {
    const scan = assembler.push(report);
    if (scan) options.onScan(scan);
  });
  device.on('error', (cause) => {
    close();
    options.onError?.(new HardwareError('SCANNER_OPEN_FAILED', { cause, details: { path: info.path } }));
  });
  return { description: `${info.manufacturer ?? ''} ${info.product ?? 'HID POS scanner'}`.trim(), close };
}

function openDevice(hid: NodeHidModule, path: string): InstanceType<NodeHidModule['HID']> {
  return new hid.HID(path);
}
