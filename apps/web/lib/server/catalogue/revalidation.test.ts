import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, SIGNATURE_MAX_SKEW_MS, freshEnough, revalidationBody, signatureMatches, signedRevalidation } from './revalidation';

describe('signed revalidation requests', () => {
  const secret = 'a-web-secret-of-some-length';

  it('are accepted with the signature over their exact text, and only then', () => {
    const { body, headers } = signedRevalidation(secret, ['catalogue:product:1'], 1_000_000);
    expect(signatureMatches(secret, body, headers[SIGNATURE_HEADER] ?? null)).toBe(true);
    expect(signatureMatches('another-secret-of-some-length', body, headers[SIGNATURE_HEADER] ?? null)).toBe(false);
    expect(signatureMatches(secret, body.replace('product:1', 'product:2'), headers[SIGNATURE_HEADER] ?? null)).toBe(false);
    expect(signatureMatches(secret, body, null)).toBe(false);
    expect(revalidationBody.parse(JSON.parse(body))).toEqual({ tags: ['catalogue:product:1'], at: 1_000_000 });
  });

  it('are refused once older or newer than the allowed skew', () => {
    expect(freshEnough(1_000_000, 1_000_000 + SIGNATURE_MAX_SKEW_MS)).toBe(true);
    expect(freshEnough(1_000_000, 1_000_001 + SIGNATURE_MAX_SKEW_MS)).toBe(false);
    expect(freshEnough(1_000_000 + SIGNATURE_MAX_SKEW_MS + 1, 1_000_000)).toBe(false);
  });

  it('carry only tags the catalogue writes', () => {
    expect(revalidationBody.safeParse({ tags: ['_N_T_/layout'], at: 1 }).success).toBe(false);
    expect(revalidationBody.safeParse({ tags: [], at: 1 }).success).toBe(false);
  });
});
