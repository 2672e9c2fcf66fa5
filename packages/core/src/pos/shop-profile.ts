// The shop's details every receipt must carry (상호, 대표자, 사업자등록번호, 주소, 전화), set once on
// the own server and synced to every terminal. The checks here are the ones the server applies to
// its admin screen and API, so a terminal never prints a receipt with a malformed 사업자등록번호.
import type { z } from 'zod';
import type { posShopProfileReplySchema } from './contract/shop.ts';

export interface PosShopProfile {
  /** 상호: "코트사이드". */
  readonly name: string;
  /** 대표자 이름. */
  readonly representative: string;
  /** 사업자등록번호 as printed: "123-45-67890". */
  readonly businessNumber: string;
  readonly address: string;
  /** "02-1234-5678", "031-123-4567", "010-1234-5678", "1588-1234". */
  readonly phone: string;
}

// Reply shapes: z.infer of the reply schemas in contract/shop.ts (the fields are documented there).
/** GET /api/pos/shop: the profile, or null before an admin has set it. */
export type PosShopProfileReply = Readonly<z.infer<typeof posShopProfileReplySchema>>;

export type PosShopField = keyof PosShopProfile;

export const POS_SHOP_FIELD_LABELS: Readonly<Record<PosShopField, string>> = {
  name: '상호',
  representative: '대표자',
  businessNumber: '사업자등록번호',
  address: '주소',
  phone: '전화번호',
};

const BUSINESS_NUMBER = /^(\d{3})-?(\d{2})-?(\d{5})$/;
const BUSINESS_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;
const PHONE = /^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/;

/**
 * The National Tax Service check of a 사업자등록번호: digits 1–9 weighted 1,3,7,1,3,7,1,3,5, plus
 * the tens of (ninth digit × 5); the tenth digit brings the sum to a multiple of ten.
 */
export function isValidBusinessNumber(value: string): boolean {
  const m = BUSINESS_NUMBER.exec(value.trim());
  if (!m) return false;
  const digits = `${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`.split('').map(Number);
  let sum = 0;
  BUSINESS_WEIGHTS.forEach((weight, i) => {
    sum += (digits[i] ?? 0) * weight;
  });
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** "1234567890" or "123-45-67890" → "123-45-67890" (call after isValidBusinessNumber). */
export function formatBusinessNumber(value: string): string {
  const m = BUSINESS_NUMBER.exec(value.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value.trim();
}

export type ShopProfileCheck = { readonly ok: true; readonly value: PosShopProfile } | { readonly ok: false; readonly field: PosShopField; readonly message: string };

const LIMITS: Readonly<Record<PosShopField, number>> = { name: 40, representative: 20, businessNumber: 12, address: 120, phone: 14 };

/** Trims and checks every field; the first problem is answered with a Korean message naming the field. */
export function checkShopProfile(input: Readonly<Record<PosShopField, string>>): ShopProfileCheck {
  const value = {
    name: input.name.trim(),
    representative: input.representative.trim(),
    businessNumber: input.businessNumber.trim(),
    address: input.address.trim(),
    phone: input.phone.trim(),
  };
  for (const field of Object.keys(LIMITS) as PosShopField[]) {
    if (value[field] === '') return { ok: false, field, message: `${POS_SHOP_FIELD_LABELS[field]}을(를) 입력해 주세요.` };
    if (value[field].length > LIMITS[field]) return { ok: false, field, message: `${POS_SHOP_FIELD_LABELS[field]}은(는) ${LIMITS[field]}자 이하로 입력해 주세요.` };
  }
  if (!isValidBusinessNumber(value.businessNumber)) return { ok: false, field: 'businessNumber', message: '사업자등록번호가 올바르지 않습니다. 10자리 번호와 검증 숫자를 확인해 주세요.' };
  if (!PHONE.test(value.phone)) return { ok: false, field: 'phone', message: '전화번호는 02-1234-5678 형식으로 입력해 주세요.' };
  return { ok: true, value: { ...value, businessNumber: formatBusinessNumber(value.businessNumber) } };
}
