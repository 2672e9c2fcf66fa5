// The terminal's client for the own server's /api/pos/* routes, typed by the contract in
// @courtside/core. A request that never got an answer (network down, server stopped, timeout) is an
// `unreachable` PosServerError: the caller falls back to offline behaviour; an answer with an error
// code is a refusal and is shown as such.
import { POS_PATHS, POS_STAFF_AUTH_HEADER, POS_TERMINAL_KEY_HEADER, posBearer, posErrorMessage } from '@courtside/core/pos';
import { CourtsideError } from '@courtside/core/errors';
import type {
  PosBarcodeList,
  PosBarcodeRecord,
  PosBarcodeRegisterRequest,
  PosCataloguePage,
  PosCustomOrderDetail,
  PosCustomOrderList,
  PosDailyReport,
  PosProductDetail,
  PosProductInput,
  PosProductList,
  PosProductUpdate,
  PosRegisterTerminalReply,
  PosRegisterTerminalRequest,
  PosSaleDetail,
  PosSaleList,
  PosShopProfile,
  PosShopProfileReply,
  PosStaff,
  PosStaffCreateRequest,
  PosStaffList,
  PosStaffLoginReply,
  PosStaffUpdateRequest,
  PosStaffLoginRequest,
  PosSyncReply,
  PosSyncRequest,
  PosZReport,
} from '@courtside/core/pos';

export class PosServerError extends CourtsideError<string> {
  constructor(
    code: string,
    message: string,
    readonly status: number,
    readonly unreachable: boolean,
    cause?: unknown,
  ) {
    super(code, { message, cause });
  }
}

export function isUnreachable(error: unknown): boolean {
  return error instanceof PosServerError && (error.unreachable || error.status >= 500);
}

export interface PosServerClientOptions {
  readonly baseUrl: string;
  readonly terminalKey: () => string | null;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly query?: Readonly<Record<string, string | number | null | undefined>>;
  readonly body?: unknown;
  readonly token?: string | null;
  readonly timeoutMs?: number;
}

export function createPosServerClient(options: PosServerClientOptions) {
  const doFetch = options.fetch ?? fetch;

  async function call<T>(path: string, call: CallOptions = {}): Promise<T> {
    const url = new URL(options.baseUrl + path);
    for (const [key, value] of Object.entries(call.query ?? {})) if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    const key = options.terminalKey();
    if (key) headers[POS_TERMINAL_KEY_HEADER] = key;
    if (call.token) headers[POS_STAFF_AUTH_HEADER] = posBearer(call.token);
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, {
        method: call.method ?? 'GET',
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(call.timeoutMs ?? options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PosServerError('SERVER_UNREACHABLE', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0, true, error);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new PosServerError('SERVER_UNREACHABLE', '서버의 응답이 중간에 끊겼습니다.', response.status, true, error);
    }
    if (!response.ok) {
      let code = response.status >= 500 ? 'SERVER_ERROR' : 'SERVER_REFUSED';
      try {
        const body = JSON.parse(text) as { code?: unknown };
        if (typeof body.code === 'string') code = body.code;
      } catch {
        // Not JSON (a proxy's error page): keep the status-based code.
      }
      throw new PosServerError(code, posErrorMessage(code), response.status, false);
    }
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new PosServerError('SERVER_UNREACHABLE', '서버의 응답을 읽을 수 없습니다.', response.status, true, error);
    }
  }

  return {
    registerTerminal: (request: PosRegisterTerminalRequest) => call<PosRegisterTerminalReply>(POS_PATHS.terminals, { method: 'POST', body: request }),
    login: (request: PosStaffLoginRequest) => call<PosStaffLoginReply>(POS_PATHS.sessions, { method: 'POST', body: request }),
    logout: (token: string) => call<void>(POS_PATHS.sessionSelf, { method: 'DELETE', token }),
    shopProfile: () => call<PosShopProfileReply>(POS_PATHS.shop),
    saveShopProfile: (token: string, profile: PosShopProfile) => call<PosShopProfileReply>(POS_PATHS.shop, { method: 'PUT', token, body: profile }),
    sales: (token: string, query: { date: string | null; receiptNo: string | null; staffId: number | null; page: number; size: number }) =>
      call<PosSaleList>(POS_PATHS.sales, { token, query: { date: query.date, receiptNo: query.receiptNo || null, staffId: query.staffId, page: query.page, size: query.size } }),
    sale: (token: string, saleId: string) => call<PosSaleDetail>(POS_PATHS.saleOne(saleId), { token }),
    staffList: (token: string) => call<PosStaffList>(POS_PATHS.staff, { token }),
    createStaff: (token: string, request: PosStaffCreateRequest) => call<PosStaff>(POS_PATHS.staff, { method: 'POST', token, body: request }),
    updateStaff: (token: string, staffId: number, request: PosStaffUpdateRequest) => call<PosStaff>(POS_PATHS.staffOne(staffId), { method: 'PATCH', token, body: request }),
    catalogue: (cursor: string | null, limit: number) => call<PosCataloguePage>(POS_PATHS.catalogue, { query: { cursor, limit }, timeoutMs: 60_000 }),
    sync: (request: PosSyncRequest) => call<PosSyncReply>(POS_PATHS.sync, { method: 'POST', body: request, timeoutMs: 30_000 }),
    reportDaily: (token: string, date: string, terminalId: number | null) => call<PosDailyReport>(POS_PATHS.reportDaily, { token, query: { date, terminalId } }),
    reportX: (token: string, terminalId: number) => call<PosDailyReport>(POS_PATHS.reportX, { token, query: { terminalId } }),
    reportZ: (token: string, date: string) => call<PosZReport>(POS_PATHS.reportZ, { method: 'POST', token, body: { date } }),
    products: (token: string, keyword: string, page: number, size: number) => call<PosProductList>(POS_PATHS.products, { token, query: { keyword, page, size } }),
    product: (token: string, productNo: number) => call<PosProductDetail>(POS_PATHS.productOne(productNo), { token }),
    createProduct: (token: string, input: PosProductInput) => call<PosProductDetail>(POS_PATHS.products, { method: 'POST', token, body: input }),
    updateProduct: (token: string, productNo: number, update: PosProductUpdate) => call<PosProductDetail>(POS_PATHS.productOne(productNo), { method: 'PATCH', token, body: update }),
    barcodes: (token: string, q: string) => call<PosBarcodeList>(POS_PATHS.barcodes, { token, query: { q } }),
    registerBarcode: (token: string, request: PosBarcodeRegisterRequest) => call<PosBarcodeRecord>(POS_PATHS.barcodes, { method: 'POST', token, body: request }),
    removeBarcode: (token: string, barcode: string) => call<void>(POS_PATHS.barcodeOne(barcode), { method: 'DELETE', token }),
    customOrders: (token: string, status: string | null) => call<PosCustomOrderList>(POS_PATHS.customOrders, { token, query: { status } }),
    customOrder: (token: string, orderNo: string) => call<PosCustomOrderDetail>(POS_PATHS.customOrderOne(orderNo), { token }),
  };
}

export type PosServerClient = ReturnType<typeof createPosServerClient>;
