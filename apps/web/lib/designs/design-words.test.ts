import { describe, expect, it } from 'vitest';
import { createDampenerDesign, applyDesignAction } from '@courtside/core/design';
import { designWords, designWordsText } from './design-words';

describe('a custom dampener in words', () => {
  it('names shape, colour, material and the faces in Korean', () => {
    const design = createDampenerDesign('square');
    expect(designWordsText(designWords(design))).toBe('사각형 · 화이트 · 기본 실리콘 · 앞뒤 동일');
    const soft = applyDesignAction(design, { type: 'setMaterial', material: 'soft-silicone' });
    expect(designWords(soft).material).toBe('소프트 실리콘');
  });
});
