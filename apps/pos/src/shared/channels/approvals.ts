// Manager approval on the spot (issue 28 item 3): an admin's name and PIN typed on the cashier's screen
// for one action (a refund, a void, a discount over the shop's limit, the drawer opened without a
// sale), answered with a one-use approval id the action then carries. The shop's discount limit is a
// terminal setting (설정 → 할인 한도); the drawer's no-sale opening lives here as the one action that
// is nothing but an approval.
import { z } from 'zod';
import { POS_APPROVAL_KINDS } from '@courtside/core/pos';
import { printOutcomeSchema } from './devices.ts';
import { shortText, won, type ChannelSpecs } from './kit.ts';

export const approvalActionSchema = z.object({ kind: z.enum(POS_APPROVAL_KINDS), subject: z.string().min(1).max(64), amount: won });

export const approvalRecordSchema = z.object({ kind: z.enum(POS_APPROVAL_KINDS), approverId: z.number().int(), approverName: z.string(), approvedAt: z.string(), amount: won });

/** A one-use approval's id as an action carries it (null / absent: none asked for). */
export const approvalIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);


export const approvalChannels = {
  /** Anyone signed in asks; only an admin's own name and PIN grant it. */
  'approvals.grant': {
    args: z.object({ approverName: shortText(40).min(1), approverPin: z.string().regex(/^[0-9]{4,8}$/), action: approvalActionSchema }),
    result: z.object({ approvalId: z.string(), approverName: z.string(), expiresAt: z.string() }),
    permission: 'session',
  },
  /** 서랍 열기 without a sale: an admin's own, or a cashier's with an admin's approval. */
  'drawer.openNoSale': { args: z.object({ approvalId: approvalIdSchema.nullable() }), result: printOutcomeSchema, permission: 'sell' },
} as const satisfies ChannelSpecs;

export type ApprovalAction = z.infer<typeof approvalActionSchema>;
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;
