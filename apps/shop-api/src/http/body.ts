// Request bodies, bounded before they are buffered (1 MB: the platform's JSON bodies are small),
// read once before the route and kept for `readJson`/`readForm`. A declared Content-Length over
// the limit is refused before anything is read; a chunked body as it streams. Either way 413 C0413
// with `connection: close` (the rest of the body is not read, so the connection is not reused).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errors } from '../domain/error-catalogue.ts';
import { errorBody } from './api-error.ts';
import { requestHeader } from './node-request.ts';

/** The largest request body any route takes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Each request's body, once read (keyed by the request's context). */
const bodies = new WeakMap<Context, Buffer>();

const tooLarge = (c: Context) =>
  c.json(errorBody(c, 413, 'C0413', `요청 본문이 너무 큽니다 (최대 ${MAX_BODY_BYTES / 1024 / 1024}MB).`), 413, { connection: 'close' });

const bounded = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Middleware: reads every body but a GET's or HEAD's (they carry none) before the route, bounded
 * (hono/body-limit: the declared length, or a chunked body as it streams), and keeps it for
 * `requestBody`/`readJson`. A client gone mid-body answers C0002.
 *
 * Read through Hono's request (one WHATWG Request per body-carrying request): reading Node's
 * stream directly left keep-alive connections reset on PostgreSQL (orders.int.test.ts's guest
 * case, cause not found in issue 31's time) — GETs, the hot reads, build none either way.
 */
export const limitedBody: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  return bounded(c, async () => {
    let body: Buffer;
    try {
      body = Buffer.from(await c.req.arrayBuffer());
    } catch {
      throw errors.invalidJson();
    }
    bodies.set(c, body);
    await next();
  });
};

/** The request's body as read by `limitedBody` (empty for a GET or HEAD). */
export function requestBody(c: Context): Buffer {
  return bodies.get(c) ?? Buffer.alloc(0);
}

/** A posted form (the sandbox pages' forms), from the body already read: field → last value. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const contentType = requestHeader(c, 'content-type') ?? '';
  const form = await new Response(new Uint8Array(requestBody(c)), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}
