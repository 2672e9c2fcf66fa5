// Formatting for Korean shoppers and cashiers: won, phone numbers, Seoul dates, period presets.
export { formatNumber, formatWon } from './won.ts';
export { formatPhoneNumber, phoneDigits } from './phone.ts';
export { cardCompanyName } from './card-company.ts';
export { formatKoreanDateTime, formatYmdDot, kstTodayYmd, parseInstantOrKst, parseKstDateTime, toKstParts } from './date.ts';
export { DATE_RANGE_PRESETS, dateRangeForPreset, isDateRangePreset } from './date-range.ts';
export type { DateRangePreset, YmdRange } from './date-range.ts';
