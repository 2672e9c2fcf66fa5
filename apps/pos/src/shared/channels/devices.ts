// The counter's devices and their settings: printer (and every print's outcome), scanner, VAN agent, idle lock.
import { z } from 'zod';
import { none, shortText, type ChannelSpecs } from './kit.ts';
import { DEFAULT_DISCOUNT_LIMIT, discountLimitSchema } from './discount-limit.ts';

export const printOutcomeSchema = z.object({
  jobId: z.string().nullable(),
  /** printed: the printer confirmed; sent: written to a one-way transport; failed: kept for reprint. */
  status: z.enum(['queued', 'printed', 'sent', 'failed', 'skipped']),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const printerStateSchema = z.enum(['ready', 'paper-out', 'cover-open', 'offline', 'unknown', 'not-configured']);

export const printerStatusSchema = z.object({
  state: printerStateSchema,
  message: z.string(),
  /** Jobs that failed and wait for a reprint. */
  failedJobs: z.array(z.object({ jobId: z.string(), title: z.string(), at: z.string(), error: z.string() })),
  checkedAt: z.string().nullable(),
});

export const printerSettingsSchema = z.object({
  transport: z.enum(['tcp', 'serial', 'os', 'file', 'none']),
  host: z.string().trim().max(255),
  port: z.number().int().min(1).max(65535),
  serialPath: z.string().trim().max(255),
  baudRate: z.number().int().min(1200).max(921_600),
  osPrinterName: z.string().trim().max(255),
  filePath: z.string().trim().max(1024),
  paperWidth: z.enum(['58', '80']),
  columns: z.union([z.literal(32), z.literal(42), z.literal(48)]),
});

export const scannerSettingsSchema = z.object({
  mode: z.enum(['wedge', 'hid', 'serial']),
  /** Allow up to 100 ms between keys for scanners set to a slow inter-character delay. */
  slowWedge: z.boolean(),
  serialPath: z.string().trim().max(255),
  baudRate: z.number().int().min(1200).max(921_600),
  /** The HID POS scanner chosen from the device list (USB ids survive replugging; paths do not). 0: the first one found. */
  hidVendorId: z.number().int().min(0).max(0xffff).default(0),
  hidProductId: z.number().int().min(0).max(0xffff).default(0),
});

/** What is plugged in, for the settings screen to choose from; `reason` says in Korean why a list is empty. */
const deviceList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), reason: z.string().nullable() });
export const deviceListsSchema = z.object({
  serial: deviceList(z.object({ path: z.string(), manufacturer: z.string().nullable(), vendorId: z.string().nullable(), productId: z.string().nullable() })),
  hid: deviceList(z.object({ vendorId: z.number().int(), productId: z.number().int(), product: z.string().nullable(), manufacturer: z.string().nullable() })),
  printers: deviceList(z.object({ name: z.string(), queue: z.string().nullable(), isDefault: z.boolean(), note: z.string().nullable() })),
});

export const lockSettingsSchema = z.object({
  /** Minutes without a key or touch before a screen locks and asks for a PIN (0: never). */
  idleMinutes: z.number().int().min(0).max(240),
});

/** The card reader's VAN agent: where it is, the 가맹점번호 / 단말기번호 it was set up with, and 자진발급. */
export const vanSettingsSchema = z.object({
  transport: z.enum(['tcp', 'serial', 'none']),
  host: z.string().trim().max(255),
  port: z.number().int().min(1).max(65535),
  serialPath: z.string().trim().max(255),
  baudRate: z.number().int().min(1200).max(921_600),
  merchantNo: z.string().trim().max(20).regex(/^[0-9-]*$/),
  tid: z.string().trim().min(1).max(20).regex(/^[0-9A-Za-z-]+$/),
  /** 자진발급: cash sales of 100,000원 or more with no request are issued to 010-000-1234. */
  selfIssueCashReceipt: z.boolean(),
});

export const DEFAULT_VAN_SETTINGS = {
  transport: 'tcp',
  host: '127.0.0.1',
  port: 9300,
  serialPath: '',
  baudRate: 115_200,
  merchantNo: '',
  tid: '1000000001',
  selfIssueCashReceipt: false,
} as const satisfies z.input<typeof vanSettingsSchema>;

export const vanCheckSchema = z.object({ ok: z.boolean(), message: z.string(), merchantNo: z.string(), tid: z.string(), agent: z.string() });

/** Reader progress pushed while a payment waits. */
export const paymentProgressSchema = z.object({ message: z.string() });

export const settingsSchema = z.object({
  printer: printerSettingsSchema,
  // Settings files written before the VAN agent existed still load.
  van: vanSettingsSchema.default(DEFAULT_VAN_SETTINGS),
  scanner: scannerSettingsSchema,
  terminal: z.object({ name: shortText(40).min(1) }),
  // Settings files written before the idle lock existed still load.
  lock: lockSettingsSchema.default({ idleMinutes: 5 }),
  // 할인 한도 (issue 28); files from before it load with the default.
  discountLimit: discountLimitSchema.default(DEFAULT_DISCOUNT_LIMIT),
});

export const deviceChannels = {
  'settings.get': { args: none, result: settingsSchema, permission: 'public' },
  'settings.update': { args: settingsSchema, result: settingsSchema, permission: 'manage-settings' },
  'printer.status': { args: none, result: printerStatusSchema, permission: 'public' },
  'printer.test': { args: none, result: printOutcomeSchema, permission: 'session' },
  'printer.reprint': { args: z.object({ jobId: z.string().min(1).max(64) }), result: printOutcomeSchema, permission: 'session' },
  /** Waits (up to a few seconds) for a job to print or fail: the 완료 screen shows the real outcome. */
  'printer.job': { args: z.object({ jobId: z.string().min(1).max(64) }), result: printOutcomeSchema, permission: 'session' },
  /** Serial ports, HID POS scanners and OS printers to choose from in 설정 (admins: it is for the printer and scanner settings). */
  'devices.list': { args: none, result: deviceListsSchema, permission: 'manage-settings' },
  /** 연결 확인: asks the VAN agent of the current settings for its status (admins: it belongs to 설정). */
  'van.check': { args: none, result: vanCheckSchema, permission: 'manage-settings' },
} as const satisfies ChannelSpecs;

export type PrintOutcome = z.infer<typeof printOutcomeSchema>;
export type PrinterState = z.infer<typeof printerStateSchema>;
export type PrinterStatusView = z.infer<typeof printerStatusSchema>;
export type PrinterSettings = z.infer<typeof printerSettingsSchema>;
export type ScannerSettings = z.infer<typeof scannerSettingsSchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type VanSettings = z.infer<typeof vanSettingsSchema>;
export type VanCheck = z.infer<typeof vanCheckSchema>;
export type DeviceLists = z.infer<typeof deviceListsSchema>;
