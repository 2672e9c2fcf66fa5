// Own-server route helpers: every /api/* route validates its input with zod and answers 4xx with a
// catalogue code and a Korean message — never a 500 or a stack trace for user input.
import 'server-only';
import { NextResponse } from 'next/server';
import { forbiddenCharacterPath } from '@courtside/core/security';
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
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, within the route's limit (413 BODY_TOO_LARGE past it). */
async function readText(request: Request): Promise<string> {
  const bytes = await readLimitedBytes(request, bodyLimitFor(new URL(request.url).pathname), () => new RouteError(413, 'BODY_TOO_LARGE'));
  return Buffer.from(bytes).toString('utf8');
}

export async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  const text = await readText(request);
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new RouteError(400, 'INVALID_JSON', '요청 본문이 올바른 JSON이 아닙니다.');
  }
  // NUL, control and bidi-override characters, lone surrogates: refused, never stored.
  const bad = forbiddenCharacterPath(raw);
  if (bad !== null) throw new RouteError(400, 'INVALID_CHARACTERS', `${messageFor('INVALID_CHARACTERS')} (${bad})`);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '본문'))].join(', ');
    throw new RouteError(400, 'INVALID_REQUEST', `요청 값이 올바르지 않습니다: ${fields}`);
  }
  return parsed.data;
}

export function readSearchParams<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const bad = forbiddenCharacterPath(query);
  if (bad !== null) throw new RouteError(400, 'INVALID_CHARACTERS', `${messageFor('INVALID_CHARACTERS')} (${bad})`);
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new RouteError(400, 'INVALID_REQUEST', `요청 값이 올바르지 않습니다: ${fields}`);
  }
  return parsed.data;
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
