// How one Shop API call is sent: the platform headers, which calls carry the member's accessToken,
// which carry a guestToken, and how the reply (or its absence) comes back.
import type { FetchLike, HttpMethod } from './fetch-types.ts';
import { exchange, joinUrl } from './http-exchange.ts';
import { buildQueryString, type QueryParams } from './query-string.ts';
import { toShopApiError } from './shop-api-error.ts';
import type { ShopPlatform } from './shop-api-types.ts';

/** Read on every call, so a login or logout is seen by the next request without rebuilding the client. */
export interface ShopApiTokens {
  getAccessToken(): string | null | undefined;
  /** The token `POST /guest/orders/{orderNo}` returned, for a guest looking at their order. */
  getGuestToken?(): string | null | undefined;
  /** True while the stored access token must not be sent (e.g. it is known to be expired). */
  isAccessTokenDisabled?(): boolean;
  /**
   * Resolves once the tokens can be read: a browser that reads its session back at start makes the
   * calls sent before then wait for it, so none goes out without a token the member has.
   */
  ready?(): Promise<void>;
}

export interface ShopApiClientConfig {
  /** Where the Shop API lives, e.g. `http://127.0.0.1:4010`; a trailing slash is ignored. */
  baseUrl: string;
  clientId: string;
  platform: ShopPlatform;
  /** The default `Version` header; `1.0` when not given. */
  version?: string;
  fetch: FetchLike;
  tokens: ShopApiTokens;
}

export interface ShopRequest {
  method: HttpMethod;
  /** Path without query, path parameters already encoded (see `pathPart`). */
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Overrides the client's `Version` for the few calls the platform versions separately. */
  version?: string;
  /** Only the guest order calls send the guestToken: elsewhere a stale one would fail every call. */
  withGuestToken?: boolean;
  /** A guestToken for this call only, used instead of the token source's (guest order pages keep their own). */
  guestToken?: string;
  /**
   * Sends the member's token even on a display path: a board read as its writer (my 1:1 inquiries,
   * a secret article) must say who is asking.
   */
  asMember?: boolean;
}

/** Sends one call and resolves with its JSON reply (undefined for an empty body), or throws ShopApiError. */
export type ShopRequester = <T>(request: ShopRequest) => Promise<T>;

export const defaultShopApiVersion = '1.0';

// Catalogue pages are read without the member's token, so an expired token never blanks the shop
// window and the replies are the same for everyone.
const displayPathPatterns: readonly RegExp[] = [
  /^\/products\/search$/,
  /^\/products\/options$/,
  /^\/products\/[^/]+$/,
  /^\/products\/[^/]+\/options$/,
  /^\/products\/[^/]+\/photo-reviews$/,
  /^\/categories(\/|$)/,
  /^\/display\//,
  /^\/boards\//,
];

/** True for the catalogue reads that are sent without `accessToken`. */
export function isDisplayRequest(method: HttpMethod, path: string): boolean {
  return method === 'GET' && displayPathPatterns.some((pattern) => pattern.test(path));
}

/** Encodes one path parameter (an order number, a board id) so it cannot change the path. */
export function pathPart(value: string | number): string {
  return encodeURIComponent(String(value));
}

export function createShopRequester(config: ShopApiClientConfig): ShopRequester {
  const version = config.version ?? defaultShopApiVersion;

  function headersFor(request: ShopRequest): Record<string, string> {
    const headers: Record<string, string> = {
      Version: request.version ?? version,
      clientId: config.clientId,
      platform: config.platform,
    };
    const disabled = config.tokens.isAccessTokenDisabled?.() ?? false;
    const accessToken = config.tokens.getAccessToken();
    if (accessToken && !disabled && (request.asMember === true || !isDisplayRequest(request.method, request.path))) {
      headers.accessToken = accessToken;
    }
    const guestToken = request.withGuestToken ? (request.guestToken ?? config.tokens.getGuestToken?.()) : undefined;
    if (guestToken) headers.guestToken = guestToken;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  }

  return async function send<T>(request: ShopRequest): Promise<T> {
    await config.tokens.ready?.();
    const url = joinUrl(config.baseUrl, request.path) + buildQueryString(request.query ?? {});
    const init = {
      method: request.method,
      headers: headersFor(request),
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    };
    const result = await exchange(config.fetch, url, init);
    if (!result.ok) throw toShopApiError(result, `${request.method} ${request.path}`);
    // The reply's shape is the platform's contract; the method that asked names it.
    return result.data as T;
  };
}
