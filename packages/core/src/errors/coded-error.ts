// The error class core throws, without the message catalogue: a code (for programs), a Korean message
// (for people, always given), the cause (for logs) and details (for the code that handles it). Rules
// with their own messages (formatting, cart, receipt, scan) extend it directly, so a browser bundle
// that formats won or applies cart rules carries no catalogue; CourtsideError adds the catalogue
// lookup. Across a process or network boundary only `toWire()` travels, never the instance.

export type ErrorDetails = Readonly<Record<string, unknown>>;

/** What crosses IPC and HTTP: a code and the Korean sentence to show. */
export interface WireError {
  readonly code: string;
  readonly message: string;
}

export interface CodedErrorOptions {
  readonly message: string;
  readonly cause?: unknown;
  readonly details?: ErrorDetails;
}

export class CodedError<C extends string = string> extends Error {
  override readonly name = 'CourtsideError';
  readonly code: C;
  readonly details: ErrorDetails;

  constructor(code: C, options: CodedErrorOptions) {
    super(options.message, { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
  }

  toWire(): WireError {
    return { code: this.code, message: this.message };
  }
}
