// 시재 (the cash drawer) and the business day (#28 items 4–5), pure: the denominations counted at
// closing, the cash the drawer should hold, 과부족, and which business day a sale belongs to once
// the day was closed with Z. Both the terminal and the own server apply these.
import { isPosBusinessDate, posBusinessDate } from './business-date.ts';

/** 5만원 … 10원, the order a closing count is entered and printed in. */
export const CASH_DENOMINATIONS = [50_000, 10_000, 5_000, 1_000, 500, 100, 50, 10] as const;
export type CashDenomination = (typeof CASH_DENOMINATIONS)[number];

export interface DrawerCount {
  readonly denomination: number;
  /** Notes or coins of this denomination (≥ 0). */
  readonly count: number;
}

/** The kinds of drawer records: 시재 at opening, 입금, 출금 and the closing count. */
export const POS_DRAWER_MOVES = ['float', 'cash-in', 'cash-out', 'close-count'] as const;
export type PosDrawerMove = (typeof POS_DRAWER_MOVES)[number];
export const POS_DRAWER_MOVE_LABELS: Readonly<Record<PosDrawerMove, string>> = { float: '시재', 'cash-in': '입금', 'cash-out': '출금', 'close-count': '마감 시재' };

/** Most notes or coins of one denomination a count takes (a drawer holds far fewer). */
export const DRAWER_COUNT_MAX = 100_000;
/** Most won one 시재/입금/출금 records. */
export const DRAWER_AMOUNT_MAX = 100_000_000;
export const DRAWER_REASON_MAX = 100;

export type DrawerRuleCode = 'DRAWER_COUNT_INVALID' | 'DRAWER_AMOUNT_INVALID' | 'DRAWER_REASON_REQUIRED';
export const DRAWER_RULE_MESSAGES: Readonly<Record<DrawerRuleCode, string>> = {
  DRAWER_COUNT_INVALID: '권종별 수량은 0 이상의 정수로, 권종마다 한 번씩 입력하세요.',
  DRAWER_AMOUNT_INVALID: '금액은 0원 이상 1억원 이하의 정수(원)로 입력하세요.',
  DRAWER_REASON_REQUIRED: '입금·출금 사유를 입력하세요.',
};

/** Σ denomination × count. */
export function drawerCountTotal(counts: readonly DrawerCount[]): number {
  return counts.reduce((sum, c) => sum + c.denomination * c.count, 0);
}

/** A count names only known denominations, each at most once, with whole non-negative counts. */
export function checkDrawerCounts(counts: readonly DrawerCount[]): DrawerRuleCode | null {
  const seen = new Set<number>();
  for (const c of counts) {
    if (!(CASH_DENOMINATIONS as readonly number[]).includes(c.denomination) || seen.has(c.denomination)) return 'DRAWER_COUNT_INVALID';
    if (!Number.isSafeInteger(c.count) || c.count < 0 || c.count > DRAWER_COUNT_MAX) return 'DRAWER_COUNT_INVALID';
    seen.add(c.denomination);
  }
  return null;
}

/** Every denomination in order, with the counts given (0 where none). */
export function fullDrawerCounts(counts: readonly DrawerCount[]): DrawerCount[] {
  return CASH_DENOMINATIONS.map((denomination) => ({ denomination, count: counts.find((c) => c.denomination === denomination)?.count ?? 0 }));
}

export function checkDrawerAmount(amount: number): DrawerRuleCode | null {
  return Number.isSafeInteger(amount) && amount >= 0 && amount <= DRAWER_AMOUNT_MAX ? null : 'DRAWER_AMOUNT_INVALID';
}

/** 입금/출금 need a reason; 시재 and the closing count take none. */
export function checkDrawerMove(move: { readonly type: PosDrawerMove; readonly amount: number; readonly reason: string | null }): DrawerRuleCode | null {
  const amount = checkDrawerAmount(move.amount);
  if (amount) return amount;
  if ((move.type === 'cash-in' || move.type === 'cash-out') && (move.reason ?? '').trim() === '') return 'DRAWER_REASON_REQUIRED';
  if ((move.type === 'cash-in' || move.type === 'cash-out') && move.amount === 0) return 'DRAWER_AMOUNT_INVALID';
  return null;
}

export interface DrawerFigures {
  /** 시재 entered at opening. */
  readonly float: number;
  /** Cash received for sales (change already netted: what stayed in the drawer). */
  readonly cashSales: number;
  readonly cashRefunds: number;
  readonly cashIn: number;
  readonly cashOut: number;
}

/** float + cash sales − cash refunds + 입금 − 출금. */
export function expectedDrawerCash(f: DrawerFigures): number {
  return f.float + f.cashSales - f.cashRefunds + f.cashIn - f.cashOut;
}

/** 과부족 = counted − expected: negative 부족, positive 과잉. */
export function drawerOverShort(counted: number, expected: number): { readonly amount: number; readonly label: '과부족 없음' | '과잉' | '부족' } {
  const amount = counted - expected;
  return { amount, label: amount === 0 ? '과부족 없음' : amount > 0 ? '과잉' : '부족' };
}

/** The day after a business date ("2026-11-28" → "2026-11-29"). */
export function nextPosBusinessDate(date: string): string {
  if (!isPosBusinessDate(date)) throw new RangeError(`not a business date: ${date}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface PosBusinessDay {
  /** The business day a sale made now is recorded on. */
  readonly businessDate: string;
  /** Seoul's calendar date now. */
  readonly calendarDate: string;
  /** True when today's (or a later) business day was already closed with Z: sales go to `businessDate`, a later day. */
  readonly afterClose: boolean;
}

/**
 * The business day for a sale at `now`: Seoul's calendar date, unless that day (or a later one) was
 * closed with Z already — then the day after the last closed one. Never a closed day.
 */
export function posOpenBusinessDay(now: number, lastClosedDate: string | null): PosBusinessDay {
  const calendarDate = posBusinessDate(now) ?? new Date(now).toISOString().slice(0, 10);
  if (lastClosedDate === null || !isPosBusinessDate(lastClosedDate) || lastClosedDate < calendarDate) return { businessDate: calendarDate, calendarDate, afterClose: false };
  return { businessDate: nextPosBusinessDate(lastClosedDate), calendarDate, afterClose: true };
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** "11월 29일(일)" for "2026-11-29". */
export function koreanBusinessDateLabel(date: string): string {
  if (!isPosBusinessDate(date)) return date;
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일(${WEEKDAYS[d.getUTCDay()]})`;
}

/**
 * A business date a sale may carry: a real date, not before the Seoul date it was sold on (a sale
 * after Z goes to a later day, never an earlier one) and at most a week after it.
 */
export function isPlausibleSaleBusinessDate(businessDate: string, soldAt: string): boolean {
  const sold = posBusinessDate(soldAt);
  if (!sold || !isPosBusinessDate(businessDate) || businessDate < sold) return false;
  return Date.parse(`${businessDate}T00:00:00Z`) - Date.parse(`${sold}T00:00:00Z`) <= 7 * 24 * 60 * 60 * 1000;
}
