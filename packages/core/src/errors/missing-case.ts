// For exhaustive switches: `default: throw missingCaseError(state)`. The compiler rejects the call
// when a case is forgotten; at run time (bad data from outside) it still fails with a catalogued code.
import { CourtsideError } from './courtside-error.ts';

export function missingCaseError(value: never): CourtsideError {
  return new CourtsideError('UNKNOWN', { details: { unhandledCase: describe(value) } });
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
