// Refund information of claims, in the platform's refundInfos / claimPriceInfo shapes: what came
// back for products, how the delivery fee changed, and how much went back as money and as points.
import type { Selectable } from 'kysely';
import type { ClaimTable } from '../../db/schema.ts';
import { bankNames } from './banks.ts';
import type { ClaimDetail } from './claim-requests.ts';
import { deliveryCompanies } from './delivery-companies.ts';
import type { OrderRow } from './orders.ts';
import { parseJson } from '../../domain/json-columns.ts';

export type ClaimRow = Selectable<ClaimTable>;

export function refundTypeOf(order: OrderRow): { refundType: string; refundPayType: string; label: string } {
  if (order.pay_type === 'VIRTUAL_ACCOUNT') {
    return order.paid_at ? { refundType: 'CASH', refundPayType: 'CASH', label: '계좌 환불' } : { refundType: 'CANCEL_DEPOSIT', refundPayType: 'CANCEL_DEPOSIT', label: '입금 전 취소' };
  }
  if (order.pay_type === 'NAVER_EASY_PAY') return { refundType: 'NAVER_EASY_PAY', refundPayType: 'NAVER_EASY_PAY', label: '네이버페이 결제 취소' };
  // The easy payments are refunded to the account they were paid from (the PG's cancel).
  if (order.pay_type === 'KAKAO_PAY') return { refundType: 'KAKAO_PAY', refundPayType: 'KAKAO_PAY', label: '카카오페이 결제 취소' };
  if (order.pay_type === 'TOSS_PAY') return { refundType: 'TOSS_PAYMENTS', refundPayType: 'TOSS_PAYMENTS', label: '토스페이 결제 취소' };
  if (order.pay_type === 'PAYCO') return { refundType: 'PAYCO', refundPayType: 'PAYCO', label: '페이코 결제 취소' };
  if (order.pay_type === 'CREDIT_CARD') return { refundType: 'CREDIT_CARD', refundPayType: 'CREDIT_CARD', label: '신용카드 결제 취소' };
  return { refundType: 'INICIS', refundPayType: 'INICIS', label: '휴대폰 결제 취소' };
}

export interface RefundBreakdown {
  standardAmt: number;
  immediateDiscountAmt: number;
  additionalDiscountAmt: number;
  productCouponDiscountAmt: number;
  cartCouponAmt: number;
  productAmt: number;
  beforeDeliveryAmt: number;
  afterDeliveryAmt: number;
  refundDeliveryAmt: number;
  returnDeliveryAmt: number;
  payAmt: number;
  subPayAmt: number;
}

/** Claims spell addresses the short way (name, zipCd, addressStr…). */
export function addressOf(a: ClaimDetail['returnAddress']) {
  if (!a) return null;
  return {
    name: a.receiverName, zipCd: a.receiverZipCd, address: a.receiverAddress, detailAddress: a.receiverDetailAddress ?? null,
    jibunAddress: a.receiverJibunAddress ?? null, addressStr: `(${a.receiverZipCd}) ${a.receiverAddress} ${a.receiverDetailAddress ?? ''}`.trim(),
    contact1: a.receiverContact1, contact2: a.receiverContact2 ?? null, note: a.deliveryMemo ?? null, customsIdNumber: null, countryCd: 'KR',
  };
}

/** ORDER_CANCEL (the whole order), OPTION_CANCEL, RETURN, RETURN_EXCHANGE. */
export function claimClassOf(claim: Pick<ClaimRow, 'claim_type' | 'claim_reason_type'>, wholeOrder: boolean): string {
  if (claim.claim_type === 'CANCEL') return wholeOrder ? 'ORDER_CANCEL' : 'OPTION_CANCEL';
  return claim.claim_type === 'EXCHANGE' ? 'RETURN_EXCHANGE' : 'RETURN';
}

export function bankAccountView(account: ClaimDetail['refundBankAccount']) {
  if (!account) return null;
  return { bank: account.bank, bankName: account.bankName ?? bankNames[account.bank] ?? account.bank, bankAccount: account.bankAccount, bankDepositorName: account.bankDepositorName };
}

