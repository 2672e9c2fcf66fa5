// POS failures as values with their HTTP status: the status and Korean message come from core's POS
// error table (POS_ERRORS), so a route answers `{code, message}` with the right 4xx.
import { POS_ERRORS, type PosErrorCode } from '@courtside/core';

export class PosRouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function posError(code: PosErrorCode, message?: string): PosRouteError {
  return new PosRouteError(POS_ERRORS[code].status, code, message ?? POS_ERRORS[code].message);
}
