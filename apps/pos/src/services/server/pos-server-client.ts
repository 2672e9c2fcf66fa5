// The terminal's client for the own server's /api/pos/* routes: one generic call over core's route
// map (POS_ROUTES: method, path, request and reply types), so the terminal and the server cannot drift. A request that never got an answer (network down, server stopped, timeout) is an
// `unreachable` PosServerError: the caller falls back to offline behaviour; an answer with an error
// code is a refusal and is shown as such.
import {
  POS_ROUTES,
  POS_STAFF_AUTH_HEADER,
  POS_TERMINAL_KEY_HEADER,
  parsePosReply,
  posBearer,
  posErrorMessage,
  posRoutePath,
  type PosRouteInput,
  type PosRouteKey,
  type PosRouteReply,
  type PosShopProfile,
  type PosSyncRequest,
} from '@courtside/core/pos';
import { CourtsideError } from '@courtside/core/errors';
import { terminalErrorMessage } from '../terminal-error.ts';

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

/** How a call is sent besides the route's own input: the staff token and a longer wait. */
interface CallExtras {
  readonly token?: string | null;
  readonly timeoutMs?: number;
}

export type PosCallInput<K extends PosRouteKey> = PosRouteInput<K> & CallExtras;

export function createPosServerClient(options: PosServerClientOptions) {
  const doFetch = options.fetch ?? fetch;

  /** Calls one route of the contract; the reply is typed by the route. */
  async function call<K extends PosRouteKey>(key: K, input: PosCallInput<K>): Promise<PosRouteReply<K>> {
    const spec = POS_ROUTES[key];
    const sent = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown } & CallExtras;
    const url = new URL(options.baseUrl + posRoutePath(key, sent.params));
    for (const [name, value] of Object.entries(sent.query ?? {})) if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    const terminalKey = options.terminalKey();
    if (terminalKey) headers[POS_TERMINAL_KEY_HEADER] = terminalKey;
    if (sent.token) headers[POS_STAFF_AUTH_HEADER] = posBearer(sent.token);
    if (sent.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, {
        method: spec.method,
        headers,
        body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
        signal: AbortSignal.timeout(sent.timeoutMs ?? options.timeoutMs ?? 10_000),
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
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      throw new PosServerError('SERVER_UNREACHABLE', '서버의 응답을 읽을 수 없습니다.', response.status, true, error);
    }
    // A reply of another shape (a server of another version) is refused by name, never read half-way.
    const reply = parsePosReply(key, body);
    if (!reply.ok) throw new PosServerError('SERVER_REPLY_INVALID', `${terminalErrorMessage('SERVER_REPLY_INVALID')} (${key}: ${reply.fields})`, response.status, false);
    return reply.reply;
  }

  // The services' words for the calls they make (each one line over `call`: the route map says the rest).
  return {
    call,
    registerTerminal: (body: PosCallInput<'terminals.register'>['body']) => call('terminals.register', { body }),
    login: (body: PosCallInput<'sessions.login'>['body']) => call('sessions.login', { body }),
    unlockStaff: (body: PosCallInput<'sessions.unlockStaff'>['body']) => call('sessions.unlockStaff', { body }),
    pairingCode: (token: string) => call('terminals.pairingCode', { token }),
    logout: (token: string) => call('sessions.logout', { token }),
    shopProfile: () => call('shop.get', {}),
    saveShopProfile: (token: string, profile: PosShopProfile) => call('shop.save', { token, body: profile }),
    sales: (token: string, query: { date: string | null; receiptNo: string | null; staffId: number | null; page: number; size: number }) =>
      call('sales.list', { token, query: { ...query, receiptNo: query.receiptNo || null } }),
    sale: (token: string, saleId: string) => call('sales.one', { token, params: { saleId } }),
    staffList: (token: string) => call('staff.list', { token }),
    createStaff: (token: string, body: PosCallInput<'staff.create'>['body']) => call('staff.create', { token, body }),
    updateStaff: (token: string, staffId: number, body: PosCallInput<'staff.update'>['body']) => call('staff.update', { token, params: { staffId }, body }),
    catalogue: (cursor: string | null, limit: number) => call('catalogue', { query: { cursor, limit }, timeoutMs: 60_000 }),
    sync: (body: PosSyncRequest) => call('sync', { body, timeoutMs: 30_000 }),
    reportDaily: (token: string, date: string, terminalId: number | null) => call('reports.daily', { token, query: { date, terminalId } }),
    reportX: (token: string, terminalId: number) => call('reports.x', { token, query: { terminalId } }),
    reportZ: (token: string, date: string) => call('reports.z', { token, body: { date } }),
    products: (token: string, keyword: string, page: number, size: number) => call('products.search', { token, query: { keyword, page, size } }),
    product: (token: string, productNo: number) => call('products.one', { token, params: { productNo } }),
    createProduct: (token: string, body: PosCallInput<'products.create'>['body']) => call('products.create', { token, body }),
    updateProduct: (token: string, productNo: number, body: PosCallInput<'products.update'>['body']) => call('products.update', { token, params: { productNo }, body }),
    barcodes: (token: string, q: string) => call('barcodes.search', { token, query: { q } }),
    registerBarcode: (token: string, body: PosCallInput<'barcodes.register'>['body']) => call('barcodes.register', { token, body }),
    removeBarcode: (token: string, barcode: string) => call('barcodes.remove', { token, params: { barcode } }),
    customOrders: (token: string, status: string | null) => call('customOrders.list', { token, query: { status } }),
    customOrder: (token: string, orderNo: string) => call('customOrders.one', { token, params: { orderNo } }),
  };
}

export type PosServerClient = ReturnType<typeof createPosServerClient>;
