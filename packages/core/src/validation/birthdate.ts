// Birthdate rule (seed §5). The input keeps digits only and is cut to 8 (YYYYMMDD), as the field does
// while the user types; then it must be exactly 8 digits, year 1900–2024, month 1–12, day 1–31.
//
// Beyond the seed, a date that does not exist on the calendar (20230230, 20230431, 19000229) is
// rejected too: the per-field ranges alone would accept it, the platform would store a birthday no
// one has, and birthday coupons keyed on it would never fire. Leap years follow the Gregorian rule
// (2000 is one, 1900 is not). The arithmetic is done by hand rather than with Date, which silently
// rolls 02-30 over to 03-02.
import { BIRTH_YEAR } from '../constants/limits.ts';
import { invalid, valid } from './result.ts';
import type { ValidationResult } from './result.ts';
import { daysInMonth } from '../format/date.ts';

export type BirthdateCode =
  | 'BIRTHDATE_REQUIRED'
  | 'BIRTHDATE_LENGTH'
  | 'BIRTHDATE_YEAR'
  | 'BIRTHDATE_MONTH'
  | 'BIRTHDATE_DAY'
  | 'BIRTHDATE_INVALID_DATE';

const BIRTHDATE_DIGITS = 8;

/** What the birthdate field shows as the user types: digits only, at most 8. */
export function sanitizeBirthdateInput(input: string): string {
  return input.replace(/[^0-9]/g, '').slice(0, BIRTHDATE_DIGITS);
}

/** Answers the 8-digit YYYYMMDD string. */
export function validateBirthdate(input: string): ValidationResult<string, BirthdateCode> {
  if (input.trim().length === 0) return invalid('BIRTHDATE_REQUIRED');
  const digits = sanitizeBirthdateInput(input);
  if (digits.length !== BIRTHDATE_DIGITS) return invalid('BIRTHDATE_LENGTH');

  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < BIRTH_YEAR.min || year > BIRTH_YEAR.max) return invalid('BIRTHDATE_YEAR');
  if (month < 1 || month > 12) return invalid('BIRTHDATE_MONTH');
  if (day < 1 || day > 31) return invalid('BIRTHDATE_DAY');
  if (day > daysInMonth(year, month)) return invalid('BIRTHDATE_INVALID_DATE');
  return valid(digits);
}
