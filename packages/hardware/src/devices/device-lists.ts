// What is plugged into the counter, for the settings screen to choose from: serial ports
// (serialport's list()), HID POS scanners (node-hid devices on usage page 0x8C) and the operating
// system's printers (CUPS `lpstat` on Linux/macOS; PowerShell `Get-Printer`, else `wmic`, on
// Windows). A list never fails: a missing module, a missing command or an empty machine answers no
// items and a Korean sentence saying why. Each function takes its loader / command runner, so tests
// drive them with serialport's mock binding, a fake node-hid and recorded command outputs.
import { execFile } from 'node:child_process';
import { isHardwareError } from '../hardware-error.ts';
import { loadNodeHidList, loadSerialPortList } from '../optional-modules.ts';
import type { ModuleLoader, NodeHidListModule, SerialPortListModule } from '../optional-modules.ts';
import { isHidPosDevice } from '../scanners/hid-pos-scanner.ts';
import { isSpoolerPrinterName } from '../transports/spooler.ts';

export interface DeviceList<T> {
  readonly items: readonly T[];
  /** Why the list is empty (or incomplete), in Korean; null when there is nothing to say. */
  readonly reason: string | null;
}

export interface SerialPortEntry {
  readonly path: string;
  readonly manufacturer: string | null;
  /** USB ids as serialport reports them: four hex digits, lower case. */
  readonly vendorId: string | null;
  readonly productId: string | null;
}

export interface HidScannerEntry {
  readonly vendorId: number;
  readonly productId: number;
  readonly product: string | null;
  readonly manufacturer: string | null;
}

export interface OsPrinterEntry {
  /** The name the operating system shows. */
  readonly name: string;
  /** What the spooler transport takes (the CUPS queue, or the Windows share name); null when it cannot print there. */
  readonly queue: string | null;
  readonly isDefault: boolean;
  /** Why `queue` is null, in Korean. */
  readonly note: string | null;
}

export const DEVICE_LIST_REASONS = {
  noSerialPorts: '연결된 시리얼 포트가 없습니다. USB 케이블을 확인하세요.',
  serialListFailed: '시리얼 포트 목록을 읽지 못했습니다.',
  noHidScanners: 'HID POS 모드의 스캐너가 없습니다. 키보드 모드 스캐너는 이 목록에 나오지 않습니다(키보드 입력 방식을 쓰세요).',
  hidListFailed: 'USB HID 장치 목록을 읽지 못했습니다.',
  noOsPrinters: '운영체제에 등록된 프린터가 없습니다.',
  noCups: '이 컴퓨터에는 프린터 목록 명령(lpstat)이 없습니다. CUPS를 설치하거나 네트워크·시리얼 연결을 쓰세요.',
  noWindowsList: '프린터 목록 명령(PowerShell Get-Printer, wmic)을 실행하지 못했습니다.',
  printerListTimeout: '프린터 목록을 가져오는 데 시간이 너무 오래 걸렸습니다. 다시 시도하세요.',
  printerListFailed: '프린터 목록을 읽지 못했습니다.',
  notShared: '공유되지 않은 프린터입니다. 프린터 속성에서 영문 공유 이름을 정하세요.',
  nameUnusable: '이름에 영문·숫자·.-_ 외의 문자가 있어 RAW 인쇄에 쓸 수 없습니다.',
} as const;

const hex4 = (value: string | undefined): string | null => (value ? value.toLowerCase().replace(/^0x/, '').padStart(4, '0') : null);

/**
 * Loads an optional module and reads a list from it. A module that does not load answers its coded
 * Korean message; a listing that throws answers `failed`; an empty one, `empty`.
 */
async function listFromModule<M, T>(load: () => Promise<M>, read: (module: M) => Promise<T[]> | T[], reasons: { readonly empty: string; readonly failed: string }): Promise<DeviceList<T>> {
  let module: M;
  try {
    module = await load();
  } catch (error) {
    return { items: [], reason: isHardwareError(error) ? error.message : reasons.failed };
  }
  try {
    const items = await read(module);
    return { items, reason: items.length === 0 ? reasons.empty : null };
  } catch {
    return { items: [], reason: reasons.failed };
  }
}

