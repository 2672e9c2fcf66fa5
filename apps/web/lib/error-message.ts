// One sentence for the shopper from whatever failed: the platform's or own server's own (Korean)
// message when it answered, otherwise the catalogue message of `fallback`.
import { isOwnApiError, isShopApiError } from '@courtside/core/api';
import { messageFor, type ErrorCode } from '@courtside/core/errors';

export function errorMessage(error: unknown, fallback: ErrorCode): string {
  if ((isShopApiError(error) || isOwnApiError(error)) && error.message) return error.message;
  return messageFor(fallback);
}

/** `errorMessage` with the catalogue's "unknown error" as the fallback (the form kit's `toMessage` for most actions). */
export function unknownErrorMessage(error: unknown): string {
  return errorMessage(error, 'UNKNOWN');
}
