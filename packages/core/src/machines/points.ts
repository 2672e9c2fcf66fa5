// Points history lines (seed §4 "Points"): given points show with +, used or expired points with −.
// The platform also reports reversals caused by a cancelled order: points given back
// (GIVE_BY_CANCELED) read as +, points taken back (SUBTRACTION_BY_CANCELED) as −.
import { formatWon } from '../format/won.ts';

export type AccumulationStatus = 'GIVE' | 'SUBTRACTION' | 'GIVE_BY_CANCELED' | 'SUBTRACTION_BY_CANCELED';

export const ACCUMULATION_STATUS_LABELS: Readonly<Record<AccumulationStatus, string>> = {
  GIVE: '적립',
  SUBTRACTION: '차감',
  GIVE_BY_CANCELED: '적립(취소 환원)',
  SUBTRACTION_BY_CANCELED: '차감(취소 회수)',
};

export function pointsSign(status: AccumulationStatus): '+' | '-' {
  return status === 'GIVE' || status === 'GIVE_BY_CANCELED' ? '+' : '-';
}

/**
 * "+1,000원" / "-1,000원". The sign comes from the status alone; the amount's own sign is ignored
 * because the platform reports magnitudes. Integers only (FORMAT_NOT_INTEGER otherwise).
 */
export function formatPointsAmount(status: AccumulationStatus, accumulationAmt: number): string {
  return `${pointsSign(status)}${formatWon(Math.abs(accumulationAmt))}`;
}
