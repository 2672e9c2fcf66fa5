import { describe, expect, it } from 'vitest';
import { koreanTime } from './korean-time.ts';

describe('times on the counter screens', () => {
  it('reads the platform’s zoneless time as Seoul time, whatever the machine’s zone', () => {
    expect(koreanTime('2024-03-05 11:00:00')).toBe('2024년 3월 5일 11:00');
  });
  it('shows the terminal’s own ISO instants in Seoul time', () => {
    expect(koreanTime('2024-03-05T02:00:00.000Z')).toBe('2024년 3월 5일 11:00');
    expect(koreanTime('2024-03-05T11:00:00+09:00')).toBe('2024년 3월 5일 11:00');
  });
  it('leaves text it cannot read as it is', () => {
    expect(koreanTime('언젠가')).toBe('언젠가');
  });
});
