import { describe, expect, it } from 'vitest';
import {
  assertGtin,
  gs1CheckDigit,
  gtinSymbologyForLength,
  isValidEan13,
  isValidEan8,
  isValidUpcA,
  toCatalogueGtin,
  withCheckDigit,
} from './check-digit.ts';
import { ScanError } from './scan-error.ts';

describe('GS1 check digits', () => {
  it.each([
    ['880123456789', 3], // a Korean (880) EAN-13
    ['400638133393', 1],
    ['03600029145', 2], // UPC-A
    ['9638507', 4], // EAN-8
    ['000000000000', 0],
  ])('%s → %d', (body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit);
    expect(withCheckDigit(body)).toBe(body + String(digit));
  });

  it('refuses anything but digits', () => {
    expect(() => gs1CheckDigit('88012345678A')).toThrowError(ScanError);
    expect(() => gs1CheckDigit('')).toThrowError('상품 바코드는 숫자만 쓸 수 있습니다.');
  });
});

describe('validation per symbology', () => {
  it('accepts good codes', () => {
    expect(isValidEan13('8801234567893')).toBe(true);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidUpcA('036000291452')).toBe(true);
    expect(isValidEan8('96385074')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and letters', () => {
    expect(isValidEan13('8801234567890')).toBe(false);
    expect(isValidEan13('036000291452')).toBe(false);
    expect(isValidUpcA('03600029145X')).toBe(false);
    expect(isValidEan8('96385075')).toBe(false);
  });

  it('says why with a code', () => {
    const codeOf = (code: string, symbology: 'EAN13' | 'EAN8' | 'UPCA'): string | undefined => {
      try {
        assertGtin(code, symbology);
      } catch (error) {
        return (error as ScanError).code;
      }
      return undefined;
    };
    expect(codeOf('8801234567890', 'EAN13')).toBe('SCAN_BAD_CHECK_DIGIT');
    expect(codeOf('880123456789', 'EAN13')).toBe('SCAN_BAD_LENGTH');
    expect(codeOf('8801234-67893', 'EAN13')).toBe('SCAN_NOT_DIGITS');
    expect(codeOf('8801234567893', 'EAN13')).toBeUndefined();
  });

  it('knows the symbology from the length and widens UPC-A for the catalogue', () => {
    expect(gtinSymbologyForLength(13)).toBe('EAN13');
    expect(gtinSymbologyForLength(12)).toBe('UPCA');
    expect(gtinSymbologyForLength(8)).toBe('EAN8');
    expect(gtinSymbologyForLength(10)).toBeUndefined();
    expect(toCatalogueGtin('036000291452', 'UPCA')).toBe('0036000291452');
    expect(isValidEan13(toCatalogueGtin('036000291452', 'UPCA'))).toBe(true);
    expect(toCatalogueGtin('96385074', 'EAN8')).toBe('96385074');
  });
});
