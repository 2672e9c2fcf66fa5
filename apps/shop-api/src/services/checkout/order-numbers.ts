// Numbers the platform hands out: order sheets and orders are 18-digit strings that start with the
// Korean date and minute (`yyyyMMddHHmm` + 6 random digits, like `202611221234567890`), so a
// shopper reading one over the phone can tell the day; payment keys are unguessable.
import { randomBytes, randomInt } from 'node:crypto';

/** `yyyyMMddHHmm` in Korea time. */
export function koreanMinuteStamp(now: Date): string {
  const kst = new Date(now.getTime() + 9 * 3600_000).toISOString();
  return kst.slice(0, 16).replace(/[-T:]/g, '');
}

export function newDocumentNo(now: Date): string {
  return `${koreanMinuteStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * A number not yet used, checked against `exists`; a clash within the same minute is one in a
 * million, so a few tries always suffice (the primary key is the final guard).
 */
export async function uniqueDocumentNo(now: Date, exists: (no: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = newDocumentNo(now);
    if (!(await exists(candidate))) return candidate;
  }
  throw new Error('주문 번호를 만들 수 없습니다.');
}

/** Sandbox payment key: 18 random bytes, URL-safe. */
export function newPaymentKey(): string {
  return `pay_${randomBytes(18).toString('base64url')}`;
}

/** An eleven-digit virtual account number, grouped 3-2-6 as Korean banks print it. */
export function newVirtualAccountNo(): string {
  const digits = String(randomInt(0, 100_000_000_000)).padStart(11, '0');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function isDocumentNo(value: string): boolean {
  return /^\d{18}$/.test(value);
}
