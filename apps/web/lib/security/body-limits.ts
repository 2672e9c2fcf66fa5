// How large a request body each own-server route takes. The proxy refuses a larger declared
// Content-Length with 413 before the route runs; readBody counts a streamed (chunked) body too.
import { POS_BODY_LIMIT } from '@courtside/core';
import { UPLOAD_MAX_BYTES } from '@/lib/server/uploads/upload-rules';

/** JSON bodies: sessions, designs, production moves. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export function bodyLimitFor(pathname: string): number {
  if (pathname.startsWith('/api/upload/')) return UPLOAD_MAX_BYTES;
  if (pathname.startsWith('/api/pos/')) return POS_BODY_LIMIT;
  return DEFAULT_BODY_LIMIT;
}

/** Signed uploads PUT raw image bytes; every other state-changing route takes JSON. */
export function takesRawBody(method: string, pathname: string): boolean {
  return method === 'PUT' && pathname.startsWith('/api/upload/');
}
