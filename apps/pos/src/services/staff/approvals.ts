// Manager approval on the spot (issue 28 item 3). A cashier's refund, void, discount over the shop's
// limit or no-sale drawer opening is refused with APPROVAL_REQUIRED naming the action; an admin types
// their own name and PIN on the cashier's screen (`approvals.grant`), the host checks them — through
// the own server, else the cached credential, with the lockout rules of sign-in — and hands back a
// random one-use id bound to that action, that screen and that cashier. The service recording the
// action takes it through `require`: same kind, subject and amount, not expired, not used; it is spent
// only when the action succeeded (a declined card leaves it usable for the retry) and reserved while
// the action runs (two calls cannot both use it). Kept in memory: a restart asks again.
import { randomBytes } from 'node:crypto';
import { approvalMatches, canApprove } from '@courtside/core/pos';
import type { PosApprovalAction, PosApprovalRecord } from '@courtside/core/pos';
import type { StaffAuth, StaffSession } from './staff-auth.ts';
import { TerminalError } from '../terminal-error.ts';

/** How long a granted approval waits to be used. */
export const APPROVAL_TTL_MS = 5 * 60_000;
/** Approvals kept at once (the oldest go beyond this). */
const MAX_PENDING = 64;

interface Pending {
  readonly action: PosApprovalAction;
  readonly screen: string;
  readonly requesterId: number;
  readonly record: PosApprovalRecord;
  readonly expiresAt: number;
  reserved: boolean;
}

export interface GrantedApproval {
  readonly approvalId: string;
  readonly approverName: string;
  readonly expiresAt: string;
}

export function createApprovals(deps: { readonly auth: Pick<StaffAuth, 'verifyApprover'>; readonly now: () => number }) {
  const pending = new Map<string, Pending>();

  function sweep(): void {
    const at = deps.now();
    for (const [id, entry] of pending) if (entry.expiresAt <= at && !entry.reserved) pending.delete(id);
    while (pending.size > MAX_PENDING) {
      const oldest = pending.keys().next().value;
      if (oldest === undefined) break;
      pending.delete(oldest);
    }
  }

  return {
    /** The admin's name and PIN for `action`, asked on `screen` by the signed-in `requester`. */
    async grant(screen: string, requester: StaffSession, approver: { readonly name: string; readonly pin: string }, action: PosApprovalAction): Promise<GrantedApproval> {
      const who = await deps.auth.verifyApprover(approver.name, approver.pin);
      if (!canApprove(who.role)) throw new TerminalError('APPROVAL_NOT_ADMIN');
      sweep();
      const at = deps.now();
      const approvalId = randomBytes(24).toString('base64url');
      const record: PosApprovalRecord = { kind: action.kind, approverId: who.staffId, approverName: who.name, approvedAt: new Date(at).toISOString(), amount: action.amount };
      pending.set(approvalId, { action, screen, requesterId: requester.staffId, record, expiresAt: at + APPROVAL_TTL_MS, reserved: false });
      return { approvalId, approverName: who.name, expiresAt: new Date(at + APPROVAL_TTL_MS).toISOString() };
    },

    /**
     * Runs `work` for `action`: at once with no record when `needed` is false (an admin's own, a
     * discount within the limit), else only with a granted approval for exactly this action, which
     * `work` receives to record and which is spent when `work` succeeds.
     */
    async require<T>(needed: boolean, approvalId: string | null | undefined, ctx: { readonly screen: string; readonly session: StaffSession }, action: PosApprovalAction, work: (approval: PosApprovalRecord | null) => Promise<T>): Promise<T> {
      if (!needed) return work(null);
      if (!approvalId) throw new TerminalError('APPROVAL_REQUIRED', { details: { action } });
      const entry = pending.get(approvalId);
      if (!entry || entry.reserved || entry.expiresAt <= deps.now() || entry.screen !== ctx.screen || entry.requesterId !== ctx.session.staffId) {
        throw new TerminalError('APPROVAL_INVALID', { details: { action } });
      }
      if (!approvalMatches(entry.action, action)) throw new TerminalError('APPROVAL_MISMATCH', { details: { action } });
      entry.reserved = true;
      try {
        const result = await work(entry.record);
        pending.delete(approvalId);
        return result;
      } finally {
        entry.reserved = false;
      }
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
