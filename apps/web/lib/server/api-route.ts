// Own-server route helpers: every /api/* route validates its input with zod and answers 4xx with a
// catalogue code and a Korean message — never a 500 or a stack trace for user input.
import 'server-only';
import { NextResponse } from 'next/server';
import { INVALID_JSON_MESSAGE, parseJsonText, parseRouteInput, readCappedBytes, type RouteInputResult } from '@courtside/core/security';
import { messageFor } from '@courtside/core/errors';
import type { z } from 'zod';
import { bodyLimitFor } from '@/lib/security/body-limits';

export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
  ) {
    super(message ?? messageFor(code));
  }
}

export function errorResponse(status: number, code: string, message?: string): NextResponse {
  return NextResponse.json({ code, message: message ?? messageFor(code) }, { status });
}

/**
 * The body's bytes, refused with `tooLarge()` once they pass `limit`: up front by Content-Length, and
 * while streaming (a chunked body declares no length).
 */
export async function readLimitedBytes(request: Request, limit: number, tooLarge: () => RouteError): Promise<Uint8Array> {
  const bytes = await readCappedBytes(request, limit);
  if (bytes === null) throw tooLarge();
  // A Buffer view of the same bytes (no copy): storage and image code take Node's buffers.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The body as text, within the route's limit (413 BODY_TOO_LARGE past it). */
async function readText(request: Request): Promise<string> {
  const bytes = await readLimitedBytes(request, bodyLimitFor(new URL(request.url).pathname), () => new RouteError(413, 'BODY_TOO_LARGE'));
  return Buffer.from(bytes).toString('utf8');
}

export async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const json = parseJsonText(await readText(request));
  if (!json.ok) throw new RouteError(400, 'INVALID_JSON', INVALID_JSON_MESSAGE);
  return checked(parseRouteInput(schema, json.value, '본문'));
}

/**
 * The body, checked by `verify` on its exact text (a signature over the bytes) before it is parsed
 * and validated like readBody's.
 */
export async function readVerifiedBody<T extends z.ZodType>(request: Request, schema: T, verify: (text: string) => void): Promise<z.infer<T>> {
  const text = await readText(request);
  verify(text);
  const json = parseJsonText(text);
  if (!json.ok) throw new RouteError(400, 'INVALID_JSON', INVALID_JSON_MESSAGE);
  return checked(parseRouteInput(schema, json.value, '본문'));
}

export function readSearchParams<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  return checked(parseRouteInput(schema, Object.fromEntries(new URL(request.url).searchParams)));
}

function checked<T>(result: RouteInputResult<T>): T {
  if (!result.ok) throw new RouteError(result.status, result.code, result.message);
  return result.data;
}

/** Wraps a route handler: RouteErrors become their 4xx; anything else is logged and answered in Korean. */
export function route<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof RouteError) return errorResponse(error.status, error.code, error.message);
      console.error('[web api]', error);
      return errorResponse(500, 'exceptions');
    }
  };
}
