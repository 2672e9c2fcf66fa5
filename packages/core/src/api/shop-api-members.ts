// Member calls: login and logout, social login, join, profile, and the verification-code flows
// behind "find my id" and "reset my password".
import type { ShopRequester } from './shop-api-request.ts';
import type {
  AccessTokenReply,
  CodeCheckReply,
  CodeSentReply,
  EmailCodeCheck,
  EmailCodeRequest,
  FindIdRequest,
  FoundMemberId,
  JoinRequest,
  LinkedProvidersReply,
  LoginRequest,
  LoginUrlReply,
  LoginUrlRequest,
  MemberIdExistReply,
  MemberProfile,
  MobileExistReply,
  OpenIdJoinRequest,
  OpenIdLinkRequest,
  OpenIdLoginReply,
  OpenIdLoginRequest,
  OpenIdProvider,
  PasswordAccountReply,
  PasswordChangeRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  SmsCodeCheck,
  SmsCodeRequest,
} from './shop-api-types.ts';

export function createAuthApi(send: ShopRequester) {
  return {
    login: (request: LoginRequest) => send<AccessTokenReply>({ method: 'POST', path: '/oauth/token', body: request }),
    /** Revokes the current access token (204). */
    logout: () => send<void>({ method: 'DELETE', path: '/oauth/token' }),
    /** Exchanges the code a social provider returned for a Shop API access token. */
    openIdLogin: (request: OpenIdLoginRequest) =>
      send<OpenIdLoginReply>({ method: 'POST', path: '/oauth/openid', body: request }),
    /** The provider's authorise page for this shop, returning to `redirectUri` with a code. */
    loginUrl: (request: LoginUrlRequest) =>
      send<LoginUrlReply>({ method: 'GET', path: '/oauth/login-url', query: { ...request } }),
    /** Links the social account behind `code` to the signed-in member; answers a fresh token. */
    linkOpenId: (request: OpenIdLinkRequest) =>
      send<OpenIdLoginReply>({ method: 'GET', path: '/oauth/openid/link', query: { ...request } }),
    unlinkOpenId: (provider: OpenIdProvider) => send<void>({ method: 'DELETE', path: '/oauth/openid', query: { provider } }),
    listLinkedProviders: () => send<LinkedProvidersReply>({ method: 'GET', path: '/oauth/openid/list' }),
  };
}

export function createMembersApi(send: ShopRequester) {
  return {
    join: (request: JoinRequest) => send<MemberProfile>({ method: 'POST', path: '/profile', body: request }),
    getProfile: () => send<MemberProfile>({ method: 'GET', path: '/profile' }),
    updateProfile: (request: ProfileUpdateRequest) => send<MemberProfile>({ method: 'PUT', path: '/profile', body: request }),
    /** Withdraws the member; `reason` is what they typed on the leave page. */
    withdraw: (reason?: string) => send<void>({ method: 'DELETE', path: '/profile', query: { reason } }),
    memberIdExists: (memberId: string) =>
      send<MemberIdExistReply>({ method: 'GET', path: '/profile/id/exist', query: { memberId } }),
    emailExists: (email: string) => send<MemberIdExistReply>({ method: 'GET', path: '/profile/email/exist', query: { email } }),
    mobileExists: (mobileNo: string) =>
      send<MobileExistReply>({ method: 'GET', path: '/profile/mobile/exist', query: { mobileNo } }),
    /** Answers 204 when `password` is the member's current one (the "check password" step before editing). */
    checkPassword: (password: string) =>
      send<void>({ method: 'POST', path: '/profile/check-password', body: { password } }),
    /** Completes a new social member's join with the details and terms the shop asks for. */
    completeOpenIdJoin: (request: OpenIdJoinRequest) =>
      send<MemberProfile>({ method: 'POST', path: '/profile/openid', body: request }),
    changePassword: (request: PasswordChangeRequest) =>
      send<void>({ method: 'PUT', path: '/profile/password', body: request }),

    sendSmsCode: (request: SmsCodeRequest) =>
      send<CodeSentReply>({ method: 'POST', path: '/authentications/sms', body: request }),
    sendEmailCode: (request: EmailCodeRequest) =>
      send<CodeSentReply>({ method: 'POST', path: '/authentications/email', body: request }),
    checkSmsCode: (check: SmsCodeCheck) =>
      send<CodeCheckReply>({
        method: 'GET',
        path: '/authentications/sms',
        query: { usage: check.usage, mobileNo: check.mobileNo, key: check.code },
      }),
    checkEmailCode: (check: EmailCodeCheck) =>
      send<CodeCheckReply>({
        method: 'GET',
        path: '/authentications/email',
        query: { usage: check.usage, email: check.email, certificatedNumber: check.code },
      }),
    /** Version 1.1 answers every account matching the name and contact, with the FIND_ID code. */
    findId: (request: FindIdRequest) =>
      send<FoundMemberId[]>({
        method: 'GET',
        path: '/profile/id',
        version: '1.1',
        query: {
          memberName: request.memberName,
          mobileNo: request.mobileNo,
          email: request.email,
          certificationNumber: request.certificationNumber,
        },
      }),
    /** First step of a password reset: the masked contacts a FIND_PASSWORD code can go to. */
    findPasswordAccount: (memberId: string) =>
      send<PasswordAccountReply>({ method: 'GET', path: '/profile/password/search-account', query: { memberId } }),
    resetPasswordWithSmsCode: (request: PasswordResetRequest) =>
      send<void>({ method: 'PUT', path: '/profile/password/no-authentication/certificated-by-sms', body: request }),
    resetPasswordWithEmailCode: (request: PasswordResetRequest) =>
      send<void>({ method: 'PUT', path: '/profile/password/no-authentication/certificated-by-email', body: request }),
  };
}
