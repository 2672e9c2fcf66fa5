import { describe, expect, it } from 'vitest';
import { podOptionInputs, podProjectOf } from './option-inputs';

describe('pod cart line inputs', () => {
  it('carry the project and the editor thumbnail', () => {
    const inputs = podOptionInputs('PJ20250301-ABCDEFGH', 'https://shop/t.png', [{ inputLabel: '인쇄 문구', required: false }]);
    expect(inputs).toEqual([
      { inputLabel: '주문제작 프로젝트', inputValue: 'PJ20250301-ABCDEFGH' },
      { inputLabel: '디자인 이미지', inputValue: 'https://shop/t.png' },
    ]);
    expect(podProjectOf(inputs)).toBe('PJ20250301-ABCDEFGH');
  });

  it('fill a required design reference input with the project so the platform takes the line', () => {
    const inputs = podOptionInputs('PJ1', 'https://shop/t.png', [{ inputLabel: '디자인 참조번호', required: true }]);
    expect(inputs).toContainEqual({ inputLabel: '디자인 참조번호', inputValue: 'PJ1' });
  });

  it('find no project on an ordinary line', () => {
    expect(podProjectOf([{ inputLabel: '각인 문구', inputValue: '코트' }])).toBeNull();
    expect(podProjectOf([{ inputLabel: '주문제작 프로젝트', inputValue: '  ' }])).toBeNull();
    expect(podProjectOf(undefined)).toBeNull();
  });
});
