import { describe, expect, it } from 'vitest';
import { cardCompanyName } from './card-company.ts';

describe('cardCompanyName', () => {
  it('names the card company in Korean', () => {
    expect(cardCompanyName('SHINHAN')).toBe('신한카드');
    expect(cardCompanyName('kb')).toBe('KB국민카드');
    expect(cardCompanyName('BC')).toBe('BC카드');
  });

  it('falls back to the Korean name the PG sent, never to the code', () => {
    expect(cardCompanyName('NEWCARD', '토스카드')).toBe('토스카드');
    expect(cardCompanyName('NEWCARD', 'NEWCARD')).toBe('신용카드');
    expect(cardCompanyName(null)).toBe('신용카드');
  });
});
