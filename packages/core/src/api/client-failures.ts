// What a client of either API (the platform's Shop API, the own server's) says when the server
// gave no usable answer: one code and one Korean message per way a call can fail, shared by both.

export const clientFailureCodes = {
  /** No reply at all: offline, refused, CORS. `status` is 0. */
  network: 'NETWORK',
  /** An error status whose body had no server code (a proxy page, an empty 502). */
  http: 'HTTP_ERROR',
  /** A success status whose body was not JSON. */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export type ClientFailureCode = (typeof clientFailureCodes)[keyof typeof clientFailureCodes];

export const clientFailureMessages: Readonly<Record<ClientFailureCode, string>> = {
  NETWORK: '서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
  HTTP_ERROR: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  INVALID_RESPONSE: '서버 응답을 읽지 못했습니다. 잠시 후 다시 시도해 주세요.',
};
