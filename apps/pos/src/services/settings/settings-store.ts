// Printer, scanner and terminal settings, edited on the settings screen and kept as a JSON file next
// to the terminal's database. A missing or damaged file falls back to the defaults from config.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { DEFAULT_DISCOUNT_LIMIT, DEFAULT_VAN_SETTINGS, settingsSchema } from '../../shared/schemas.ts';
import type { Settings, VanSettings } from '../../shared/schemas.ts';
import type { PosConfig } from '../../config.ts';
import { TerminalError } from '../terminal-error.ts';

/** A receipt printer's device node (Linux USB / parallel printers). */
const PRINTER_DEVICE = /^\/dev\/(?:usb\/)?lp\d{1,2}$/;

/**
 * Where the screen may point a `file` printer: a printer device node, or a file in the terminal's
 * own data folder — never any path on the machine (it would overwrite whatever file it names).
 */
export function isAllowedPrinterFile(filePath: string, dataFolder: string): boolean {
  if (PRINTER_DEVICE.test(filePath)) return true;
  if (filePath.includes('\0')) return false;
  const root = resolve(dataFolder);
  const target = resolve(root, filePath);
  return target.startsWith(root + sep);
}

/** `tcp://host:port` or `serial:/dev/…` (POS_VAN_AGENT) as VAN settings. */
export function vanSettingsFrom(spec: string | undefined): VanSettings {
  const van: VanSettings = { ...DEFAULT_VAN_SETTINGS };
  if (!spec) return van;
  const tcp = /^tcp:\/\/([^:/]+)(?::(\d+))?\/?$/.exec(spec);
  if (tcp) return { ...van, transport: 'tcp', host: tcp[1] ?? van.host, port: Number(tcp[2] ?? 9300) };
  if (spec.startsWith('serial:')) return { ...van, transport: 'serial', serialPath: spec.slice(7) };
  if (spec === 'none') return { ...van, transport: 'none' };
  return van;
}

export function defaultSettings(config: Pick<PosConfig, 'defaultPrinter' | 'defaultColumns' | 'terminalName'> & Partial<Pick<PosConfig, 'defaultVanAgent'>>): Settings {
  const printer: Settings['printer'] = {
    transport: 'none',
    host: '127.0.0.1',
    port: 9100,
    serialPath: '',
    baudRate: 19_200,
    osPrinterName: '',
    filePath: '',
    paperWidth: config.defaultColumns === 32 ? '58' : '80',
    columns: config.defaultColumns,
  };
  const spec = config.defaultPrinter;
  const tcp = /^tcp:\/\/([^:/]+)(?::(\d+))?\/?$/.exec(spec);
  if (tcp) Object.assign(printer, { transport: 'tcp', host: tcp[1], port: Number(tcp[2] ?? 9100) });
  else if (spec.startsWith('serial:')) Object.assign(printer, { transport: 'serial', serialPath: spec.slice(7) });
  else if (spec.startsWith('os:')) Object.assign(printer, { transport: 'os', osPrinterName: spec.slice(3) });
  else if (spec.startsWith('file:')) Object.assign(printer, { transport: 'file', filePath: spec.slice(5) });
  return {
    printer,
    scanner: { mode: 'wedge', slowWedge: false, serialPath: '', baudRate: 9_600, hidVendorId: 0, hidProductId: 0 },
    terminal: { name: config.terminalName },
    lock: { idleMinutes: 5 },
    van: vanSettingsFrom(config.defaultVanAgent),
    discountLimit: { ...DEFAULT_DISCOUNT_LIMIT },
  };
}

export function createSettingsStore(file: string, defaults: Settings) {
  let current: Settings | null = null;
  return {
    /** The settings last loaded or saved, without touching the file (null before the first load). */
    cached(): Settings | null {
      return current;
    },
    async load(): Promise<Settings> {
      if (current) return current;
      try {
        const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        // A file from before the VAN agent takes the configured agent, not the schema's fixed default.
        const parsed = settingsSchema.safeParse(typeof raw === 'object' && raw !== null && !('van' in raw) ? { ...raw, van: defaults.van } : raw);
        current = parsed.success ? parsed.data : defaults;
      } catch {
        current = defaults;
      }
      return current;
    },
    async save(next: Settings): Promise<Settings> {
      const valid = settingsSchema.parse(next);
      // The operator's POS_PRINTER (the default) may name any file; a change from the screen may not.
      if (valid.printer.transport === 'file' && valid.printer.filePath !== defaults.printer.filePath && !isAllowedPrinterFile(valid.printer.filePath, dirname(file))) {
        throw new TerminalError('SETTINGS_INVALID', { message: `파일 프린터는 프린터 장치(/dev/usb/lp0)나 단말기 데이터 폴더(${dirname(file)}) 안의 파일만 쓸 수 있습니다.` });
      }
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.tmp`;
      await writeFile(tmp, JSON.stringify(valid, null, 2));
      await rename(tmp, file);
      current = valid;
      return valid;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
