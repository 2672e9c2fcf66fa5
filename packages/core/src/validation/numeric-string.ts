// Numeric string rule (seed §5): digits only, at least 10 of them (phone numbers are sent this way).
import { NUMERIC_STRING_MIN_DIGITS } from '../constants/limits.ts';
import { invalid, valid } from './result.ts';
import type { ValidationResult } from './result.ts';

const DIGITS = /^[0-9]*$/;

export function validateNumericString(input: string): ValidationResult<string, 'NUMERIC_ONLY_DIGITS' | 'NUMERIC_TOO_SHORT'> {
  if (!DIGITS.test(input)) return invalid('NUMERIC_ONLY_DIGITS');
  if (input.length < NUMERIC_STRING_MIN_DIGITS) return invalid('NUMERIC_TOO_SHORT');
  return valid(input);
}
