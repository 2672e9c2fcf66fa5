// Reading my-page list filters from the address bar (?period=3개월&status=PAY_DONE&page=2), so the
// lists are plain server-rendered pages with links, and a reload or a shared link shows the same.
import { DATE_RANGE_PRESETS, dateRangeForPreset, isDateRangePreset, kstTodayYmd, type DateRangePreset, type YmdRange } from '@courtside/core/format';
import { ORDER_TRACKER_GROUPS, type OrderTrackerGroup } from '@courtside/core/machines';

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function pageOf(params: SearchParams): number {
  const page = Number(firstParam(params, 'page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function presetOf(params: SearchParams, fallback: DateRangePreset): DateRangePreset {
  const raw = firstParam(params, 'period');
  return raw && isDateRangePreset(raw) ? raw : fallback;
}

export function rangeOf(preset: DateRangePreset, now: number): YmdRange {
  return dateRangeForPreset(preset, kstTodayYmd(now));
}

export function groupOf(params: SearchParams): OrderTrackerGroup | null {
  const raw = firstParam(params, 'status');
  return raw && (ORDER_TRACKER_GROUPS as readonly string[]).includes(raw) ? (raw as OrderTrackerGroup) : null;
}

/** The list's address with some filters changed; `undefined` drops one, and the page resets unless given. */
export function listHref(pathname: string, current: Record<string, string | undefined>, change: Record<string, string | number | undefined>): string {
  const next: Record<string, string | undefined> = { ...current, page: undefined };
  for (const [key, value] of Object.entries(change)) next[key] = value === undefined ? undefined : String(value);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) if (value !== undefined && value !== '') query.set(key, value);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export { DATE_RANGE_PRESETS };
