// The one contract of the terminal ↔ own server routes (/api/pos/*): every route's method, path,
// auth, permission, request schemas (zod: the server parses with them) and reply type. The own
// server (packages/pos-server) routes by this map, the terminal's client (apps/pos) calls through it,
// and the request types are derived from the schemas (z.input / z.infer), so none of them can drift.
// zod is plain JS (no Node, no DOM), so it may live in core.
import { z } from 'zod';
import type {
  PosRegisterTerminalReply,
  PosStaff,
  PosStaffList,
  PosStaffLoginReply,
  PosStaffSessionInfo,
  PosTerminalInfo,
} from './auth-types.ts';
import { POS_ROLES, type PosPermission } from './auth-types.ts';
import { POS_CATALOGUE_MAX_LIMIT, type PosBarcodeRecord, type PosCataloguePage } from './catalogue-types.ts';
import type { PosBarcodeList, PosCustomOrderDetail, PosCustomOrderList, PosProductDetail, PosProductList } from './product-types.ts';
import type { PosDailyReport, PosSaleDetail, PosSaleList, PosZReport } from './report-types.ts';
import { IN_STORE_PREFIXES } from '../scan/in-store.ts';
import type { PosShopProfileReply } from './shop-profile.ts';
import { POS_STOCK_REASONS, type PosConflict, type PosConflictList, type PosSyncEntry, type PosSyncReply } from './sync-types.ts';


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
  /** An existing admin's name + PIN, or, on a server with no staff yet, the first admin to create. */
  admin: z.object({ name, pin }),
  /** The server's setup code (config POS_SETUP_CODE), needed only while it has no staff. */
  setupCode: z.string().max(200).optional(),
});
export const posStaffLoginSchema = z.object({ name, pin });
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
  qty: z.number().int().positive().max(100_000),
  unitPrice: won,
  discount: won,
  amount: signedWon,
});
const payment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won, tendered: won, change: signedWon }),
  z.object({ method: z.literal('card'), amount: won, approvalNo: text(40), issuer: text(40), maskedCardNo: text(40).nullable(), installmentMonths: z.number().int().min(0).max(99) }),
]);
const salePayload = z.object({
  receiptNo: text(60),
  soldAt: text(40),
  lines: z.array(saleLine).min(1).max(500),
  discounts: z.array(z.object({ label: text(100), amount: won })).max(50),
  payments: z.array(payment).max(10),
  totals: z.object({ subtotal: won, lineDiscount: won, saleDiscount: won, total: signedWon }),
  voidedLines: z.array(z.object({ productNo: id, optionNo: id, qty: z.number().int().min(0).max(100_000), reason: text(200) })).max(500),
});
const refundPayment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won }),
  z.object({ method: z.literal('card'), amount: won, approvalNo: text(40), originalApprovalNo: text(40) }),
]);
const refundPayload = z.object({
  refundNo: text(60),
  saleId: text(40),
  refundedAt: text(40),
  reason: text(200),
  lines: z.array(z.object({ lineNo, productNo: id, optionNo: id, qty: z.number().int().min(0).max(100_000), amount: won, restock: z.boolean() })).min(1).max(500),
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

/** One entry parsed against the contract; the failing fields are named for the refusal. */
export function parsePosSyncEntry(raw: unknown): { ok: true; entry: PosSyncEntry } | { ok: false; fields: string } {
  const parsed = posSyncEntrySchema.safeParse(raw);
  if (parsed.success) return { ok: true, entry: parsed.data satisfies PosSyncEntry };
  return { ok: false, fields: posIssueFields(parsed.error).slice(0, 5).join(', ') };
}

/** The distinct fields a zod error names (`본문` for the whole input). */
export function posIssueFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path.join('.') || '본문'))];
}

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
  /** The reply's type (not checked at run time: the server builds it, the terminal reads it). */
  readonly reply: z.ZodType;
  /** Success status: 200 unless said (201 created, 204 no body). */
  readonly status?: 200 | 201 | 204;
}

/** A reply type carried by the map for the typed call (the server's functions are typed by it too). */
const reply = <T>() => z.custom<T>(() => true);
const noReply = z.custom<void>(() => true);

