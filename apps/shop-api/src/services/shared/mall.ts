// The shop's own settings that the services follow but do not decide: which member group holds the
// administrators, and each board's policy. The app passes them in (AppDeps.mall); the stand-in takes
// them from its seed (seed/fixtures.ts), a real shop from its back office.
import type { BoardPolicy } from '../boards/boards.ts';

export interface MallSettings {
  adminGroupName: string;
  /** Policies by board number; a board without one takes the default (members write, secret optional). */
  boardPolicies: Readonly<Record<number, BoardPolicy>>;
}
