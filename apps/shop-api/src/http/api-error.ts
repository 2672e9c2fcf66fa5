// The one place an error becomes a reply, in the platform's shape:
// {timestamp, path, status, error, code, key, message}. Services throw DomainError (domain/errors.ts)
// with a kind; each kind answers one status here.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type ErrorKind } from '../domain/errors.ts';

const statusOfKind: Readonly<Record<ErrorKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
};

/** The HTTP status a domain error answers. */
export function statusOf(error: Pick<DomainError, 'kind'>): ContentfulStatusCode {
  return statusOfKind[error.kind];
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorBody(c: Context, status: number, code: string, message: string, key: string | null = null) {
  return {
    timestamp: new Date().toISOString(),
    path: `${c.req.method} ${c.req.path}`,
    status,
    error: reasonPhrases[status] ?? 'Error',
    code,
    key,
    message,
  };
}

/** A domain error as the platform answers it. */
export function domainErrorReply(c: Context, error: DomainError): Response {
  const status = statusOf(error);
  return c.json(errorBody(c, status, error.code, error.message, error.key), status);
}

/** The app's error handler: a domain error as its kind says, Hono's own refusals, and never a stack. */
export function errorReply(err: Error, c: Context): Response {
  if (err instanceof DomainError) return domainErrorReply(c, err);
  if (err instanceof HTTPException) {
    const status = err.status;
    return c.json(errorBody(c, status, 'C0000', status === 413 ? '요청이 너무 큽니다.' : '요청을 처리할 수 없습니다.'), status);
  }
  console.error(`[shop-api] ${c.req.method} ${c.req.path}`, err);
  return c.json(errorBody(c, 500, 'C9999', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'), 500);
}
