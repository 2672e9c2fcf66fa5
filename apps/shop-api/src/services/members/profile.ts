// The member as GET /profile (and the join, edit and open-id join replies) show it.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { memberGroupNames } from './member-groups.ts';
import type { MemberRow } from '../../domain/member.ts';
import { parseJson } from '../../domain/json-columns.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export const MALL_NAME = '코트사이드';

export type SnsProvider = 'ncp_kakao' | 'ncp_naver';
export const snsProviders: readonly SnsProvider[] = ['ncp_kakao', 'ncp_naver'];

/** ncp_kakao → KAKAO, as the platform names providers in profile and find-ID replies. */
export function providerType(provider: string): string {
  return provider.replace(/^ncp_/, '').toUpperCase();
}

export async function linkedProviders(db: Kysely<ShopDb>, memberNo: number): Promise<Array<{ provider: string; snsId: string; createdAt: string }>> {
  const rows = await db.selectFrom('social_links').select(['provider', 'sns_id', 'created_at']).where('member_no', '=', memberNo).orderBy('id').execute();
  return rows.map((r) => ({ provider: r.provider, snsId: r.sns_id, createdAt: r.created_at }));
}

/** A social-only member has a generated id (`kakao-…`) that is not theirs to show or type. */
export function visibleMemberId(member: Pick<MemberRow, 'member_id' | 'password_hash'>): string {
  return member.password_hash === null && member.member_id.includes('-') ? '' : member.member_id;
}

export async function profileReply(db: Kysely<ShopDb>, member: MemberRow) {
  const links = await linkedProviders(db, member.member_no);
  const groups = memberGroupNames(member);
  const terms = parseJson<string[]>(member.join_terms_json, []);
  const joinYmdt = toYmdt(member.created_at) ?? '';
  const last = links[links.length - 1];
  return {
    memberNo: member.member_no,
    memberId: visibleMemberId(member),
    memberName: member.member_name,
    firstName: null,
    lastName: null,
    nickname: member.nickname,
    email: member.email,
    mobileNo: member.mobile_no,
    mobileCountryCode: null,
    telephoneNo: null,
    memberStatus: member.member_status,
    memberType: member.member_type,
    memberGradeNo: 1,
    memberGradeName: member.grade_name,
    memberGradeImageUrl: null,
    memberGroups: groups.map((name, i) => ({ memberGroupNo: i + 1, memberGroupName: name, memberGroupDescription: '' })),
    memberGroupNames: groups.join(','),
    birthday: member.birthday,
    sex: member.sex,
    countryCd: 'KR',
    zipCd: member.zip_cd,
    address: member.address,
    detailAddress: member.detail_address,
    jibunAddress: member.jibun_address,
    jibunDetailAddress: null,
    city: null,
    state: null,
    smsAgreed: member.sms_agreed === 1,
    directMailAgreed: member.direct_mail_agreed === 1,
    pushNotificationAgreed: false,
    agreedTerms: terms,
    agreedTermsInfos: terms.map((termsType) => ({ termsType, agreementYmdt: joinYmdt })),
    customTermsAgreement: [],
    extraInfo: [],
    additionalInfo: null,
    principalCertificated: false,
    adultCertificated: false,
    adultCertificatedYmdt: null,
    hasCi: false,
    certificationType: null,
    providerType: last ? providerType(last.provider) : null,
    providerTypes: links.map((l) => providerType(l.provider)),
    oauthIdNo: last?.snsId ?? null,
    joinYmdt,
    joinTypeName: 'PC_WEB',
    mallName: MALL_NAME,
    loginCount: null,
    lastLoginYmdt: null,
    lastLoginIp: null,
    recommender: null,
    refundBank: null,
    refundBankAccount: null,
    refundBankDepositorName: null,
  };
}
