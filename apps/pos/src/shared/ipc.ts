// The one typed contract between the screens and the services: channel name → argument schema,
// result schema and the permission it needs. Electron's main process and the Node host both validate
// every payload against it; the renderer's API type is derived from it.
import { z } from 'zod';
import type { IpcChannel } from './ipc-channels.ts';
import type { IpcResult } from './result.ts';
import type { Permission } from './permissions.ts';
import {
  barcodeAssignSchema,
  catalogueItemSchema,
  completedSaleSchema,
  customOrderDetailSchema,
  customOrderSchema,
  deviceListsSchema,
  heldSaleSchema,
  holdSaleSchema,
  loginSchema,
  orderDetailSchema,
  orderQuerySchema,
  orderSummarySchema,
  printOutcomeSchema,
  printerStatusSchema,
  gridCategorySchema,
  gridPageSchema,
  gridTabSchema,
  recoveredSaleSchema,
  productListQuerySchema,
  refundRequestSchema,
  refundResultSchema,
  reportSchema,
  saleDraftSchema,
  sessionSchema,
  settingsSchema,
  shopProfileSchema,
  staffCreateSchema,
  staffSchema,
  staffUpdateSchema,
  stockMovementRequestSchema,
  stockMovementSchema,
  storeOrderQuerySchema,
  syncStatusSchema,
  terminalInfoSchema,
  vanCheckSchema,
} from './schemas.ts';

