// Recorded sales (this terminal's and the store's), their detail, reprints and refunds.
import { z } from 'zod';
import { printOutcomeSchema } from './devices.ts';
import { idArg, qty, shortText, ymd, type ChannelSpecs } from './kit.ts';
import { paymentSchema, recordedPaymentSchema, saleDiscountSchema, saleLineSchema } from './sales.ts';

export const orderQuerySchema = z.object({
  date: ymd.nullable(),
  staffId: z.number().int().nullable(),
});

export const storeOrderQuerySchema = z.object({
  date: ymd.nullable(),
  receiptNo: z.string().trim().max(40).regex(/^[0-9A-Za-z-]*$/).nullable(),
  staffId: z.number().int().nullable(),
  page: z.number().int().min(1).max(100_000),
});

export const orderSummarySchema = z.object({
  id: z.string(),
  receiptNo: z.string(),
  soldAt: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  total: z.number().int(),
  refunded: z.number().int(),
  itemCount: z.number().int(),
  methods: z.array(z.enum(['cash', 'card'])),
  synced: z.boolean(),
});

export const refundLineSchema = z.object({ lineNo: z.number().int().min(0), quantity: qty });

export const refundRequestSchema = z.object({
  saleId: z.string().min(1),
  /** Empty: refund everything still refundable. */
  lines: z.array(refundLineSchema).max(500),
  reason: shortText(200).min(1),
  method: z.enum(['cash', 'card']),
  /** Only for 수기 입력 sales: a card sale approved through the agent is cancelled through it, nothing typed. */
  approvalNo: z.string().trim().regex(/^[0-9A-Za-z-]{4,20}$/).nullable(),
});

export const refundSummarySchema = z.object({
  id: z.string(),
  receiptNo: z.string(),
  refundedAt: z.string(),
  total: z.number().int(),
  method: z.enum(['cash', 'card']),
  reason: z.string(),
  lines: z.array(z.object({ lineNo: z.number().int(), quantity: z.number().int(), amount: z.number().int() })),
});

export const orderDetailSchema = orderSummarySchema.extend({
  subtotal: z.number().int(),
  discountLabel: z.string().nullable(),
  discountAmount: z.number().int(),
  lines: z.array(saleLineSchema.extend({ lineNo: z.number().int(), refundable: z.number().int() })),
  payments: z.array(recordedPaymentSchema),
  refunds: z.array(refundSummarySchema),
  receiptPreview: z.array(z.string()),
});

export const refundResultSchema = z.object({ refund: refundSummarySchema, print: printOutcomeSchema });

/** 교환 (#28 item 6): lines of a sale of this terminal go back, new goods go out. */
export const exchangeQuoteSchema = z.object({
  saleId: z.string().min(1),
  returns: z.array(refundLineSchema).min(1).max(500),
  lines: z.array(saleLineSchema).min(1).max(500),
  saleDiscount: saleDiscountSchema.nullable(),
});

export const exchangeQuoteResultSchema = z.object({
  returned: z.number().int(),
  newTotal: z.number().int(),
  credit: z.number().int(),
  /** What the shopper pays (the new goods cost more). */
  due: z.number().int(),
  /** What goes back (the returned goods are worth more). */
  refund: z.number().int(),
  /** How `refund` can go back: card when the sale was paid by card (up to `cardRefundable`), cash always. */
  refundMethods: z.array(z.enum(['cash', 'card'])),
  cardRefundable: z.number().int(),
  /** The sale's card was typed in by hand (수기 입력): a card refund needs the cancel's 승인번호. */
  cardNeedsApprovalNo: z.boolean(),
});

export const exchangeRequestSchema = exchangeQuoteSchema.extend({
  reason: shortText(200).min(1),
  /** The difference, when the new goods cost more (cash, card through the agent, 간편결제, 수기 입력). */
  payments: z.array(paymentSchema).max(4),
  /** How the difference goes back, when the returned goods are worth more. */
  refundMethod: z.enum(['cash', 'card']),
  approvalNo: z.string().trim().regex(/^[0-9A-Za-z-]{4,20}$/).nullable(),
  attemptId: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
});

export const exchangeResultSchema = z.object({
  saleId: z.string(),
  receiptNo: z.string(),
  refundNo: z.string(),
  returned: z.number().int(),
  newTotal: z.number().int(),
  due: z.number().int(),
  refund: z.number().int(),
  change: z.number().int(),
  print: printOutcomeSchema,
});

export const orderChannels = {
  'orders.list': { args: orderQuerySchema, result: z.array(orderSummarySchema), permission: 'sell' },
  'orders.store': {
    args: storeOrderQuerySchema,
    result: z.object({ source: z.enum(['server', 'local']), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(orderSummarySchema.extend({ terminalId: z.number().int() })) }),
    permission: 'sell',
  },
  'orders.get': { args: idArg, result: orderDetailSchema, permission: 'sell' },
  'orders.reprint': { args: idArg, result: printOutcomeSchema, permission: 'sell' },
  'orders.refund': { args: refundRequestSchema, result: refundResultSchema, permission: 'refund' },
  'orders.exchangeQuote': { args: exchangeQuoteSchema, result: exchangeQuoteResultSchema, permission: 'refund' },
  'orders.exchange': { args: exchangeRequestSchema, result: exchangeResultSchema, permission: 'refund' },
} as const satisfies ChannelSpecs;

export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export type RefundSummary = z.infer<typeof refundSummarySchema>;
export type ExchangeQuote = z.infer<typeof exchangeQuoteSchema>;
export type ExchangeQuoteResult = z.infer<typeof exchangeQuoteResultSchema>;
export type ExchangeRequest = z.infer<typeof exchangeRequestSchema>;
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;
