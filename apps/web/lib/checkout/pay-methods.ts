// The payment methods the checkout offers: those of the shop (card, virtual account, phone billing,
// Naver Pay — seed §3; 카카오페이, 토스페이, 페이코 — issue 29) that the order sheet says are
// available, in the shop's order, each with the provider (pgType) the platform pairs it with; and the
// shop's 무이자 할부 안내 the sheet carries on the card.
import { EASY_PAYMENT_METHODS, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, isPaymentMethod, type PaymentMethod } from '@courtside/core/constants';
import { formatNumber } from '@courtside/core/format';
import { type AvailablePayType } from '@courtside/core/api';

export interface PayMethodChoice {
  readonly payType: PaymentMethod;
  readonly pgType: string;
  readonly label: string;
  /** Paid in the provider's own window (shown with its mark). */
  readonly easy: boolean;
}

export function offeredPayMethods(available: readonly AvailablePayType[]): PayMethodChoice[] {
  const choices: PayMethodChoice[] = [];
  for (const method of PAYMENT_METHODS) {
    const offer = available.find((a) => a.payType === method);
    const pgType = offer?.pgTypes[0];
    if (offer && pgType && isPaymentMethod(offer.payType)) choices.push({ payType: method, pgType, label: PAYMENT_METHOD_LABELS[method], easy: EASY_PAYMENT_METHODS.includes(method) });
  }
  return choices;
}

/** "2~5개월" for consecutive months, else "2·3·6개월". */
function monthsText(months: readonly number[]): string {
  const sorted = [...months].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  const consecutive = sorted.every((m, i) => m === first + i);
  return consecutive && sorted.length > 2 ? `${first}~${last}개월` : `${sorted.join('·')}개월`;
}

/** 무이자 할부 안내 for the card: "신한카드 2~5개월 (5만원 이상)", one line per card company. */
export function interestFreeLines(available: readonly AvailablePayType[]): string[] {
  const card = available.find((a) => a.payType === 'CREDIT_CARD');
  return (card?.noIntInfos ?? [])
    .filter((info) => info.monthList.length > 0)
    .map((info) => `${info.cardName} ${monthsText(info.monthList)}${info.amount > 0 ? ` (${formatNumber(info.amount)}만원 이상)` : ''}`);
}

/** The method selected at first: the one asked for (Naver Pay entry), else the last one used, else none. */
export function initialPayType(choices: readonly PayMethodChoice[], requested: string | null, lastPayType: string | null | undefined): PaymentMethod | null {
  const pick = (value: string | null | undefined) => choices.find((c) => c.payType === value)?.payType ?? null;
  return pick(requested) ?? pick(lastPayType) ?? choices[0]?.payType ?? null;
}
