// Name rule (seed §5): Latin or Korean letters and spaces, starting with a letter. Korean means
// complete syllables (가–힣): a lone jamo such as 'ㄱ' is an unfinished IME keystroke, not a name.
import { invalid, valid } from './result.ts';
import type { ValidationResult } from './result.ts';

const NAME = /^[A-Za-z가-힣][A-Za-z가-힣 ]*$/;

/** Answers the name without trailing spaces; a leading space is an error (it must start with a letter). */
export function validateName(input: string): ValidationResult<string, 'NAME_REQUIRED' | 'NAME_FORMAT'> {
  const name = input.trimEnd();
  if (name.trim().length === 0) return invalid('NAME_REQUIRED');
  if (!NAME.test(name)) return invalid('NAME_FORMAT');
  return valid(name);
}
