// Verification codes (seed §8) as the platform sends them when a member verifies a phone or e-mail,
// finds an ID or resets a password.
import { VERIFICATION_LOCKOUT_MINUTES } from '../constants/time.ts';

export const VERIFICATION_MESSAGES = {
  L1001: '이미 사용된 인증번호입니다. 인증번호를 다시 요청해 주세요.',
  L1002: '인증번호의 유효 시간이 지났습니다. 인증번호를 다시 요청해 주세요.',
  L1003: '올바른 인증번호를 입력해 주세요.',
  L1004: '존재하지 않는 계정입니다.',
  L1005: '이미 가입된 계정입니다.',
  L1006: '입력하신 이름이 가입된 계정의 이름과 일치하지 않습니다.',
  L1007: '일치하는 정보가 없습니다. 입력하신 내용을 다시 확인해 주세요.',
  L1008: `인증 요청 횟수를 초과하여 ${VERIFICATION_LOCKOUT_MINUTES}분 동안 이용이 제한됩니다. 잠시 후 다시 시도해 주세요.`,
} as const satisfies Record<string, string>;

export type VerificationCode = keyof typeof VERIFICATION_MESSAGES;