export const POS_ROUTES = {
  'terminals.register': { method: 'POST', path: '/api/pos/terminals', auth: 'none', body: posRegisterTerminalSchema, reply: reply<PosRegisterTerminalReply>(), status: 201 },
  'terminals.current': { method: 'GET', path: '/api/pos/terminals/current', auth: 'terminal', reply: reply<PosTerminalInfo>() },
  'sessions.login': { method: 'POST', path: '/api/pos/sessions', auth: 'terminal', body: posStaffLoginSchema, reply: reply<PosStaffLoginReply>(), status: 201 },
  'sessions.current': { method: 'GET', path: '/api/pos/sessions/current', auth: 'staff', reply: reply<PosStaffSessionInfo>() },
  'sessions.logout': { method: 'DELETE', path: '/api/pos/sessions/current', auth: 'staff', reply: noReply, status: 204 },
  'staff.list': { method: 'GET', path: '/api/pos/staff', auth: 'staff', permission: 'manage-staff', reply: reply<PosStaffList>() },
  'staff.create': { method: 'POST', path: '/api/pos/staff', auth: 'staff', permission: 'manage-staff', body: posStaffCreateSchema, reply: reply<PosStaff>(), status: 201 },
  'staff.update': { method: 'PATCH', path: '/api/pos/staff/:staffId', auth: 'staff', permission: 'manage-staff', body: posStaffUpdateSchema, reply: reply<PosStaff>() },
  'shop.get': { method: 'GET', path: '/api/pos/shop', auth: 'terminal', reply: reply<PosShopProfileReply>() },
  'shop.save': { method: 'PUT', path: '/api/pos/shop', auth: 'staff', permission: 'manage-shop', body: posShopProfileSchema, reply: reply<PosShopProfileReply>() },
  catalogue: { method: 'GET', path: '/api/pos/catalogue', auth: 'terminal', query: posCatalogueQuery, reply: reply<PosCataloguePage>() },
  sync: { method: 'POST', path: '/api/pos/sync', auth: 'terminal', body: posSyncBatchSchema, reply: reply<PosSyncReply>() },
  'conflicts.list': { method: 'GET', path: '/api/pos/conflicts', auth: 'staff', permission: 'view-conflicts', query: posConflictsQuery, reply: reply<PosConflictList>() },
  'conflicts.resolve': { method: 'POST', path: '/api/pos/conflicts/:conflictId/resolve', auth: 'staff', permission: 'resolve-conflicts', body: posConflictResolveSchema, reply: reply<PosConflict>() },
  'reports.daily': { method: 'GET', path: '/api/pos/reports/daily', auth: 'staff', permission: 'view-reports', query: posDailyReportQuery, reply: reply<PosDailyReport>() },
  'reports.x': { method: 'GET', path: '/api/pos/reports/x', auth: 'staff', permission: 'view-reports', query: posXReportQuery, reply: reply<PosDailyReport>() },
  /** 201 the first time, 200 with `alreadyClosed` after. */
  'reports.z': { method: 'POST', path: '/api/pos/reports/z', auth: 'staff', permission: 'close-day', body: posZCloseSchema, reply: reply<PosZReport>(), status: 201 },
  'sales.list': { method: 'GET', path: '/api/pos/sales', auth: 'staff', permission: 'view-reports', query: posSalesQuery, reply: reply<PosSaleList>() },
  'sales.one': { method: 'GET', path: '/api/pos/sales/:saleId', auth: 'staff', permission: 'view-reports', reply: reply<PosSaleDetail>() },
  'products.search': { method: 'GET', path: '/api/pos/products', auth: 'staff', permission: 'view-products', query: posProductsQuery, reply: reply<PosProductList>() },
  'products.create': { method: 'POST', path: '/api/pos/products', auth: 'staff', permission: 'edit-products', body: posProductCreateSchema, reply: reply<PosProductDetail>(), status: 201 },
  'products.one': { method: 'GET', path: '/api/pos/products/:productNo', auth: 'staff', permission: 'view-products', reply: reply<PosProductDetail>() },
  'products.update': { method: 'PATCH', path: '/api/pos/products/:productNo', auth: 'staff', permission: 'edit-products', body: posProductUpdateSchema, reply: reply<PosProductDetail>() },
  'barcodes.search': { method: 'GET', path: '/api/pos/barcodes', auth: 'staff', permission: 'view-products', query: posBarcodesQuery, reply: reply<PosBarcodeList>() },
  'barcodes.register': { method: 'POST', path: '/api/pos/barcodes', auth: 'staff', permission: 'edit-barcodes', body: posBarcodeRegisterSchema, reply: reply<PosBarcodeRecord>(), status: 201 },
  'barcodes.one': { method: 'GET', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'view-products', reply: reply<PosBarcodeRecord>() },
  'barcodes.update': { method: 'PATCH', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'edit-barcodes', body: posBarcodeUpdateSchema, reply: reply<PosBarcodeRecord>() },
  'barcodes.remove': { method: 'DELETE', path: '/api/pos/barcodes/:barcode', auth: 'staff', permission: 'edit-barcodes', reply: noReply, status: 204 },
  'customOrders.list': { method: 'GET', path: '/api/pos/custom-orders', auth: 'staff', permission: 'view-custom-orders', query: posCustomOrdersQuery, reply: reply<PosCustomOrderList>() },
  'customOrders.one': { method: 'GET', path: '/api/pos/custom-orders/:orderNo', auth: 'staff', permission: 'view-custom-orders', reply: reply<PosCustomOrderDetail>() },
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
