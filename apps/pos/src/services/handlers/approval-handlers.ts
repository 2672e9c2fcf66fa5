// Manager approval on the spot (issue 28 item 3): `approvals.grant` checks an admin's name and PIN for
// one action on the calling screen; `drawer.openNoSale` is the 서랍 열기 key (a drawer pulse with no
// sale), an admin's own or a cashier's with an admin's approval.
import { approvalNeeded } from '@courtside/core/pos';
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import type { TerminalServices } from './context.ts';
import { safePrint } from './refund-and-print.ts';

type ApprovalHandlers = Pick<Handlers, 'approvals.grant' | 'drawer.openNoSale'>;

export function approvalHandlers(s: TerminalServices): ApprovalHandlers {
  return {
    'approvals.grant': async ({ approverName, approverPin, action }, ctx) => s.approvals.grant(ctx.screen, requireSession(ctx), { name: approverName, pin: approverPin }, action),
    'drawer.openNoSale': async ({ approvalId }, ctx) => {
      const session = requireSession(ctx);
      return s.approvals.require(approvalNeeded(session.role, 'drawer-open'), approvalId, { session, screen: ctx.screen }, { kind: 'drawer-open', subject: 'drawer', amount: 0 }, async (approval) => {
        const by = approval ? ` (승인: ${approval.approverName})` : '';
        return safePrint(() => s.printer.print({ blocks: [{ kind: 'drawer', pin: 2 }] }, `서랍 열기 ${session.name}${by}`));
      });
    },
  };
}
