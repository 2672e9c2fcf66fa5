// E-mail rule (seed §5): local part and domain made of letters and digits, optionally separated by
// single '-', '_' or '.', ending in a 2–3 letter suffix. Each repetition of the groups consumes one
// letter or digit, so the pattern runs in linear time even on hostile input.
import { invalid, valid } from './result.ts';
import type { ValidationResult } from './result.ts';

const EMAIL = /^[0-9A-Za-z](?:[-_.]?[0-9A-Za-z])*@[0-9A-Za-z](?:[-_.]?[0-9A-Za-z])*\.[A-Za-z]{2,3}$/;

/** Accepts surrounding spaces (pasted addresses) and answers the trimmed address. */
export function validateEmail(input: string): ValidationResult<string, 'EMAIL_REQUIRED' | 'EMAIL_FORMAT'> {
  const email = input.trim();
  if (email.length === 0) return invalid('EMAIL_REQUIRED');
  if (!EMAIL.test(email)) return invalid('EMAIL_FORMAT');
  return valid(email);
}
