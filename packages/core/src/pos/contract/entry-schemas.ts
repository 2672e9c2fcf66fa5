// The outbox entries as zod schemas (the shapes are written out in sync-entries.ts; parsing checks
// they agree), and the one parse every reader of an entry goes through.
import { z } from 'zod';
import { easyPayProvider, id, lineNo, posIssueFields, signedWon, text, won } from './kit.ts';
import { upgradePosSyncEntry } from './legacy-entries.ts';
import { POS_STOCK_REASONS, type PosRefundPayload, type PosSalePayload, type PosSyncEntry } from './sync-entries.ts';

const saleLine = z.object({
  lineNo,
  productNo: id,
  optionNo: id,
  barcode: text(64).nullable(),
  name: text(200),
  optionName: text(200).nullable(),
  quantity: z.number().int().positive().max(100_000),
  unitPrice: won,
  discount: won,
  amount: signedWon,
});
/** A 현금영수증 on the cash part of a sale (identity masked; `pending` until the agent issued it). */
const cashReceipt = z.object({
  status: z.enum(['issued', 'pending']),
  approvalNo: text(40).nullable(),
  purpose: z.enum(['income', 'expense']),
  identityMasked: text(40),
  selfIssued: z.boolean(),
  amount: won,
  issuedAt: text(40).nullable(),
});
const payment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won, tendered: won, change: signedWon, cashReceipt: cashReceipt.optional() }),
  z.object({
    method: z.literal('card'),
    amount: won,
    approvalNo: text(40),
    issuer: text(40),
    maskedCardNo: text(40).nullable(),
    installmentMonths: z.number().int().min(0).max(99),
    // Through the VAN agent (#27); absent on payments recorded before it and on 수기 입력.
    entry: z.enum(['van', 'manual']).optional(),
    provider: easyPayProvider.nullable().optional(),
    approvedAt: text(40).optional(),
    acquirer: text(40).optional(),
    merchantNo: text(40).optional(),
    tid: text(40).optional(),
    txId: text(60).optional(),
    signed: z.boolean().optional(),
  }),
]);
const salePayload = z.object({
  receiptNo: text(60),
  soldAt: text(40),
  lines: z.array(saleLine).min(1).max(500),
  discounts: z.array(z.object({ label: text(100), amount: won })).max(50),
  payments: z.array(payment).max(10),
  totals: z.object({ subtotal: won, lineDiscount: won, saleDiscount: won, total: signedWon }),
  voidedLines: z.array(z.object({ productNo: id, optionNo: id, quantity: z.number().int().min(0).max(100_000), reason: text(200) })).max(500),
  exchange: z.object({ refundId: text(40), originalSaleId: text(40), credit: won }).optional(),
});
const refundPayment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won }),
  z.object({ method: z.literal('card'), amount: won, approvalNo: text(40), originalApprovalNo: text(40), provider: easyPayProvider.nullable().optional(), entry: z.enum(['van', 'manual']).optional() }),
]);
const refundPayload = z.object({
  refundNo: text(60),
  saleId: text(40),
  refundedAt: text(40),
  reason: text(200),
  lines: z.array(z.object({ lineNo, productNo: id, optionNo: id, quantity: z.number().int().min(0).max(100_000), amount: won, restock: z.boolean() })).min(1).max(500),
  payments: z.array(refundPayment).max(10),
  total: won,
  exchange: z.object({ saleId: text(40), credit: won }).optional(),
});
const stockMovement = z.object({
  productNo: id,
  optionNo: id,
  delta: z.number().int().min(-1_000_000).max(1_000_000),
  barcode: text(64).nullable(),
  counted: z.number().int().min(0).max(10_000_000).nullable(),
  expected: z.number().int().min(-10_000_000).max(10_000_000).nullable(),
});
const stockPayload = z.object({ reason: z.enum(POS_STOCK_REASONS), note: text(200).nullable(), movedAt: text(40), movements: z.array(stockMovement).min(1).max(500) });
const cashReceiptPayload = z.object({ saleId: text(40), receipt: cashReceipt.nullable(), changedAt: text(40) });
const envelope = { id: text(40), terminalId: id, staffId: id, createdAt: text(40) };

/** One outbox entry's shape; the sums and ids are checked by checkPosSyncEntry (entry-rules.ts). */
export const posSyncEntrySchema = z.discriminatedUnion('kind', [
  z.object({ ...envelope, kind: z.literal('sale'), payload: salePayload }),
  z.object({ ...envelope, kind: z.literal('refund'), payload: refundPayload }),
  z.object({ ...envelope, kind: z.literal('stock'), payload: stockPayload }),
  z.object({ ...envelope, kind: z.literal('cash-receipt'), payload: cashReceiptPayload }),
]);

/** The batch is read loosely — entries as unknown — so one malformed entry is refused on its own. */
export const posSyncBatchSchema = z.object({ terminalId: id, entries: z.array(z.unknown()).readonly() });

/** One entry parsed against the contract (an entry written before `qty` became `quantity` is upgraded first); the failing fields are named for the refusal. */
export function parsePosSyncEntry(raw: unknown): { ok: true; entry: PosSyncEntry } | { ok: false; fields: string } {
  const parsed = posSyncEntrySchema.safeParse(upgradePosSyncEntry(raw));
  if (parsed.success) return { ok: true, entry: parsed.data satisfies PosSyncEntry };
  return { ok: false, fields: posIssueFields(parsed.error).slice(0, 5).join(', ') };
}

// The payloads as the terminal sent them, for replies that carry them (the server reads stored ones in today's shape).
export const posSalePayloadReply = salePayload as unknown as z.ZodType<PosSalePayload>;
export const posRefundPayloadReply = refundPayload as unknown as z.ZodType<PosRefundPayload>;
