// receipts.send / receipts.sends (#28 item 9): the 완료 screen's 영수증 문자 전송.
import type { Handlers } from '../dispatcher.ts';
import { createEReceipts } from '../sales/e-receipts.ts';
import type { TerminalServices } from './context.ts';

export function eReceiptHandlers(s: TerminalServices): Pick<Handlers, 'receipts.send' | 'receipts.sends'> {
  const eReceipts = createEReceipts({ db: s.db, newId: s.newId, now: s.now });
  return {
    'receipts.send': async ({ saleId, phone }) => {
      const sent = await eReceipts.request(saleId, phone);
      // Out with the next upload (now, when the server is reachable).
      s.sync.notifyEnqueued();
      return sent;
    },
    'receipts.sends': async ({ saleId }) => ({ items: await eReceipts.forSale(saleId) }),
  };
}
