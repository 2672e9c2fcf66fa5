// Every failed Shop API call becomes one ShopApiError: the platform's own {status, code, message}
// when it answered with one, or one of the client codes below when it did not answer usefully.
import { clientFailureCodes, clientFailureMessages, type ClientFailureCode } from './client-failures.ts';
import type { ExchangeResult } from './http-exchange.ts';

/** Codes the client invents when the platform gave none (the platform's own look like `M0306`). */
export const shopApiClientErrorCodes = clientFailureCodes;

export type ShopApiClientErrorCode = ClientFailureCode;

export const shopApiFallbackMessages = clientFailureMessages;

export interface ShopApiErrorInit {
  status: number;
  code: string;
  message: string;
  /** The platform's `key` (e.g. which rate limit was hit), when it sent one. */
  key?: string | null;
  /** `"POST /oauth/token"`: the call that failed. */
  path?: string | null;
  cause?: unknown;
}

export class ShopApiError extends Error {
  override readonly name = 'ShopApiError';
  /** HTTP status of the reply; 0 when there was no reply. */
  readonly status: number;
  readonly code: string;
  readonly key: string | null;
  readonly path: string | null;

  constructor(init: ShopApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.key = init.key ?? null;
    this.path = init.path ?? null;
  }
}

export function isShopApiError(error: unknown): error is ShopApiError {
  return error instanceof ShopApiError;
}

/** Builds the error for a failed exchange; `call` names it (`"GET /cart"`) when the body does not. */
export function toShopApiError(failure: Exclude<ExchangeResult, { ok: true }>, call: string): ShopApiError {
  switch (failure.kind) {
    case 'network':
      return new ShopApiError({
        status: 0,
        code: shopApiClientErrorCodes.network,
        message: shopApiFallbackMessages.NETWORK,
        path: call,
        cause: failure.cause,
      });
    case 'invalid-body':
      return new ShopApiError({
        status: failure.status,
        code: shopApiClientErrorCodes.invalidResponse,
        message: shopApiFallbackMessages.INVALID_RESPONSE,
        path: call,
        cause: failure.cause,
      });
    case 'http':
      return new ShopApiError({
        status: failure.status,
        code: failure.body.code ?? shopApiClientErrorCodes.http,
        message: failure.body.message ?? shopApiFallbackMessages.HTTP_ERROR,
        key: failure.body.key ?? null,
        path: failure.body.path ?? call,
      });
  }
}
