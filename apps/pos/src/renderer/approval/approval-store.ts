// The manager approval the screens ask for (issue 28 item 3): one request at a time, answered by the
// dialog (approval-dialog.tsx) with the one-use approval id the host granted, or null when cancelled.
// `withApproval` runs a call, and when the host refuses it for want of an admin's approval, asks for
// exactly the action the host named and runs it again with the approval.
import { create } from 'zustand';
import { ApiError } from '../api/terminal-api.ts';
import type { ApprovalAction } from '../../shared/schemas.ts';

interface ApprovalRequest {
  readonly action: ApprovalAction;
  /** Why it is asked (the host's message: 필요 / 만료 / 다른 금액). */
  readonly reason: string;
  readonly resolve: (approvalId: string | null) => void;
}

interface ApprovalState {
  readonly request: ApprovalRequest | null;
  /** The approval of the sale's discounts over the limit, asked when they were given, sent with 결제. */
  readonly discountApprovalId: string | null;
  setDiscountApproval(approvalId: string | null): void;
  ask(action: ApprovalAction, reason?: string): Promise<string | null>;
  answer(approvalId: string | null): void;
}

export const useApprovalStore = create<ApprovalState>((set, get) => ({
  request: null,
  discountApprovalId: null,
  setDiscountApproval: (discountApprovalId) => set({ discountApprovalId }),
  ask(action, reason = '관리자 승인이 필요합니다.') {
    get().request?.resolve(null);
    return new Promise((resolve) => set({ request: { action, reason, resolve } }));
  },
  answer(approvalId) {
    const request = get().request;
    set({ request: null });
    request?.resolve(approvalId);
  },
}));

const APPROVAL_CODES = new Set(['APPROVAL_REQUIRED', 'APPROVAL_INVALID', 'APPROVAL_MISMATCH']);

/** Asks an admin for `action` on this screen: the approval id, or null when the cashier cancelled. */
export function askApproval(action: ApprovalAction, reason?: string): Promise<string | null> {
  return useApprovalStore.getState().ask(action, reason);
}

/**
 * `run` with no approval first (or the one given); refused for want of one, the dialog asks an admin
 * for the action the host named and `run` goes again with it. Cancelled: an ApiError the screen shows.
 */
export async function withApproval<T>(run: (approvalId: string | null) => Promise<T>, approvalId: string | null = null): Promise<T> {
  let id = approvalId;
  for (let round = 0; round < 3; round += 1) {
    try {
      return await run(id);
    } catch (error) {
      if (!(error instanceof ApiError) || !APPROVAL_CODES.has(error.code) || !error.action) throw error;
      id = await askApproval(error.action as ApprovalAction, error.message);
      if (id === null) throw new ApiError('APPROVAL_CANCELLED', '관리자 승인을 취소했습니다. 승인 없이는 진행할 수 없습니다.');
    }
  }
  throw new ApiError('APPROVAL_INVALID', '승인을 확인하지 못했습니다. 다시 시도하세요.');
}
