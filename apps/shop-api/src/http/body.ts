// Request bodies, bounded before they are buffered (1 MB: the platform's JSON bodies are small),
// read straight from Node's request stream: no WHATWG `Request`, `ReadableStream` or
// `AbortSignal` per request (node-request.ts). A declared Content-Length over the limit is refused
// before anything is read; a chunked body as it streams. Either way 413 C0413 with
// `connection: close` (the rest of the body is not read, so the connection is not reused).
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { errors } from '../domain/error-catalogue.ts';
import { errorBody } from './api-error.ts';
import { nodeOf, requestHeader } from './node-request.ts';

/** The largest request body any route takes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Each request's body, once read (keyed by the request's context). */
const bodies = new WeakMap<Context, Buffer>();

const tooLarge = (c: Context) =>
  c.json(errorBody(c, 413, 'C0413', `요청 본문이 너무 큽니다 (최대 ${MAX_BODY_BYTES / 1024 / 1024}MB).`), 413, { connection: 'close' });

/** The whole body, or null when it passed `max` bytes (reading stops there). */
function readIncoming(incoming: IncomingMessage, max: number): Promise<Buffer | null> {
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        cleanup();
        incoming.pause();
        resolveBody(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolveBody(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error('request aborted'));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('aborted', onAborted);
  });
}

/** Without a Node request (Hono's `app.request()`): Hono's own body, bounded the same way. */
async function readFetchBody(c: Context, max: number): Promise<Buffer | null> {
  const bytes = Buffer.from(await c.req.arrayBuffer());
  return bytes.length > max ? null : bytes;
}

/**
 * Middleware: reads every body but a GET's or HEAD's (they carry none) before the route, bounded,
 * and keeps it for `requestBody`/`readJson`. A client gone mid-body answers C0002.
 */
export const limitedBody: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  const declared = requestHeader(c, 'content-length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return tooLarge(c);
  const incoming = nodeOf(c).incoming;
  let body: Buffer | null;
  try {
    body = incoming ? await readIncoming(incoming, MAX_BODY_BYTES) : await readFetchBody(c, MAX_BODY_BYTES);
  } catch {
    throw errors.invalidJson();
  }
  if (body === null) return tooLarge(c);
  bodies.set(c, body);
  return next();
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
