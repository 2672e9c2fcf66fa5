// Finding an id and resetting a password with a verification code. The code is checked first,
// the account rules next, and only then spent, so a mistake in the name or the new password does
// not cost the shopper their code.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { normaliseTarget, type Outbox, type OutboxChannel } from './contacts.ts';
import { maskEmail, maskMemberId, maskMobile, maskName } from './masking.ts';
import { checkPassword, memberErrors } from './member-rules.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { linkedProviders, providerType, visibleMemberId } from './profile.ts';
import { revokeMemberTokens } from './tokens.ts';
import { checkVerificationCode, consumeVerificationCode, membersByContact, sendVerificationCode, verificationErrors } from './verification.ts';
import type { MemberRow } from '../../domain/member.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export interface FoundAccount {
  id: string;
  memberName: string;
  mobileNo: string | null;
  email: string | null;
  joinYmdt: string;
  status: string;
  providers: string[];
}

async function foundAccount(db: Kysely<ShopDb>, m: MemberRow): Promise<FoundAccount> {
  const links = await linkedProviders(db, m.member_no);
  return {
    id: maskMemberId(visibleMemberId(m)),
    memberName: maskName(m.member_name),
    mobileNo: maskMobile(m.mobile_no),
    email: maskEmail(m.email),
    joinYmdt: toYmdt(m.created_at) ?? '',
    status: m.member_status,
    providers: links.map((l) => providerType(l.provider)),
  };
}

/** Every account on the verified phone or e-mail (and name, when given), masked. */
export async function findMemberIds(
  db: Kysely<ShopDb>,
  input: { channel: OutboxChannel; target: string; memberName?: string | null; code: string; now: Date },
): Promise<FoundAccount[]> {
  const target = normaliseTarget(input.target);
  const row = await checkVerificationCode(db, { usage: 'FIND_ID', target, code: input.code, now: input.now });
  const matches = await membersByContact(db, input.channel, target);
  const name = input.memberName?.trim();
  const named = name ? matches.filter((m) => m.member_name === name) : matches;
  if (matches.length === 0) throw verificationErrors.noMatch();
  if (named.length === 0) throw verificationErrors.nameMismatch();
  await consumeVerificationCode(db, row, input.now);
  const out: FoundAccount[] = [];
  for (const m of named) out.push(await foundAccount(db, m));
  return out;
}

/** GET /profile/password/search-account: the masked account a password reset would be for. */
export async function searchAccount(db: Kysely<ShopDb>, memberId: string) {
  const m = await db
    .selectFrom('members')
    .selectAll()
    .where('member_id', '=', memberId.trim().toLowerCase())
    .where('member_status', '<>', 'WITHDRAWN')
    .executeTakeFirst();
  if (!m) throw verificationErrors.noAccount();
  return { memberNo: m.member_no, status: m.member_status, name: maskName(m.member_name), mobileNo: maskMobile(m.mobile_no), email: maskEmail(m.email), hasCI: false };
}

/** POST /profile/find-password: sends a FIND_PASSWORD code to the account's e-mail; answers that address masked. */
export async function sendPasswordResetCode(db: Kysely<ShopDb>, outbox: Outbox, memberId: string, now: Date): Promise<{ email: string; mobileNo: string }> {
  const account = await searchAccount(db, memberId);
  await sendVerificationCode(db, outbox, { usage: 'FIND_PASSWORD', channel: 'EMAIL', memberNo: account.memberNo, now });
  const m = await db.selectFrom('members').select('email').where('member_no', '=', account.memberNo).executeTakeFirstOrThrow();
  return { email: maskEmail(m.email) ?? '', mobileNo: '' };
}

/** Sets a new password after a FIND_PASSWORD code sent to the member's phone or e-mail; logs out everywhere. */
export async function resetPasswordWithCode(
  db: Kysely<ShopDb>,
  input: { channel: OutboxChannel; memberId: string; code: string; newPassword: string; now: Date },
): Promise<void> {
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('member_id', '=', input.memberId.trim().toLowerCase())
    .where('member_status', '<>', 'WITHDRAWN')
    .executeTakeFirst();
  if (!member) throw verificationErrors.noAccount();
  const raw = input.channel === 'SMS' ? member.mobile_no : member.email;
  if (!raw) throw verificationErrors.noMatch();
  const row = await checkVerificationCode(db, { usage: 'FIND_PASSWORD', target: raw, code: input.code, now: input.now });
  if (row.member_no !== null && row.member_no !== member.member_no) throw verificationErrors.noMatch();
  checkPassword(input.newPassword);
  if (await verifyPassword(input.newPassword, member.password_hash)) throw memberErrors.samePassword();
  await consumeVerificationCode(db, row, input.now);
  await db
    .updateTable('members')
    .set({ password_hash: await hashPassword(input.newPassword), password_changed_at: input.now.toISOString() })
    .where('member_no', '=', member.member_no)
    .execute();
  await revokeMemberTokens(db, member.member_no);
}
