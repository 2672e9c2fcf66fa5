// Social login on the platform side: exchanging a sandbox authorisation code for a member token,
// linking an identity to a signed-in member, unlinking it. An identity no member has linked yet
// becomes a new OPEN_ID member (the platform's behaviour; isInitialSync tells the client), and when
// a mall member already has the same e-mail or phone, ordinaryMemberResponse says so, so the shop
// can offer to link instead.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { inTransaction } from '../shared/in-transaction.ts';
import { maskEmail, maskMobile } from './masking.ts';
import { memberDb } from './member-db.ts';
import { assertPhoneFree, profileColumns, type ProfileFieldsInput } from './profile-fields.ts';
import type { SnsProvider } from './profile.ts';
import { grantSignupBenefits } from './signup-benefits.ts';
import { issueAccessToken } from './tokens.ts';
import type { MemberRow } from '../../domain/member.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';
import { toYmdt } from '../../domain/kst-time.ts';
import { normaliseRedirectUri } from '../../domain/return-urls.ts';

export const socialErrors = {
  invalidRequest: () => new DomainError('invalid', 'invalid-request', '간편 로그인 요청이 올바르지 않습니다. 다시 시도해 주세요.'),
  invalidCode: () => new DomainError('invalid', 'invalid-token', '간편 로그인 인증 정보가 유효하지 않습니다. 다시 로그인해 주세요.'),
  codeExpired: () => new DomainError('invalid', 'token-has-expired', '간편 로그인 시간이 만료되었습니다. 다시 로그인해 주세요.'),
  alreadyLinked: () => new DomainError('conflict', 'already-registered', '이미 다른 계정에 연동된 소셜 계정입니다.'),
  providerTaken: () => new DomainError('conflict', 'already-registered', '이미 같은 서비스의 소셜 계정이 연동되어 있습니다.'),
  notLinked: () => new DomainError('invalid', 'no-exist-sns-user', '연동된 소셜 계정을 찾을 수 없습니다.'),
  needToRegister: () => new DomainError('invalid', 'need-to-register', '소셜 로그인 연동을 해제하려면 먼저 아이디와 비밀번호를 등록해 주세요.'),
};

export interface SnsIdentity {
  provider: SnsProvider;
  snsId: string;
  name: string;
  email: string | null;
  mobileNo: string | null;
}

