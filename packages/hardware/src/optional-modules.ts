// serialport and node-hid are native, optional dependencies: a terminal without serial or HID
// devices (or a machine where the prebuilt binary does not load) must still sell and print over the
// network. They are loaded on first use, and a failure becomes a coded error the settings screen can
// show, instead of a crash at start-up. Only the small parts of their APIs used here are typed.
import { HardwareError } from './hardware-error.ts';

export interface SerialPortLike {
  readonly isOpen: boolean;
  open(callback: (error: Error | null) => void): void;
  write(data: Buffer, callback?: (error: Error | null | undefined) => void): boolean;
  drain(callback: (error: Error | null) => void): void;
  close(callback?: (error: Error | null) => void): void;
  pipe<T extends NodeJS.WritableStream>(destination: T): T;
  on(event: 'data', listener: (chunk: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'close', listener: () => void): this;
  off(event: 'data', listener: (chunk: Buffer) => void): this;
}

export interface SerialPortOpenOptions {
  readonly path: string;
  readonly baudRate: number;
  readonly autoOpen: false;
}

export interface SerialPortModule {
  readonly SerialPort: new (options: SerialPortOpenOptions) => SerialPortLike;
}

/** What serialport's list() answers for one port (the fields the settings screen shows). */
export interface SerialPortListing {
  readonly path: string;
  readonly manufacturer?: string | undefined;
  readonly vendorId?: string | undefined;
  readonly productId?: string | undefined;
}

/** serialport's static SerialPort.list(), used to offer ports on the settings screen. */
export interface SerialPortListModule {
  readonly SerialPort: { list(): Promise<SerialPortListing[]> };
}

export interface HidDeviceInfo {
  readonly vendorId: number;
  readonly productId: number;
  readonly path?: string;
  readonly product?: string;
  readonly manufacturer?: string;
  readonly usagePage?: number;
  readonly usage?: number;
}

export interface HidDeviceLike {
  on(event: 'data', listener: (report: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  close(): void;
}

export interface NodeHidModule {
  devices(): HidDeviceInfo[];
  readonly HID: new (path: string) => HidDeviceLike;
}

/** node-hid's devices(), used to offer scanners on the settings screen. */
export type NodeHidListModule = Pick<NodeHidModule, 'devices'>;

/** The part of @serialport/parser-readline used: a transform stream emitting one string per line. */
export interface ReadlineParserLike extends NodeJS.ReadWriteStream {
  on(event: 'data', listener: (line: string) => void): this;
  on(event: string, listener: (...args: unknown[]) => void): this;
}

export interface ReadlineParserModule {
  readonly ReadlineParser: new (options: { readonly delimiter: string; readonly encoding: 'latin1' }) => ReadlineParserLike;
}

export type ModuleLoader<T> = () => Promise<T>;

async function load<T>(loader: ModuleLoader<T>, code: 'HARDWARE_SERIAL_UNAVAILABLE' | 'HARDWARE_HID_UNAVAILABLE'): Promise<T> {
  try {
    return await loader();
  } catch (cause) {
    throw new HardwareError(code, { cause });
  }
}

export const importSerialPort: ModuleLoader<SerialPortModule> = async () => (await import('serialport')) as unknown as SerialPortModule;
export const importNodeHid: ModuleLoader<NodeHidModule> = async () => {
  const hid = (await import('node-hid')) as unknown as NodeHidModule & { readonly default?: NodeHidModule };
  return typeof hid.devices === 'function' ? hid : (hid.default as NodeHidModule);
};

export const importReadlineParser: ModuleLoader<ReadlineParserModule> = async () =>
  (await import('@serialport/parser-readline')) as unknown as ReadlineParserModule;

export function loadReadlineParser(loader: ModuleLoader<ReadlineParserModule> = importReadlineParser): Promise<ReadlineParserModule> {
  return load(loader, 'HARDWARE_SERIAL_UNAVAILABLE');
}

export function loadSerialPort(loader: ModuleLoader<SerialPortModule> = importSerialPort): Promise<SerialPortModule> {
  return load(loader, 'HARDWARE_SERIAL_UNAVAILABLE');
}

export function loadSerialPortList(loader: ModuleLoader<SerialPortListModule> = importSerialPort as unknown as ModuleLoader<SerialPortListModule>): Promise<SerialPortListModule> {
  return load(loader, 'HARDWARE_SERIAL_UNAVAILABLE');
}

export function loadNodeHidList(loader: ModuleLoader<NodeHidListModule> = importNodeHid): Promise<NodeHidListModule> {
  return load(loader, 'HARDWARE_HID_UNAVAILABLE');
}

export function loadNodeHid(loader: ModuleLoader<NodeHidModule> = importNodeHid): Promise<NodeHidModule> {
  return load(loader, 'HARDWARE_HID_UNAVAILABLE');
}
