// The member's own account: joining (with the sign-up benefits), editing (a social-only member may
// register a mall id and password here), withdrawing, whether an id / e-mail / phone is taken, and
// the password change and check.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { inTransaction } from '../shared/in-transaction.ts';
import { availableAccumulation, useAccumulation } from './accumulations.ts';
import { maskMemberId } from './masking.ts';
import { checkPassword, memberErrors, normaliseEmail, normaliseMemberId, normaliseMobile } from './member-rules.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertPhoneFree, isUniqueViolation, profileColumns, type ProfileFieldsInput } from './profile-fields.ts';
import { visibleMemberId } from './profile.ts';
import { grantSignupBenefits } from './signup-benefits.ts';
import { withLoginLimits } from './attempt-limits.ts';
import { issueAccessToken, loginReply, revokeMemberTokens } from './tokens.ts';
import type { MemberRow } from '../../domain/member.ts';
import type { AppDeps } from '../deps.ts';

async function memberRow(db: Kysely<ShopDb>, memberNo: number): Promise<MemberRow> {
  return db.selectFrom('members').selectAll().where('member_no', '=', memberNo).executeTakeFirstOrThrow();
}

/** A new mall member (id, password, profile); the sign-up points and coupon come with it. */
export async function joinMember(db: Kysely<ShopDb>, input: ProfileFieldsInput & { memberId: string; password: string }, now: Date): Promise<MemberRow> {
  const memberId = normaliseMemberId(input.memberId);
  checkPassword(input.password);
  const columns = profileColumns(input);
  if (!columns.member_name) throw memberErrors.badName();
  if (!columns.email) throw memberErrors.badEmail();
  const t = now.toISOString();
  const memberNo = await inTransaction(db, async (trx) => {
    if (await trx.selectFrom('members').select('member_no').where('member_id', '=', memberId).executeTakeFirst()) throw memberErrors.duplicateId();
    await assertPhoneFree(trx, columns.mobile_no);
    const row = await trx
      .insertInto('members')
      .values({
        member_id: memberId, password_hash: await hashPassword(input.password), member_name: columns.member_name ?? '',
        nickname: columns.nickname ?? null, email: columns.email ?? null, mobile_no: columns.mobile_no ?? null, birthday: columns.birthday ?? null,
        sex: columns.sex ?? null, zip_cd: columns.zip_cd ?? null, address: columns.address ?? null, detail_address: columns.detail_address ?? null,
        jibun_address: columns.jibun_address ?? null, member_status: 'ACTIVE', member_type: 'MALL', group_names_json: '[]', grade_name: '일반',
        sms_agreed: columns.sms_agreed ?? 0, direct_mail_agreed: columns.direct_mail_agreed ?? 0, join_terms_json: columns.join_terms_json ?? '[]',
        password_changed_at: t, created_at: t, withdrawn_at: null,
      })
      .returning('member_no')
      .executeTakeFirstOrThrow()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? memberErrors.duplicateId() : err;
      });
    await grantSignupBenefits(trx, row.member_no, now);
    return row.member_no;
  });
  return memberRow(db, memberNo);
}

export interface ProfileUpdate extends ProfileFieldsInput {
  password?: string | null;
  currentPassword?: string | null;
  memberId?: string | null;
}

/** The edited member. A new password needs the current one, except for a social-only member registering an id. */
export async function updateMember(db: Kysely<ShopDb>, member: MemberRow, input: ProfileUpdate, now: Date): Promise<MemberRow> {
  const columns = profileColumns(input);
  if (input.password != null) {
    checkPassword(input.password);
    if (member.password_hash === null) {
      // A social-only member registers a mall id and password (then may unlink Kakao/Naver).
      if (input.memberId == null) throw memberErrors.badId();
      columns.member_id = normaliseMemberId(input.memberId);
      columns.member_type = 'MALL';
    } else if (!(await verifyPassword(input.currentPassword ?? '', member.password_hash))) {
      throw memberErrors.wrongPassword();
    }
    columns.password_hash = await hashPassword(input.password);
    columns.password_changed_at = now.toISOString();
  }
  await inTransaction(db, async (trx) => {
    if (columns.member_id && (await trx.selectFrom('members').select('member_no').where('member_id', '=', columns.member_id).executeTakeFirst())) {
      throw memberErrors.duplicateId();
    }
    await assertPhoneFree(trx, columns.mobile_no, member.member_no);
    if (Object.keys(columns).length > 0) await trx.updateTable('members').set(columns).where('member_no', '=', member.member_no).execute();
  });
  return memberRow(db, member.member_no);
}

