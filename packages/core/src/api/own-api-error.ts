// Every failed own-server call becomes one OwnApiError: the server's `{code, message}` when it sent
// one, or a client code when it did not answer usefully.
import { clientFailureCodes, clientFailureMessages } from './client-failures.ts';
import type { ExchangeResult } from './http-exchange.ts';

export const ownApiClientErrorCodes = {
  ...clientFailureCodes,
  /** The PUT to a signed upload URL failed. */
  uploadFailed: 'UPLOAD_FAILED',
} as const;

export type OwnApiClientErrorCode = (typeof ownApiClientErrorCodes)[keyof typeof ownApiClientErrorCodes];

export const ownApiFallbackMessages: Readonly<Record<OwnApiClientErrorCode, string>> = {
  ...clientFailureMessages,
  UPLOAD_FAILED: '파일 업로드에 실패했습니다. 다시 시도해 주세요.',
};

export interface OwnApiErrorInit {
  status: number;
  code: string;
  message: string;
  cause?: unknown;
}

export class OwnApiError extends Error {
  override readonly name = 'OwnApiError';
  /** HTTP status of the reply; 0 when there was no reply. */
  readonly status: number;
  readonly code: string;

  constructor(init: OwnApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
  }
}

export function isOwnApiError(error: unknown): error is OwnApiError {
  return error instanceof OwnApiError;
}

export function toOwnApiError(failure: Exclude<ExchangeResult, { ok: true }>): OwnApiError {
  switch (failure.kind) {
    case 'network':
      return new OwnApiError({ status: 0, code: 'NETWORK', message: ownApiFallbackMessages.NETWORK, cause: failure.cause });
    case 'invalid-body':
      return new OwnApiError({
        status: failure.status,
        code: 'INVALID_RESPONSE',
        message: ownApiFallbackMessages.INVALID_RESPONSE,
        cause: failure.cause,
      });
    case 'http':
      return new OwnApiError({
        status: failure.status,
        code: failure.body.code ?? 'HTTP_ERROR',
        message: failure.body.message ?? ownApiFallbackMessages.HTTP_ERROR,
      });
  }
}
