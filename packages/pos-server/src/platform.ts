// The platform's server API (/server/* of the Shop API, header `systemKey`) as the POS needs it:
// product reads and writes, the product list for the catalogue feed, and stock deltas under an
// idempotency key. Failures are sorted into "try again later" (network, 5xx, 429) and "refused"
// (4xx), because the stock outbox retries the first and records the second as a conflict.

export interface PlatformOption {
  optionNo: number;
  values: string[];
  addPrice: number;
  stockCnt: number;
  forcedSoldOut: boolean;
  /** The platform's option management code; a shop that keeps GTINs there gets them as barcodes. */
  managementCd?: string | null;
}

export interface PlatformProduct {
  productNo: number;
  productName: string;
  salePrice: number;
  immediateDiscountAmt: number;
  saleStatus: string;
  display: boolean;
  optionLabels: string[];
  updatedAt: string;
  options: PlatformOption[];
  /** Display categories the product is listed under. */
  categoryNos?: number[];
}

export interface PlatformCategory {
  categoryNo: number;
  label: string;
  fullLabel: string;
}

export interface PlatformOptionInput {
  optionNo?: number;
  values: string[];
  addPrice: number;
  stockCnt?: number;
}

export interface PlatformProductInput {
  productName?: string;
  salePrice?: number;
  saleStatus?: 'ONSALE' | 'STOP';
  options?: PlatformOptionInput[];
}

export interface PlatformStockRequest {
  idempotencyKey: string;
  optionNo: number;
  delta: number;
  reason: string;
  /** A counter sale already handed the goods over: the platform must take it even below zero. */
  allowNegative: boolean;
}

export interface PlatformStockResult {
  optionNo: number;
  delta: number;
  previousStockCnt: number;
  stockCnt: number;
  oversold: boolean;
  replayed: boolean;
}

/** One answer of a batch: the result, or the refusal the single call would have answered. */
export type PlatformStockBatchItem = PlatformStockResult | { idempotencyKey: string; optionNo: number; error: { status: number; code: string; message: string } };

/** The stand-in's limit of adjustments per batch call. */
export const PLATFORM_STOCK_BATCH_MAX = 5000;

export interface PlatformProductPage {
  items: PlatformProduct[];
  hasMore: boolean;
}

export interface PosPlatform {
  getProduct(productNo: number): Promise<PlatformProduct>;
  createProduct(input: PlatformProductInput & { productName: string; salePrice: number; options: PlatformOptionInput[] }): Promise<PlatformProduct>;
  updateProduct(productNo: number, input: PlatformProductInput): Promise<PlatformProduct>;
  /** Products in product number order after `afterProductNo`, with options and stock. */
  listProducts(afterProductNo: number, pageSize: number): Promise<PlatformProductPage>;
  adjustStock(request: PlatformStockRequest): Promise<PlatformStockResult>;
  /** Many deltas in one call and one platform transaction; answers in request order. */
  adjustStockBatch(requests: readonly PlatformStockRequest[]): Promise<PlatformStockBatchItem[]>;
  /** Every display category, flat, with its full path label. */
  listCategories(): Promise<{ items: PlatformCategory[] }>;
}

export class PlatformError extends Error {
  constructor(
    /** `unavailable`: try again later; `refused`: the platform said no and will say it again. */
    readonly kind: 'unavailable' | 'refused',
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpPlatformOptions {
  baseUrl: string;
  systemKey: string;
  fetch?: FetchFn;
  /** Per-call limit; a hung platform must not hold a sync open. */
  timeoutMs?: number;
}

function readError(status: number, body: unknown): PlatformError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : `HTTP_${status}`;
  const message = typeof record.message === 'string' ? record.message : '상품 서버가 요청을 거절했습니다.';
  const retriable = status >= 500 || status === 429 || status === 408;
  return new PlatformError(retriable ? 'unavailable' : 'refused', status, code, message);
}

export function createHttpPlatform(options: HttpPlatformOptions): PosPlatform {
  const doFetch: FetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: { systemKey: options.systemKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PlatformError('unavailable', 0, 'NETWORK', error instanceof Error ? error.message : '상품 서버에 연결할 수 없습니다.');
    }
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      if (res.ok) throw new PlatformError('unavailable', res.status, 'BAD_REPLY', '상품 서버의 응답을 읽을 수 없습니다.');
    }
    if (!res.ok) throw readError(res.status, parsed);
    return parsed as T;
  }

  return {
    getProduct: (productNo) => call('GET', `/server/products/${productNo}`),
    createProduct: (input) => call('POST', '/server/products', input),
    updateProduct: (productNo, input) => call('PUT', `/server/products/${productNo}`, input),
    listProducts: (afterProductNo, pageSize) => call('GET', `/server/products?afterProductNo=${afterProductNo}&pageSize=${pageSize}`),
    adjustStock: (request) => call('POST', '/server/stock-adjustments', request),
    adjustStockBatch: async (requests) => (await call<{ results: PlatformStockBatchItem[] }>('POST', '/server/stock-adjustments/batch', { adjustments: requests })).results,
    listCategories: () => call('GET', '/server/categories'),
  };
}
