// The payment methods the checkout offers: those of the shop (card, virtual account, phone billing,
// Naver Pay — seed §3) that the order sheet says are available, in the shop's order, each with the
// provider (pgType) the platform pairs it with.
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, isPaymentMethod, type PaymentMethod } from '@courtside/core/constants';
import { type AvailablePayType } from '@courtside/core/api';

export interface PayMethodChoice {
  readonly payType: PaymentMethod;
  readonly pgType: string;
  readonly label: string;
}

export function offeredPayMethods(available: readonly AvailablePayType[]): PayMethodChoice[] {
  const choices: PayMethodChoice[] = [];
  for (const method of PAYMENT_METHODS) {
    const offer = available.find((a) => a.payType === method);
    const pgType = offer?.pgTypes[0];
    if (offer && pgType && isPaymentMethod(offer.payType)) choices.push({ payType: method, pgType, label: PAYMENT_METHOD_LABELS[method] });
  }
  return choices;
}

/** The method selected at first: the one asked for (Naver Pay entry), else the last one used, else none. */
export function initialPayType(choices: readonly PayMethodChoice[], requested: string | null, lastPayType: string | null | undefined): PaymentMethod | null {
  const pick = (value: string | null | undefined) => choices.find((c) => c.payType === value)?.payType ?? null;
  return pick(requested) ?? pick(lastPayType) ?? choices[0]?.payType ?? null;
}
