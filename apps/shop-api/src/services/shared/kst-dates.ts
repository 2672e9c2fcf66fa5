import { DomainError } from '../../domain/errors.ts';
import { toYmd } from '../../domain/kst-time.ts';
// Dated lists take yyyy-MM-dd days in Korea time (default: the last 3 months up to today); the
// database holds UTC ISO times. These turn one into the other.

const kstOffsetMs = 9 * 3600_000;

function isRealDay(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

/** UTC ISO instant at which the Korean day `ymd` starts. */
export function kstDayStart(ymd: string): string {
  return new Date(new Date(`${ymd}T00:00:00Z`).getTime() - kstOffsetMs).toISOString();
}

export interface IsoRange {
  from: string;
  /** Exclusive. */
  to: string;
}

/** [startYmd 00:00, endYmd+1 00:00) in Korea time, defaulting to three months back from today. */
export function kstDayRange(startYmd: string | undefined, endYmd: string | undefined, now: Date): IsoRange {
  const today = toYmd(now.toISOString());
  const end = endYmd ?? today;
  let start = startYmd;
  if (!start) {
    const d = new Date(`${end}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 3);
    start = d.toISOString().slice(0, 10);
  }
  if (!isRealDay(start) || !isRealDay(end)) throw new DomainError('invalid', 'C0006', '조회 기간의 날짜가 올바르지 않습니다.');
  if (start > end) throw new DomainError('invalid', 'C0007', '조회 시작일이 종료일보다 늦습니다.');
  const to = new Date(new Date(`${end}T00:00:00Z`).getTime() + 24 * 3600_000).toISOString().slice(0, 10);
  return { from: kstDayStart(start), to: kstDayStart(to) };
}

/** `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` in Korea time → UTC ISO; null when malformed. */
export function kstDateTimeToIso(text: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m || !m[1] || !isRealDay(m[1])) return null;
  const [h, mi, s] = [Number(m[2] ?? 0), Number(m[3] ?? 0), Number(m[4] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  return new Date(new Date(`${m[1]}T00:00:00Z`).getTime() - kstOffsetMs + ((h * 60 + mi) * 60 + s) * 1000).toISOString();
}
