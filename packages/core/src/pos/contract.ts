// The one contract of the terminal ↔ own server routes (/api/pos/*): every route's method, path,
// auth, permission, request schemas (the server parses with them) and reply schema (the terminal's
// client parses every reply with it; the server's test harness checks every reply it sends). The own
// server (packages/pos-server) routes by this map, the terminal's client (apps/pos) calls through it,
// and the request and reply types are derived from the schemas (z.input / z.infer), so none of them can drift.
// zod is plain JS (no Node, no DOM), so it may live in core.
import { z } from 'zod';
import { POS_ROLES, type PosPermission } from './auth-types.ts';
import { POS_CATALOGUE_MAX_LIMIT } from './catalogue-types.ts';
import { IN_STORE_PREFIXES } from '../scan/in-store.ts';
import { POS_CONFLICT_KINDS, POS_ENTRY_KINDS, POS_STOCK_REASONS, type PosRefundPayload, type PosSalePayload, type PosSyncEntry } from './sync-types.ts';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const name = z.string().trim().min(1).max(40);
const pin = z.string().max(20);
// Dates are checked by the server's businessDate() so a bad one answers POS_DATE_INVALID.
const date = z.string().max(20);
const queryId = z.coerce.number().int().positive().max(MAX_INT);
const page = (size: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(size),
});

// ── Terminals, staff, sessions ──────────────────────────────────────────────────────────────────
export const posRegisterTerminalSchema = z.object({
  /** Shown on receipts and reports ("카운터 1"). */
  name: z.string().trim().min(1).max(40),
  /** On a server with no staff yet: the first admin to create. Later terminals need none (ignored). */
  admin: z.object({ name, pin }).optional(),
  /**
   * While the server has no staff: its setup code (config POS_SETUP_CODE). Later: the short-lived
   * registration code a signed-in admin made on another terminal's settings screen
   * (`terminals.pairingCode`). No PIN is ever checked here, so nobody can lock an admin out by
   * registering with their name.
   */
  setupCode: z.string().trim().max(200).optional(),
});
export const posStaffLoginSchema = z.object({ name, pin });
/** A registration code for one more terminal: single use, valid for POS_PAIRING_CODE_MINUTES. */
export const POS_PAIRING_CODE_MINUTES = 10;
export const posStaffCreateSchema = z.object({ name, pin, role: z.enum(POS_ROLES) });
export const posStaffUpdateSchema = z.object({ name: name.optional(), pin: pin.optional(), role: z.enum(POS_ROLES).optional(), active: z.boolean().optional() });

// Lengths and formats are checked by checkShopProfile, which names the field in Korean.
const shopText = z.string().max(200);
export const posShopProfileSchema = z.object({ name: shopText, representative: shopText, businessNumber: shopText, address: shopText, phone: shopText });

// ── Catalogue, conflicts, reports, sales ────────────────────────────────────────────────────────
export const posCatalogueQuery = z.object({
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(POS_CATALOGUE_MAX_LIMIT).optional(),
});
export const posConflictsQuery = z.object({ status: z.enum(['open', 'resolved']).optional(), terminalId: queryId.optional() });
export const posConflictResolveSchema = z.object({ note: z.string().trim().min(1).max(500) });
export const posDailyReportQuery = z.object({ date, terminalId: queryId.optional() });
export const posXReportQuery = z.object({ terminalId: queryId.optional() });
/** `date` defaults to today (Seoul). */
export const posZCloseSchema = z.object({ date: date.optional() });
export const posSalesQuery = z.object({
  date: date.optional(),
  terminalId: queryId.optional(),
  staffId: queryId.optional(),
  /** A receipt number or its beginning ("T2-20240305"). */
  receiptNo: z.string().trim().max(40).regex(/^[0-9A-Za-z-]*$/).optional(),
  ...page(50),
});

