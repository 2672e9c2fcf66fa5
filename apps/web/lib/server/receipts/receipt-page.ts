// The storefront's receipt page (#28 item 9) reads the receipt a link names straight from the POS
// ledger through @courtside/pos-server (this app serves those routes and holds that database): the
// same view GET /api/pos/receipts/{token} answers. An unknown or expired link is `null` (the page
// answers 404 with its Korean message); anything else is a real failure and propagates.
import 'server-only';
import type { PosReceiptView } from '@courtside/core/pos';
import { receiptByToken } from '@courtside/pos-server';
import { PosRouteError } from '@courtside/pos-server/errors';
import { posDeps } from '@/lib/server/pos-runtime';

export async function receiptForLink(token: string): Promise<PosReceiptView | null> {
  try {
    return await receiptByToken(await posDeps(), token);
  } catch (error) {
    if (error instanceof PosRouteError && (error.code === 'POS_RECEIPT_LINK_UNKNOWN' || error.code === 'POS_RECEIPT_LINK_EXPIRED')) return null;
    throw error;
  }
}
