// Request checks shared by the /api/pos/* route handlers: the terminal key, then (for screens a
// person uses) the staff session and the role's permission.
import {
  POS_STAFF_AUTH_HEADER,
  POS_TERMINAL_KEY_HEADER,
  isPosBusinessDate,
  posRoleAllows,
  readPosBearer,
  type PosPermission,
  type PosTerminalInfo,
} from '@courtside/core/pos';
import { authenticateStaff, authenticateTerminal, type AuthedStaff } from './auth';
import type { PosDeps } from './deps';
import { posError } from './errors';
import { posDeps } from './runtime';

export interface TerminalRequest {
  deps: PosDeps;
  terminal: PosTerminalInfo;
}

export interface StaffRequest extends TerminalRequest {
  staff: AuthedStaff;
  token: string;
}

export async function forTerminal(request: Request): Promise<TerminalRequest> {
  const deps = await posDeps();
  const terminal = await authenticateTerminal(deps, request.headers.get(POS_TERMINAL_KEY_HEADER));
  return { deps, terminal };
}

export async function forStaff(request: Request, permission?: PosPermission): Promise<StaffRequest> {
  const { deps, terminal } = await forTerminal(request);
  const token = readPosBearer(request.headers.get(POS_STAFF_AUTH_HEADER));
  const staff = await authenticateStaff(deps, terminal, token);
  if (permission && !posRoleAllows(staff.role, permission)) throw posError('POS_FORBIDDEN');
  return { deps, terminal, staff, token: token ?? '' };
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
