import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderOption } from '@courtside/core/api';
import { canCancelWholeOrder, cancelLines, cancelableOptions, confirmableOptions, returnableOptions } from './order-actions';

const option = (no: number, over: Partial<OrderOption> = {}): OrderOption => ({
  orderOptionNo: no, productNo: 1, optionNo: no, productName: '댐프너', optionName: '색상', optionValue: '검정', orderCnt: 2, orderStatusType: 'PAY_DONE',
  claimStatusType: null, price: { salePrice: 1000, addPrice: 0, buyPrice: 1000, buyAmt: 2000 }, delivery: null, cancelable: true, returnable: false, nextActions: [], ...over,
});

const order = (options: OrderOption[], nextActions: OrderDetail['nextActions'] = []) => ({
  nextActions,
  orderOptionsGroupByPartner: [{ partnerName: '코트사이드', orderOptionsGroupByDelivery: [{ deliveryNo: 1, deliveryAmt: 0, invoiceNo: null, orderOptions: options }] }],
});

describe('order actions', () => {
  it('offers the whole-order cancel only when the platform lists it', () => {
    expect(canCancelWholeOrder(order([], [{ nextActionType: 'CANCEL_ALL', uri: '/x' }]))).toBe(true);
    expect(canCancelWholeOrder(order([]))).toBe(false);
  });

  it('sorts options into cancelable, returnable and confirmable by the platform’s flags', () => {
    const delivered = option(2, { cancelable: false, returnable: true, orderStatusType: 'DELIVERY_DONE', nextActions: [{ nextActionType: 'CONFIRM_ORDER', uri: '/c' }] });
    const o = order([option(1), delivered]);
    expect(cancelableOptions(o).map((x) => x.orderOptionNo)).toEqual([1]);
    expect(returnableOptions(o).map((x) => x.orderOptionNo)).toEqual([2]);
    expect(confirmableOptions(o).map((x) => x.orderOptionNo)).toEqual([2]);
  });

  it('cancels at most what was ordered and skips zero lines and uncancelable options', () => {
    const lines = cancelLines([option(1), option(2), option(3, { cancelable: false })], { 1: 5, 2: 0, 3: 1 });
    expect(lines).toEqual([{ orderOptionNo: 1, productCnt: 2 }]);
  });
});
