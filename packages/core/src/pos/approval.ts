// Manager approval on the spot (issue 28 item 3), as pure rules both the terminal and the own server
// apply: which counter action needs an admin's PIN for which role, when a discount is over the shop's
// limit, and whether a one-use approval was granted for exactly the action being recorded.
import type { PosRole } from './contract/roles.ts';

/** What an admin approves: a refund (cash or card), a void of a completed sale, a discount over the limit, the drawer opened without a sale. */
export const POS_APPROVAL_KINDS = ['refund', 'void-sale', 'discount', 'drawer-open'] as const;
export type PosApprovalKind = (typeof POS_APPROVAL_KINDS)[number];

export const POS_APPROVAL_LABELS: Readonly<Record<PosApprovalKind, string>> = {
  refund: '환불',
  'void-sale': '판매 취소',
  discount: '한도 초과 할인',
  'drawer-open': '서랍 열기',
};

/**
 * The action an approval is bound to: its kind, what it is about (the sale's id for a refund or void,
 * `sale` for a discount on the sale being rung up, `drawer` for the drawer) and its amount in won
 * (refund total, total discount, 0 for the drawer).
 */
export interface PosApprovalAction {
  readonly kind: PosApprovalKind;
  readonly subject: string;
  readonly amount: number;
}

/** Recorded on the sale or refund it allowed (and synced with it): who approved what, when. */
export interface PosApprovalRecord {
  readonly kind: PosApprovalKind;
  readonly approverId: number;
  readonly approverName: string;
  /** ISO-8601 UTC. */
  readonly approvedAt: string;
  readonly amount: number;
}

/** The shop's discount limit (설정 → 할인 한도): over it, a cashier's discount needs an admin's PIN. */
export type PosDiscountLimit = { readonly mode: 'percent'; readonly value: number } | { readonly mode: 'amount'; readonly value: number };

/** 10 %: what a Korean shop commonly lets a cashier give without asking. */
export const DEFAULT_POS_DISCOUNT_LIMIT: PosDiscountLimit = { mode: 'percent', value: 10 };

/** A % discount of `base` won: 원 단위 절사 (floor to whole won), never more than the base. */
export function percentOfWon(base: number, percent: number): number {
  if (base <= 0 || percent <= 0) return 0;
  if (percent >= 100) return base;
  // Integer arithmetic first (base × percent is exact for integer percents), then floor.
  return Math.floor((base * Math.round(percent * 100)) / 10_000);
}

/** One discount against what it was taken off (a line's gross, or the lines' net for the sale). */
export function discountOverLimit(discount: number, base: number, limit: PosDiscountLimit): boolean {
  if (discount <= 0) return false;
  if (limit.mode === 'amount') return discount > limit.value;
  // discount / base > value % without division: exact in integers.
  return discount * 100 > base * limit.value;
}

export interface PosDiscountedLine {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly discount: number;
}

/** Every discount of a sale being rung up: each line's against its gross, the sale's against the lines' net. */
export function saleDiscountsOverLimit(lines: readonly PosDiscountedLine[], saleDiscount: number, limit: PosDiscountLimit): boolean {
  let linesNet = 0;
  for (const line of lines) {
    const gross = line.quantity * line.unitPrice;
    if (discountOverLimit(line.discount, gross, limit)) return true;
    linesNet += gross - line.discount;
  }
  return discountOverLimit(saleDiscount, linesNet, limit);
}

/** Σ line discounts + the sale discount: the amount a discount approval is bound to. */
export function totalDiscount(lines: readonly PosDiscountedLine[], saleDiscount: number): number {
  return lines.reduce((sum, line) => sum + line.discount, 0) + saleDiscount;
}

/**
 * Whether `role` needs an admin's approval for `kind`. An admin never does (doing it themselves is
 * the approval); a discount only when it is over the limit (the caller says so).
 */
export function approvalNeeded(role: PosRole, kind: PosApprovalKind, overLimit = true): boolean {
  if (role === 'admin') return false;
  if (kind === 'discount') return overLimit;
  return true;
}

/** Only an admin approves. */
export function canApprove(role: PosRole): boolean {
  return role === 'admin';
}

/** A granted approval fits the action being recorded: same kind, same subject, same amount. */
export function approvalMatches(granted: PosApprovalAction, action: PosApprovalAction): boolean {
  return granted.kind === action.kind && granted.subject === action.subject && granted.amount === action.amount;
}

/** "관리자 김사장 승인 (환불 12,000원)" for the 매출/주문 detail. */
export function approvalSummary(record: PosApprovalRecord): string {
  const amount = record.amount > 0 ? ` ${record.amount.toLocaleString('ko-KR')}원` : '';
  return `관리자 ${record.approverName} 승인 (${POS_APPROVAL_LABELS[record.kind]}${amount})`;
}
