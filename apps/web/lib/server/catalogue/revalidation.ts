// How an instance asks itself to revalidate cached pages (issue 33). Next's revalidateTag works only
// inside a request, so the instance's change follower (invalidation.ts) posts the tags to its own
// POST /api/catalogue/revalidate. The body is signed with WEB_SECRET (HMAC-SHA256 over its exact
// text) and carries its time: nobody without the secret can make the pages render again, and a
// signed body seen once cannot be replayed later.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CATALOGUE_TAG_PATTERN } from './cache-tags';

export const REVALIDATE_PATH = '/api/catalogue/revalidate';
export const SIGNATURE_HEADER = 'x-courtside-signature';
/** A signed body older (or newer) than this is refused. */
export const SIGNATURE_MAX_SKEW_MS = 30_000;
/** More tags than this in one call: the follower sends the catalogue tag instead. */
export const REVALIDATE_MAX_TAGS = 500;

export const revalidationBody = z.object({
  tags: z.array(z.string().regex(CATALOGUE_TAG_PATTERN)).min(1).max(REVALIDATE_MAX_TAGS),
  at: z.number().int().positive(),
});
export type RevalidationBody = z.infer<typeof revalidationBody>;

export function signature(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64url');
}

/** Whether `given` signs `text` with `secret` (constant time). */
export function signatureMatches(secret: string, text: string, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(signature(secret, text));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a body made at `at` may still be acted on at `now`. */
export function freshEnough(at: number, now: number): boolean {
  return Math.abs(now - at) <= SIGNATURE_MAX_SKEW_MS;
}

/** The request the follower sends: body text and its signature header. */
export function signedRevalidation(secret: string, tags: readonly string[], now: number): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ tags: [...tags], at: now } satisfies RevalidationBody);
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature(secret, body) } };
}
