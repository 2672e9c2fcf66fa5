// Formatting for Korean shoppers and cashiers: won, phone numbers, Seoul dates, period presets.
export { FormatError, formatErrorMessage } from './format-error.ts';
export type { FormatErrorCode } from './format-error.ts';
export { assertIntegerWon, formatNumber, formatWon } from './won.ts';
export { formatPhoneNumber, phoneDigits } from './phone.ts';
export { cardCompanyName } from './card-company.ts';
export {
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
  parseKstDateTime,
  parseYmd,
  toKstParts,
} from './date.ts';
export type { CalendarDate, KstDateTimeParts } from './date.ts';
export { DATE_RANGE_PRESETS, dateRangeForPreset, isDateRangePreset } from './date-range.ts';
export type { DateRangePreset, YmdRange } from './date-range.ts';
