// Every rule answers with a result instead of throwing, so forms can show the message next to the
// field and servers can send `{ code, message }` without a try/catch.
import { messageFor } from '../errors/catalogue.ts';
import type { ErrorCode } from '../errors/catalogue.ts';

export type ValidationResult<T, C extends ErrorCode = ErrorCode> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: C; readonly message: string };

export function valid<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** A failure with the catalogue's Korean message, or a more specific one the rule composed. */
export function invalid<C extends ErrorCode>(code: C, message: string = messageFor(code)): { readonly ok: false; readonly code: C; readonly message: string } {
  return { ok: false, code, message };
}