/** Withdrawal: the points go, the social links are freed, every token is revoked. */
export async function withdrawMember(db: Kysely<ShopDb>, memberNo: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const points = await availableAccumulation(trx, memberNo, now);
    if (points > 0) await useAccumulation(trx, { memberNo, amt: points, reason: 'SUB_DELETE_ACCOUNT', now });
    await trx.updateTable('members').set({ member_status: 'WITHDRAWN', withdrawn_at: now.toISOString() }).where('member_no', '=', memberNo).execute();
    // Kakao/Naver identities are free again: logging in with them makes a new member.
    await trx.deleteFrom('social_links').where('member_no', '=', memberNo).execute();
    await revokeMemberTokens(trx, memberNo);
  });
}

export async function memberIdStatus(db: Kysely<ShopDb>, memberId: string) {
  const m = await db.selectFrom('members').select('member_status').where('member_id', '=', memberId.toLowerCase()).executeTakeFirst();
  return { exist: !!m, status: m?.member_status ?? null };
}

export async function emailStatus(db: Kysely<ShopDb>, rawEmail: string) {
  const m = await db.selectFrom('members').select('member_status').where('email', '=', normaliseEmail(rawEmail)).where('member_status', '<>', 'WITHDRAWN').executeTakeFirst();
  return { exist: !!m, status: m?.member_status ?? null };
}

/** Whether a phone number is taken, and by which (masked) id. */
export async function mobileStatus(db: Kysely<ShopDb>, rawMobile: string) {
  const m = await db.selectFrom('members').selectAll().where('mobile_no', '=', normaliseMobile(rawMobile)).where('member_status', '<>', 'WITHDRAWN').executeTakeFirst();
  return { mobileNoExist: !!m, status: m?.member_status ?? null, memberId: m ? maskMemberId(visibleMemberId(m)) : null };
}

/**
 * A new password (the current one first), or "다음에 변경하기" (the 90-day reminder starts again).
 * Other devices must log in again with the new password; the token `keepToken` stays signed in.
 */
export async function changePassword(
  db: Kysely<ShopDb>,
  member: MemberRow,
  input: { currentPassword?: string | null; newPassword?: string | null; willChangeNextTime?: boolean | null },
  now: Date,
  keepToken: string | undefined,
): Promise<void> {
  const t = now.toISOString();
  if (input.willChangeNextTime === true) {
    await db.updateTable('members').set({ password_changed_at: t }).where('member_no', '=', member.member_no).execute();
    return;
  }
  if (!(await verifyPassword(input.currentPassword ?? '', member.password_hash))) throw memberErrors.wrongPassword();
  const next = checkPassword(input.newPassword ?? '');
  if (next === input.currentPassword) throw memberErrors.samePassword();
  await db.updateTable('members').set({ password_hash: await hashPassword(next), password_changed_at: t }).where('member_no', '=', member.member_no).execute();
  await revokeMemberTokens(db, member.member_no, keepToken);
}

export async function confirmPassword(member: MemberRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, member.password_hash))) throw memberErrors.wrongPassword();
}

/**
 * POST /oauth/token: a token for a mall id and password. One answer for an unknown id, a wrong
 * password and a withdrawn account: nothing to probe. Wrong tries are limited per (id, client), per
 * client across ids, and per id with a short back-off (attempt-limits.ts: withLoginLimits) — so a
 * stranger cannot lock a member out of their own account.
 */
export async function passwordLogin(deps: AppDeps, input: { memberId: string; password: string; keepLogin: boolean; client: string }) {
  const { db, now } = deps;
  const memberId = input.memberId.toLowerCase();
  const member = await db.selectFrom('members').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  const ok = await withLoginLimits(deps, memberId, input.client, async () => Boolean(member && member.member_status !== 'WITHDRAWN' && (await verifyPassword(input.password, member.password_hash))));
  if (!member || !ok) throw memberErrors.loginFailed();
  const t = now();
  const token = await issueAccessToken(db, member.member_no, input.keepLogin, t);
  return loginReply(member, token, t);
}