export function refundInfoView(order: OrderRow, claim: ClaimRow) {
  const r = parseJson<Partial<RefundBreakdown & { exchangeDeliveryAmt: number }>>(claim.refund_json, {});
  const detail = parseJson<ClaimDetail>(claim.detail_json, {});
  const returnCompany = detail.returnDelivery?.deliveryCompanyType ? deliveryCompanies[detail.returnDelivery.deliveryCompanyType] : undefined;
  const exchange = detail.exchangeOption ?? null;
  const n = (v: number | undefined) => v ?? 0;
  const type = refundTypeOf(order);
  const deliveryTotal = n(r.refundDeliveryAmt) - n(r.returnDeliveryAmt);
  return {
    claimNo: claim.claim_no,
    productAmtInfo: {
      standardPrice: n(r.standardAmt),
      immediateDiscountAmt: n(r.immediateDiscountAmt),
      additionalDiscountAmt: n(r.additionalDiscountAmt),
      productCouponDiscountAmt: n(r.productCouponDiscountAmt),
      immediateDiscountedPrice: n(r.standardAmt) - n(r.immediateDiscountAmt),
      discountAmt: n(r.immediateDiscountAmt) + n(r.additionalDiscountAmt) + n(r.productCouponDiscountAmt),
      exchangeImmediateDiscountedPrice: 0,
      returnImmediateDiscountedPrice: 0,
      exchangeDiscountAmt: 0,
      exchangeAdjustAmt: 0,
      totalAmt: n(r.productAmt),
    },
    deliveryAmtInfo: {
      beforeDeliveryAmt: n(r.beforeDeliveryAmt),
      afterDeliveryAmt: n(r.afterDeliveryAmt),
      refundDeliveryAmt: n(r.refundDeliveryAmt),
      returnDeliveryAmt: n(r.returnDeliveryAmt),
      payOnDelivery: false,
      sellerFault: claim.responsible_object_type === 'SELLER',
      buyerReturn: claim.return_way_type === 'BUYER_DIRECT_RETURN',
      returnAdjustAmt: 0,
      exchangeDeliveryAmt: n(r.exchangeDeliveryAmt),
      exchangeAdjustAmt: 0,
      totalAmt: deliveryTotal,
    },
    subtractionAmtInfo: { cartCouponAmt: n(r.cartCouponAmt), deliveryCouponAmt: 0, refundAdjustAmt: 0, refundAdjustReason: null, totalAmt: n(r.cartCouponAmt) },
    refundType: type.refundType,
    refundPayType: type.refundPayType,
    refundTypeLabel: type.label,
    // refundPayAmt counts the points given back too; refundMainPayAmt is the money alone.
    refundPayAmt: n(r.payAmt) + n(r.subPayAmt),
    refundSubPayAmt: n(r.subPayAmt),
    refundMainPayAmt: n(r.payAmt),
    refundExternalPayAmt: 0,
    refundExternalPayInfos: [],
    returnWayType: claim.claim_type === 'CANCEL' ? null : (claim.return_way_type ?? 'SELLER_COLLECT'),
    returnAddress: addressOf(detail.returnAddress),
    exchangeAddress: addressOf(detail.exchangeAddress),
    returnInvoiceNo: detail.returnDelivery?.invoiceNo ?? null,
    returnDeliveryCompanyTypeLabel: returnCompany?.label ?? null,
    claimImageUrls: detail.claimImageUrls ?? [],
    exchangeOrderOption: exchange
      ? { productName: null, optionName: exchange.optionName, optionValue: exchange.optionValue, orderCnt: exchange.orderCnt, imageUrl: exchange.imageUrl, userInputText: exchange.inputs.map((i) => i.inputValue).join(', ') || null }
      : null,
    claimClassType: claimClassOf(claim, false),
    refundBankAccount: bankAccountView(detail.refundBankAccount),
    refundOrderOptions: [],
  };
}

/** GET /profile/claims writes the same numbers as claimPriceInfo, with the order's pay type. */
export function claimPriceInfoView(order: OrderRow, claim: ClaimRow) {
  const info = refundInfoView(order, claim);
  return {
    productAmtInfo: { ...info.productAmtInfo, freeGiftDiscountAmt: 0 },
    deliveryAmtInfo: { ...info.deliveryAmtInfo, beforeRemoteDeliveryAmt: 0, afterRemoteDeliveryAmt: 0 },
    subtractionAmtInfo: info.subtractionAmtInfo,
    refundPayType: order.pay_type,
    refundTypeLabel: info.refundTypeLabel,
    // A buyer-reason exchange: the round trip the shopper pays on top.
    additionalPayAmt: info.deliveryAmtInfo.exchangeDeliveryAmt,
    refundPayAmt: info.refundPayAmt,
    refundSubPayAmt: info.refundSubPayAmt,
    refundMainPayAmt: info.refundMainPayAmt,
    refundExternalPayAmt: 0,
    refundExternalPayInfos: [],
  };
}
