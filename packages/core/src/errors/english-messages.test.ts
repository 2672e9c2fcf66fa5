import { describe, expect, it } from 'vitest';
import { knownEnglishMessages, translateEnglishMessage } from './english-messages.ts';

describe('translateEnglishMessage', () => {
  it.each([
    ['Invalid password', '비밀번호가 올바르지 않습니다.'],
    ['Member not found', '회원 정보를 찾을 수 없습니다.'],
    ['Token expired', '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.'],
    ['Not enough stock', '재고가 부족합니다. 주문 수량을 확인해 주세요.'],
    ['Sold out', '품절된 상품입니다.'],
    ['Failed to fetch', '네트워크 연결을 확인한 뒤 다시 시도해 주세요.'],
    ['Unauthorized', '로그인이 필요합니다. 로그인 후 다시 시도해 주세요.'],
  ])('turns "%s" into Korean', (english, korean) => {
    expect(translateEnglishMessage(english)).toBe(korean);
  });

  it('ignores case, extra spaces and trailing punctuation', () => {
    expect(translateEnglishMessage('  SOLD   OUT!  ')).toBe('품절된 상품입니다.');
    expect(translateEnglishMessage('member not found.')).toBe('회원 정보를 찾을 수 없습니다.');
  });

  it('does not guess at sentences it does not know', () => {
    expect(translateEnglishMessage('Sold out soon')).toBeUndefined();
    expect(translateEnglishMessage('constructor')).toBeUndefined();
  });

  it('answers every known sentence in Korean', () => {
    expect(knownEnglishMessages().length).toBeGreaterThanOrEqual(30);
    for (const english of knownEnglishMessages()) {
      expect(translateEnglishMessage(english), english).toMatch(/[가-힣].*(니다|세요)\.$/);
    }
  });
});
