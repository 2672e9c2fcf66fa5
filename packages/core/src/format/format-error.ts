// Formatting refuses input it cannot show truthfully (a fractional won, an impossible date)
// instead of guessing; callers get a code they can map, and a Korean message for logs and alerts.
import { CodedError } from '../errors/coded-error.ts';

export type FormatErrorCode = 'FORMAT_NOT_INTEGER' | 'FORMAT_INVALID_DATE' | 'FORMAT_UNKNOWN_PRESET';

const FORMAT_ERROR_MESSAGES: Record<FormatErrorCode, string> = {
  FORMAT_NOT_INTEGER: '금액은 원 단위 정수여야 합니다.',
  FORMAT_INVALID_DATE: '올바른 날짜가 아닙니다.',
  FORMAT_UNKNOWN_PRESET: '알 수 없는 조회 기간입니다.',
};

export function formatErrorMessage(code: FormatErrorCode): string {
  return FORMAT_ERROR_MESSAGES[code];
}

/** A CodedError (so apps catch and wire it like any other) with formatting's own codes. */
export class FormatError extends CodedError<FormatErrorCode> {
  constructor(code: FormatErrorCode, details: Record<string, unknown> = {}) {
    super(code, { message: FORMAT_ERROR_MESSAGES[code], details });
  }
}
