// A sale at the counter: its lines, discount and payments (cash with 현금영수증, card through the VAN
// agent or 수기 입력, 간편결제), completing it, sales recovered after a stop, and held sales.
import { z } from 'zod';
import { approvalIdSchema } from './approvals.ts';
import { printOutcomeSchema } from './devices.ts';
import { idArg, none, qty, shortText, won, type ChannelSpecs } from './kit.ts';

export const saleLineSchema = z.object({
  productNo: z.number().int(),
  optionNo: z.number().int(),
  name: shortText(200).min(1),
  optionName: shortText(200),
  barcode: z.string().max(64).nullable(),
  quantity: qty,
  unitPrice: won,
  /** Line discount in won. */
  discount: won,
  /** A voided line stays on the record with its reason and counts for nothing. */
  voidReason: shortText(200).nullable(),
});

export const saleDiscountSchema = z.object({ label: shortText(40).min(1), amount: won });

/** What the shopper asked for on the cash part: an identity (digits) or nothing (자진발급 may still apply). */
export const cashReceiptRequestSchema = z.object({
  identity: z.string().trim().max(24).regex(/^[0-9\s-]*$/),
  purpose: z.enum(['income', 'expense']),
});

export const paymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: won, tendered: won, cashReceipt: cashReceiptRequestSchema.nullable().optional() }),
  /** 수기 입력: the reader is out of order and the cashier types the approval the card company gave by phone. */
  z.object({ method: z.literal('card'), amount: won, approvalNo: z.string().trim().regex(/^[0-9A-Za-z-]{4,20}$/), issuer: shortText(40).min(1) }),
  /** Through the VAN agent: the amount is sent, the approval comes back by itself. 할부 only from 50,000원. */
  z.object({ method: z.literal('van-card'), amount: won.min(1), installmentMonths: z.number().int().min(0).max(36) }),
  /** 간편결제: the barcode the shopper's app shows, approved through the agent like a card. */
  z.object({ method: z.literal('easy-pay'), amount: won.min(1), barcode: z.string().trim().regex(/^[0-9]{12,24}$/) }),
]);

/** A payment as stored on the sale (what the order screen shows and the slip prints). */
export const recordedPaymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('cash'),
    amount: won,
    tendered: won,
    cashReceipt: z
      .object({ status: z.enum(['issued', 'pending']), approvalNo: z.string().nullable(), purpose: z.enum(['income', 'expense']), identityMasked: z.string(), selfIssued: z.boolean(), amount: won, issuedAt: z.string().nullable() })
      .nullable(),
  }),
  z.object({
    method: z.literal('card'),
    amount: won,
    approvalNo: z.string(),
    issuer: z.string(),
    maskedCardNo: z.string().nullable(),
    installmentMonths: z.number().int(),
    entry: z.enum(['van', 'manual']),
    provider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'zeropay']).nullable(),
    approvedAt: z.string().nullable(),
  }),
]);

export const saleDraftSchema = z.object({
  lines: z.array(saleLineSchema).min(1).max(500),
  saleDiscount: saleDiscountSchema.nullable(),
  payments: z.array(paymentSchema).max(4),
  /** The held sale this completes, removed in the same transaction. */
  heldSaleId: z.string().nullable(),
  /** The screen's id for this payment: sent again after a lost answer, it returns the sale already recorded. */
  attemptId: z.string().regex(/^[A-Za-z0-9-]{16,64}$/).optional(),
  /** An admin's one-use approval of a discount over the shop's limit (issue 28; \`approvals.grant\`). */
  approvalId: approvalIdSchema.nullable().optional(),
});

export const completedSaleSchema = z.object({
  id: z.string(),
  receiptNo: z.string(),
  soldAt: z.string(),
  total: won,
  change: won,
  /** How it was paid: the 완료 screen shows 거스름돈 only when cash was taken. */
  methods: z.array(z.enum(['cash', 'card'])),
  /** The attempt it was recorded under (null for sales from before attempts were kept). */
  attemptId: z.string().nullable(),
  print: printOutcomeSchema,
});

/** A sale recorded just before the terminal stopped, shown before the next sale can start. */
export const recoveredSaleSchema = completedSaleSchema.omit({ print: true }).extend({
  staffName: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
});

export const heldSaleSchema = z.object({
  id: z.string(),
  label: z.string(),
  heldAt: z.string(),
  lineCount: z.number().int(),
  total: z.number().int(),
  draft: z.object({ lines: z.array(saleLineSchema), saleDiscount: saleDiscountSchema.nullable() }),
});

export const holdSaleSchema = z.object({
  label: shortText(40),
  lines: z.array(saleLineSchema).min(1).max(500),
  saleDiscount: saleDiscountSchema.nullable(),
});

export const salesChannels = {
  'sales.complete': { args: saleDraftSchema, result: completedSaleSchema, permission: 'sell' },
  'sales.acknowledge': { args: idArg, result: z.null(), permission: 'sell' },
  'sales.unacknowledged': { args: none, result: z.array(recoveredSaleSchema), permission: 'sell' },
  'sales.hold': { args: holdSaleSchema, result: heldSaleSchema, permission: 'sell' },
  'sales.held': { args: none, result: z.array(heldSaleSchema), permission: 'sell' },
  'sales.discardHeld': { args: idArg, result: z.null(), permission: 'sell' },
} as const satisfies ChannelSpecs;

export type SaleLine = z.infer<typeof saleLineSchema>;
export type SaleDiscount = z.infer<typeof saleDiscountSchema>;
export type Payment = z.infer<typeof paymentSchema>;
export type SaleDraft = z.infer<typeof saleDraftSchema>;
export type CompletedSale = z.infer<typeof completedSaleSchema>;
export type RecoveredSale = z.infer<typeof recoveredSaleSchema>;
export type HeldSale = z.infer<typeof heldSaleSchema>;
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;
export type CashReceiptRequest = z.infer<typeof cashReceiptRequestSchema>;
