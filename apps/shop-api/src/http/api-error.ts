// Errors in the platform's shape: {timestamp, path, status, error, code, key, message}.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly key: string | null;

  constructor(status: ContentfulStatusCode, code: string, message: string, key: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.key = key;
  }
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

/** Common errors, so every route answers the same code for the same mistake. */
export const errors = {
  badRequest: (message: string, code = 'C0001') => new ApiError(400, code, message),
  invalidJson: () => new ApiError(400, 'C0002', '요청 본문이 올바른 JSON이 아닙니다.'),
  notFound: (message = '요청한 정보를 찾을 수 없습니다.', code = 'C0404') => new ApiError(404, code, message),
  unauthorized: (message = '로그인이 필요합니다.', code = 'M0001') => new ApiError(401, code, message),
  tokenExpired: () => new ApiError(401, 'M0002', '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.'),
  forbidden: (message = '접근 권한이 없습니다.', code = 'C0403') => new ApiError(403, code, message),
  conflict: (message: string, code = 'C0409') => new ApiError(409, code, message),
};
