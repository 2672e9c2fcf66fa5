import iconv from 'iconv-lite';
import { displayWidth } from '@courtside/core/receipt';
import { describe, expect, it } from 'vitest';
import { encodeText } from './text-encoding.ts';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

describe('text encoding in Korean mode', () => {
  it('sends ASCII as is and Hangul as EUC-KR double bytes', () => {
    expect(hex(encodeText('Damp 1', true))).toBe('44616d702031');
    expect(hex(encodeText('코트사이드', true))).toBe('c4dac6aebbe7c0ccb5e5');
    expect(hex(encodeText('댐퍼 2개', true))).toBe('b4efc6db2032b0b3');
    expect(hex(encodeText('ㄱ漢Ａ￦', true))).toBe('a4a1f9d3a3c1a3dc');
  });

  it('replaces a syllable outside KS X 1001 with ?? instead of a cp949 code the printer cannot read', () => {
    expect(hex(iconv.encode('똠', 'euc-kr'))).toBe('8c63'); // what a naive encoder would send
    expect(Buffer.from(encodeText('똠얌꿍', true)).toString('latin1')).toBe('??' + Buffer.from(encodeText('얌꿍', true)).toString('latin1'));
  });

  it('keeps every line the width the layout gave it', () => {
    for (const text of ['가격 × 2 · 할인 – 10%', '“Café” • 똠 ₩1,000', 'e\u0301 \u0301x', '🎾 코트', '\u1100\u1161\u11a8 각']) {
      const bytes = encodeText(text, true);
      // On the printer every byte is one column: ASCII single bytes, EUC-KR pairs two columns.
      expect(bytes.length).toBe(displayWidth(text.normalize('NFC')));
    }
  });

  it('uses one-column look-alikes for symbols the layout counts as one column', () => {
    expect(Buffer.from(encodeText('2×3·4–5“6”\u00a0₩é', true)).toString('latin1')).toBe('2x3.4-5"6" We');
  });

  it('composes decomposed Hangul before encoding', () => {
    expect(hex(encodeText('\u1100\u1161', true))).toBe(hex(encodeText('가', true)));
  });

  it('drops zero-width characters and unprintable controls', () => {
    expect(Buffer.from(encodeText('a\u200bb\tc\u0007', true)).toString('latin1')).toBe('abc');
  });
});

describe('text encoding without Korean mode', () => {
  it('sends ASCII and replaces wide characters with ?? so columns still line up', () => {
    expect(Buffer.from(encodeText('댐퍼 x2', false)).toString('latin1')).toBe('???? x2');
    expect(Buffer.from(encodeText('×é', false)).toString('latin1')).toBe('xe');
    expect(Buffer.from(encodeText('ß', false)).toString('latin1')).toBe('?');
  });
});