/** Spends an authorisation code; it must come from the same provider, redirect URI and state. */
export async function exchangeCode(
  db: Kysely<ShopDb>,
  input: { provider: SnsProvider; code: string; redirectUri?: string | null; state?: string | null; now: Date },
): Promise<SnsIdentity> {
  const mdb = memberDb(db);
  const row = await mdb.selectFrom('sandbox_oauth_codes').selectAll().where('code', '=', input.code).executeTakeFirst();
  if (!row || row.used_at) throw socialErrors.invalidCode();
  if (row.expires_at <= input.now.toISOString()) throw socialErrors.codeExpired();
  if (row.provider !== input.provider) throw socialErrors.invalidRequest();
  if (input.redirectUri && normaliseRedirectUri(input.redirectUri) !== row.redirect_uri) throw socialErrors.invalidRequest();
  if ((row.state ?? '') !== (input.state ?? '') && input.state != null) throw socialErrors.invalidRequest();
  const spent = await mdb.updateTable('sandbox_oauth_codes').set({ used_at: input.now.toISOString() }).where('code', '=', input.code).where('used_at', 'is', null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw socialErrors.invalidCode();
  const profile = parseJson<{ name?: string; email?: string | null; mobileNo?: string | null }>(row.profile_json, {});
  return { provider: input.provider, snsId: row.sns_id, name: profile.name ?? '회원', email: profile.email ?? null, mobileNo: profile.mobileNo ?? null };
}

async function linkedMember(db: Kysely<ShopDb>, provider: string, snsId: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('social_links')
    .innerJoin('members', 'members.member_no', 'social_links.member_no')
    .selectAll('members')
    .where('social_links.provider', '=', provider)
    .where('social_links.sns_id', '=', snsId)
    .where('members.member_status', '<>', 'WITHDRAWN')
    .executeTakeFirst();
}

/** A mall member (with a password) who has the identity's e-mail or phone. */
async function ordinaryMember(db: Kysely<ShopDb>, identity: SnsIdentity, exceptMemberNo: number) {
  const contacts: Array<['email' | 'mobile_no', string]> = [];
  if (identity.email) contacts.push(['email', identity.email.toLowerCase()]);
  if (identity.mobileNo) contacts.push(['mobile_no', identity.mobileNo]);
  for (const [column, value] of contacts) {
    const m = await db
      .selectFrom('members')
      .selectAll()
      .where(column, '=', value)
      .where('member_no', '<>', exceptMemberNo)
      .where('password_hash', 'is not', null)
      .where('member_status', '<>', 'WITHDRAWN')
      .executeTakeFirst();
    if (m) return { duplicateKey: column === 'email' ? maskEmail(m.email) : maskMobile(m.mobile_no), signUpDateTime: toYmdt(m.created_at) };
  }
  return null;
}

async function createOpenIdMember(db: Kysely<ShopDb>, identity: SnsIdentity, now: Date): Promise<number> {
  const short = identity.provider.replace(/^ncp_/, '');
  const row = await db
    .insertInto('members')
    .values({
      member_id: `${short}-${identity.snsId.toLowerCase()}`, password_hash: null, member_name: identity.name, nickname: null,
      email: identity.email?.toLowerCase() ?? null, mobile_no: identity.mobileNo, birthday: null, sex: null, zip_cd: null, address: null,
      detail_address: null, jibun_address: null, member_status: 'ACTIVE', member_type: 'OPEN_ID', group_names_json: '[]', grade_name: '일반',
      sms_agreed: 0, direct_mail_agreed: 0, join_terms_json: '[]', password_changed_at: null, created_at: now.toISOString(), withdrawn_at: null,
    })
    .returning('member_no')
    .executeTakeFirstOrThrow();
  await db.insertInto('social_links').values({ member_no: row.member_no, provider: identity.provider, sns_id: identity.snsId, created_at: now.toISOString() }).execute();
  await grantSignupBenefits(db, row.member_no, now);
  return row.member_no;
}

export interface OpenIdLogin {
  accessToken: string;
  expireIn: number;
  dormantMemberResponse: null;
  daysFromLastPasswordChange: number;
  provider: SnsProvider;
  ordinaryMemberResponse: { duplicateKey: string | null; signUpDateTime: string | null } | null;
  isInitialSync: boolean;
}

/** POST /oauth/openid: the linked member's token, or a new OPEN_ID member's. */
export async function loginWithIdentity(db: Kysely<ShopDb>, identity: SnsIdentity, keepLogin: boolean, now: Date): Promise<OpenIdLogin> {
  return inTransaction(db, async (trx) => {
    const existing = await linkedMember(trx, identity.provider, identity.snsId);
    const memberNo = existing?.member_no ?? (await createOpenIdMember(trx, identity, now));
    const token = await issueAccessToken(trx, memberNo, keepLogin, now);
    return {
      ...token, dormantMemberResponse: null, daysFromLastPasswordChange: 0, provider: identity.provider,
      ordinaryMemberResponse: existing ? null : await ordinaryMember(trx, identity, memberNo), isInitialSync: !existing,
    };
  });
}

/** GET /oauth/openid/link: attaches the identity to the signed-in member. */
export async function linkIdentity(db: Kysely<ShopDb>, member: MemberRow, identity: SnsIdentity, keepLogin: boolean, now: Date): Promise<OpenIdLogin> {
  return inTransaction(db, async (trx) => {
    const owner = await linkedMember(trx, identity.provider, identity.snsId);
    if (owner && owner.member_no !== member.member_no) throw socialErrors.alreadyLinked();
    if (!owner) {
      const sameProvider = await trx.selectFrom('social_links').select('id').where('member_no', '=', member.member_no).where('provider', '=', identity.provider).executeTakeFirst();
      if (sameProvider) throw socialErrors.providerTaken();
      // A withdrawn member's old link would block the unique (provider, sns_id) pair.
      await trx.deleteFrom('social_links').where('provider', '=', identity.provider).where('sns_id', '=', identity.snsId).execute();
      await trx.insertInto('social_links').values({ member_no: member.member_no, provider: identity.provider, sns_id: identity.snsId, created_at: now.toISOString() }).execute();
    }
    const token = await issueAccessToken(trx, member.member_no, keepLogin, now);
    return { ...token, dormantMemberResponse: null, daysFromLastPasswordChange: 0, provider: identity.provider, ordinaryMemberResponse: null, isInitialSync: false };
  });
}

/** DELETE /oauth/openid: a member without a password must keep one way to log in. */
export async function unlinkProvider(db: Kysely<ShopDb>, member: MemberRow, provider: SnsProvider): Promise<void> {
  await inTransaction(db, async (trx) => {
    const links = await trx.selectFrom('social_links').select(['id', 'provider']).where('member_no', '=', member.member_no).execute();
    const link = links.find((l) => l.provider === provider);
    if (!link) throw socialErrors.notLinked();
    if (member.password_hash === null && links.length === 1) throw socialErrors.needToRegister();
    await trx.deleteFrom('social_links').where('id', '=', link.id).execute();
  });
}

/** POST /profile/openid: a social member's join completed with the details the shop asks for; the member as now stored. */
export async function completeSocialJoin(db: Kysely<ShopDb>, member: MemberRow, input: ProfileFieldsInput): Promise<MemberRow> {
  if (member.member_type !== 'OPEN_ID') throw socialErrors.invalidRequest();
  const columns = profileColumns(input);
  await assertPhoneFree(db, columns.mobile_no, member.member_no);
  if (Object.keys(columns).length > 0) await db.updateTable('members').set(columns).where('member_no', '=', member.member_no).execute();
  return db.selectFrom('members').selectAll().where('member_no', '=', member.member_no).executeTakeFirstOrThrow();
}