// ── Products, barcodes, custom orders ───────────────────────────────────────────────────────────
export const posProductsQuery = z.object({ keyword: z.string().max(100).optional(), ...page(30) });
const optionInput = z.object({
  /** Absent for a new option. */
  optionNo: id.optional(),
  /** Option values joined for display ("블랙 / 2개입"). */
  label: z.string().trim().max(200),
  /** Added to the product's sale price, won (may be negative, not below −salePrice). */
  addPrice: z.number().int().min(-100_000_000).max(100_000_000),
  /** Initial stock of a new option; later changes go through stock movements (deltas). */
  stockCnt: z.number().int().min(0).max(1_000_000).optional(),
});
export const posProductCreateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  salePrice: z.number().int().min(0).max(100_000_000),
  brandName: z.string().max(100).nullish(),
  onSale: z.boolean().optional(),
  options: z.array(optionInput).min(1).max(200),
});
export const posProductUpdateSchema = posProductCreateSchema.partial();
export const posBarcodeRegisterSchema = z.union([
  z.object({ barcode: z.string().max(64), productNo: id, optionNo: id }),
  /** Ask the server for the next free in-store EAN-13 under `prefix` (20–29). */
  z.object({ generate: z.object({ prefix: z.number().int().refine((p) => (IN_STORE_PREFIXES as readonly number[]).includes(p), '20~29') }), productNo: id, optionNo: id }),
]);
export const posBarcodeUpdateSchema = z.object({ productNo: id, optionNo: id });
export const posBarcodesQuery = z.object({ q: z.string().max(64).optional(), productNo: queryId.optional() });
export const posCustomOrdersQuery = z.object({ status: z.enum(['request', 'progress', 'completion']).optional(), ...page(30) });

// ── Sync (the terminal's outbox; types in sync-types.ts) ─────────────────────────────────────────
const won = z.number().int().min(0).max(1_000_000_000);
const signedWon = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const text = (max: number) => z.string().max(max);
const lineNo = z.number().int().positive().max(1000);

const saleLine = z.object({
  lineNo,
  productNo: id,
  optionNo: id,
  barcode: text(64).nullable(),
  name: text(200),
  optionName: text(200).nullable(),
  quantity: z.number().int().positive().max(100_000),
  unitPrice: won,
  discount: won,
  amount: signedWon,
});
/** A 현금영수증 on the cash part of a sale (identity masked; `pending` until the agent issued it). */
const cashReceipt = z.object({
  status: z.enum(['issued', 'pending']),
  approvalNo: text(40).nullable(),
  purpose: z.enum(['income', 'expense']),
  identityMasked: text(40),
  selfIssued: z.boolean(),
  amount: won,
  issuedAt: text(40).nullable(),
});
const payment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won, tendered: won, change: signedWon, cashReceipt: cashReceipt.optional() }),
  z.object({
    method: z.literal('card'),
    amount: won,
    approvalNo: text(40),
    issuer: text(40),
    maskedCardNo: text(40).nullable(),
    installmentMonths: z.number().int().min(0).max(99),
    // Through the VAN agent (#27); absent on payments recorded before it and on 수기 입력.
    entry: z.enum(['van', 'manual']).optional(),
    provider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']).nullable().optional(),
    approvedAt: text(40).optional(),
    acquirer: text(40).optional(),
    merchantNo: text(40).optional(),
    tid: text(40).optional(),
    txId: text(60).optional(),
    signed: z.boolean().optional(),
  }),
]);
const salePayload = z.object({
  receiptNo: text(60),
  soldAt: text(40),
  lines: z.array(saleLine).min(1).max(500),
  discounts: z.array(z.object({ label: text(100), amount: won })).max(50),
  payments: z.array(payment).max(10),
  totals: z.object({ subtotal: won, lineDiscount: won, saleDiscount: won, total: signedWon }),
  voidedLines: z.array(z.object({ productNo: id, optionNo: id, quantity: z.number().int().min(0).max(100_000), reason: text(200) })).max(500),
});
const refundPayment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won }),
  z.object({ method: z.literal('card'), amount: won, approvalNo: text(40), originalApprovalNo: text(40), provider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']).nullable().optional(), entry: z.enum(['van', 'manual']).optional() }),
]);
const refundPayload = z.object({
  refundNo: text(60),
  saleId: text(40),
  refundedAt: text(40),
  reason: text(200),
  lines: z.array(z.object({ lineNo, productNo: id, optionNo: id, quantity: z.number().int().min(0).max(100_000), amount: won, restock: z.boolean() })).min(1).max(500),
  payments: z.array(refundPayment).max(10),
  total: won,
});
const stockMovement = z.object({
  productNo: id,
  optionNo: id,
  delta: z.number().int().min(-1_000_000).max(1_000_000),
  barcode: text(64).nullable(),
  counted: z.number().int().min(0).max(10_000_000).nullable(),
  expected: z.number().int().min(-10_000_000).max(10_000_000).nullable(),
});
const stockPayload = z.object({ reason: z.enum(POS_STOCK_REASONS), note: text(200).nullable(), movedAt: text(40), movements: z.array(stockMovement).min(1).max(500) });
const envelope = { id: text(40), terminalId: id, staffId: id, createdAt: text(40) };

