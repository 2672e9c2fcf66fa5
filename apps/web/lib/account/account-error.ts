// The sentence an account screen shows for a failure: the catalogue's Korean message for the
// platform's code (L1001–L1008, need-to-register, …), else the platform's own Korean message,
// else the catalogue's "unknown error".
import { isShopApiError } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';

/** A form's own refusal (an empty name, a bad number) before anything was sent; its message is shown as is. */
export class AccountInputError extends Error {
  override readonly name = 'AccountInputError';
}

export function accountErrorMessage(error: unknown): string {
  if (error instanceof AccountInputError) return error.message;
  if (isShopApiError(error)) return messageFor(error.code, error.message);
  return messageFor('exceptions');
}

export function accountErrorCode(error: unknown): string | null {
  return isShopApiError(error) ? error.code : null;
}
