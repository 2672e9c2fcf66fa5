// 전자영수증 at 완료 (#28 item 9): send the sale's receipt to the shopper's phone (an outbox entry the
// own server turns into a link and a message), and what became of each send — 전송 대기, 전송됨,
// 전송 실패 — with the number masked.
import { z } from 'zod';
import type { ChannelSpecs } from './kit.ts';

export const eReceiptSendSchema = z.object({
  requestId: z.string(),
  phoneMasked: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  requestedAt: z.string(),
  error: z.string().nullable(),
});
export type EReceiptSendView = z.output<typeof eReceiptSendSchema>;

const saleId = z.string().min(1).max(64);

export const eReceiptChannels = {
  // The number is checked by core's checkEReceiptPhone in the service (its Korean reason answers).
  'receipts.send': { args: z.object({ saleId, phone: z.string().max(30) }), result: eReceiptSendSchema, permission: 'sell' },
  'receipts.sends': { args: z.object({ saleId }), result: z.object({ items: z.array(eReceiptSendSchema) }), permission: 'sell' },
} as const satisfies ChannelSpecs;
