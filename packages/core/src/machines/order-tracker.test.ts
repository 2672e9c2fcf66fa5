import { describe, expect, it } from 'vitest';
import {
  ORDER_REQUEST_TYPES_BY_GROUP,
  ORDER_STATUS_LABELS,
  ORDER_TRACKER_GROUPS,
  ORDER_TRACKER_LABELS,
  orderRequestTypesQuery,
  orderTrackerCounts,
  orderTrackerGroupOf,
} from './order-tracker.ts';
import type { TrackedOrderStatus, OrderTrackerGroup } from './order-tracker.ts';

const plain = (orderStatusType: TrackedOrderStatus) => ({ orderStatusType, claimStatusType: null });

describe('order tracker groups', () => {
  it.each([
    ['DEPOSIT_WAIT', 'DEPOSIT_WAIT', '입금대기'],
    ['PAY_DONE', 'PAY_DONE', '결제완료'],
    ['PRODUCT_PREPARE', 'PREPARING', '배송준비중'],
    ['DELIVERY_PREPARE', 'PREPARING', '배송준비중'],
    ['DELIVERY_ING', 'DELIVERING', '배송중'],
    ['DELIVERY_DONE', 'DELIVERED', '배송완료'],
    ['BUY_CONFIRM', 'DELIVERED', '배송완료'],
    ['CANCEL_DONE', 'CANCEL', '취소'],
    ['CANCEL_PROCESSING', 'CANCEL', '취소'],
    ['RETURN_DONE', 'RETURN', '반품'],
    ['RETURN_PROCESSING', 'RETURN', '반품'],
    ['EXCHANGE_DONE', 'EXCHANGE', '교환'],
    ['EXCHANGE_WAIT', 'EXCHANGE', '교환'],
    ['EXCHANGE_WAITING', 'EXCHANGE', '교환'],
    ['EXCHANGE_PROCESSING', 'EXCHANGE', '교환'],
  ] as const)('%s is in %s (%s)', (status, group, label) => {
    expect(orderTrackerGroupOf(plain(status))).toBe(group);
    expect(ORDER_TRACKER_LABELS[group]).toBe(label);
  });

  it.each(['PAY_WAIT', 'PAY_CANCEL', 'PAY_FAIL', 'DELETE', 'REFUND_DONE'] as const)('%s belongs to no group', (status) => {
    expect(orderTrackerGroupOf(plain(status))).toBeNull();
  });

  it.each([
    ['CANCEL_REQUEST', 'CANCEL'],
    ['CANCEL_PROC_REQUEST_REFUND', 'CANCEL'],
    ['CANCEL_NO_REFUND', 'CANCEL'],
    ['RETURN_REQUEST', 'RETURN'],
    ['RETURN_PROC_BEFORE_RECEIVE', 'RETURN'],
    ['RETURN_REFUND_AMT_ADJUST_REQUESTED', 'RETURN'],
    ['EXCHANGE_REQUEST', 'EXCHANGE'],
    ['EXCHANGE_PROC_WAITING_PAY', 'EXCHANGE'],
    ['EXCHANGE_DONE_PAY_DONE', 'EXCHANGE'],
  ] as const)('a claim in %s puts a delivered option in %s', (claimStatusType, group) => {
    expect(orderTrackerGroupOf({ orderStatusType: 'DELIVERY_DONE', claimStatusType })).toBe(group);
  });

  it('an unknown claim value falls back to the order status', () => {
    expect(orderTrackerGroupOf({ orderStatusType: 'DELIVERY_ING', claimStatusType: 'SOMETHING_NEW' })).toBe('DELIVERING');
  });

  it('lists steps then claim tabs', () => {
    expect(ORDER_TRACKER_GROUPS).toEqual(['DEPOSIT_WAIT', 'PAY_DONE', 'PREPARING', 'DELIVERING', 'DELIVERED', 'CANCEL', 'RETURN', 'EXCHANGE']);
  });

  it('every group filters by statuses that map back to it', () => {
    for (const group of ORDER_TRACKER_GROUPS) {
      for (const type of ORDER_REQUEST_TYPES_BY_GROUP[group]) {
        expect(orderTrackerGroupOf(plain(type))).toBe(group);
      }
    }
  });

  it('builds the orderRequestTypes query for tabs, without repeats', () => {
    expect(orderRequestTypesQuery(['PREPARING'])).toBe('PRODUCT_PREPARE,DELIVERY_PREPARE');
    expect(orderRequestTypesQuery(['CANCEL', 'CANCEL', 'DELIVERED'])).toBe('CANCEL_PROCESSING,CANCEL_DONE,DELIVERY_DONE,BUY_CONFIRM');
    expect(orderRequestTypesQuery([])).toBe('');
  });

  it('counts each tab from the status summary', () => {
    const counts = orderTrackerCounts({ depositWaitCnt: 1, productPrepareCnt: 2, deliveryPrepareCnt: 3, buyConfirmCnt: 4, exchangeDoneCnt: 5 });
    const expected: Record<OrderTrackerGroup, number> = {
      DEPOSIT_WAIT: 1,
      PAY_DONE: 0,
      PREPARING: 5,
      DELIVERING: 0,
      DELIVERED: 4,
      CANCEL: 0,
      RETURN: 0,
      EXCHANGE: 5,
    };
    expect(counts).toEqual(expected);
  });

  it('has a Korean label for every order status', () => {
    expect(ORDER_STATUS_LABELS.BUY_CONFIRM).toBe('구매확정');
    expect(Object.values(ORDER_STATUS_LABELS).every((l) => /[가-힣]/.test(l))).toBe(true);
  });
});
