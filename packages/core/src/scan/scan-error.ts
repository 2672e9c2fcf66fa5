// A scanned or typed code that cannot be a real label is refused with a code the counter screen
// maps to a Korean message, rather than looked up and "not found".
import { CodedError } from '../errors/coded-error.ts';

export type ScanErrorCode =
  | 'SCAN_EMPTY'
  | 'SCAN_NOT_DIGITS'
  | 'SCAN_BAD_LENGTH'
  | 'SCAN_BAD_CHECK_DIGIT'
  | 'SCAN_IN_STORE_PREFIX'
  | 'SCAN_IN_STORE_SEQUENCE'
  | 'SCAN_CODE128_CHARACTERS'
  | 'SCAN_CODE128_TOO_LONG';

const SCAN_ERROR_MESSAGES: Readonly<Record<ScanErrorCode, string>> = {
  SCAN_EMPTY: '바코드가 비어 있습니다.',
  SCAN_NOT_DIGITS: '상품 바코드는 숫자만 쓸 수 있습니다.',
  SCAN_BAD_LENGTH: '바코드 자릿수가 맞지 않습니다.',
  SCAN_BAD_CHECK_DIGIT: '바코드 검증 숫자가 맞지 않습니다. 다시 스캔하거나 번호를 확인하세요.',
  SCAN_IN_STORE_PREFIX: '매장용 바코드는 20~29로 시작해야 합니다.',
  SCAN_IN_STORE_SEQUENCE: '매장용 바코드 일련번호는 0 이상 9999999999 이하의 정수여야 합니다.',
  SCAN_CODE128_CHARACTERS: '바코드에 쓸 수 없는 문자가 있습니다. 영문, 숫자, 기호만 쓸 수 있습니다.',
  SCAN_CODE128_TOO_LONG: '바코드가 너무 깁니다.',
};

export function scanErrorMessage(code: ScanErrorCode): string {
  return SCAN_ERROR_MESSAGES[code];
}

/** A CodedError (so apps catch and wire it like any other) with its own codes. */
export class ScanError extends CodedError<ScanErrorCode> {
  constructor(code: ScanErrorCode, details: Record<string, unknown> = {}) {
    super(code, { message: SCAN_ERROR_MESSAGES[code], details });
  }
}
