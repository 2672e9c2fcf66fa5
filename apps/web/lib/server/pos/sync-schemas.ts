// zod shapes of the sync protocol (core/pos sync-types). The batch is read loosely — entries as
// unknown — so one malformed entry is refused on its own instead of failing the whole batch.
import { POS_STOCK_REASONS, type PosSyncEntry } from '@courtside/core/pos';
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const won = z.number().int().min(0).max(1_000_000_000);
const text = (max: number) => z.string().max(max);

const saleLine = z.object({
  lineNo: z.number().int().positive().max(1000),
  productNo: id,
  optionNo: id,
  barcode: text(64).nullable(),
  name: text(200),
  optionName: text(200).nullable(),
  qty: z.number().int().positive().max(100_000),
  unitPrice: won,
  discount: won,
  amount: z.number().int().min(-1_000_000_000).max(1_000_000_000),
});

const payment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won, tendered: won, change: z.number().int().min(-1_000_000_000).max(1_000_000_000) }),
  z.object({
    method: z.literal('card'),
    amount: won,
    approvalNo: text(40),
    issuer: text(40),
    maskedCardNo: text(40).nullable(),
    installmentMonths: z.number().int().min(0).max(99),
  }),
]);

const salePayload = z.object({
  receiptNo: text(60),
  soldAt: text(40),
  lines: z.array(saleLine).min(1).max(500),
  discounts: z.array(z.object({ label: text(100), amount: won })).max(50),
  payments: z.array(payment).max(10),
  totals: z.object({ subtotal: won, lineDiscount: won, saleDiscount: won, total: z.number().int().min(-1_000_000_000).max(1_000_000_000) }),
  voidedLines: z.array(z.object({ productNo: id, optionNo: id, qty: z.number().int().min(0).max(100_000), reason: text(200) })).max(500),
});

const refundPayload = z.object({
  refundNo: text(60),
  saleId: text(40),
  refundedAt: text(40),
  reason: text(200),
  lines: z.array(z.object({ lineNo: z.number().int().positive().max(1000), productNo: id, optionNo: id, qty: z.number().int().min(0).max(100_000), amount: won, restock: z.boolean() })).min(1).max(500),
  payments: z
    .array(
      z.discriminatedUnion('method', [
        z.object({ method: z.literal('cash'), amount: won }),
        z.object({ method: z.literal('card'), amount: won, approvalNo: text(40), originalApprovalNo: text(40) }),
      ]),
    )
    .max(10),
  total: won,
});

const stockPayload = z.object({
  reason: z.enum(POS_STOCK_REASONS),
  note: text(200).nullable(),
  movedAt: text(40),
  movements: z
    .array(
      z.object({
        productNo: id,
        optionNo: id,
        delta: z.number().int().min(-1_000_000).max(1_000_000),
        barcode: text(64).nullable(),
        counted: z.number().int().min(0).max(10_000_000).nullable(),
        expected: z.number().int().min(-10_000_000).max(10_000_000).nullable(),
      }),
    )
    .min(1)
    .max(500),
});

const envelope = { id: text(40), terminalId: id, staffId: id, createdAt: text(40) };

export const syncEntrySchema = z.discriminatedUnion('kind', [
  z.object({ ...envelope, kind: z.literal('sale'), payload: salePayload }),
  z.object({ ...envelope, kind: z.literal('refund'), payload: refundPayload }),
  z.object({ ...envelope, kind: z.literal('stock'), payload: stockPayload }),
]);

// The parsed shape must be exactly the contract's entry type.
export const parseSyncEntry = (raw: unknown): { ok: true; entry: PosSyncEntry } | { ok: false; fields: string } => {
  const parsed = syncEntrySchema.safeParse(raw);
  if (parsed.success) return { ok: true, entry: parsed.data satisfies PosSyncEntry };
  return { ok: false, fields: [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '본문'))].slice(0, 5).join(', ') };
};

export const syncBatchSchema = z.object({
  terminalId: id,
  entries: z.array(z.unknown()),
});
