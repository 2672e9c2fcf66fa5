// How every own-server route reads its input (a JSON body or a query): forbidden characters are
// refused first (never stored), then the zod schema; a refusal names the fields in Korean. Used by
// the storefront's routes (apps/web api-route) and the terminal routes (packages/pos-server).
import type { z } from 'zod';
import { messageFor } from '../errors/catalogue.ts';
import { forbiddenCharacterPath } from './text-characters.ts';

export type RouteInputResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly status: 400; readonly code: 'INVALID_CHARACTERS' | 'INVALID_REQUEST'; readonly message: string };

/** Checks already-parsed input (`whole` names a failure of the input as a whole, e.g. `본문`). */
export function parseRouteInput<S extends z.ZodType>(schema: S, raw: unknown, whole = ''): RouteInputResult<z.output<S>> {
  const bad = forbiddenCharacterPath(raw);
  if (bad !== null) return { ok: false, status: 400, code: 'INVALID_CHARACTERS', message: `${messageFor('INVALID_CHARACTERS')} (${bad})` };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || whole))].join(', ');
  return { ok: false, status: 400, code: 'INVALID_REQUEST', message: `요청 값이 올바르지 않습니다: ${fields}` };
}

/** A JSON body's text: empty = `{}`; not JSON = null (the caller answers INVALID_JSON). */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export const INVALID_JSON_MESSAGE = '요청 본문이 올바른 JSON이 아닙니다.';
