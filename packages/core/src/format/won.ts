// Money is integer won everywhere (STYLE §6). Grouping is done by hand rather than with Intl so the
// output is identical in every runtime (browser, Electron, Node without full ICU).
import { FormatError } from './format-error.ts';

/** Throws FORMAT_NOT_INTEGER unless `amount` is a safe integer. */
export function assertIntegerWon(amount: number): void {
  if (!Number.isSafeInteger(amount)) {
    throw new FormatError('FORMAT_NOT_INTEGER', { amount });
  }
}

/** 12000 → "12,000"; -1000 → "-1,000". Integers only. */
export function formatNumber(amount: number): string {
  assertIntegerWon(amount);
  const digits = String(Math.abs(amount));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  // Math.abs(-0) is 0 and `-0 < 0` is false, so negative zero prints as "0".
  return (amount < 0 ? '-' : '') + groups.join(',');
}

/** 12000 → "12,000원"; -1000 → "-1,000원". Integers only. */
export function formatWon(amount: number): string {
  return `${formatNumber(amount)}원`;
}
