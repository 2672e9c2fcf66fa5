// The shapes the screens and the services exchange, as zod schemas: the main process and the host
// parse every payload with them, and the renderer's types are inferred from them. Money is integer
// won; times are ISO text; dates are Seoul calendar days (YYYY-MM-DD).
import { POS_ROLES } from '@courtside/core/pos';
import { z } from 'zod';

const won = z.number().int().min(0).max(1_000_000_000);
const signedQty = z.number().int().min(-100_000).max(100_000);
const qty = z.number().int().min(1).max(10_000);
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const shortText = (max: number) => z.string().trim().max(max);

export const roleSchema = z.enum(POS_ROLES);

export const loginSchema = z.object({
  name: shortText(40).min(1),
  pin: z.string().regex(/^[0-9]{4,8}$/),
});

const pinText = z.string().regex(/^[0-9]{4,8}$/);

/** A staff account as the admin's staff screen shows it (from the own server). */
export const staffSchema = z.object({ staffId: z.number().int(), name: z.string(), role: roleSchema, active: z.boolean() });
export const staffCreateSchema = z.object({ name: shortText(40).min(1), role: roleSchema, pin: pinText });
export const staffUpdateSchema = z.object({
  staffId: z.number().int().positive(),
  name: shortText(40).min(1).optional(),
  role: roleSchema.optional(),
  pin: pinText.optional(),
  active: z.boolean().optional(),
});

/** The shop's receipt details (checked again by the own server with core's checkShopProfile). */
export const shopProfileSchema = z.object({
  name: shortText(40),
  representative: shortText(20),
  businessNumber: shortText(12),
  address: shortText(120),
  phone: shortText(14),
});

export const sessionSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  role: roleSchema,
  /** Signed in from the cached credential while the server was unreachable. */
  offline: z.boolean(),
  terminalId: z.number().int(),
  terminalName: z.string(),
  /** Idle past the lock time (or locked by hand): the screen asks for a PIN before anything else. */
  locked: z.boolean(),
});

export const catalogueItemSchema = z.object({
  productNo: z.number().int(),
  optionNo: z.number().int(),
  name: z.string(),
  optionName: z.string(),
  price: won,
  stock: z.number().int(),
  barcodes: z.array(z.string()),
});

/** One tile of the product grid. */
export const gridItemSchema = catalogueItemSchema.omit({ barcodes: true }).extend({
  /** Stopped on the platform, sold out by hand, or no stock on the books: marked, still sellable at the counter. */
  soldOut: z.boolean(),
  /** On the 즐겨찾기 tab. */
  pinned: z.boolean(),
});

export const gridTabSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('favourites') }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('category'), categoryNo: z.number().int() }),
]);

export const gridPageSchema = z.object({ items: z.array(gridItemSchema), total: z.number().int() });

export const gridCategorySchema = z.object({ categoryNo: z.number().int(), label: z.string(), path: z.string(), count: z.number().int() });

export const saleLineSchema = z.object({
  productNo: z.number().int(),
  optionNo: z.number().int(),
  name: shortText(200).min(1),
  optionName: shortText(200),
  barcode: z.string().max(64).nullable(),
  quantity: qty,
  unitPrice: won,
  /** Line discount in won. */
  discount: won,
  /** A voided line stays on the record with its reason and counts for nothing. */
  voidReason: shortText(200).nullable(),
});

export const saleDiscountSchema = z.object({ label: shortText(40).min(1), amount: won });

/** What the shopper asked for on the cash part: an identity (digits) or nothing (자진발급 may still apply). */
export const cashReceiptRequestSchema = z.object({
  identity: z.string().trim().max(24).regex(/^[0-9\s-]*$/),
  purpose: z.enum(['income', 'expense']),
});

export const paymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won, tendered: won, cashReceipt: cashReceiptRequestSchema.nullable().optional() }),
  /** 수기 입력: the reader is out of order and the cashier types the approval the card company gave by phone. */
  z.object({ method: z.literal('card'), amount: won, approvalNo: z.string().trim().regex(/^[0-9A-Za-z-]{4,20}$/), issuer: shortText(40).min(1) }),
  /** Through the VAN agent: the amount is sent, the approval comes back by itself. 할부 only from 50,000원. */
  z.object({ method: z.literal('van-card'), amount: won.min(1), installmentMonths: z.number().int().min(0).max(36) }),
  /** 간편결제: the barcode the shopper's app shows, approved through the agent like a card. */
  z.object({ method: z.literal('easy-pay'), amount: won.min(1), barcode: z.string().trim().regex(/^[0-9]{12,24}$/) }),
]);

