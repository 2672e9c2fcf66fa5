// The pieces every area of the IPC contract builds on: bounded won and quantities, calendar days,
// trimmed text, the empty argument, and the shape of one channel's spec.
import { z } from 'zod';
import type { Permission } from '../permissions.ts';

export const won = z.number().int().min(0).max(1_000_000_000);
export const signedQty = z.number().int().min(-100_000).max(100_000);
export const qty = z.number().int().min(1).max(10_000);
export const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const shortText = (max: number) => z.string().trim().max(max);
/** A channel that takes no arguments. */
export const none = z.object({}).strict();
export const idArg = z.object({ id: z.string().min(1).max(64) });

/** One channel: the argument schema the services parse with, the result schema, and who may call it. */
export interface ChannelSpec {
  readonly args: z.ZodType;
  readonly result: z.ZodType;
  readonly permission: Permission;
}
export type ChannelSpecs = Readonly<Record<string, ChannelSpec>>;
