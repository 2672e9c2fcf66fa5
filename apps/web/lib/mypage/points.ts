// Points history lines with their sign. The platform reports statuses as GIVE_AVAILABLE,
// SUBTRACTION_USED, GIVE_CANCELED, SUBTRACTION_CANCELED and says which way each moved the balance
// in accumulationStatusGroupType (PAYMENT adds, DEDUCTION takes). Core's sign helper speaks the
// seed's GIVE / SUBTRACTION, so the group is mapped onto those two before asking it.
import { formatPointsAmount, pointsSign, type AccumulationStatus } from '@courtside/core/machines';
import type { AccumulationEntry } from '@courtside/core/api';

const LABELS: Readonly<Record<AccumulationEntry['accumulationStatus'], string>> = {
  GIVE_AVAILABLE: '적립',
  SUBTRACTION_USED: '사용',
  GIVE_CANCELED: '적립 취소',
  SUBTRACTION_CANCELED: '사용 취소(환원)',
};

/** PAYMENT → GIVE (+), DEDUCTION → SUBTRACTION (−). */
export function seedStatusOf(entry: Pick<AccumulationEntry, 'accumulationStatusGroupType'>): AccumulationStatus {
  return entry.accumulationStatusGroupType === 'PAYMENT' ? 'GIVE' : 'SUBTRACTION';
}

export interface PointsLine {
  sign: '+' | '-';
  /** "+1,000원" / "-1,500원". */
  amount: string;
  label: string;
  reason: string;
}

export function pointsLine(entry: AccumulationEntry): PointsLine {
  const status = seedStatusOf(entry);
  return {
    sign: pointsSign(status),
    amount: formatPointsAmount(status, entry.accumulationAmt),
    label: LABELS[entry.accumulationStatus] ?? (status === 'GIVE' ? '적립' : '차감'),
    reason: entry.accumulationReserveReasonDisplay || entry.accumulationReserveReason,
  };
}

/** One row of the history table: the line, its date, order and the balance after it (won). */
export interface PointsRow extends PointsLine {
  key: number;
  registerYmdt: string;
  orderNo: string | null;
  balance: number;
}

export function pointsRow(entry: AccumulationEntry): PointsRow {
  return { ...pointsLine(entry), key: entry.accumulationNo, registerYmdt: entry.registerYmdt, orderNo: entry.orderNo || null, balance: entry.totalAvailableAmt };
}

/** The two boxes above the history (won): usable now, and expiring within 30 days. */
export function pointsSummary(summary: { totalAvailableAmt: number; totalExpireAmt: number }): { available: number; expiringSoon: number } {
  return { available: summary.totalAvailableAmt, expiringSoon: summary.totalExpireAmt };
}

export type PointsFilter = 'ALL' | 'ADD' | 'SUB';

export const POINTS_FILTERS: readonly { value: PointsFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'ADD', label: '적립' },
  { value: 'SUB', label: '사용·차감' },
];

export function pointsFilterOf(raw: string | undefined): PointsFilter {
  return raw === 'ADD' || raw === 'SUB' ? raw : 'ALL';
}