/** A payment as stored on the sale (what the order screen shows and the slip prints). */
export const recordedPaymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('cash'),
    amount: won,
    tendered: won,
    cashReceipt: z
      .object({ status: z.enum(['issued', 'pending']), approvalNo: z.string().nullable(), purpose: z.enum(['income', 'expense']), identityMasked: z.string(), selfIssued: z.boolean(), amount: won, issuedAt: z.string().nullable() })
      .nullable(),
  }),
  z.object({
    method: z.literal('card'),
    amount: won,
    approvalNo: z.string(),
    issuer: z.string(),
    maskedCardNo: z.string().nullable(),
    installmentMonths: z.number().int(),
    entry: z.enum(['van', 'manual']),
    provider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']).nullable(),
    approvedAt: z.string().nullable(),
  }),
]);

export const saleDraftSchema = z.object({
  lines: z.array(saleLineSchema).min(1).max(500),
  saleDiscount: saleDiscountSchema.nullable(),
  payments: z.array(paymentSchema).max(4),
  /** The held sale this completes, removed in the same transaction. */
  heldSaleId: z.string().nullable(),
  /** The screen's id for this payment: sent again after a lost answer, it returns the sale already recorded. */
  attemptId: z.string().regex(/^[A-Za-z0-9-]{16,64}$/).optional(),
});

