import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderOption, OrderSummary } from '@courtside/core/api';

type OrderAmount = OrderDetail['lastOrderAmount'];
import { claimLineLabel, reshapeOrder, reshapeOrderCard } from './order-view';

const option = (no: number, over: Partial<OrderOption> = {}): OrderOption => ({
  orderOptionNo: no, productNo: 100001, optionNo: no, productName: '스마일 댐프너', optionName: '색상|구성', optionValue: '블랙|1개입', orderCnt: 2, orderStatusType: 'DELIVERY_ING',
  claimStatusType: null, price: { salePrice: 6000, addPrice: 0, buyPrice: 6000, buyAmt: 12000 }, delivery: { deliveryCompanyType: 'CJ', invoiceNo: '1234', retrieveInvoiceUrl: 'https://track/1234' },
  cancelable: false, returnable: false, ...over,
});

const amount: OrderAmount = {
  standardAmt: 15000, immediateDiscountAmt: 1000, additionalDiscountAmt: 500, productCouponDiscountAmt: 300, cartCouponDiscountAmt: 200, deliveryAmt: 3000,
  totalProductAmt: 13000, payAmt: 15000, subPayAmt: 1000, chargeAmt: 14000,
} as OrderAmount;

const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  orderNo: '202501010000000001', orderYmdt: '2025-01-01 10:00:00', defaultOrderStatusType: 'DELIVERY_ING', payType: 'CREDIT_CARD',
  payInfo: { bankInfo: null, cardInfo: { cardCompany: 'SHINHAN', cardName: '신한카드' } },
  firstOrderAmount: amount, lastOrderAmount: amount,
  orderer: { ordererName: '이테니', ordererContact1: '010-1234-5678', ordererEmail: 'lee@example.com' },
  shippingAddress: { receiverName: '이테니', receiverZipCd: '06236', receiverAddress: '서울 강남구 테헤란로 1', receiverDetailAddress: '101호', receiverContact1: '01012345678' },
  orderOptionsGroupByPartner: [{ partnerName: '코트사이드', orderOptionsGroupByDelivery: [{ deliveryNo: 7, deliveryAmt: 3000, invoiceNo: '1234', orderOptions: [option(1), option(2, { price: { salePrice: 3000, addPrice: 0, buyPrice: 3000, buyAmt: 3000 } })] }] }],
  nextActions: [],
  ...over,
});

describe('reshapeOrder', () => {
  it('flattens partner and delivery groups into deliveries and lines with their amounts and states', () => {
    const view = reshapeOrder(detail());
    expect(view.deliveries).toHaveLength(1);
    expect(view.deliveries[0]).toMatchObject({ deliveryNo: 7, partnerName: '코트사이드', deliveryAmount: 3000, invoiceNo: '1234' });
    expect(view.lines.map((l) => [l.orderOptionNo, l.buyAmount, l.optionText])).toEqual([
      [1, 12000, '색상: 블랙 / 구성: 1개입'],
      [2, 3000, '색상: 블랙 / 구성: 1개입'],
    ]);
    expect(view.lines[0]?.trackingUrl).toBe('https://track/1234');
    expect(view.lines[0]?.statusLabel).toBeTruthy();
  });

  it('sums every kind of discount and keeps what was paid and charged apart', () => {
    expect(reshapeOrder(detail()).amounts).toEqual({ standard: 15000, discount: 2000, delivery: 3000, pointsUsed: 1000, paid: 15000, charged: 14000 });
  });

  it('lists refunds that gave money or points back, with the card or the bank account they went to', () => {
    const refund = { productAmtInfo: { totalAmt: 0, standardPrice: 0, discountAmt: 0 }, deliveryAmtInfo: { beforeDeliveryAmt: 0, afterDeliveryAmt: 0, refundDeliveryAmt: 0, returnDeliveryAmt: 0, exchangeDeliveryAmt: 0, sellerFault: false }, subtractionAmtInfo: { cartCouponAmt: 0, totalAmt: 0 } };
    const view = reshapeOrder(
      detail({
        refundInfos: [
          { ...refund, claimNo: 1, refundType: 'CREDIT_CARD', refundTypeLabel: '카드 취소', refundPayAmt: 12000, refundSubPayAmt: 500, refundMainPayAmt: 11500, refundBankAccount: null },
          { ...refund, claimNo: 2, refundType: 'ACCOUNT', refundTypeLabel: '계좌 환불', refundPayAmt: 3000, refundSubPayAmt: 0, refundMainPayAmt: 3000, refundBankAccount: { bank: 'KB', bankName: '국민은행', bankAccount: '123-45', bankDepositorName: '이테니' } },
          { ...refund, claimNo: 3, refundType: 'ACCOUNT', refundTypeLabel: '계좌 환불', refundPayAmt: 0, refundSubPayAmt: 0, refundMainPayAmt: 0, refundBankAccount: null },
        ],
        claimHistories: [
          { claimNo: 1, claimType: 'CANCEL', claimStatusType: 'CANCEL_DONE', claimReasonType: null, claimYmdt: '2025-01-02 10:00:00', claimCompleteYmdt: '2025-01-02 11:00:00' },
          { claimNo: 2, claimType: 'RETURN', claimStatusType: 'RETURN_REQUEST', claimReasonType: null, claimYmdt: '2025-01-03 10:00:00', claimCompleteYmdt: null },
        ],
      }),
    );
    expect(view.refunds).toHaveLength(2);
    expect(view.refunds[0]).toMatchObject({ title: '취소 환불', amount: 11500, pointsBack: 500, method: `${view.cardName} 결제 취소`, completedYmdt: '2025-01-02 11:00:00' });
    expect(view.refunds[1]).toMatchObject({ title: '반품 환불', amount: 3000, method: '계좌 환불 (국민은행 123-45)', completedYmdt: null });
  });

  it('has no card line without a card, and no memo without one', () => {
    const view = reshapeOrder(detail({ payInfo: { bankInfo: null, cardInfo: null }, orderMemo: '' }));
    expect(view.cardName).toBeNull();
    expect(view.memo).toBeNull();
  });
});

describe('reshapeOrderCard and claimLineLabel', () => {
  it('shows the first line, how many more, what was paid and each state once', () => {
    const summary = { orderNo: '1', orderYmdt: '2025-01-01 10:00:00', payType: 'CREDIT_CARD', firstOrderAmt: amount, lastOrderAmt: amount, orderer: { name: '', contact1: '', email: '' }, nextActions: [], orderOptions: [option(1), option(2), option(3)] } as OrderSummary;
    const card = reshapeOrderCard(summary);
    expect(card).toMatchObject({ more: 2, paid: 15000, pointsUsed: 1000, first: { productName: '스마일 댐프너' } });
    expect(card.statuses).toHaveLength(1);
    expect(reshapeOrderCard({ ...summary, orderOptions: [] }).first).toBeNull();
  });

  it('labels a line for the cancel dialog with its option and amount', () => {
    expect(claimLineLabel(option(1))).toBe('스마일 댐프너 (색상: 블랙 / 구성: 1개입) · 12,000원');
    expect(claimLineLabel(option(1, { optionValue: '' }))).toBe('스마일 댐프너 · 12,000원');
  });
});
