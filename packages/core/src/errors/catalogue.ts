// The one place a code becomes a Korean sentence (seed §8). Codes are grouped by domain in the
// sibling *-messages.ts files; this module joins them and answers `messageFor`.
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import type { AccountErrorCode } from './account-messages.ts';
import { ALERT_MESSAGES } from './alert-messages.ts';
import type { AlertCode } from './alert-messages.ts';
import { translateEnglishMessage } from './english-messages.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import type { ValidationCode } from './validation-messages.ts';
import { VERIFICATION_MESSAGES } from './verification-messages.ts';
import type { VerificationCode } from './verification-messages.ts';

export type ErrorCode = VerificationCode | AccountErrorCode | AlertCode | ValidationCode;

const MESSAGES: Readonly<Record<ErrorCode, string>> = {
  ...VERIFICATION_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ALERT_MESSAGES,
  ...VALIDATION_MESSAGES,
};

const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code);
}

/** Every catalogued code, in catalogue order. */
export function errorCodes(): readonly ErrorCode[] {
  return Object.keys(MESSAGES) as ErrorCode[];
}

/**
 * The Korean message for `code`. For a code the catalogue does not know, the server's own message is
 * used when it helps the user: a known English sentence is translated, a message already written in
 * Korean (the platform usually answers in Korean) is shown as is. Anything else — an unknown English
 * sentence, a stack trace, nothing — falls back to the generic Korean message rather than showing
 * the shopper raw English.
 */
export function messageFor(code: ErrorCode | (string & {}), fallbackEnglishMessage?: string): string {
  if (isErrorCode(code)) return MESSAGES[code];
  if (fallbackEnglishMessage !== undefined) {
    const translated = translateEnglishMessage(fallbackEnglishMessage);
    if (translated !== undefined) return translated;
    if (HANGUL.test(fallbackEnglishMessage)) return fallbackEnglishMessage.trim();
  }
  return MESSAGES.UNKNOWN;
}
