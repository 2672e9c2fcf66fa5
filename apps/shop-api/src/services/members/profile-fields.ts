// Turns the profile fields of a join / edit request into column values, validating each one.
// Absent (undefined or null) fields are left as they are; an empty string clears an optional one.
import type { Kysely, Updateable } from 'kysely';
import type { MemberTable, ShopDb } from '../../db/schema.ts';
import { memberErrors, normaliseBirthday, normaliseEmail, normaliseMobile, normaliseName } from './member-rules.ts';

export interface ProfileFieldsInput {
  memberName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  email?: string | null;
  mobileNo?: string | null;
  birthday?: string | null;
  sex?: 'F' | 'M' | 'X' | null;
  zipCd?: string | null;
  address?: string | null;
  detailAddress?: string | null;
  jibunAddress?: string | null;
  smsAgreed?: boolean | null;
  directMailAgreed?: boolean | null;
  joinTermsAgreements?: string[] | null;
}

const optionalText = (v: string | null | undefined) => (v == null ? undefined : v.trim() === '' ? null : v.trim());

export function profileColumns(input: ProfileFieldsInput): Updateable<MemberTable> {
  const out: Updateable<MemberTable> = {};
  const name = input.memberName ?? (input.lastName || input.firstName ? `${input.lastName ?? ''}${input.firstName ?? ''}` : null);
  if (name != null) out.member_name = normaliseName(name);
  if (input.nickname != null) out.nickname = optionalText(input.nickname) ?? null;
  if (input.email != null) out.email = input.email.trim() === '' ? null : normaliseEmail(input.email);
  if (input.mobileNo != null) out.mobile_no = input.mobileNo.trim() === '' ? null : normaliseMobile(input.mobileNo);
  if (input.birthday != null) out.birthday = input.birthday.trim() === '' ? null : normaliseBirthday(input.birthday);
  if (input.sex != null) out.sex = input.sex;
  if (input.zipCd != null) out.zip_cd = optionalText(input.zipCd) ?? null;
  if (input.address != null) out.address = optionalText(input.address) ?? null;
  if (input.detailAddress != null) out.detail_address = optionalText(input.detailAddress) ?? null;
  if (input.jibunAddress != null) out.jibun_address = optionalText(input.jibunAddress) ?? null;
  if (input.smsAgreed != null) out.sms_agreed = input.smsAgreed ? 1 : 0;
  if (input.directMailAgreed != null) out.direct_mail_agreed = input.directMailAgreed ? 1 : 0;
  if (input.joinTermsAgreements != null) out.join_terms_json = JSON.stringify([...new Set(input.joinTermsAgreements)]);
  return out;
}

/** One account per phone number (seed §8 duplication-phone). */
export async function assertPhoneFree(db: Kysely<ShopDb>, mobileNo: string | null | undefined, exceptMemberNo?: number): Promise<void> {
  if (!mobileNo) return;
  let q = db.selectFrom('members').select('member_no').where('mobile_no', '=', mobileNo).where('member_status', '<>', 'WITHDRAWN');
  if (exceptMemberNo !== undefined) q = q.where('member_no', '<>', exceptMemberNo);
  if (await q.executeTakeFirst()) throw memberErrors.duplicatePhone();
}

/** Unique-index violations on either dialect (two joins racing for one id). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed')));
}