export function listSerialPorts(loadModule?: ModuleLoader<SerialPortListModule>): Promise<DeviceList<SerialPortEntry>> {
  return listFromModule(
    () => loadSerialPortList(loadModule),
    async (module) =>
      (await module.SerialPort.list())
        .map((p) => ({ path: p.path, manufacturer: p.manufacturer ?? null, vendorId: hex4(p.vendorId), productId: hex4(p.productId) }))
        .sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true })),
    { empty: DEVICE_LIST_REASONS.noSerialPorts, failed: DEVICE_LIST_REASONS.serialListFailed },
  );
}

/** HID POS scanners, one entry per vendor/product (a scanner exposes several HID interfaces). */
export function listHidScanners(loadModule?: ModuleLoader<NodeHidListModule>): Promise<DeviceList<HidScannerEntry>> {
  return listFromModule(
    () => loadNodeHidList(loadModule),
    (hid) => {
      const seen = new Map<string, HidScannerEntry>();
      for (const d of hid.devices()) {
        const key = `${d.vendorId}:${d.productId}`;
        if (isHidPosDevice(d) && !seen.has(key)) seen.set(key, { vendorId: d.vendorId, productId: d.productId, product: d.product?.trim() || null, manufacturer: d.manufacturer?.trim() || null });
      }
      return [...seen.values()];
    },
    { empty: DEVICE_LIST_REASONS.noHidScanners, failed: DEVICE_LIST_REASONS.hidListFailed },
  );
}

export interface CommandOutput {
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a command without a shell. Rejects like child_process.execFile: `code` 'ENOENT' when the
 * command is missing, `killed` on timeout, a numeric `code` (with stdout/stderr) on a non-zero exit.
 */
export type ExecCommand = (file: string, args: readonly string[], options: { readonly timeoutMs: number }) => Promise<CommandOutput>;

export const execCommand: ExecCommand = (file, args, { timeoutMs }) =>
  new Promise((resolve, reject) => {
    execFile(file, [...args], { timeout: timeoutMs, windowsHide: true, maxBuffer: 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolve({ stdout, stderr });
    });
  });

interface ExecFailure {
  readonly code?: unknown;
  readonly killed?: boolean;
  readonly signal?: unknown;
  readonly stdout?: unknown;
  readonly stderr?: unknown;
}

const failureOf = (error: unknown): ExecFailure => (typeof error === 'object' && error !== null ? (error as ExecFailure) : {});
/** The command itself is missing: spawn's ENOENT, or env(1)'s 127 "No such file or directory". */
const isMissing = (error: unknown): boolean => failureOf(error).code === 'ENOENT' || failureOf(error).code === 127;
const isTimeout = (error: unknown): boolean => failureOf(error).killed === true || failureOf(error).code === 'ETIMEDOUT';

/** `lpstat -d -p` in the C locale: "system default destination: X" and "printer X is idle. ..." lines. */
export function parseLpstat(output: string): OsPrinterEntry[] {
  const defaultName = /^system default destination: (\S+)/m.exec(output)?.[1];
  const names = [...output.matchAll(/^printer (\S+) /gm)].map((m) => m[1] ?? '').filter((n) => n !== '');
  return [...new Set(names)].map((name) => ({
    name,
    queue: isSpoolerPrinterName(name) ? name : null,
    isDefault: name === defaultName,
    note: isSpoolerPrinterName(name) ? null : DEVICE_LIST_REASONS.nameUnusable,
  }));
}

function windowsEntry(name: string, shared: boolean, shareName: string, isDefault: boolean): OsPrinterEntry {
  if (!shared || shareName === '') return { name, queue: null, isDefault, note: DEVICE_LIST_REASONS.notShared };
  if (!isSpoolerPrinterName(shareName)) return { name, queue: null, isDefault, note: DEVICE_LIST_REASONS.nameUnusable };
  return { name, queue: shareName, isDefault, note: null };
}

/** The PowerShell script's output: one printer a line, "name<TAB>shared<TAB>share name<TAB>default". */
export function parseGetPrinter(output: string): OsPrinterEntry[] {
  return output
    .split(/\r?\n/)
    .map((line) => line.split('\t'))
    .filter((cols) => (cols[0] ?? '').trim() !== '')
    .map(([name = '', shared = '', shareName = '', isDefault = '']) => windowsEntry(name.trim(), /^true$/i.test(shared.trim()), shareName.trim(), /^true$/i.test(isDefault.trim())));
}

/** `wmic printer get Default,Name,Shared,ShareName /format:csv`: a header row names the columns. */
export function parseWmicCsv(output: string): OsPrinterEntry[] {
  const rows = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split(','));
  const header = rows.shift()?.map((h) => h.trim().toLowerCase()) ?? [];
  const at = (row: readonly string[], column: string): string => (row[header.indexOf(column)] ?? '').trim();
  if (!header.includes('name')) return [];
  return rows
    .filter((row) => at(row, 'name') !== '')
    .map((row) => windowsEntry(at(row, 'name'), /^true$/i.test(at(row, 'shared')), at(row, 'sharename'), /^true$/i.test(at(row, 'default'))));
}

