// Request and reply shapes of the Shop API calls Courtside makes: conventions shared by every domain,
// and the member calls (login, join, profile, verification codes). Field names follow the platform's
// OpenAPI files; only the fields the product reads or sends are listed.

export type ShopPlatform = 'PC' | 'MOBILE_WEB' | 'AOS' | 'IOS';
export type YesNo = 'Y' | 'N';

/** `pageNumber` starts at 1; `totalCount` is only reliable with `hasTotalCount: true`. */
export interface PageQuery {
  pageNumber?: number;
  pageSize?: number;
  hasTotalCount?: boolean;
}

/** Dated lists default to the last three months; dates are `yyyy-MM-dd`. */
export interface DateRangeQuery {
  startYmd?: string;
  endYmd?: string;
}

export interface Paged<T> {
  totalCount: number;
  items: T[];
}

export type SortDirection = 'ASC' | 'DESC';

// ---- login ----

export interface LoginRequest {
  memberId: string;
  password: string;
  /** 90-day token instead of 12 hours. */
  keepLogin?: boolean;
}

export interface DormantMember {
  memberName: string;
  mobileNo: string;
  email: string;
}

export interface AccessTokenReply {
  accessToken: string;
  /** Seconds until the token expires. */
  expireIn: number;
  daysFromLastPasswordChange?: number;
  passwordChangeRequired?: boolean;
  dormantMemberResponse?: DormantMember | null;
}

export type OpenIdProvider = 'ncp_naver' | 'ncp_kakao';

export interface OpenIdLoginRequest {
  provider: OpenIdProvider;
  code: string;
  redirectUri?: string;
  state?: string;
  keepLogin?: boolean;
}

export interface OpenIdLoginReply extends AccessTokenReply {
  provider: string;
  /** True the first time this social account signs in (the member was just created). */
  isInitialSync?: boolean;
  /** A mall member with the same e-mail or phone exists: the shop may offer to log in and link instead. */
  ordinaryMemberResponse?: { duplicateKey: string | null; signUpDateTime: string | null } | null;
}

/** `GET /oauth/openid/link`: the code the provider returned while a member was signed in. */
export interface OpenIdLinkRequest {
  provider: OpenIdProvider;
  code: string;
  redirectUri?: string;
  state?: string;
  keepLogin?: boolean;
}

export interface LinkedProvider {
  memberProviderNo: number;
  /** `kakao` / `naver` (without the `ncp_` prefix). */
  providerType: string;
  registerYmdt: string;
}

export interface LinkedProvidersReply {
  providers: LinkedProvider[];
}

export interface LoginUrlRequest {
  provider: OpenIdProvider;
  redirectUri: string;
  state?: string;
}

export interface LoginUrlReply {
  loginUrl: string;
}

// ---- profile ----

export type MemberStatus = 'WAITING' | 'ACTIVE' | 'WITHDRAWN' | 'DORMANT' | 'PAUSED';
export type MemberType = 'MALL' | 'SYNC_ID' | 'OPEN_ID';
export type Sex = 'F' | 'M';
export type JoinTermsType =
  | 'USE'
  | 'PI_COLLECTION_AND_USE_REQUIRED'
  | 'PI_COLLECTION_AND_USE_OPTIONAL'
  | 'PI_PROCESS_CONSIGNMENT'
  | 'PI_THIRD_PARTY_PROVISION'
  | 'MARKETING_USE';

export interface JoinRequest {
  memberId: string;
  password: string;
  memberName: string;
  email: string;
  mobileNo?: string;
  telephoneNo?: string;
  /** `yyyyMMdd` */
  birthday?: string;
  sex?: Sex;
  zipCd?: string;
  address?: string;
  detailAddress?: string;
  jibunAddress?: string;
  nickname?: string;
  smsAgreed?: boolean;
  directMailAgreed?: boolean;
  joinTermsAgreements: JoinTermsType[];
  /** Set when joining from a social login, to link the new member to it. */
  openIdAccessToken?: string;
}

