import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderOption } from '@courtside/core/api';
import { needsRefundAccount, reshapeClaimOrder } from './claim-order';

const option = (no: number, over: Partial<OrderOption> = {}): OrderOption => ({
  orderOptionNo: no, productNo: 100001, optionNo: no, productName: '스마일 댐프너', optionName: '색상|구성', optionValue: '블랙|1개입', orderCnt: 2, orderStatusType: 'PAY_DONE',
  claimStatusType: null, price: { salePrice: 6000, addPrice: 500, buyPrice: 6000, buyAmt: 12000 }, delivery: null, cancelable: true, returnable: false, nextActions: [], ...over,
});

const order = (options: OrderOption[], over: Partial<OrderDetail> = {}) =>
  ({
    orderNo: '202501010001', payType: 'CREDIT_CARD', nextActions: [{ nextActionType: 'CANCEL_ALL', uri: '/x' }], shippingAddress: { receiverName: '김철수' },
    orderOptionsGroupByPartner: [{ partnerName: '코트사이드', orderOptionsGroupByDelivery: [{ deliveryNo: 1, deliveryAmt: 0, invoiceNo: null, orderOptions: options }] }],
    ...over,
  }) as unknown as OrderDetail;

describe('reshapeClaimOrder', () => {
  it('names each line with its formatted options and sorts lines by what the platform allows', () => {
    const delivered = option(2, { cancelable: false, returnable: true, exchangeable: true, orderStatusType: 'DELIVERY_DONE', nextActions: [{ nextActionType: 'CONFIRM_ORDER', uri: '/c' }] });
    const view = reshapeClaimOrder(order([option(1), delivered]));
    expect(view.canCancelWhole).toBe(true);
    expect(view.cancelable.map((l) => l.orderOptionNo)).toEqual([1]);
    expect(view.returnable.map((l) => l.orderOptionNo)).toEqual([2]);
    expect(view.exchangeable.map((l) => l.orderOptionNo)).toEqual([2]);
    expect(view.confirmable.map((l) => l.orderOptionNo)).toEqual([2]);
    expect(view.cancelable[0]).toMatchObject({
      title: '스마일 댐프너 (색상: 블랙 / 구성: 1개입)',
      label: '스마일 댐프너 (색상: 블랙 / 구성: 1개입) · 12,000원',
      optionText: '색상: 블랙 / 구성: 1개입',
      addPrice: 500,
      inputs: [],
      claimNo: null,
    });
    expect(view.receiptUrl).toBeNull();
  });

  it('says which claim a withdrawable line is in', () => {
    const next = [{ nextActionType: 'WITHDRAW_EXCHANGE' as const, uri: '/w' }];
    const view = reshapeClaimOrder(order([option(3, { claimNo: 9, claimStatusType: 'EXCHANGE_REQUEST', nextActions: next }), option(4, { claimNo: 10, claimStatusType: 'RETURN_REQUEST', nextActions: [{ nextActionType: 'WITHDRAW_RETURN', uri: '/w' }] })]));
    expect(view.withdrawable.map((l) => [l.claimNo, l.claimKind])).toEqual([[9, '교환'], [10, '반품']]);
  });

  it('asks for a refund account only for a paid virtual-account order', () => {
    expect(needsRefundAccount(order([option(1)], { payType: 'VIRTUAL_ACCOUNT' }))).toBe(true);
    expect(needsRefundAccount(order([option(1, { orderStatusType: 'DEPOSIT_WAIT' })], { payType: 'VIRTUAL_ACCOUNT' }))).toBe(false);
    expect(needsRefundAccount(order([option(1)]))).toBe(false);
  });
});
