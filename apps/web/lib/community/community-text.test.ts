import { describe, expect, it } from 'vitest';
import { maskMemberId, stars, ymdtDot } from './community-text';

describe('community text', () => {
  it('shows dates with dots', () => {
    expect(ymdtDot('2026-04-22 16:53:29')).toBe('2026.04.22');
    expect(ymdtDot('어제')).toBe('어제');
  });
  it('half hides member ids', () => {
    expect(maskMemberId('tennis_lee')).toBe('ten*******');
    expect(maskMemberId('ab')).toBe('a*');
    expect(maskMemberId(null)).toBe('고객');
  });
  it('draws five stars', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(9)).toBe('★★★★★');
  });
});
