// The join form's rules (seed §5), answered per field so each message shows under its input.
// Password, e-mail, name, phone and birthdate use core's validators; the id rule mirrors the
// platform's (lower-case letters, digits and '_', 4 to 20, at least one letter).
import {
  sanitizeBirthdateInput,
  validateBirthdate,
  validateEmail,
  validateName,
  validateNumericString,
  validateStrictPassword,
} from '@courtside/core/validation';
import { type JoinRequest, type JoinTermsType } from '@courtside/core/api';

export interface JoinFormValues {
  memberId: string;
  password: string;
  passwordConfirm: string;
  memberName: string;
  email: string;
  mobileNo: string;
  /** Optional; digits only, YYYYMMDD. */
  birthday: string;
}

export type JoinField = keyof JoinFormValues;
export type JoinFormErrors = Partial<Record<JoinField, string>>;

export const EMPTY_JOIN_FORM: JoinFormValues = {
  memberId: '',
  password: '',
  passwordConfirm: '',
  memberName: '',
  email: '',
  mobileNo: '',
  birthday: '',
};

const MEMBER_ID = /^[a-z0-9_]{4,20}$/;

export const MEMBER_ID_MESSAGES = {
  required: '아이디를 입력해 주세요.',
  format: '아이디는 영문 소문자와 숫자, 밑줄(_)로 4~20자로 입력해 주세요.',
  taken: '이미 사용 중인 아이디입니다.',
  free: '사용할 수 있는 아이디입니다.',
  unchecked: '아이디 중복 확인을 해 주세요.',
} as const;

export const PASSWORD_CONFIRM_MESSAGE = '비밀번호가 일치하지 않습니다.';
export const MOBILE_REQUIRED_MESSAGE = '휴대폰 번호를 입력해 주세요.';

export function memberIdProblem(memberId: string): string | null {
  const id = memberId.trim();
  if (id === '') return MEMBER_ID_MESSAGES.required;
  if (!MEMBER_ID.test(id) || !/[a-z]/.test(id)) return MEMBER_ID_MESSAGES.format;
  return null;
}

/** Mobile numbers as digits: "010-1234-5678" → "01012345678". */
export function mobileDigits(input: string): string {
  return input.replace(/\D/g, '');
}

export function fieldProblem(field: JoinField, values: JoinFormValues): string | null {
  switch (field) {
    case 'memberId':
      return memberIdProblem(values.memberId);
    case 'password': {
      const result = validateStrictPassword(values.password);
      return result.ok ? null : result.message;
    }
    case 'passwordConfirm':
      return values.passwordConfirm === values.password ? null : PASSWORD_CONFIRM_MESSAGE;
    case 'memberName': {
      const result = validateName(values.memberName);
      return result.ok ? null : result.message;
    }
    case 'email': {
      const result = validateEmail(values.email);
      return result.ok ? null : result.message;
    }
    case 'mobileNo': {
      if (values.mobileNo.trim() === '') return MOBILE_REQUIRED_MESSAGE;
      const result = validateNumericString(mobileDigits(values.mobileNo));
      return result.ok ? null : result.message;
    }
    case 'birthday': {
      if (values.birthday.trim() === '') return null;
      const result = validateBirthdate(values.birthday);
      return result.ok ? null : result.message;
    }
  }
}

export function validateJoinForm(values: JoinFormValues): JoinFormErrors {
  const errors: JoinFormErrors = {};
  for (const field of Object.keys(EMPTY_JOIN_FORM) as JoinField[]) {
    const problem = fieldProblem(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Keeps the birthdate box to digits, at most eight. */
export function cleanBirthdayInput(raw: string): string {
  return sanitizeBirthdateInput(raw);
}

export function joinRequestOf(values: JoinFormValues, terms: readonly JoinTermsType[]): JoinRequest {
  const marketing = terms.includes('MARKETING_USE');
  return {
    memberId: values.memberId.trim().toLowerCase(),
    password: values.password,
    memberName: values.memberName.trim(),
    email: values.email.trim(),
    mobileNo: mobileDigits(values.mobileNo),
    ...(values.birthday.trim() ? { birthday: values.birthday.trim() } : {}),
    smsAgreed: marketing,
    directMailAgreed: marketing,
    joinTermsAgreements: [...terms],
  };
}
