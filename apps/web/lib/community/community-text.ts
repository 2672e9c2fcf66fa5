// Small display rules shared by reviews and inquiries.
import { formatYmdDot, parseKstDateTime } from '@courtside/core/format';
import { type InquiryType } from '@courtside/core/api';

/** "2026-04-22 16:53:29" → "2026.04.22"; anything unreadable is shown as it came. */
export function ymdtDot(ymdt: string): string {
  try {
    return formatYmdDot(parseKstDateTime(ymdt));
  } catch {
    return ymdt;
  }
}

/** "tennis_lee" → "ten*******": reviewers and askers are shown half hidden. */
export function maskMemberId(memberId: string | null | undefined): string {
  if (!memberId) return '고객';
  const shown = Math.min(3, Math.max(1, Math.floor(memberId.length / 2)));
  return memberId.slice(0, shown) + '*'.repeat(Math.max(1, memberId.length - shown));
}

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  PRODUCT: '상품',
  DELIVERY: '배송',
  CANCEL: '취소',
  RETURN: '반품',
  EXCHANGE: '교환',
  REFUND: '환불',
  OTHER: '기타',
};

export const SECRET_INQUIRY_TEXT = '비밀글입니다.';

/** Stars as text for screen readers and sighted shoppers alike: "★★★★☆". */
export function stars(rate: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rate)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}