const GET_PRINTER_SCRIPT =
  "$d = (Get-CimInstance -ClassName Win32_Printer -Filter 'Default=TRUE').Name; Get-Printer | ForEach-Object { $_.Name + \"`t\" + $_.Shared + \"`t\" + $_.ShareName + \"`t\" + ($_.Name -eq $d) }";

export interface OsPrinterListOptions {
  readonly platform?: NodeJS.Platform;
  readonly exec?: ExecCommand;
  readonly timeoutMs?: number;
}

const byDefaultThenName = (a: OsPrinterEntry, b: OsPrinterEntry): number => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name);

function listed(items: OsPrinterEntry[]): DeviceList<OsPrinterEntry> {
  return { items: items.sort(byDefaultThenName), reason: items.length === 0 ? DEVICE_LIST_REASONS.noOsPrinters : null };
}

export async function listOsPrinters(options: OsPrinterListOptions = {}): Promise<DeviceList<OsPrinterEntry>> {
  const platform = options.platform ?? process.platform;
  const exec = options.exec ?? execCommand;
  const timeoutMs = options.timeoutMs ?? 5_000;
  if (platform === 'win32') {
    try {
      const { stdout } = await exec('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', GET_PRINTER_SCRIPT], { timeoutMs });
      return listed(parseGetPrinter(stdout));
    } catch (error) {
      if (isTimeout(error)) return { items: [], reason: DEVICE_LIST_REASONS.printerListTimeout };
    }
    try {
      const { stdout } = await exec('wmic', ['printer', 'get', 'Default,Name,Shared,ShareName', '/format:csv'], { timeoutMs });
      return listed(parseWmicCsv(stdout));
    } catch (error) {
      return { items: [], reason: isTimeout(error) ? DEVICE_LIST_REASONS.printerListTimeout : DEVICE_LIST_REASONS.noWindowsList };
    }
  }
  try {
    // lpstat's words are translated under a Korean locale: run it in the C locale, whose are parsed.
    const { stdout } = await exec('env', ['LC_ALL=C', 'LANG=C', 'lpstat', '-d', '-p'], { timeoutMs });
    return listed(parseLpstat(stdout));
  } catch (error) {
    if (isMissing(error)) return { items: [], reason: DEVICE_LIST_REASONS.noCups };
    if (isTimeout(error)) return { items: [], reason: DEVICE_LIST_REASONS.printerListTimeout };
    // No queue at all: lpstat says so and exits 1 ("lpstat: No destinations added.").
    const failure = failureOf(error);
    const said = `${String(failure.stdout ?? '')}\n${String(failure.stderr ?? '')}`;
    if (/no destinations added/i.test(said)) return { items: [], reason: DEVICE_LIST_REASONS.noOsPrinters };
    // The scheduler is not running, but queues may still be listed.
    const items = parseLpstat(said);
    return items.length > 0 ? listed(items) : { items: [], reason: DEVICE_LIST_REASONS.printerListFailed };
  }
}
