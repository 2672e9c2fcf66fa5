// What a route handler is handed (the authenticated terminal and staff member, the parsed path,
// query and body) and the small checks handlers share.
import { isPosBusinessDate, type PosRouteBody, type PosRouteKey, type PosRouteQuery, type PosTerminalInfo } from '@courtside/core/pos';
import type { AuthedStaff } from './auth';
import type { PosDeps } from './deps';
import { posError } from './errors';

export interface PosCall<K extends PosRouteKey = PosRouteKey> {
  deps: PosDeps;
  /** Set on every route but registration (auth `none`). */
  terminal: PosTerminalInfo;
  /** Set on `staff` routes. */
  staff: AuthedStaff;
  token: string;
  /** The client's address (the app serving the routes decides it: the socket, or a trusted proxy's X-Forwarded-For). */
  client: string;
  /** Path parameters, URI-decoded. */
  params: Record<string, string>;
  query: PosRouteQuery<K>;
  body: PosRouteBody<K>;
}

/** A positive integer path segment, or 404 with the given code (a bad id names nothing). */
export function pathId(value: string | undefined, code: 'POS_PRODUCT_NOT_FOUND' | 'POS_STAFF_NOT_FOUND' | 'POS_CONFLICT_NOT_FOUND'): number {
  const n = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(n) || n <= 0) throw posError(code);
  return n;
}

/** A real YYYY-MM-DD date, or POS_DATE_INVALID. */
export function businessDate(value: string): string {
  if (!isPosBusinessDate(value)) throw posError('POS_DATE_INVALID');
  return value;
}

/** A reply with another status than the route's usual one (e.g. Z close: 200 when already closed). */
const statusReply: unique symbol = Symbol('status reply');
export interface StatusReply {
  readonly status: number;
  readonly body: unknown;
  readonly [statusReply]: true;
}
export function withStatus(status: number, body: unknown): StatusReply {
  return { status, body, [statusReply]: true };
}
export function isStatusReply(value: unknown): value is StatusReply {
  return typeof value === 'object' && value !== null && statusReply in value;
}
