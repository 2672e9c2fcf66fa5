// The error class for catalogued codes: a CodedError (code, Korean message, cause, details) whose
// message comes from the catalogue (seed §8) unless a more specific one is given. Every error core
// throws is a CodedError; `isCourtsideError` answers for all of them.
import { messageFor } from './catalogue.ts';
import type { ErrorCode } from './catalogue.ts';
import { CodedError, type ErrorDetails } from './coded-error.ts';

export type { ErrorDetails, WireError } from './coded-error.ts';

export interface CourtsideErrorOptions {
  readonly cause?: unknown;
  readonly details?: ErrorDetails;
  /** A more specific Korean message than the catalogue's, e.g. one naming the allowed maximum. */
  readonly message?: string;
  /** The server's English (or Korean) message, used only when the code is not catalogued. */
  readonly serverMessage?: string;
}

export class CourtsideError<C extends string = ErrorCode> extends CodedError<C> {
  constructor(code: C, options: CourtsideErrorOptions = {}) {
    super(code, { message: options.message ?? messageFor(code, options.serverMessage), cause: options.cause, details: options.details });
  }
}

/** Any error core throws: a CourtsideError or one of the rule errors with their own messages. */
export function isCourtsideError(value: unknown): value is CodedError<string> {
  return value instanceof CodedError;
}

/** Wraps anything caught into a CourtsideError, keeping the original as the cause. */
export function toCourtsideError(value: unknown): CodedError<string> {
  if (isCourtsideError(value)) return value;
  return new CourtsideError('UNKNOWN', { cause: value });
}
