// The platform's coded errors, as the services throw them: a kind (what went wrong, in the domain's
// words), a catalogue code (`P0001`, `M0310` …) and the Korean message. They know nothing of HTTP:
// `http/api-error.ts` is the one place a kind becomes a status and an error becomes a reply.

/** What went wrong, in the domain's words (http/api-error.ts maps each to one status). */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-many';

export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  /** The platform's `key` (which limit was hit), when the reply names one. */
  readonly key: string | null;

  constructor(kind: ErrorKind, code: string, message: string, key: string | null = null) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.key = key;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
