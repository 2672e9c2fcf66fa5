import { describe, expect, it } from 'vitest';
import { agreeAll, agreedTerms, isAllAgreed, missingRequiredTerms, setTerm, termsFromQuery, termsToQuery } from './join-terms';

describe('join agreement', () => {
  it('"모두 동의" checks every term, and unchecking it clears them', () => {
    expect(isAllAgreed(agreeAll(true))).toBe(true);
    expect(agreedTerms(agreeAll(false))).toEqual([]);
  });

  it('needs both required terms; marketing stays optional', () => {
    let agreement = setTerm({}, 'USE', true);
    expect(missingRequiredTerms(agreement).map((t) => t.type)).toEqual(['PI_COLLECTION_AND_USE_REQUIRED']);
    agreement = setTerm(agreement, 'PI_COLLECTION_AND_USE_REQUIRED', true);
    expect(missingRequiredTerms(agreement)).toEqual([]);
    expect(isAllAgreed(agreement)).toBe(false);
  });

  it('travels in the URL and ignores anything it does not know', () => {
    const agreement = setTerm(setTerm({}, 'USE', true), 'MARKETING_USE', true);
    expect(termsToQuery(agreement)).toBe('USE,MARKETING_USE');
    expect(agreedTerms(termsFromQuery('USE,MARKETING_USE,HACK'))).toEqual(['USE', 'MARKETING_USE']);
    expect(agreedTerms(termsFromQuery(undefined))).toEqual([]);
  });
});
