import { describe, expect, it } from 'vitest';
import { classifyScan } from './classify.ts';
import { CODE128_MAX_LENGTH, acceptCode128, isAcceptableCode128 } from './code128.ts';
import { scanErrorMessage } from './scan-error.ts';

describe('classifyScan', () => {
  it('reads GTINs by length and checks their digit', () => {
    expect(classifyScan('8801234567893')).toEqual({
      ok: true,
      value: { code: '8801234567893', symbology: 'EAN13', catalogueKey: '8801234567893', inStore: false },
    });
    expect(classifyScan(' 036000291452\r\n')).toEqual({
      ok: true,
      value: { code: '036000291452', symbology: 'UPCA', catalogueKey: '0036000291452', inStore: false },
    });
    expect(classifyScan('96385074')).toMatchObject({ ok: true, value: { symbology: 'EAN8' } });
    expect(classifyScan('2100000123452')).toMatchObject({ ok: true, value: { symbology: 'EAN13', inStore: true } });
  });

  it('refuses a GTIN with a wrong check digit with a Korean message', () => {
    expect(classifyScan('8801234567890')).toEqual({
      ok: false,
      error: { code: 'SCAN_BAD_CHECK_DIGIT', message: scanErrorMessage('SCAN_BAD_CHECK_DIGIT') },
    });
  });

  it('takes other printable strings as internal CODE128 labels', () => {
    expect(classifyScan('CS-DAMP-0001')).toEqual({
      ok: true,
      value: { code: 'CS-DAMP-0001', symbology: 'CODE128', catalogueKey: 'CS-DAMP-0001', inStore: false },
    });
    expect(classifyScan('1234567')).toMatchObject({ ok: true, value: { symbology: 'CODE128' } });
  });

  it('trusts a reported symbology', () => {
    expect(classifyScan('8801234567890', 'CODE128')).toMatchObject({ ok: true, value: { symbology: 'CODE128', code: '8801234567890' } });
    expect(classifyScan('12345678', 'EAN13')).toMatchObject({ ok: false, error: { code: 'SCAN_BAD_LENGTH' } });
  });

  it('refuses empty input and Hangul', () => {
    expect(classifyScan('  ')).toMatchObject({ ok: false, error: { code: 'SCAN_EMPTY', message: '바코드가 비어 있습니다.' } });
    expect(classifyScan('ㅊㄴ-ㅇ므ㅔ')).toMatchObject({ ok: false, error: { code: 'SCAN_CODE128_CHARACTERS' } });
  });
});

describe('CODE128 acceptance', () => {
  it('trims and accepts printable ASCII', () => {
    expect(acceptCode128('  LBL 001/A+  ')).toBe('LBL 001/A+');
    expect(isAcceptableCode128('~!@#$%^&*()_+{}|:"<>?')).toBe(true);
  });

  it('refuses control characters, non-ASCII and over-long labels', () => {
    expect(isAcceptableCode128('A\tB')).toBe(false);
    expect(isAcceptableCode128('댐퍼1')).toBe(false);
    expect(isAcceptableCode128('')).toBe(false);
    expect(isAcceptableCode128('A'.repeat(CODE128_MAX_LENGTH))).toBe(true);
    expect(isAcceptableCode128('A'.repeat(CODE128_MAX_LENGTH + 1))).toBe(false);
    expect(() => acceptCode128('ABCDEF', 5)).toThrowError(scanErrorMessage('SCAN_CODE128_TOO_LONG'));
  });
});
