// Dates as Koreans read them. Korea has used UTC+9 without daylight saving since 1988, so Seoul
// time is computed as a fixed +9 h shift of the epoch and read back with the UTC getters. This
// avoids depending on the runtime's Intl time-zone data, which small ICU builds lack.
import { FormatError } from './format-error.ts';

export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day with no time zone attached; month is 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface KstDateTimeParts extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function assertEpoch(epochMs: number): void {
  // Date accepts ±8.64e15 ms; beyond that (or NaN) getters return NaN.
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15 - KST_OFFSET_MS) {
    throw new FormatError('FORMAT_INVALID_DATE', { epochMs });
  }
}

/** Splits an instant into its Seoul wall-clock fields. */
export function toKstParts(epochMs: number): KstDateTimeParts {
  assertEpoch(epochMs);
  const shifted = new Date(epochMs + KST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** {2024, 3, 5} → "2024-03-05" (or "2024.03.05" with separator "."). */
export function formatCalendarDate(date: CalendarDate, separator: '-' | '.' = '-'): string {
  return [pad4(date.year), pad2(date.month), pad2(date.day)].join(separator);
}

/** The Seoul calendar day of an instant as "yyyy-MM-dd". */
export function formatYmd(epochMs: number): string {
  return formatCalendarDate(toKstParts(epochMs), '-');
}

/** The Seoul calendar day of an instant as "yyyy.MM.dd". */
export function formatYmdDot(epochMs: number): string {
  return formatCalendarDate(toKstParts(epochMs), '.');
}

/** Seoul wall-clock time as "2024년 3월 5일 14:05". */
export function formatKoreanDateTime(epochMs: number): string {
  const p = toKstParts(epochMs);
  return `${p.year}년 ${p.month}월 ${p.day}일 ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** Today in Seoul as "yyyy-MM-dd", for date filters and API queries. */
export function kstTodayYmd(now: number): string {
  return formatYmd(now);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`; 0 for a month that does not exist. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const YMDT_PATTERN = /^(\d{4})[-.](\d{2})[-.](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads the platform's Seoul wall-clock text ("2024-03-05", "2024.03.05",
 * "2024-03-05 14:05:00", "2024-03-05T14:05") as an instant. Impossible dates throw.
 */
export function parseKstDateTime(text: string): number {
  const match = YMDT_PATTERN.exec(text.trim());
  if (!match) throw new FormatError('FORMAT_INVALID_DATE', { text });
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (!isValidCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    throw new FormatError('FORMAT_INVALID_DATE', { text });
  }
  return Date.UTC(year, month - 1, day, hour, minute, second) - KST_OFFSET_MS;
}

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * An instant from either kind of time text: ISO with a zone (the terminal's and the own server's
 * records) as written, the platform's zoneless "2024-03-05 12:42:00" as Seoul wall time — Date.parse
 * would read that in the machine's zone, 9 hours off on a UTC machine. Unreadable text throws.
 */
export function parseInstantOrKst(text: string): number {
  const trimmed = text.trim();
  if (!HAS_ZONE.test(trimmed)) return parseKstDateTime(trimmed);
  const epochMs = Date.parse(trimmed);
  if (Number.isNaN(epochMs)) throw new FormatError('FORMAT_INVALID_DATE', { text });
  return epochMs;
}

/** "2024-03-05" → {2024, 3, 5}; throws FORMAT_INVALID_DATE for anything else. */
export function parseYmd(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || !isValidCalendarDate(year, month, day)) {
    throw new FormatError('FORMAT_INVALID_DATE', { text });
  }
  return { year, month, day };
}

/** Moves a calendar day by whole days (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * Moves a calendar day by whole months, clamping to the last day of a shorter month:
 * 2024-03-31 minus one month is 2024-02-29, not March 2nd.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
