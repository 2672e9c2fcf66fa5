// Messages of the form rules in src/validation (seed §5). They live here, with every other code, so
// that a rule failure sent across a boundary as `{ code }` reads the same on the other side.
import { BIRTH_YEAR, NUMERIC_STRING_MIN_DIGITS, PASSWORD_LENGTH } from '../constants/limits.ts';

const passwordLength = `${PASSWORD_LENGTH.min}~${PASSWORD_LENGTH.max}자`;

export const VALIDATION_MESSAGES = {
  PASSWORD_REQUIRED: '비밀번호를 입력해 주세요.',
  PASSWORD_INVALID_CHARACTER: '비밀번호에는 공백이나 한글을 사용할 수 없습니다.',
  PASSWORD_LENGTH: `비밀번호는 ${passwordLength}로 입력해 주세요.`,
  PASSWORD_STRICT_FORMAT: `비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 ${passwordLength}로 입력해 주세요.`,
  PASSWORD_BASIC_FORMAT: `비밀번호는 영문과 숫자를 모두 포함하여 ${passwordLength}로 입력해 주세요.`,
  EMAIL_REQUIRED: '이메일을 입력해 주세요.',
  EMAIL_FORMAT: '올바른 이메일 형식이 아닙니다. 다시 확인해 주세요.',
  NAME_REQUIRED: '이름을 입력해 주세요.',
  NAME_FORMAT: '이름은 한글 또는 영문으로 입력해 주세요.',
  NUMERIC_ONLY_DIGITS: '숫자만 입력해 주세요.',
  NUMERIC_TOO_SHORT: `숫자 ${NUMERIC_STRING_MIN_DIGITS}자리 이상 입력해 주세요.`,
  BIRTHDATE_REQUIRED: '생년월일을 입력해 주세요.',
  BIRTHDATE_LENGTH: '생년월일 8자리를 입력해 주세요. (예: 19900101)',
  BIRTHDATE_YEAR: `태어난 연도는 ${BIRTH_YEAR.min}년부터 ${BIRTH_YEAR.max}년 사이로 입력해 주세요.`,
  BIRTHDATE_MONTH: '태어난 월은 1월부터 12월 사이로 입력해 주세요.',
  BIRTHDATE_DAY: '태어난 일은 1일부터 31일 사이로 입력해 주세요.',
  BIRTHDATE_INVALID_DATE: '존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.',
  QUANTITY_NOT_INTEGER: '수량은 숫자로 입력해 주세요.',
  QUANTITY_TOO_SMALL: '수량은 1개 이상이어야 합니다.',
  QUANTITY_TOO_LARGE: '주문 가능한 최대 수량을 넘었습니다.',
  QUANTITY_SOLD_OUT: '품절되어 주문할 수 없습니다.',
} as const satisfies Record<string, string>;

export type ValidationCode = keyof typeof VALIDATION_MESSAGES;