const none = z.object({}).strict();
const idArg = z.object({ id: z.string().min(1).max(64) });
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const productSaveSchema = z.object({
  productNo: z.number().int().nullable(),
  name: z.string().trim().min(1).max(200),
  salePrice: z.number().int().min(0).max(1_000_000_000),
  options: z
    .array(
      z.object({
        optionNo: z.number().int().nullable(),
        optionName: z.string().trim().max(200),
        addPrice: z.number().int().min(-1_000_000_000).max(1_000_000_000),
        stock: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(100),
});

export const productDetailSchema = z.object({
  productNo: z.number().int(),
  name: z.string(),
  salePrice: z.number().int(),
  saleStatus: z.string(),
  options: z.array(catalogueItemSchema),
});

const reportPrintResult = z.object({ report: reportSchema, print: printOutcomeSchema });
/** Z: the day's one close. A second press answers the recorded close (printed nothing new). */
const zResult = reportPrintResult.extend({ alreadyClosed: z.boolean(), closedAt: z.string(), closedBy: z.string() });

interface ChannelSpec {
  readonly args: z.ZodType;
  readonly result: z.ZodType;
  readonly permission: Permission;
}

export const ipcMap = {
  'auth.login': { args: loginSchema, result: sessionSchema, permission: 'public' },
  'auth.logout': { args: none, result: z.null(), permission: 'public' },
  'auth.current': { args: none, result: sessionSchema.nullable(), permission: 'public' },
  'auth.lock': { args: none, result: z.null(), permission: 'public' },
  'auth.staffNames': { args: none, result: z.array(z.string()), permission: 'public' },
  'terminal.info': { args: none, result: terminalInfoSchema, permission: 'public' },
  'terminal.register': {
    // adminName/adminPin: only for the first terminal of a server with no staff (they become its first
    // admin); later terminals bring the registration code an admin made on another terminal.
    args: z.object({
      name: z.string().trim().min(1).max(40),
      adminName: z.string().trim().min(1).max(40).nullable(),
      adminPin: z.string().regex(/^[0-9]{4,8}$/).nullable(),
      setupCode: z.string().max(100).nullable(),
    }),
    result: terminalInfoSchema,
    permission: 'public',
  },
  'shop.get': { args: none, result: shopProfileSchema.nullable(), permission: 'session' },
  'shop.save': { args: shopProfileSchema, result: shopProfileSchema, permission: 'manage-shop' },
  'staff.list': { args: none, result: z.array(staffSchema), permission: 'manage-staff' },
  'staff.create': { args: staffCreateSchema, result: staffSchema, permission: 'manage-staff' },
  'staff.update': { args: staffUpdateSchema, result: staffSchema, permission: 'manage-staff' },
  /** A short-lived, single-use code that registers one more terminal (shown on this admin's screen). */
  'terminal.pairingCode': { args: none, result: z.object({ code: z.string(), expiresAt: z.string() }), permission: 'manage-staff' },
  'catalogue.lookup': { args: z.object({ code: z.string().min(1).max(64) }), result: catalogueItemSchema, permission: 'sell' },
  'catalogue.search': { args: z.object({ query: z.string().trim().min(1).max(100), limit: z.number().int().min(1).max(100) }), result: z.array(catalogueItemSchema), permission: 'sell' },
  'catalogue.categories': { args: none, result: z.array(gridCategorySchema), permission: 'sell' },
  'catalogue.grid': { args: z.object({ tab: gridTabSchema, offset: z.number().int().min(0).max(1_000_000), limit: z.number().int().min(1).max(100) }), result: gridPageSchema, permission: 'sell' },
  'catalogue.pin': { args: z.object({ optionNo: z.number().int(), pinned: z.boolean() }), result: z.null(), permission: 'pin-favourites' },
  'catalogue.refresh': { args: none, result: z.object({ applied: z.number().int(), cursor: z.string().nullable() }), permission: 'session' },
  'sales.complete': { args: saleDraftSchema, result: completedSaleSchema, permission: 'sell' },
  'sales.acknowledge': { args: idArg, result: z.null(), permission: 'sell' },
  'sales.unacknowledged': { args: none, result: z.array(recoveredSaleSchema), permission: 'sell' },
  'sales.hold': { args: holdSaleSchema, result: heldSaleSchema, permission: 'sell' },
  'sales.held': { args: none, result: z.array(heldSaleSchema), permission: 'sell' },
  'sales.discardHeld': { args: idArg, result: z.null(), permission: 'sell' },
  'orders.list': { args: orderQuerySchema, result: z.array(orderSummarySchema), permission: 'sell' },
  'orders.store': {
    args: storeOrderQuerySchema,
    result: z.object({ source: z.enum(['server', 'local']), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(orderSummarySchema.extend({ terminalId: z.number().int() })) }),
    permission: 'sell',
  },
  'orders.get': { args: idArg, result: orderDetailSchema, permission: 'sell' },
  'orders.reprint': { args: idArg, result: printOutcomeSchema, permission: 'sell' },
  'orders.refund': { args: refundRequestSchema, result: refundResultSchema, permission: 'refund' },
  'stock.move': { args: stockMovementRequestSchema, result: stockMovementSchema, permission: 'adjust-stock' },
  'stock.recent': { args: z.object({ limit: z.number().int().min(1).max(200) }), result: z.array(stockMovementSchema), permission: 'adjust-stock' },
  'products.list': { args: productListQuerySchema, result: z.array(catalogueItemSchema), permission: 'view-products' },
  'products.get': { args: z.object({ productNo: z.number().int() }), result: productDetailSchema, permission: 'view-products' },
  'products.save': { args: productSaveSchema, result: productDetailSchema, permission: 'edit-products' },
  'barcodes.assign': { args: barcodeAssignSchema, result: catalogueItemSchema, permission: 'edit-barcodes' },
  'barcodes.generate': { args: z.object({ prefix: z.number().int().min(20).max(29), productNo: z.number().int(), optionNo: z.number().int() }), result: catalogueItemSchema, permission: 'edit-barcodes' },
  'barcodes.search': { args: z.object({ query: z.string().trim().min(1).max(64) }), result: z.array(z.object({ barcode: z.string(), item: catalogueItemSchema })), permission: 'view-products' },
  'barcodes.remove': { args: z.object({ barcode: z.string().min(1).max(64) }), result: z.null(), permission: 'edit-barcodes' },
  'labels.print': { args: z.object({ optionNo: z.number().int(), copies: z.number().int().min(1).max(50) }), result: printOutcomeSchema, permission: 'view-products' },
  'reports.daily': { args: z.object({ date: ymd }), result: reportSchema, permission: 'view-reports' },
  'reports.x': { args: z.object({ print: z.boolean() }), result: reportPrintResult, permission: 'view-reports' },
  'reports.z': { args: none, result: zResult, permission: 'close-day' },
  'custom.list': { args: z.object({ status: z.string().max(40).nullable() }), result: z.array(customOrderSchema), permission: 'view-custom-orders' },
  'custom.get': { args: z.object({ orderNo: z.string().min(1).max(64) }), result: customOrderDetailSchema, permission: 'view-custom-orders' },
  'custom.printSheet': { args: z.object({ orderNo: z.string().min(1).max(64) }), result: printOutcomeSchema, permission: 'print-production' },
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
  'sync.status': { args: none, result: syncStatusSchema, permission: 'public' },
  'sync.now': { args: none, result: syncStatusSchema, permission: 'session' },
} as const satisfies Record<IpcChannel, ChannelSpec>;

export type IpcMap = typeof ipcMap;
export type IpcArgs<C extends IpcChannel> = z.input<IpcMap[C]['args']>;
export type IpcParsedArgs<C extends IpcChannel> = z.output<IpcMap[C]['args']>;
export type IpcValue<C extends IpcChannel> = z.output<IpcMap[C]['result']>;

/** Pushed from the services to every screen. */
export type TerminalEvent =
  | { readonly type: 'sync'; readonly status: z.output<typeof syncStatusSchema> }
  | { readonly type: 'printer'; readonly status: z.output<typeof printerStatusSchema> }
  | { readonly type: 'scan'; readonly code: string; readonly source: 'hid' | 'serial' }
  /** The card reader's progress while a payment waits ("카드를 넣어 주세요", "승인 요청 중입니다"). */
  | { readonly type: 'payment'; readonly message: string }
  /** This screen's own session, sent first on every (re)connection. */
  | { readonly type: 'session'; readonly session: z.output<typeof sessionSchema> | null };

/** What the renderer holds: the preload bridge in Electron, an HTTP/WebSocket client in a browser. */
export interface TerminalApi {
  invoke<C extends IpcChannel>(channel: C, args: IpcArgs<C>): Promise<IpcResult<IpcValue<C>>>;
  onEvent(listener: (event: TerminalEvent) => void): () => void;
}
