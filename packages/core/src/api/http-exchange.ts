// One HTTP exchange, reduced to what both clients need: the parsed JSON reply, or the reason there is
// none. Turning a failure into ShopApiError or OwnApiError is left to each client.
import type { FetchLike, RequestInitLike } from './fetch-types.ts';

export type ExchangeResult =
  | { readonly ok: true; readonly status: number; readonly data: unknown }
  | { readonly ok: false; readonly kind: 'network'; readonly cause: unknown }
  | { readonly ok: false; readonly kind: 'invalid-body'; readonly status: number; readonly cause: unknown }
  | { readonly ok: false; readonly kind: 'http'; readonly status: number; readonly body: ErrorBodyFields };

/** The fields a platform or own-server error body may carry; each is absent when the body lacks it. */
export interface ErrorBodyFields {
  readonly code?: string;
  readonly message?: string;
  readonly key?: string;
  readonly path?: string;
}

export async function exchange(fetch: FetchLike, url: string, init: RequestInitLike): Promise<ExchangeResult> {
  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await fetch(url, init);
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (cause) {
    // A refused connection, a CORS block or a body cut off mid-stream: no reply to read.
    return { ok: false, kind: 'network', cause };
  }

  if (!ok) return { ok: false, kind: 'http', status, body: readErrorBody(text) };
  // 204 No Content, or a 200 with nothing in it: the call succeeded and there is no value.
  if (text.trim() === '') return { ok: true, status, data: undefined };
  try {
    return { ok: true, status, data: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, kind: 'invalid-body', status, cause };
  }
}

/** Picks `code`, `message`, `key`, `path` out of an error body; a proxy's HTML page yields nothing. */
export function readErrorBody(text: string): ErrorBodyFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const fields: { code?: string; message?: string; key?: string; path?: string } = {};
  for (const name of ['code', 'message', 'key', 'path'] as const) {
    const value = record[name];
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
}

/** Joins a base URL and an absolute path without doubling or dropping the slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
