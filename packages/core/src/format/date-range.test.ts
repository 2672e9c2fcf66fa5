import { describe, expect, it } from 'vitest';
import { FormatError } from './format-error.ts';
import { DATE_RANGE_PRESETS, dateRangeForPreset, isDateRangePreset } from './date-range.ts';
import type { DateRangePreset } from './date-range.ts';

describe('dateRangeForPreset', () => {
  it('offers the seven period buttons in order', () => {
    expect(DATE_RANGE_PRESETS).toEqual(['1일', '3일', '1주', '1개월', '3개월', '6개월', '1년']);
  });

  it.each([
    ['1일', '2024-03-14'],
    ['3일', '2024-03-12'],
    ['1주', '2024-03-08'],
    ['1개월', '2024-02-15'],
    ['3개월', '2023-12-15'],
    ['6개월', '2023-09-15'],
    ['1년', '2023-03-15'],
  ] as const)('%s ends today and starts on %s', (preset, startYmd) => {
    expect(dateRangeForPreset(preset, '2024-03-15')).toEqual({ startYmd, endYmd: '2024-03-15' });
  });

  it('clamps month presets at the end of a month', () => {
    expect(dateRangeForPreset('1개월', '2024-03-31').startYmd).toBe('2024-02-29');
    expect(dateRangeForPreset('1개월', '2023-03-31').startYmd).toBe('2023-02-28');
    expect(dateRangeForPreset('3개월', '2024-05-31').startYmd).toBe('2024-02-29');
    expect(dateRangeForPreset('6개월', '2024-08-31').startYmd).toBe('2024-02-29');
    expect(dateRangeForPreset('1년', '2024-02-29').startYmd).toBe('2023-02-28');
  });

  it('day presets cross the new year', () => {
    expect(dateRangeForPreset('1주', '2024-01-03').startYmd).toBe('2023-12-27');
    expect(dateRangeForPreset('1일', '2024-01-01').startYmd).toBe('2023-12-31');
  });

  it('rejects a malformed today and an unknown preset with codes', () => {
    expect(() => dateRangeForPreset('1주', '2024-02-30')).toThrowError(
      expect.objectContaining({ code: 'FORMAT_INVALID_DATE' }) as Error,
    );
    const unknown = '2주' as DateRangePreset;
    expect(() => dateRangeForPreset(unknown, '2024-02-01')).toThrowError(FormatError);
    expect(() => dateRangeForPreset(unknown, '2024-02-01')).toThrowError(
      expect.objectContaining({ code: 'FORMAT_UNKNOWN_PRESET' }) as Error,
    );
  });

  it('recognises preset labels', () => {
    expect(isDateRangePreset('3개월')).toBe(true);
    expect(isDateRangePreset('2주')).toBe(false);
  });
});
