// Payment methods the checkout offers (seed §3). Card, virtual account and mobile go through the
// card payment provider; Naver Pay is its own provider.

export const PAYMENT_METHODS = ['CREDIT_CARD', 'VIRTUAL_ACCOUNT', 'MOBILE', 'NAVER_EASY_PAY'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  CREDIT_CARD: '신용카드',
  VIRTUAL_ACCOUNT: '가상계좌',
  MOBILE: '휴대폰결제',
  NAVER_EASY_PAY: '네이버페이',
};

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}
