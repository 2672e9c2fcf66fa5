import { describe, expect, it } from 'vitest';
import { optionStatusLabel, orderRequestTypesFor, payTypeLabel } from './order-labels';

describe('order labels', () => {
  it('shows a claim over the order status', () => {
    expect(optionStatusLabel({ orderStatusType: 'PAY_DONE', claimStatusType: null })).toBe('결제완료');
    expect(optionStatusLabel({ orderStatusType: 'CANCEL_DONE', claimStatusType: 'CANCEL_DONE' })).toBe('취소완료');
    expect(optionStatusLabel({ orderStatusType: 'DELIVERY_DONE', claimStatusType: 'RETURN_REQUEST' })).toBe('반품신청');
    expect(optionStatusLabel({ orderStatusType: 'PAY_DONE', claimStatusType: 'CANCEL_REQUEST' })).toBe('취소처리중');
    expect(optionStatusLabel({ orderStatusType: 'DELIVERY_DONE', claimStatusType: 'RETURN_PROC_BEFORE_RECEIVE' })).toBe('반품승인 · 회수 예정');
    expect(optionStatusLabel({ orderStatusType: 'DELIVERY_DONE', claimStatusType: 'RETURN_PROC_WAITING_REFUND' })).toBe('반품처리중');
    expect(optionStatusLabel({ orderStatusType: 'DELIVERY_DONE', claimStatusType: 'EXCHANGE_REQUEST' })).toBe('교환신청');
  });

  it('names payment methods in Korean', () => {
    expect(payTypeLabel('VIRTUAL_ACCOUNT')).toBe('가상계좌');
    expect(payTypeLabel('ACCUMULATION')).toBe('적립금 전액 결제');
    expect(payTypeLabel('ZERO_PAY')).toBe('0원 결제');
    expect(payTypeLabel('CASH')).toBe('CASH');
  });

  it('asks for plain order statuses per tab', () => {
    expect(orderRequestTypesFor('PREPARING')).toEqual(['PRODUCT_PREPARE', 'DELIVERY_PREPARE']);
    expect(orderRequestTypesFor('CANCEL')).toEqual(['CANCEL_DONE']);
    expect(orderRequestTypesFor(null)).toBeUndefined();
  });
});