/** One outbox entry's shape; the sums and ids are checked by checkPosSyncEntry (entry-rules.ts). */
export const posSyncEntrySchema = z.discriminatedUnion('kind', [
  z.object({ ...envelope, kind: z.literal('sale'), payload: salePayload }),
  z.object({ ...envelope, kind: z.literal('refund'), payload: refundPayload }),
  z.object({ ...envelope, kind: z.literal('stock'), payload: stockPayload }),
]);

/** The batch is read loosely — entries as unknown — so one malformed entry is refused on its own. */
export const posSyncBatchSchema = z.object({ terminalId: id, entries: z.array(z.unknown()).readonly() });

/** One entry parsed against the contract (an entry written before `qty` became `quantity` is upgraded first); the failing fields are named for the refusal. */
export function parsePosSyncEntry(raw: unknown): { ok: true; entry: PosSyncEntry } | { ok: false; fields: string } {
  const parsed = posSyncEntrySchema.safeParse(upgradePosSyncEntry(raw));
  if (parsed.success) return { ok: true, entry: parsed.data satisfies PosSyncEntry };
  return { ok: false, fields: posIssueFields(parsed.error).slice(0, 5).join(', ') };
}

// ── Entries written before `qty` was named `quantity` ───────────────────────────────────────────
// Terminals before the rename wrote sale lines, voided lines and refund lines with `qty`. Outboxes
// and ledgers keep such entries, so every reader passes them through upgradePosPayload: nothing
// written before the rename is lost or refused, and a resend is still recognised as the same entry.
const LINE_LISTS = ['lines', 'voidedLines'] as const;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function renameAmountKey(items: unknown, from: string, to: string): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) => {
    if (!isRecord(item) || !(from in item) || to in item) return item;
    const { [from]: value, ...rest } = item;
    return { ...rest, [to]: value };
  });
}

function renamePayloadLines<T>(payload: T, from: string, to: string): T {
  if (!isRecord(payload)) return payload;
  const out: Record<string, unknown> = { ...payload };
  for (const key of LINE_LISTS) if (key in out) out[key] = renameAmountKey(out[key], from, to);
  return out as T;
}

/** A sale or refund payload in today's shape: lines written with `qty` get `quantity` (others unchanged). */
export function upgradePosPayload<T>(payload: T): T {
  return renamePayloadLines(payload, 'qty', 'quantity');
}

/** A raw outbox entry with its payload upgraded (anything else is left for the schema to judge). */
export function upgradePosSyncEntry(raw: unknown): unknown {
  return isRecord(raw) && 'payload' in raw ? { ...raw, payload: upgradePosPayload(raw.payload) } : raw;
}

/** A payload as a terminal before the rename wrote it (`quantity` → `qty`): how fingerprints recorded then are matched. */
export function legacyPosPayload<T>(payload: T): T {
  return renamePayloadLines(payload, 'quantity', 'qty');
}

/** The distinct fields a zod error names (`본문` for the whole input). */
export function posIssueFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path.join('.') || '본문'))];
}

// ── Replies (what the server answers; the reply types in *-types.ts are z.infer of these) ───────
// The server's test harness checks every reply against its route's schema, and the terminal's
// client parses every reply with it, so the two sides cannot drift apart unnoticed.
const int = z.number().int();
const str = z.string();
const bool = z.boolean();
/** A list the reply types read as `readonly T[]` (parsing does not freeze it). */
const list = <T extends z.ZodType>(item: T) => z.array(item) as unknown as z.ZodType<readonly z.output<T>[], readonly z.input<T>[]>;

