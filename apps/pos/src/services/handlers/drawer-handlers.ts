// 시재 (#28): the day's drawer state for the screens, the opening float, and 입금/출금 — each recorded
// with who and when, then the drawer opens through the receipt printer (a 입출금 slip with the pulse).
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { drawerSlipDocument } from '../printer/drawer-documents.ts';
import { actorFor, type TerminalServices } from './context.ts';

export function drawerHandlers(s: TerminalServices): Pick<Handlers, 'drawer.state' | 'drawer.openDay' | 'drawer.move'> {
  const drawerActor = async (ctx: Parameters<Handlers['drawer.state']>[1]) => {
    const actor = await actorFor(s, requireSession(ctx));
    return { actor, drawer: { staffId: actor.staffId, staffName: actor.staffName, terminalId: actor.terminalId } };
  };
  return {
    'drawer.state': async () => s.drawer.state(),
    'drawer.openDay': async ({ amount }, ctx) => {
      const { drawer } = await drawerActor(ctx);
      const state = await s.drawer.openDay(amount, drawer);
      s.sync.notifyEnqueued();
      return state;
    },
    'drawer.move': async ({ type, amount, reason }, ctx) => {
      const { actor, drawer } = await drawerActor(ctx);
      const state = await s.drawer.move(type, amount, reason, drawer);
      s.sync.notifyEnqueued();
      const move = state.drawer.moves.at(-1);
      const slip = drawerSlipDocument(
        { type, amount, reason: reason.trim(), staffName: actor.staffName, at: move?.at ?? new Date(s.now()).toISOString(), businessDate: state.businessDate, terminalName: actor.terminalName, expected: state.drawer.expected },
        await s.shop.receipt(),
      );
      return { state, print: s.printer.print(slip, `${type === 'cash-in' ? '입금' : '출금'} ${amount}원`) };
    },
  };
}
