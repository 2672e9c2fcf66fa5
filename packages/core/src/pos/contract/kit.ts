// The zod pieces every area of the terminal ↔ own server contract builds on: bounded ids and won,
// text caps, paging, the readonly list of the reply types, and the field names a refusal quotes.
import { z } from 'zod';
import type { PosPermission } from './roles.ts';

export const MAX_INT = 2_147_483_647;
export const id = z.number().int().positive().max(MAX_INT);
export const name = z.string().trim().min(1).max(40);
export const pin = z.string().max(20);
// Dates are checked by the server's businessDate() so a bad one answers POS_DATE_INVALID.
export const date = z.string().max(20);
export const queryId = z.coerce.number().int().positive().max(MAX_INT);
export const page = (size: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(size),
});
export const won = z.number().int().min(0).max(1_000_000_000);
export const signedWon = z.number().int().min(-1_000_000_000).max(1_000_000_000);
export const text = (max: number) => z.string().max(max);
export const lineNo = z.number().int().positive().max(1000);
/** 간편결제 providers approved through the counter's VAN agent. */
export const easyPayProvider = z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']);

// Replies: the server's test harness checks every reply against its route's schema, and the
// terminal's client parses every reply with it, so the two sides cannot drift apart unnoticed.
export const int = z.number().int();
export const str = z.string();
export const bool = z.boolean();
/** A list the reply types read as `readonly T[]` (parsing does not freeze it). */
export const list = <T extends z.ZodType>(item: T) => z.array(item) as unknown as z.ZodType<readonly z.output<T>[], readonly z.input<T>[]>;
/** A 204 route answers no body. */
export const noReply = z.void();

/** The distinct fields a zod error names (`본문` for the whole input). */
export function posIssueFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path.join('.') || '본문'))];
}

// ── The shape of a route ────────────────────────────────────────────────────────────────────────
/** `none`: registration only; `terminal`: the terminal key; `staff`: terminal key + staff session. */
export type PosAuth = 'none' | 'terminal' | 'staff';
export type PosMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PosRouteSpec {
  readonly method: PosMethod;
  /** `:name` segments are path parameters (sent URI-encoded). */
  readonly path: string;
  readonly auth: PosAuth;
  /** The role permission a staff route needs (POS_PERMISSIONS); none = any signed-in staff member. */
  readonly permission?: PosPermission;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The reply's schema: the terminal's client parses every reply with it, the server's test harness checks every reply. */
  readonly reply: z.ZodType;
  /** Success status: 200 unless said (201 created, 204 no body). */
  readonly status?: 200 | 201 | 204;
}
