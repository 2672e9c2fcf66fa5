// Password rules (seed §5). Both allow printable ASCII only: a space or a Hangul character typed by
// accident with the IME on would make a password the user cannot type again on another keyboard.
import { PASSWORD_LENGTH } from '../constants/limits.ts';
import { invalid, valid } from './result.ts';
import type { ValidationResult } from './result.ts';

export type PasswordCode = 'PASSWORD_REQUIRED' | 'PASSWORD_INVALID_CHARACTER' | 'PASSWORD_LENGTH';

const PRINTABLE_ASCII = /^[!-~]+$/;
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[^A-Za-z0-9]/;

function checkShape(password: string): ValidationResult<string, PasswordCode> {
  if (password.length === 0) return invalid('PASSWORD_REQUIRED');
  if (!PRINTABLE_ASCII.test(password)) return invalid('PASSWORD_INVALID_CHARACTER');
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) return invalid('PASSWORD_LENGTH');
  return valid(password);
}

/** 8–16 characters with at least one letter, one digit and one special character (sign-up, reset). */
export function validateStrictPassword(password: string): ValidationResult<string, PasswordCode | 'PASSWORD_STRICT_FORMAT'> {
  const shape = checkShape(password);
  if (!shape.ok) return shape;
  if (!LETTER.test(password) || !DIGIT.test(password) || !SPECIAL.test(password)) return invalid('PASSWORD_STRICT_FORMAT');
  return shape;
}

/** 8–16 characters with at least one letter and one digit (where the platform's looser rule applies). */
export function validateBasicPassword(password: string): ValidationResult<string, PasswordCode | 'PASSWORD_BASIC_FORMAT'> {
  const shape = checkShape(password);
  if (!shape.ok) return shape;
  if (!LETTER.test(password) || !DIGIT.test(password)) return invalid('PASSWORD_BASIC_FORMAT');
  return shape;
}
