// 전자영수증 (#28 item 9), pure: the shopper's mobile number as the cashier types it on the counter's
// keypad (010-XXXX-XXXX only: a text message goes to a mobile phone), its mask for every screen, log
// and page after sending, and the text of the message the own server puts in its outbox.
import { formatNumber } from '../format/won.ts';
import { phoneDigits } from '../format/phone.ts';

/** How long a receipt link opens by default (the own server's config may say otherwise). */
export const E_RECEIPT_LINK_DAYS = 90;

export type EReceiptPhoneCheck =
  | { readonly ok: true; readonly phone: string; readonly masked: string }
  | { readonly ok: false; readonly code: 'E_RECEIPT_PHONE_INVALID'; readonly message: string };

const fail = (message: string): EReceiptPhoneCheck => ({ ok: false, code: 'E_RECEIPT_PHONE_INVALID', message });

/** "01012345678" (or "010-1234-5678", or "010-****-5678" again) → "010-****-5678"; anything not a full mobile number → "010-****-****". */
export function maskEReceiptPhone(phone: string): string {
  // Masked already (a terminal's settled outbox row): as it is.
  if (/^010-\*{4}-[0-9]{4}$/.test(phone)) return phone;
  const d = phoneDigits(phone);
  return /^010[0-9]{8}$/.test(d) ? `010-****-${d.slice(7)}` : '010-****-****';
}

/** What the cashier typed (hyphens, spaces, full-width digits allowed) → the number's 11 digits, or a Korean reason. */
export function checkEReceiptPhone(input: string): EReceiptPhoneCheck {
  const trimmed = input.trim();
  if (trimmed === '') return fail('휴대폰 번호를 입력해 주세요.');
  if (/[^0-9\uFF10-\uFF19\s-]/.test(trimmed)) return fail('휴대폰 번호는 숫자만 입력해 주세요.');
  const digits = phoneDigits(trimmed);
  if (!digits.startsWith('010')) return fail('휴대폰 번호는 010으로 시작해야 합니다.');
  if (digits.length !== 11) return fail('휴대폰 번호는 010 뒤에 8자리 숫자를 입력해 주세요 (010-XXXX-XXXX).');
  return { ok: true, phone: digits, masked: maskEReceiptPhone(digits) };
}

/** The keypad box as typed so far: digits only, hyphens after 010 and the next four ("010-1234-5"). */
export function typeEReceiptPhone(input: string): string {
  const d = phoneDigits(input).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

export interface EReceiptMessageInput {
  /** The shop's name from its profile (null before an admin set it). */
  readonly shopName: string | null;
  readonly receiptNo: string;
  readonly total: number;
  readonly link: string;
  /** The last day the link opens, "2026-02-26" (Seoul). */
  readonly expiresOn: string;
}

/** The 알림톡 / SMS text: who sent it, what it is for, the link and until when it opens. */
export function eReceiptMessage(input: EReceiptMessageInput): { readonly subject: string; readonly body: string } {
  const shop = input.shopName?.trim() || '매장';
  return {
    subject: `[${shop}] 전자영수증`,
    body: [
      `[${shop}] 전자영수증`,
      `구매해 주셔서 감사합니다.`,
      `영수증 번호: ${input.receiptNo}`,
      `결제 금액: ${formatNumber(input.total)}원`,
      `영수증 보기: ${input.link}`,
      `(${input.expiresOn}까지 열 수 있습니다)`,
    ].join('\n'),
  };
}
