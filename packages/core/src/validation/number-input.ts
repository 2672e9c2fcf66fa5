// Sanitisers for number fields (seed §5), applied on every keystroke: they never reject, they keep
// what can be part of the number, so the field shows what will be submitted. Only ASCII digits count:
// full-width digits from a Korean IME are dropped rather than guessed at.

/** Keeps digits only: "1,200원" → "1200". */
export function sanitizeIntegerInput(input: string): string {
  return input.replace(/[^0-9]/g, '');
}

/** Keeps digits and the first decimal point: "1.2.3" → "1.23". */
export function sanitizeDecimalInput(input: string): string {
  let seenPoint = false;
  let out = '';
  for (const char of input) {
    if (char >= '0' && char <= '9') {
      out += char;
    } else if (char === '.' && !seenPoint) {
      seenPoint = true;
      out += char;
    }
  }
  return out;
}

/**
 * Keeps digits and one minus sign, only when the input (ignoring leading spaces) starts with one:
 * "--5" → "-5", "5-3" → "53". A lone "-" is kept so the user can go on typing a negative number.
 */
export function sanitizeSignedInput(input: string): string {
  const digits = sanitizeIntegerInput(input);
  return input.trimStart().startsWith('-') ? `-${digits}` : digits;
}
