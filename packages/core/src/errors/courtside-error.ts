// The one error class core throws. It carries a code (what went wrong, for programs), a Korean
// message (for people), the cause (for logs) and details (for the code that handles it). Across a
// process or network boundary only `toWire()` travels, never the instance.
import { messageFor } from './catalogue.ts';
import type { ErrorCode } from './catalogue.ts';

export type ErrorDetails = Readonly<Record<string, unknown>>;

/** What crosses IPC and HTTP: a code and the Korean sentence to show. */
export interface WireError {
  readonly code: string;
  readonly message: string;
}

export interface CourtsideErrorOptions {
  readonly cause?: unknown;
  readonly details?: ErrorDetails;
  /** A more specific Korean message than the catalogue's, e.g. one naming the allowed maximum. */
  readonly message?: string;
  /** The server's English (or Korean) message, used only when the code is not catalogued. */
  readonly serverMessage?: string;
}

export class CourtsideError<C extends string = ErrorCode> extends Error {
  override readonly name = 'CourtsideError';
  readonly code: C;
  readonly details: ErrorDetails;

  constructor(code: C, options: CourtsideErrorOptions = {}) {
    super(options.message ?? messageFor(code, options.serverMessage), { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
  }

  toWire(): WireError {
    return { code: this.code, message: this.message };
  }
}

export function isCourtsideError(value: unknown): value is CourtsideError<string> {
  return value instanceof CourtsideError;
}

/** Wraps anything caught into a CourtsideError, keeping the original as the cause. */
export function toCourtsideError(value: unknown): CourtsideError<string> {
  if (isCourtsideError(value)) return value;
  return new CourtsideError('UNKNOWN', { cause: value });
}