export const posTerminalInfoSchema = z.object({ terminalId: int, name: str, registeredAt: str });
export const posRegisterTerminalReplySchema = posTerminalInfoSchema.extend({
  /** Secret; store it on the terminal and send it as `x-pos-terminal-key`. Shown only once. */
  terminalKey: str,
  /** True when this registration created the first admin. */
  createdFirstAdmin: bool,
});
export const posPairingCodeReplySchema = z.object({ code: z.string().regex(/^\d{4}-\d{4}$/), expiresAt: str });
export const posStaffSchema = z.object({ staffId: int, name: str, role: z.enum(POS_ROLES), active: bool });
export const posStaffListSchema = z.object({ items: list(posStaffSchema) });
/** scrypt parameters for the terminal's own offline hash of the PIN (Node's crypto.scrypt names). */
export const posOfflineHashParamsSchema = z.object({
  algorithm: z.literal('scrypt'),
  /** base64 salt, fresh per login; the terminal stores it with its hash. */
  salt: str,
  N: int,
  r: int,
  p: int,
  keyLength: int,
});
export const posOfflineCredentialSchema = z.object({
  staff: posStaffSchema,
  hash: posOfflineHashParamsSchema,
  /** After this instant the cached credential must not be accepted offline any more. */
  offlineUntil: str,
});
export const posStaffLoginReplySchema = z.object({ token: str, expiresAt: str, staff: posStaffSchema, terminal: posTerminalInfoSchema, offline: posOfflineCredentialSchema });
export const posStaffSessionInfoSchema = z.object({ staff: posStaffSchema, terminal: posTerminalInfoSchema, expiresAt: str });
/** GET /api/pos/shop: the profile, or null before an admin has set it. */
export const posShopProfileReplySchema = z.object({ profile: z.object({ name: str, representative: str, businessNumber: str, address: str, phone: str }).nullable(), updatedAt: str.nullable() });

export const posCatalogueOptionSchema = z.object({
  optionNo: int,
  /** "블랙 / 2개입"; the product name alone for a product with one default option. */
  label: str,
  /** Price at the counter for one unit, won (product sale price + option add price). */
  price: int,
  /** Platform stock when the server last saw it (may be negative after an oversell). */
  stockCnt: int,
  /** False when the option is sold out by hand or no longer sold. */
  saleable: bool,
});
/** A display category a product is listed under (the counter's product grid tabs). */
export const posCatalogueCategorySchema = z.object({
  categoryNo: int,
  /** The category's own label ("댐프너"); `path` is the whole way down ("악세서리 > 댐프너"). */
  label: str,
  path: str,
});
export const posCatalogueProductSchema = z.object({
  productNo: int,
  name: str,
  brandName: str.nullable(),
  salePrice: int,
  imageUrl: str.nullable(),
  /** False when the platform stopped selling it. */
  onSale: bool,
  options: list(posCatalogueOptionSchema),
  /** Display categories on the platform; absent from feeds written before categories were sent. */
  categories: list(posCatalogueCategorySchema).optional(),
});
export const posBarcodeRecordSchema = z.object({
  /** The lookup key: core's `classifyScan(code).value.catalogueKey` (UPC-A widened to 13 digits). */
  barcode: str,
  symbology: z.enum(['ean13', 'ean8', 'upca', 'code128']),
  productNo: int,
  optionNo: int,
  /** True for a code the shop generated (EAN-13 prefixes 20–29). */
  inStore: bool,
  updatedAt: str,
});
export const posCatalogueItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), product: posCatalogueProductSchema }),
  z.object({ kind: z.literal('product-removed'), productNo: int }),
  z.object({ kind: z.literal('barcode'), barcode: posBarcodeRecordSchema }),
  z.object({ kind: z.literal('barcode-removed'), barcode: str }),
]);
export const posCataloguePageSchema = z.object({
  items: list(posCatalogueItemSchema),
  /** Opaque; send it back as `cursor`. Equal to the request's cursor when nothing changed. */
  nextCursor: str,
  hasMore: bool,
});

