// 전자영수증 (#28 item 9): the receipt a shopper opens from the link in their text message (the
// storefront's /receipt/{token} page reads the same view), and the own server's message outbox as a
// sandbox route (nothing is delivered; tests and an operator read what would have been sent). Both
// are outside the terminal's key: the link's token is the only credential, and the sandbox route is
// off in production.
import { z } from 'zod';
import { int, list, str, type PosRouteSpec } from './kit.ts';

const receiptLine = z.object({ name: str, optionName: str.nullable(), quantity: int, unitPrice: int, discount: int, amount: int });
const receiptPayment = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('cash'),
    label: str,
    amount: int,
    tendered: int,
    change: int,
    /** 현금영수증 as it stands now (identity masked); null when none was asked for or it was cancelled. */
    cashReceipt: z.object({ typeLabel: str, identityMasked: str, approvalNo: str.nullable() }).nullable(),
  }),
  z.object({ method: z.literal('card'), label: str, amount: int, maskedCardNo: str.nullable(), installment: str, approvalNo: str }),
]);
const receiptRefund = z.object({
  refundNo: str,
  refundedAt: str,
  total: int,
  lines: list(z.object({ name: str, optionName: str.nullable(), quantity: int, amount: int })),
});

/** What the receipt page shows: the printed receipt's content, without staff names or internal ids. */
export const posReceiptViewSchema = z.object({
  shop: z.object({ name: str, representative: str, businessNumber: str, address: str, phone: str }).nullable(),
  receiptNo: str,
  soldAt: str,
  lines: list(receiptLine),
  discounts: list(z.object({ label: str, amount: int })),
  totals: z.object({ subtotal: int, lineDiscount: int, saleDiscount: int, total: int, supply: int, vat: int }),
  payments: list(receiptPayment),
  refunds: list(receiptRefund),
  /** Σ refunds; total − refunded is what the sale stands at. */
  refundedTotal: int,
  phoneMasked: str,
  expiresAt: str,
});
export type PosReceiptView = z.output<typeof posReceiptViewSchema>;
export type PosReceiptViewPayment = PosReceiptView['payments'][number];

const messageQuery = z.object({
  target: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const posSandboxMessagesReplySchema = z.object({
  items: list(z.object({ id: int, channel: str, target: str, subject: str, body: str, createdAt: str })),
});
export type PosSandboxMessages = z.output<typeof posSandboxMessagesReplySchema>;

export const RECEIPT_ROUTES = {
  'receipts.byToken': { method: 'GET', path: '/api/pos/receipts/:token', auth: 'none', reply: posReceiptViewSchema },
  'sandbox.messages': { method: 'GET', path: '/api/pos/sandbox/messages', auth: 'none', query: messageQuery, reply: posSandboxMessagesReplySchema },
} as const satisfies Record<string, PosRouteSpec>;
