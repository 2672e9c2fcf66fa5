import { describe, expect, it } from 'vitest';
import { maskEmail, maskMemberId, maskMobile, maskName } from './masking.ts';

describe('masking', () => {
  it('hides the end of an id, the middle of a name', () => {
    expect(maskMemberId('tennis_lee')).toBe('tennis_***');
    expect(maskMemberId('abc')).toBe('a**');
    expect(maskName('이정현')).toBe('이*현');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('김철')).toBe('김*');
  });

  it('hides parts of a phone number and of an e-mail address', () => {
    expect(maskMobile('01023456789')).toBe('010-23**-67**');
    expect(maskMobile('0101234567')).toBe('010-12*-45**');
    expect(maskEmail('lee@example.kr')).toBe('le*@example.kr');
    expect(maskEmail('a@b.kr')).toBe('*@b.kr');
  });
});
