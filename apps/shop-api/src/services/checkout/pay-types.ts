// The pay types the platform offers (the contract's payType / pgType pairs), their Korean names, the
// card's 무이자 할부 안내, and what the sandbox PG reports about a payment of each type. The payment
// flow (payments.ts), order views, the seed and the sandbox's pages read them.
import type { Orderer, PayInfo } from '../orders/orders.ts';
import type { NoInterestInstallment } from '../shared/mall.ts';
import { newVirtualAccountNo } from './order-numbers.ts';

export interface PayTypeOffer {
  payType: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' | 'MOBILE' | 'NAVER_EASY_PAY' | 'KAKAO_PAY' | 'TOSS_PAY' | 'PAYCO';
  pgTypes: string[];
  payTypeLabel: string;
}

/**
 * Card, virtual account and phone billing through the card PG (INICIS); Naver Pay on its own; the
 * easy payments each through their own PG (the contract's payType / pgType pairs: KAKAO_PAY through
 * KAKAO_PAY, TOSS_PAY through TOSS_PAYMENTS, PAYCO through PAYCO).
 */
export const availablePayTypes: readonly PayTypeOffer[] = [
  { payType: 'CREDIT_CARD', pgTypes: ['INICIS'], payTypeLabel: '신용카드' },
  { payType: 'VIRTUAL_ACCOUNT', pgTypes: ['INICIS'], payTypeLabel: '가상계좌' },
  { payType: 'MOBILE', pgTypes: ['INICIS'], payTypeLabel: '휴대폰 결제' },
  { payType: 'NAVER_EASY_PAY', pgTypes: ['NAVER_EASY_PAY'], payTypeLabel: '네이버페이' },
  { payType: 'KAKAO_PAY', pgTypes: ['KAKAO_PAY'], payTypeLabel: '카카오페이' },
  { payType: 'TOSS_PAY', pgTypes: ['TOSS_PAYMENTS'], payTypeLabel: '토스페이' },
  { payType: 'PAYCO', pgTypes: ['PAYCO'], payTypeLabel: '페이코' },
];

/** The easy payments paid in their own window (approve / cancel / fail), refunded to the same account. */
export const EASY_PAY_TYPES: readonly string[] = ['NAVER_EASY_PAY', 'KAKAO_PAY', 'TOSS_PAY', 'PAYCO'];

export function payTypeLabel(payType: string): string {
  return availablePayTypes.find((o) => o.payType === payType)?.payTypeLabel ?? payType;
}

/**
 * The pay types a sheet offers; the card entry carries the shop's 무이자 할부 안내 (`noIntInfos`, in
 * the contract's words for interest-free months: card, minimum amount in 만원, months).
 */
export function payTypeOffers(noInterest: readonly NoInterestInstallment[]) {
  return availablePayTypes.map((o) => (o.payType === 'CREDIT_CARD'
    ? { ...o, noIntInfos: noInterest.map((n) => ({ cardName: n.cardName, amount: Math.floor(n.minAmount / 10_000), monthList: [...n.months] })) }
    : o));
}

/** A virtual account waits three days for the deposit. */
export const DEPOSIT_DAYS = 3;

/** What the PG reports about a payment (card approval, virtual account, phone, Naver Pay). */
export function payInfoFor(payType: string, pgType: string, amount: number, orderer: Orderer, now: Date): PayInfo {
  const base: PayInfo = { payType, pgType, payAmt: amount, cardInfo: null, bankInfo: null, mobileInfo: null, easyPayInfo: null };
  const approveNo = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  switch (payType) {
    case 'VIRTUAL_ACCOUNT':
      return {
        ...base,
        bankInfo: {
          bank: 'KB', bankCode: '004', bankName: 'KB국민은행', account: newVirtualAccountNo(), bankAmt: amount, depositAmt: 0, depositYmdt: null,
          remitterName: orderer.ordererName, depositorName: '(주)코트사이드',
          paymentExpirationYmdt: new Date(now.getTime() + DEPOSIT_DAYS * 86400_000).toISOString(),
        },
      };
    case 'MOBILE':
      return { ...base, mobileInfo: { mobileCompany: 'SKT', mobileNo: orderer.ordererContact1.replace(/\d{4}$/, '****') } };
    case 'NAVER_EASY_PAY':
    case 'KAKAO_PAY':
    case 'TOSS_PAY':
    case 'PAYCO':
      return { ...base, easyPayInfo: { easyPayProviderName: payTypeLabel(payType), approvalNumber: approveNo, approveYmdt: now.toISOString() } };
    default:
      return {
        ...base,
        cardInfo: {
          cardCompany: 'SHINHAN', cardName: '신한카드', cardCode: '41', cardNo: '5310-****-****-1234', installmentPeriod: 0, noInterest: false,
          cardApprovalNumber: approveNo, approveYmdt: now.toISOString(), cardAmt: amount,
        },
      };
  }
}