export interface MemberGroup {
  memberGroupNo: number;
  memberGroupName: string;
}

export interface MemberProfile {
  memberNo: number;
  memberId: string;
  memberName: string;
  nickname: string | null;
  email: string | null;
  mobileNo: string | null;
  telephoneNo?: string | null;
  birthday: string | null;
  sex: string | null;
  zipCd: string | null;
  address: string | null;
  detailAddress: string | null;
  jibunAddress?: string | null;
  memberStatus: MemberStatus;
  memberType: MemberType;
  memberGradeName: string | null;
  /** Comma-separated group names; the admin group is how admins are recognised. */
  memberGroupNames: string | null;
  memberGroups: MemberGroup[];
  smsAgreed: boolean;
  directMailAgreed: boolean;
  joinYmdt: string;
  /** Social providers linked to this member. */
  providerTypes?: string[];
}

/** `PUT /profile`: every field is optional; only those sent change. */
export type ProfileUpdateRequest = Partial<Omit<JoinRequest, 'memberId' | 'password' | 'joinTermsAgreements'>> & {
  /** A new password, changed together with the profile. */
  password?: string;
  /** The password now in use; needed with `password` (not for a social-only member). */
  currentPassword?: string;
  /** Only for a social-only member registering an id together with `password`, so Kakao/Naver can be unlinked. */
  memberId?: string;
  joinTermsAgreements?: JoinTermsType[];
};

export interface MemberIdExistReply {
  exist: boolean;
  status: MemberStatus | null;
}

export interface MobileExistReply {
  mobileNoExist: boolean;
  status: MemberStatus | null;
  /** Masked id of the member with that number. */
  memberId: string | null;
}

/** `POST /profile/openid`: what a new social member adds to finish joining. */
export type OpenIdJoinRequest = Partial<Omit<JoinRequest, 'memberId' | 'password' | 'openIdAccessToken'>>;

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
  /** "Change it next time": postpones the periodic password-change reminder. */
  willChangeNextTime?: boolean;
}

// ---- verification codes, find id, reset password ----

export type AuthenticationUsage = 'FIND_ID' | 'FIND_PASSWORD' | 'JOIN' | 'CHANGE_MOBILE_NO' | 'RELEASE_DORMANT';

export interface SmsCodeRequest {
  usage: AuthenticationUsage;
  mobileNo: string;
  /** With FIND_ID, the code is only sent when the name matches the member's. */
  memberName?: string;
  /** With FIND_PASSWORD, the account the code is for; the number must be that account's. */
  memberId?: string;
}

export interface EmailCodeRequest {
  usage: AuthenticationUsage;
  email: string;
  memberName?: string;
  /** With FIND_PASSWORD, the account the code is for; the address must be that account's. */
  memberId?: string;
}

export interface CodeSentReply {
  /** Seconds the code stays valid. */
  remainTime: number;
}

export interface SmsCodeCheck {
  usage: AuthenticationUsage;
  mobileNo: string;
  code: string;
}

export interface EmailCodeCheck {
  usage: AuthenticationUsage;
  email: string;
  code: string;
}

export interface CodeCheckReply {
  result: boolean;
}

/** `GET /profile/id` (v1.1): by mobile number or e-mail, with the code sent for FIND_ID. */
export interface FindIdRequest {
  memberName: string;
  mobileNo?: string;
  email?: string;
  certificationNumber: string;
}

export interface FoundMemberId {
  id: string;
  memberName: string;
  mobileNo: string | null;
  email: string | null;
  joinYmdt: string;
  status: MemberStatus;
  /** Social providers; a member with only these has no password to reset. */
  providers: string[];
}

export interface PasswordAccountReply {
  memberNo: number;
  status: MemberStatus;
  /** Masked, e.g. `테*터`. */
  name: string;
  mobileNo: string | null;
  email: string | null;
  hasCI: boolean;
}

export interface PasswordResetRequest {
  memberId: string;
  certificationNumber: string;
  newPassword: string;
}
