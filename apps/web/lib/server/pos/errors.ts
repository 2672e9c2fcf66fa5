// POS failures as the own server's RouteError: the status and Korean message come from core's
// POS error table, so a route answers `{code, message}` with the right 4xx.
import { POS_ERRORS, type PosErrorCode } from '@courtside/core/pos';
import { RouteError } from '@/lib/server/api-route';

export function posError(code: PosErrorCode, message?: string): RouteError {
  return new RouteError(POS_ERRORS[code].status, code, message ?? POS_ERRORS[code].message);
}