export const posProductSummarySchema = z.object({
  productNo: int,
  name: str,
  brandName: str.nullable(),
  salePrice: int,
  imageUrl: str.nullable(),
  onSale: bool,
  /** Σ option stock. */
  stockCnt: int,
  optionCount: int,
});
export const posProductListSchema = z.object({ items: list(posProductSummarySchema), totalCount: int, page: int, size: int });
export const posProductDetailSchema = posProductSummarySchema.extend({ options: list(posCatalogueOptionSchema), barcodes: list(posBarcodeRecordSchema) });
export const posBarcodeListSchema = z.object({ items: list(posBarcodeRecordSchema) });
/** A custom-product order as the terminal's custom screen lists it. */
export const posCustomOrderSummarySchema = z.object({
  orderNo: str,
  orderedAt: str,
  ordererName: str,
  productName: str,
  quantity: int,
  status: z.enum(['request', 'progress', 'completion']),
  thumbnailUrl: str.nullable(),
});
export const posCustomOrderListSchema = z.object({ items: list(posCustomOrderSummarySchema), totalCount: int });
export const posCustomOrderSideSchema = z.object({
  side: z.enum(['front', 'back']),
  /** Print-ready image (PNG) for the production sheet. */
  imageUrl: str,
});
export const posCustomOrderDetailSchema = posCustomOrderSummarySchema.extend({ shape: str, colorName: str, sides: list(posCustomOrderSideSchema), note: str.nullable() });