export const printOutcomeSchema = z.object({
  jobId: z.string().nullable(),
  /** printed: the printer confirmed; sent: written to a one-way transport; failed: kept for reprint. */
  status: z.enum(['queued', 'printed', 'sent', 'failed', 'skipped']),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const completedSaleSchema = z.object({
  id: z.string(),
  receiptNo: z.string(),
  soldAt: z.string(),
  total: won,
  change: won,
  /** How it was paid: the 완료 screen shows 거스름돈 only when cash was taken. */
  methods: z.array(z.enum(['cash', 'card'])),
  /** The attempt it was recorded under (null for sales from before attempts were kept). */
  attemptId: z.string().nullable(),
  print: printOutcomeSchema,
});

/** A sale recorded just before the terminal stopped, shown before the next sale can start. */
export const recoveredSaleSchema = completedSaleSchema.omit({ print: true }).extend({
  staffName: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
});

export const heldSaleSchema = z.object({
  id: z.string(),
  label: z.string(),
  heldAt: z.string(),
  lineCount: z.number().int(),
  total: z.number().int(),
  draft: z.object({ lines: z.array(saleLineSchema), saleDiscount: saleDiscountSchema.nullable() }),
});

export const holdSaleSchema = z.object({
  label: shortText(40),
  lines: z.array(saleLineSchema).min(1).max(500),
  saleDiscount: saleDiscountSchema.nullable(),
});

export const orderQuerySchema = z.object({
  date: ymd.nullable(),
  staffId: z.number().int().nullable(),
});

export const storeOrderQuerySchema = z.object({
  date: ymd.nullable(),
  receiptNo: z.string().trim().max(40).regex(/^[0-9A-Za-z-]*$/).nullable(),
  staffId: z.number().int().nullable(),
  page: z.number().int().min(1).max(100_000),
});

export const orderSummarySchema = z.object({
  id: z.string(),
  receiptNo: z.string(),
  soldAt: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  total: z.number().int(),
  refunded: z.number().int(),
  itemCount: z.number().int(),
  methods: z.array(z.enum(['cash', 'card'])),
  synced: z.boolean(),
});

export const refundLineSchema = z.object({ lineNo: z.number().int().min(0), quantity: qty });

export const refundRequestSchema = z.object({
  saleId: z.string().min(1),
  /** Empty: refund everything still refundable. */
  lines: z.array(refundLineSchema).max(500),
  reason: shortText(200).min(1),
  method: z.enum(['cash', 'card']),
  /** Only for 수기 입력 sales: a card sale approved through the agent is cancelled through it, nothing typed. */
  approvalNo: z.string().trim().regex(/^[0-9A-Za-z-]{4,20}$/).nullable(),
});

export const refundSummarySchema = z.object({
  id: z.string(),
  receiptNo: z.string(),
  refundedAt: z.string(),
  total: z.number().int(),
  method: z.enum(['cash', 'card']),
  reason: z.string(),
  lines: z.array(z.object({ lineNo: z.number().int(), quantity: z.number().int(), amount: z.number().int() })),
});

export const orderDetailSchema = orderSummarySchema.extend({
  subtotal: z.number().int(),
  discountLabel: z.string().nullable(),
  discountAmount: z.number().int(),
  lines: z.array(saleLineSchema.extend({ lineNo: z.number().int(), refundable: z.number().int() })),
  payments: z.array(recordedPaymentSchema),
  refunds: z.array(refundSummarySchema),
  receiptPreview: z.array(z.string()),
});

export const refundResultSchema = z.object({ refund: refundSummarySchema, print: printOutcomeSchema });

export const stockReasonSchema = z.enum(['receive', 'count', 'adjust', 'damage', 'return']);

export const stockMovementRequestSchema = z.object({
  optionNo: z.number().int(),
  /** receive/return/damage: `quantity` units (positive); count: `quantity` is what is on the shelf; adjust: a signed delta. */
  reason: stockReasonSchema,
  quantity: signedQty,
  note: shortText(200),
  /** The barcode scanned to pick the item, if any. */
  barcode: z.string().max(64).nullable(),
});

export const stockMovementSchema = z.object({
  id: z.string(),
  optionNo: z.number().int(),
  /** "코트 댐프너 (블랙)" as the catalogue names it now (the option number when it left the catalogue). */
  itemName: z.string(),
  reason: stockReasonSchema,
  delta: z.number().int(),
  counted: z.number().int().nullable(),
  stockAfter: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});

export const reportSchema = z.object({
  kind: z.enum(['daily', 'x', 'z']),
  date: ymd,
  source: z.enum(['local', 'server']),
  from: z.string().nullable(),
  to: z.string(),
  salesCount: z.number().int(),
  grossSales: z.number().int(),
  discounts: z.number().int(),
  refundsCount: z.number().int(),
  refundTotal: z.number().int(),
  net: z.number().int(),
  byMethod: z.object({ cash: z.number().int(), card: z.number().int() }),
  /** Of `card`: 간편결제 by provider (net of refunds). Absent on reports recorded before #27. */
  byEasyPay: z.array(z.object({ provider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']), label: z.string(), count: z.number().int(), amount: z.number().int() })).default([]),
  /** 현금영수증 issued (not cancelled) and still waiting for the agent. */
  cashReceipts: z.object({ count: z.number().int(), amount: z.number().int(), pending: z.number().int() }).default({ count: 0, amount: 0, pending: 0 }),
  byStaff: z.array(z.object({ staffId: z.number().int(), name: z.string(), count: z.number().int(), total: z.number().int() })),
});

export const syncStatusSchema = z.object({
  status: z.enum(['online', 'offline', 'syncing', 'error']),
  pending: z.number().int(),
  lastSyncAt: z.string().nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  conflicts: z.number().int(),
  label: z.string(),
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
});

export const terminalInfoSchema = z.object({
  name: z.string(),
  terminalId: z.number().int().nullable(),
  registered: z.boolean(),
  serverUrl: z.string(),
});

export const productListQuerySchema = z.object({ keyword: shortText(100), limit: z.number().int().min(1).max(200), offset: z.number().int().min(0).max(100_000).default(0) });

export const barcodeAssignSchema = z.object({
  barcode: z.string().trim().min(1).max(64),
  productNo: z.number().int(),
  optionNo: z.number().int(),
});

export const customOrderSchema = z.object({
  orderNo: z.string(),
  orderedAt: z.string(),
  ordererName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  status: z.enum(['request', 'progress', 'completion']),
  statusLabel: z.string(),
  thumbnailUrl: z.string().nullable(),
});

export const customOrderDetailSchema = customOrderSchema.extend({
  shape: z.string(),
  colorName: z.string(),
  note: z.string().nullable(),
  /** The design images, inlined as data: URLs so the screen needs no outside image source. */
  sides: z.array(z.object({ side: z.enum(['front', 'back']), imageDataUrl: z.string().nullable() })),
});

export type Role = z.infer<typeof roleSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type Staff = z.infer<typeof staffSchema>;
export type ShopProfile = z.infer<typeof shopProfileSchema>;
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export type SaleLine = z.infer<typeof saleLineSchema>;
export type GridItem = z.infer<typeof gridItemSchema>;
export type GridTab = z.infer<typeof gridTabSchema>;
export type GridCategory = z.infer<typeof gridCategorySchema>;
export type SaleDiscount = z.infer<typeof saleDiscountSchema>;
export type Payment = z.infer<typeof paymentSchema>;
export type SaleDraft = z.infer<typeof saleDraftSchema>;
export type PrintOutcome = z.infer<typeof printOutcomeSchema>;
export type CompletedSale = z.infer<typeof completedSaleSchema>;
export type RecoveredSale = z.infer<typeof recoveredSaleSchema>;
export type HeldSale = z.infer<typeof heldSaleSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export type RefundSummary = z.infer<typeof refundSummarySchema>;
export type StockMovementRequest = z.infer<typeof stockMovementRequestSchema>;
export type StockMovement = z.infer<typeof stockMovementSchema>;
export type Report = z.infer<typeof reportSchema>;
export type SyncStatusView = z.infer<typeof syncStatusSchema>;
export type PrinterState = z.infer<typeof printerStateSchema>;
export type PrinterStatusView = z.infer<typeof printerStatusSchema>;
export type PrinterSettings = z.infer<typeof printerSettingsSchema>;
export type ScannerSettings = z.infer<typeof scannerSettingsSchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type VanSettings = z.infer<typeof vanSettingsSchema>;
export type VanCheck = z.infer<typeof vanCheckSchema>;
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;
export type CashReceiptRequest = z.infer<typeof cashReceiptRequestSchema>;
export type DeviceLists = z.infer<typeof deviceListsSchema>;
export type TerminalInfo = z.infer<typeof terminalInfoSchema>;
export type CustomOrder = z.infer<typeof customOrderSchema>;
export type CustomOrderDetail = z.infer<typeof customOrderDetailSchema>;
