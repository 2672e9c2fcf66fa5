// Korean phone numbers. Seoul numbers start with the two-digit area code 02; every other area
// code and mobile prefix has three digits. Lengths we do not recognise are returned as plain
// digits rather than split in a misleading place.

const SEOUL_PREFIX = '02';

/**
 * Keeps only the digits ("010-1234 5678" → "01012345678"). Full-width digits, which some IME
 * settings type, count as digits too.
 */
export function phoneDigits(input: string): string {
  return input
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[^0-9]/g, '');
}

/**
 * 02 + 8 digits → 02-1234-5678; 02 + 7 digits → 02-123-4567;
 * 11 digits → 010-1234-5678; 10 digits (non-Seoul) → 031-123-4567; anything else → digits only.
 */
export function formatPhoneNumber(input: string): string {
  const digits = phoneDigits(input);
  if (digits.startsWith(SEOUL_PREFIX)) {
    if (digits.length === 10) return join(digits, [2, 4, 4]);
    if (digits.length === 9) return join(digits, [2, 3, 4]);
    return digits;
  }
  if (digits.length === 11) return join(digits, [3, 4, 4]);
  if (digits.length === 10) return join(digits, [3, 3, 4]);
  return digits;
}

function join(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}
