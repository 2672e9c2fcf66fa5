// The devices the settings screen offers: serial ports, HID POS scanners and the OS printers, read
// fresh on each ask through @courtside/hardware's listings (each list answers a Korean reason instead
// of failing). The loaders are injectable so the host's test hooks can put serialport's mock binding,
// a fake node-hid and a recorded lpstat behind the same code.
import { listHidScanners, listOsPrinters, listSerialPorts } from '@courtside/hardware';
import type { ModuleLoader, NodeHidListModule, OsPrinterListOptions, SerialPortListModule } from '@courtside/hardware';
import type { DeviceLists } from '../../shared/schemas.ts';

export interface DeviceListerDeps {
  readonly serialPort?: ModuleLoader<SerialPortListModule>;
  readonly nodeHid?: ModuleLoader<NodeHidListModule>;
  readonly printers?: OsPrinterListOptions;
}

export interface DeviceLister {
  list(): Promise<DeviceLists>;
}

export function createDeviceLister(deps: DeviceListerDeps = {}): DeviceLister {
  return {
    async list() {
      const [serial, hid, printers] = await Promise.all([listSerialPorts(deps.serialPort), listHidScanners(deps.nodeHid), listOsPrinters(deps.printers)]);
      return { serial: { ...serial, items: [...serial.items] }, hid: { ...hid, items: [...hid.items] }, printers: { ...printers, items: [...printers.items] } };
    },
  };
}
