// Payment methods the checkout offers (seed §3, issue 29). Card, virtual account and mobile go
// through the card payment provider; Naver Pay, 카카오페이, 토스페이 and 페이코 are each their own
// provider (the platform's pay types; 토스페이 is paid through the TOSS_PAYMENTS pg).

export const PAYMENT_METHODS = ['CREDIT_CARD', 'VIRTUAL_ACCOUNT', 'MOBILE', 'NAVER_EASY_PAY', 'KAKAO_PAY', 'TOSS_PAY', 'PAYCO'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  CREDIT_CARD: '신용카드',
  VIRTUAL_ACCOUNT: '가상계좌',
  MOBILE: '휴대폰결제',
  NAVER_EASY_PAY: '네이버페이',
  KAKAO_PAY: '카카오페이',
  TOSS_PAY: '토스페이',
  PAYCO: '페이코',
};

/** The easy payments: paid in the provider's own window, refunded to the same account. */
export const EASY_PAYMENT_METHODS: readonly PaymentMethod[] = ['NAVER_EASY_PAY', 'KAKAO_PAY', 'TOSS_PAY', 'PAYCO'];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}
