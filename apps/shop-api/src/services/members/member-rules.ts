// Field rules for joining and editing a profile (seed §5 where it has one), with the codes and
// Korean messages the member routes answer. Normalisers return the stored form.
import { passwordProblem } from './password.ts';
import { DomainError } from '../../domain/errors.ts';

export const memberErrors = {
  duplicateId: () => new DomainError('conflict', 'M0101', '이미 사용 중인 아이디입니다.'),
  badId: () => new DomainError('invalid', 'M0102', '아이디는 영문 소문자와 숫자, 밑줄(_)로 4~20자로 입력해 주세요.'),
  badPassword: (why: string) => new DomainError('invalid', 'M0103', why),
  badEmail: () => new DomainError('invalid', 'M0104', '이메일 형식이 올바르지 않습니다.'),
  badMobile: () => new DomainError('invalid', 'M0105', '휴대폰 번호 형식이 올바르지 않습니다.'),
  badBirthday: () => new DomainError('invalid', 'M0106', '생년월일은 1900~2024년의 날짜를 8자리(예: 19900101)로 입력해 주세요.'),
  badName: () => new DomainError('invalid', 'M0107', '이름은 한글 또는 영문으로 입력해 주세요.'),
  duplicatePhone: () => new DomainError('conflict', 'duplication-phone', '이미 가입된 휴대폰 번호입니다.'),
  wrongPassword: () => new DomainError('invalid', 'M0201', '현재 비밀번호가 일치하지 않습니다.'),
  samePassword: () => new DomainError('invalid', 'M0202', '기존 비밀번호와 다른 비밀번호를 입력해 주세요.'),
  loginFailed: () => new DomainError('invalid', 'M0301', '아이디 또는 비밀번호가 일치하지 않습니다.'),
};

/** Mall ids: lower-case letters, digits and '_' (social members get `kakao-…` ids no one can type). */
export function normaliseMemberId(input: string): string {
  const id = input.trim().toLowerCase();
  if (!/^[a-z0-9_]{4,20}$/.test(id) || !/[a-z]/.test(id)) throw memberErrors.badId();
  return id;
}

export function checkPassword(password: string): string {
  const why = passwordProblem(password);
  if (why) throw memberErrors.badPassword(why);
  return password;
}

const EMAIL = /^[0-9A-Za-z](?:[-_.]?[0-9A-Za-z])*@[0-9A-Za-z](?:[-_.]?[0-9A-Za-z])*\.[A-Za-z]{2,3}$/;

export function normaliseEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (email.length > 100 || !EMAIL.test(email)) throw memberErrors.badEmail();
  return email;
}

/** Korean mobile numbers, stored as digits: 010-1234-5678 → 01012345678. */
export function normaliseMobile(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^01[016789]\d{7,8}$/.test(digits)) throw memberErrors.badMobile();
  return digits;
}

export function normaliseBirthday(input: string): string {
  const d = input.trim();
  if (!/^\d{8}$/.test(d)) throw memberErrors.badBirthday();
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(4, 6));
  const day = Number(d.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, day));
  if (y < 1900 || y > 2024 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== day) throw memberErrors.badBirthday();
  return d;
}

export function normaliseName(input: string): string {
  const name = input.trim();
  if (name.length === 0 || name.length > 30 || !/^[A-Za-z가-힣][A-Za-z가-힣 ]*$/.test(name)) throw memberErrors.badName();
  return name;
}
