// The period buttons above order, point and coupon lists (seed §9). Each preset ends today and
// starts that long before it, the way the platform's own default ("3 months ago to today") does.
// "Today" is injected so the same code gives the same answer in tests, the browser and the till.
import { FormatError } from './format-error.ts';
import { addDays, addMonths, formatCalendarDate, parseYmd } from './date.ts';
import type { CalendarDate } from './date.ts';

export const DATE_RANGE_PRESETS = ['1일', '3일', '1주', '1개월', '3개월', '6개월', '1년'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export interface YmdRange {
  /** "yyyy-MM-dd", inclusive. */
  readonly startYmd: string;
  /** "yyyy-MM-dd", inclusive; always the injected today. */
  readonly endYmd: string;
}

export function isDateRangePreset(value: string): value is DateRangePreset {
  return (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}

function startFor(preset: DateRangePreset, today: CalendarDate): CalendarDate {
  switch (preset) {
    case '1일':
      return addDays(today, -1);
    case '3일':
      return addDays(today, -3);
    case '1주':
      return addDays(today, -7);
    case '1개월':
      return addMonths(today, -1);
    case '3개월':
      return addMonths(today, -3);
    case '6개월':
      return addMonths(today, -6);
    case '1년':
      return addMonths(today, -12);
    default:
      return unknownPreset(preset);
  }
}

function unknownPreset(preset: never): never {
  throw new FormatError('FORMAT_UNKNOWN_PRESET', { preset });
}

/**
 * {startYmd, endYmd} for a preset, from today's Seoul date "yyyy-MM-dd"
 * (use `kstTodayYmd(now)` to get it from a clock).
 */
export function dateRangeForPreset(preset: DateRangePreset, todayYmd: string): YmdRange {
  const today = parseYmd(todayYmd);
  return { startYmd: formatCalendarDate(startFor(preset, today)), endYmd: formatCalendarDate(today) };
}
