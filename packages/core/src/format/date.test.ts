import { describe, expect, it } from 'vitest';
import { FormatError } from './format-error.ts';
import {
  KST_OFFSET_MS,
  addDays,
  addMonths,
  daysInMonth,
  formatCalendarDate,
  formatKoreanDateTime,
  formatYmd,
  formatYmdDot,
  isLeapYear,
  kstTodayYmd,
  parseInstantOrKst,
  parseKstDateTime,
  parseYmd,
  toKstParts,
} from './date.ts';

const utc = (iso: string): number => Date.parse(iso);

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof FormatError ? error.code : 'not-a-format-error';
  }
  return undefined;
}

describe('Seoul dates from an instant', () => {
  it('uses a fixed +9 h offset', () => {
    expect(KST_OFFSET_MS).toBe(32_400_000);
  });

  it('15:00 UTC is already the next day in Seoul; 14:59:59.999 UTC is not', () => {
    expect(formatYmd(utc('2024-03-04T15:00:00.000Z'))).toBe('2024-03-05');
    expect(formatYmd(utc('2024-03-04T14:59:59.999Z'))).toBe('2024-03-04');
  });

  it('formats with dashes and dots', () => {
    const at = utc('2024-01-09T03:00:00Z');
    expect(formatYmd(at)).toBe('2024-01-09');
    expect(formatYmdDot(at)).toBe('2024.01.09');
    expect(kstTodayYmd(at)).toBe('2024-01-09');
  });

  it('formats Korean date-time in Seoul wall-clock time', () => {
    expect(formatKoreanDateTime(utc('2024-03-05T05:05:09Z'))).toBe('2024년 3월 5일 14:05');
    expect(formatKoreanDateTime(utc('2023-12-31T15:00:00Z'))).toBe('2024년 1월 1일 00:00');
  });

  it('splits parts', () => {
    expect(toKstParts(utc('2024-02-29T23:59:58Z'))).toEqual({
      year: 2024,
      month: 3,
      day: 1,
      hour: 8,
      minute: 59,
      second: 58,
    });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 8.64e15])('rejects the instant %d', (ms) => {
    expect(codeOf(() => formatYmd(ms))).toBe('FORMAT_INVALID_DATE');
  });

  it('pads small years to four digits', () => {
    expect(formatCalendarDate({ year: 987, month: 1, day: 2 }, '.')).toBe('0987.01.02');
  });
});

describe('parsing platform date text as Seoul time', () => {
  it.each([
    ['2024-03-05', '2024-03-04T15:00:00.000Z'],
    ['2024.03.05', '2024-03-04T15:00:00.000Z'],
    ['2024-03-05 14:05:09', '2024-03-05T05:05:09.000Z'],
    ['2024-03-05T14:05', '2024-03-05T05:05:00.000Z'],
    [' 2024-03-05 23:59:59 ', '2024-03-05T14:59:59.000Z'],
  ])('%s', (text, iso) => {
    expect(new Date(parseKstDateTime(text)).toISOString()).toBe(iso);
  });

  it('round-trips with formatYmd', () => {
    expect(formatYmd(parseKstDateTime('2024-12-31 23:59:59'))).toBe('2024-12-31');
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-03-05 24:00', '2024-03-05 10:60', '2024-03-05 10:00:60', 'yesterday', '0000-01-01'])(
    'rejects %s',
    (text) => {
      expect(codeOf(() => parseKstDateTime(text))).toBe('FORMAT_INVALID_DATE');
    },
  );
});

describe('calendar arithmetic', () => {
  it('parseYmd accepts only real yyyy-MM-dd days', () => {
    expect(parseYmd('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(codeOf(() => parseYmd('2023-02-29'))).toBe('FORMAT_INVALID_DATE');
    expect(codeOf(() => parseYmd('2024.02.01'))).toBe('FORMAT_INVALID_DATE');
    expect(codeOf(() => parseYmd('2024-4-01'))).toBe('FORMAT_INVALID_DATE');
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect([1, 2, 4, 6, 9, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 30, 30, 30, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('addDays crosses months and years', () => {
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2024, month: 1, day: 3 }, -7)).toEqual({ year: 2023, month: 12, day: 27 });
  });

  it('addMonths clamps to the end of a shorter month', () => {
    expect(addMonths({ year: 2024, month: 3, day: 31 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2023, month: 3, day: 31 }, -1)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(addMonths({ year: 2024, month: 5, day: 31 }, -6)).toEqual({ year: 2023, month: 11, day: 30 });
    expect(addMonths({ year: 2024, month: 1, day: 15 }, -1)).toEqual({ year: 2023, month: 12, day: 15 });
    expect(addMonths({ year: 2024, month: 11, day: 30 }, 3)).toEqual({ year: 2025, month: 2, day: 28 });
  });
});

describe('parseInstantOrKst', () => {
  it('reads zoneless platform text as Seoul wall time and zoned ISO as written', () => {
    expect(new Date(parseInstantOrKst('2024-03-05 12:42:00')).toISOString()).toBe('2024-03-05T03:42:00.000Z');
    expect(new Date(parseInstantOrKst('2024-03-05T03:42:00.000Z')).toISOString()).toBe('2024-03-05T03:42:00.000Z');
    expect(new Date(parseInstantOrKst('2024-03-05T12:42:00+09:00')).toISOString()).toBe('2024-03-05T03:42:00.000Z');
    expect(() => parseInstantOrKst('어제')).toThrow();
  });
});