export const posReportTotalsSchema = z.object({
  salesCount: int,
  refundCount: int,
  /** Σ sale subtotals before discounts. */
  grossSales: int,
  discounts: int,
  /** Σ sale totals (what customers paid). */
  sales: int,
  refunds: int,
  /** sales − refunds. */
  net: int,
});
export const posReportByTerminalSchema = posReportTotalsSchema.extend({ terminalId: int, terminalName: str });
export const posReportByCashierSchema = posReportTotalsSchema.extend({ staffId: int, staffName: str });
export const posReportByPaymentSchema = z.object({
  method: z.enum(['cash', 'card']),
  /** Payments of this method (a split sale counts once per method). */
  paymentCount: int,
  received: int,
  refunded: int,
  net: int,
});
export const posDailyReportSchema = z.object({
  /** "2024-03-05", Seoul. */
  date: str,
  /** Null for the whole shop. */
  terminalId: int.nullable(),
  totals: posReportTotalsSchema,
  byTerminal: list(posReportByTerminalSchema),
  byCashier: list(posReportByCashierSchema),
  byPayment: list(posReportByPaymentSchema),
  /** Split sales (more than one payment). */
  splitSaleCount: int,
  /** Of the card payments: 간편결제 by provider (#27; absent from servers before it). */
  byEasyPay: list(z.object({ provider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']), paymentCount: int, received: int, refunded: int, net: int })).optional(),
  /** 현금영수증 asked for with cash payments: issued at the sale, and still pending at the terminal then. */
  cashReceipts: z.object({ count: int, amount: int, pending: int }).optional(),
  generatedAt: str,
  /** The Z close of this terminal and day, when there is one. */
  closedAt: str.nullable(),
});
export const posZReportSchema = z.object({
  zNo: int,
  terminalId: int,
  date: str,
  closedAt: str,
  closedByStaffId: int,
  report: posDailyReportSchema,
  /** True when the day was already closed and this is the recorded report. */
  alreadyClosed: bool,
  /** Entries of this day that arrived after the close (shown, not folded into the recorded Z). */
  lateEntries: int,
});
export const posSaleSummarySchema = z.object({
  saleId: str,
  serverNo: int,
  receiptNo: str,
  terminalId: int,
  staffId: int,
  staffName: str,
  soldAt: str,
  total: int,
  paymentKind: z.enum(['cash', 'card', 'split']),
  /** Won refunded so far. */
  refunded: int,
  /** Units sold (all lines). */
  itemCount: int,
});
export const posSaleListSchema = z.object({
  items: list(posSaleSummarySchema),
  /** Sales matching the filter in all pages. */
  totalCount: int,
  page: int,
  size: int,
});
// The payloads as the terminal sent them (the entry schemas above; the server reads stored ones in today's shape).
const salePayloadReply = salePayload as unknown as z.ZodType<PosSalePayload>;
const refundPayloadReply = refundPayload as unknown as z.ZodType<PosRefundPayload>;
export const posSaleRefundSummarySchema = z.object({
  refundId: str,
  serverNo: int,
  refundNo: str,
  refundedAt: str,
  total: int,
  /** The refund as its terminal sent it (lines, payments): what another terminal needs to refund the rest. */
  payload: refundPayloadReply,
});
export const posSaleDetailSchema = posSaleSummarySchema.extend({ sale: salePayloadReply, refunds: list(posSaleRefundSummarySchema) });

/** What the server recorded for an entry; a replay answers exactly this again. */
export const posEntryResultSchema = z.object({
  kind: z.enum(POS_ENTRY_KINDS),
  /** Server-side number of the sale, refund or stock movement. */
  serverNo: int,
  appliedAt: str,
  /** KST business day the entry counts in ("2024-03-05"). */
  businessDate: str,
});
export const posSyncEntryReplySchema = z.discriminatedUnion('status', [
  z.object({ id: str, status: z.literal('applied'), result: posEntryResultSchema }),
  z.object({ id: str, status: z.literal('replayed'), result: posEntryResultSchema }),
  z.object({ id: str, status: z.literal('rejected'), code: str, message: str }),
]);
/** A stock effect the platform could not take cleanly: recorded and shown, never dropped. */
export const posConflictSchema = z.object({
  conflictId: int,
  kind: z.enum(POS_CONFLICT_KINDS),
  status: z.enum(['open', 'resolved']),
  /** The sync entry whose stock push went below zero or was refused. */
  entryId: str,
  entryKind: z.enum(POS_ENTRY_KINDS),
  terminalId: int,
  staffId: int,
  productNo: int,
  optionNo: int,
  /** The stock delta of the push (−units for a sale line). */
  delta: int,
  /** Platform stock before and after the push (after < 0 for an oversell); null when refused. */
  stockBefore: int.nullable(),
  stockAfter: int.nullable(),
  /** The platform's reason for a refusal (Korean), null for an oversell. */
  detail: str.nullable(),
  detectedAt: str,
  resolvedAt: str.nullable(),
  resolvedByStaffId: int.nullable(),
  note: str.nullable(),
});
export const posConflictListSchema = z.object({ items: list(posConflictSchema) });
export const posSyncReplySchema = z.object({
  /** One per entry, in request order. `applied` and `replayed` may both be removed from the outbox. */
  results: list(posSyncEntryReplySchema),
  /** Open oversell conflicts of this terminal's entries (newest first, at most 50). */
  conflicts: list(posConflictSchema),
  /** Stock pushes to the platform not yet confirmed (they are retried by the server, never lost). */
  pendingStockPushes: int,
  serverTime: str,
});

/** A 204 route answers no body. */
const noReply = z.void();

// ── The route map ───────────────────────────────────────────────────────────────────────────────
/** `none`: registration only; `terminal`: the terminal key; `staff`: terminal key + staff session. */
export type PosAuth = 'none' | 'terminal' | 'staff';
export type PosMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PosRouteSpec {
  readonly method: PosMethod;
  /** `:name` segments are path parameters (sent URI-encoded). */
  readonly path: string;
  readonly auth: PosAuth;
  /** The role permission a staff route needs (POS_PERMISSIONS); none = any signed-in staff member. */
  readonly permission?: PosPermission;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The reply's schema: the terminal's client parses every reply with it, the server's test harness checks every reply. */
  readonly reply: z.ZodType;
  /** Success status: 200 unless said (201 created, 204 no body). */
  readonly status?: 200 | 201 | 204;
}

export const POS_ROUTES = {
  'terminals.register': { method: 'POST', path: '/api/pos/terminals', auth: 'none', body: posRegisterTerminalSchema, reply: posRegisterTerminalReplySchema, status: 201 },
  'terminals.current': { method: 'GET', path: '/api/pos/terminals/current', auth: 'terminal', reply: posTerminalInfoSchema },
  'terminals.pairingCode': { method: 'POST', path: '/api/pos/terminals/pairing-codes', auth: 'staff', permission: 'manage-staff', reply: posPairingCodeReplySchema, status: 201 },
  'sessions.login': { method: 'POST', path: '/api/pos/sessions', auth: 'terminal', body: posStaffLoginSchema, reply: posStaffLoginReplySchema, status: 201 },
  'sessions.current': { method: 'GET', path: '/api/pos/sessions/current', auth: 'staff', reply: posStaffSessionInfoSchema },
  'sessions.logout': { method: 'DELETE', path: '/api/pos/sessions/current', auth: 'staff', reply: noReply, status: 204 },
  'staff.list': { method: 'GET', path: '/api/pos/staff', auth: 'staff', permission: 'manage-staff', reply: posStaffListSchema },
  'staff.create': { method: 'POST', path: '/api/pos/staff', auth: 'staff', permission: 'manage-staff', body: posStaffCreateSchema, reply: posStaffSchema, status: 201 },
  'staff.update': { method: 'PATCH', path: '/api/pos/staff/:staffId', auth: 'staff', permission: 'manage-staff', body: posStaffUpdateSchema, reply: posStaffSchema },
  'shop.get': { method: 'GET', path: '/api/pos/shop', auth: 'terminal', reply: posShopProfileReplySchema },
  'shop.save': { method: 'PUT', path: '/api/pos/shop', auth: 'staff', permission: 'manage-shop', body: posShopProfileSchema, reply: posShopProfileReplySchema },
  catalogue: { method: 'GET', path: '/api/pos/catalogue', auth: 'terminal', query: posCatalogueQuery, reply: posCataloguePageSchema },
  sync: { method: 'POST', path: '/api/pos/sync', auth: 'terminal', body: posSyncBatchSchema, reply: posSyncReplySchema },
  'conflicts.list': { method: 'GET', path: '/api/pos/conflicts', auth: 'staff', permission: 'view-conflicts', query: posConflictsQuery, reply: posConflictListSchema },
  'conflicts.resolve': { method: 'POST', path: '/api/pos/conflicts/:conflictId/resolve', auth: 'staff', permission: 'resolve-conflicts', body: posConflictResolveSchema, reply: posConflictSchema },
  'reports.daily': { method: 'GET', path: '/api/pos/reports/daily', auth: 'staff', permission: 'view-reports', query: posDailyReportQuery, reply: posDailyReportSchema },
  'reports.x': { method: 'GET', path: '/api/pos/reports/x', auth: 'staff', permission: 'view-reports', query: posXReportQuery, reply: posDailyReportSchema },
  /** 201 the first time, 200 with `alreadyClosed` after. */
  'reports.z': { method: 'POST', path: '/api/pos/reports/z', auth: 'staff', permission: 'close-day', body: posZCloseSchema, reply: posZReportSchema, status: 201 },
  'sales.list': { method: 'GET', path: '/api/pos/sales', auth: 'staff', permission: 'view-reports', query: posSalesQuery, reply: posSaleListSchema },
  'sales.one': { method: 'GET', path: '/api/pos/sales/:saleId', auth: 'staff', permission: 'view-reports', reply: posSaleDetailSchema },
  'products.search': { method: 'GET', path: '/api/pos/products', auth: 'staff', permission: 'view-products', query: posProductsQuery, reply: posProductListSchema },
  'products.create': { method: 'POST', path: '/api/pos/products', auth: 'staff', permission: 'edit-products', body: posProductCreateSchema, reply: posProductDetailSchema, status: 201 },
  'products.one': { method: 'GET', path: '/api/pos/products/:productNo', auth: 'staff', permission: 'view-products', reply: posProductDetailSchema },
  'products.update': { method: 'PATCH', path: '/api/pos/products/:productNo', auth: 'staff', permission: 'edit-products', body: posProductUpdateSchema, reply: posProductDetailSchema },
  'barcodes.search': { method: 'GET', path: '/api/pos/barcodes', auth: 'staff', permission: 'view-products', query: posBarcodesQuery, reply: posBarcodeListSchema },
  'barcodes.register': { method: 'POST', path: '/api/pos/barcodes', auth: 'staff', permission: 'edit-barcodes', body: posBarcodeRegisterSchema, reply: posBarcodeRecordSchema, status: 201 },
  'barcodes.one': { method: 'GET', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'view-products', reply: posBarcodeRecordSchema },
  'barcodes.update': { method: 'PATCH', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'edit-barcodes', body: posBarcodeUpdateSchema, reply: posBarcodeRecordSchema },
  'barcodes.remove': { method: 'DELETE', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'edit-barcodes', reply: noReply, status: 204 },
  'customOrders.list': { method: 'GET', path: '/api/pos/custom-orders', auth: 'staff', permission: 'view-custom-orders', query: posCustomOrdersQuery, reply: posCustomOrderListSchema },
  'customOrders.one': { method: 'GET', path: '/api/pos/custom-orders/:orderNo', auth: 'staff', permission: 'view-custom-orders', reply: posCustomOrderDetailSchema },
} as const satisfies Record<string, PosRouteSpec>;

export type PosRoutes = typeof POS_ROUTES;
export type PosRouteKey = keyof PosRoutes;

type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}` ? N | ParamNames<`/${Rest}`> : P extends `${string}:${infer N}` ? N : never;
/** The path parameters of a route, by name. */
export type PosRouteParams<K extends PosRouteKey> = Record<ParamNames<PosRoutes[K]['path']>, string | number>;
/** What the server reads: the parsed body / query (defaults applied). */
export type PosRouteBody<K extends PosRouteKey> = PosRoutes[K] extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
export type PosRouteQuery<K extends PosRouteKey> = PosRoutes[K] extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
export type PosRouteReply<K extends PosRouteKey> = z.output<PosRoutes[K]['reply']>;

/**
 * A reply checked against its route's reply schema: the parsed reply, or the fields that do not
 * match (the terminal's client refuses such a reply; the server's test harness fails on it).
 */
export function parsePosReply<K extends PosRouteKey>(key: K, body: unknown): { ok: true; reply: PosRouteReply<K> } | { ok: false; fields: string } {
  const parsed = POS_ROUTES[key].reply.safeParse(body);
  if (parsed.success) return { ok: true, reply: parsed.data as PosRouteReply<K> };
  return { ok: false, fields: posIssueFields(parsed.error).slice(0, 5).join(', ') };
}

/** What a caller sends: params for `:name` segments, the query, the body (each only where the route has one). */
export type PosRouteInput<K extends PosRouteKey> = (ParamNames<PosRoutes[K]['path']> extends never ? unknown : { readonly params: PosRouteParams<K> }) &
  (PosRoutes[K] extends { query: infer S extends z.ZodType } ? { readonly query?: Partial<Record<keyof z.input<S>, string | number | null | undefined>> } : unknown) &
  (PosRoutes[K] extends { body: infer S extends z.ZodType } ? { readonly body: z.input<S> } : unknown);

/** The route's path with its parameters filled in (URI-encoded). */
export function posRoutePath<K extends PosRouteKey>(key: K, params?: Readonly<Record<string, string | number>>): string {
  return POS_ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new RangeError(`${key}: 경로 값 ${name}이(가) 없습니다.`);
    return encodeURIComponent(String(value));
  });
}

const compiled = (Object.keys(POS_ROUTES) as PosRouteKey[]).map((key) => {
  const names: string[] = [];
  const pattern = new RegExp(`^${POS_ROUTES[key].path.replace(/:(\w+)/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`);
  return { key, pattern, names };
});

/**
 * Which route a method and path name. `route: null`: no such route — `pathKnown` when the path
 * exists with other methods (405), else 404. Parameters come back URI-decoded (null when a
 * parameter is not valid URI encoding).
 */
export function matchPosRoute(method: string, pathname: string): { route: PosRouteKey; params: Record<string, string> } | { route: null; pathKnown: boolean } {
  let pathKnown = false;
  for (const { key, pattern, names } of compiled) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    pathKnown = true;
    if (POS_ROUTES[key].method !== method) continue;
    const params: Record<string, string> = {};
    for (const [i, n] of names.entries()) {
      try {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      } catch {
        params[n] = '';
      }
    }
    return { route: key, params };
  }
  return { route: null, pathKnown };
}

// ── Request types, derived from the schemas (what a caller sends) ───────────────────────────────
export type PosRegisterTerminalRequest = z.input<typeof posRegisterTerminalSchema>;
export type PosStaffLoginRequest = z.input<typeof posStaffLoginSchema>;
export type PosStaffCreateRequest = z.input<typeof posStaffCreateSchema>;
export type PosStaffUpdateRequest = z.input<typeof posStaffUpdateSchema>;
export type PosProductInput = z.input<typeof posProductCreateSchema>;
export type PosProductOptionInput = PosProductInput['options'][number];
export type PosProductUpdate = z.input<typeof posProductUpdateSchema>;
export type PosBarcodeRegisterRequest = z.input<typeof posBarcodeRegisterSchema>;
export type PosBarcodeUpdateRequest = z.input<typeof posBarcodeUpdateSchema>;
export type PosZCloseRequest = z.input<typeof posZCloseSchema>;
export type PosConflictResolveRequest = z.input<typeof posConflictResolveSchema>;
