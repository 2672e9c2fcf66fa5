// The business day of a counter sale is its Seoul calendar date (UTC+9, no daylight saving).
const KST_MS = 9 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2024-03-05" for an instant (ISO string or epoch ms), or null when it is not a valid time. */
export function posBusinessDate(at: string | number): string | null {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + KST_MS);
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isPosBusinessDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The UTC instants [start, end) of a Seoul business day. */
export function posBusinessDayRange(date: string): { readonly start: string; readonly end: string } | null {
  if (!isPosBusinessDate(date)) return null;
  const start = Date.parse(`${date}T00:00:00Z`) - KST_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + 24 * 60 * 60 * 1000).toISOString() };
}

/** True for an ISO-8601 instant with a zone (what entries must carry). */
export function isPosInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(value) && Number.isFinite(Date.parse(value));
}
