// Member access tokens: opaque random strings in access_tokens, 12 hours or 90 days with keepLogin
// (auth-shop-public.yml). The platform-headers middleware checks them against the injected clock.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import type { MemberRow } from '../../domain/member.ts';

export const TOKEN_LIFETIME_SECONDS = 12 * 3600;
export const KEEP_LOGIN_LIFETIME_SECONDS = 90 * 24 * 3600;
/** After this many days the login reply asks the member to change the password. */
export const PASSWORD_CHANGE_DAYS = 90;

export interface IssuedToken {
  accessToken: string;
  expireIn: number;
}

export async function issueAccessToken(db: Kysely<ShopDb>, memberNo: number, keepLogin: boolean, now: Date): Promise<IssuedToken> {
  const accessToken = randomBytes(32).toString('base64url');
  const expireIn = keepLogin ? KEEP_LOGIN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
  await db
    .insertInto('access_tokens')
    .values({
      token: accessToken,
      member_no: memberNo,
      issued_at: now.toISOString(),
      expires_at: new Date(now.getTime() + expireIn * 1000).toISOString(),
      revoked: 0,
    })
    .execute();
  return { accessToken, expireIn };
}

export async function revokeAccessToken(db: Kysely<ShopDb>, token: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked: 1 }).where('token', '=', token).execute();
}

/** Logs the member out everywhere (withdrawal, password reset). */
export async function revokeMemberTokens(db: Kysely<ShopDb>, memberNo: number, exceptToken?: string): Promise<void> {
  let q = db.updateTable('access_tokens').set({ revoked: 1 }).where('member_no', '=', memberNo).where('revoked', '=', 0);
  if (exceptToken) q = q.where('token', '<>', exceptToken);
  await q.execute();
}

export function daysSincePasswordChange(member: Pick<MemberRow, 'password_changed_at' | 'created_at'>, now: Date): number {
  const since = member.password_changed_at ?? member.created_at;
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / (24 * 3600_000)));
}

/** POST /oauth/token reply. */
export function loginReply(member: Pick<MemberRow, 'password_changed_at' | 'created_at'>, token: IssuedToken, now: Date) {
  const days = daysSincePasswordChange(member, now);
  return {
    accessToken: token.accessToken,
    expireIn: token.expireIn,
    daysFromLastPasswordChange: days,
    passwordChangeRequired: days >= PASSWORD_CHANGE_DAYS,
    dormantMemberResponse: null,
  };
}
