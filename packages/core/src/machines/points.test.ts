import { describe, expect, it } from 'vitest';
import { ACCUMULATION_STATUS_LABELS, formatPointsAmount, pointsSign } from './points.ts';

describe('points history', () => {
  it.each([
    ['GIVE', '+', '+1,000원'],
    ['GIVE_BY_CANCELED', '+', '+1,000원'],
    ['SUBTRACTION', '-', '-1,000원'],
    ['SUBTRACTION_BY_CANCELED', '-', '-1,000원'],
  ] as const)('%s shows %s', (status, sign, text) => {
    expect(pointsSign(status)).toBe(sign);
    expect(formatPointsAmount(status, 1000)).toBe(text);
  });

  it('takes the sign from the status, not the amount', () => {
    expect(formatPointsAmount('SUBTRACTION', -2500)).toBe('-2,500원');
    expect(formatPointsAmount('GIVE', -2500)).toBe('+2,500원');
    expect(formatPointsAmount('GIVE', 0)).toBe('+0원');
  });

  it('refuses fractional points', () => {
    expect(() => formatPointsAmount('GIVE', 10.5)).toThrowError(expect.objectContaining({ code: 'FORMAT_NOT_INTEGER' }) as Error);
  });

  it('labels each status in Korean', () => {
    expect(ACCUMULATION_STATUS_LABELS.GIVE).toBe('적립');
    expect(ACCUMULATION_STATUS_LABELS.SUBTRACTION).toBe('차감');
  });
});
