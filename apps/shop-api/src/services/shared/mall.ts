// The shop's own settings that the services follow but do not decide: which member group holds the
// administrators, and each board's policy. The app passes them in (AppDeps.mall); the stand-in takes
// them from its seed (seed/fixtures.ts), a real shop from its back office.
import type { BoardPolicy } from '../boards/boards.ts';

/** 무이자 할부 the shop offers on a card company: the months, from a minimum amount (won). */
export interface NoInterestInstallment {
  cardName: string;
  months: readonly number[];
  minAmount: number;
}

export interface MallSettings {
  adminGroupName: string;
  /** 무이자 할부 안내 shown with the card payment (order sheets serve it). */
  noInterestInstallments: readonly NoInterestInstallment[];
  /** Policies by board number; a board without one takes the default (members write, secret optional). */
  boardPolicies: Readonly<Record<number, BoardPolicy>>;
}
