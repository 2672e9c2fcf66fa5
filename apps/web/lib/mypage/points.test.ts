import { describe, expect, it } from 'vitest';
import type { AccumulationEntry } from '@courtside/core/api';
import { pointsFilterOf, pointsLine } from './points';

const entry = (over: Partial<AccumulationEntry>): AccumulationEntry => ({
  accumulationNo: 1, accumulationAmt: 1500, totalAvailableAmt: 5000, accumulationStatus: 'GIVE_AVAILABLE', accumulationStatusGroupType: 'PAYMENT',
  accumulationReserveReason: 'ADD_EVENT', accumulationReserveReasonDisplay: '이벤트 적립', orderNo: null, registerYmdt: '2025-01-01 10:00:00', expireYmdt: null, ...over,
});

describe('points lines', () => {
  it('shows given points with + and used points with −, from the status group', () => {
    expect(pointsLine(entry({}))).toMatchObject({ sign: '+', amount: '+1,500원', label: '적립', reason: '이벤트 적립' });
    expect(pointsLine(entry({ accumulationStatus: 'SUBTRACTION_USED', accumulationStatusGroupType: 'DEDUCTION' }))).toMatchObject({ sign: '-', amount: '-1,500원', label: '사용' });
  });

  it('reads a cancelled order’s reversals by their group: points given back are +, taken back are −', () => {
    expect(pointsLine(entry({ accumulationStatus: 'SUBTRACTION_CANCELED', accumulationStatusGroupType: 'PAYMENT' })).amount).toBe('+1,500원');
    expect(pointsLine(entry({ accumulationStatus: 'GIVE_CANCELED', accumulationStatusGroupType: 'DEDUCTION' })).amount).toBe('-1,500원');
  });

  it('falls back to the reason code when there is no display text', () => {
    expect(pointsLine(entry({ accumulationReserveReasonDisplay: '' })).reason).toBe('ADD_EVENT');
    expect(pointsFilterOf('SUB')).toBe('SUB');
    expect(pointsFilterOf('x')).toBe('ALL');
  });
});
