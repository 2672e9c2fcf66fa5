// 설정 → 할인 한도 (issue 28): a cashier's discount over it — each line's against the line's amount, the
// sale's against the lines' sum — asks for an admin's PIN (core's saleDiscountsOverLimit).
import { z } from 'zod';
import { DEFAULT_POS_DISCOUNT_LIMIT } from '@courtside/core/pos';
import { won } from './kit.ts';

export const discountLimitSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('percent'), value: z.number().int().min(0).max(100) }),
  z.object({ mode: z.literal('amount'), value: won }),
]);

export const DEFAULT_DISCOUNT_LIMIT: z.output<typeof discountLimitSchema> = { ...DEFAULT_POS_DISCOUNT_LIMIT };

export type DiscountLimit = z.infer<typeof discountLimitSchema>;
