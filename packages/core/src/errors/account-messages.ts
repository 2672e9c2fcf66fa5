// Account and social-login codes (seed §8). The keys are the exact strings the login and linking
// endpoints return, spelling and spaces included ('bad-sns_id', 'Error updating item'), so a reply's
// code can be looked up without any rewriting.

export const ACCOUNT_MESSAGES = {
  'duplication-phone': '이미 가입된 휴대폰 번호입니다.',
  'jwt-decode-error': '인증 정보에 오류가 있습니다. 다시 로그인해 주세요.',
  'no-account': '가입된 계정이 없습니다.',
  'mismatched-userid': '아이디가 일치하지 않습니다.',
  'need-to-register': '소셜 로그인 연동을 해제하려면 먼저 아이디와 비밀번호를 등록해 주세요.',
  'no-exist-sns-user': '연동된 소셜 계정을 찾을 수 없습니다.',
  'bad-sns_id': '소셜 계정 정보가 올바르지 않습니다.',
  'token-has-expired': '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.',
  'invalid-token': '인증 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
  'jwt-except': '계정 인증 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'already-registered': '이미 등록된 계정입니다.',
  'invalid-request': '잘못된 요청입니다. 다시 시도해 주세요.',
  'token-retry-over': '로그인 연장 시도 횟수를 초과했습니다. 다시 로그인해 주세요.',
  'Error updating item': '정보를 저장하는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'command-error': '요청을 처리하는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'denied-sns-agreement': '소셜 로그인 약관에 동의하지 않아 진행할 수 없습니다.',
  exceptions: '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} as const satisfies Record<string, string>;

export type AccountErrorCode = keyof typeof ACCOUNT_MESSAGES;
