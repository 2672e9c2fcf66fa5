// The outbox's sync with the own server: its status (pushed to every screen) and a sync on demand.
import { z } from 'zod';
import { none, type ChannelSpecs } from './kit.ts';

export const syncStatusSchema = z.object({
  status: z.enum(['online', 'offline', 'syncing', 'error']),
  pending: z.number().int(),
  lastSyncAt: z.string().nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  conflicts: z.number().int(),
  label: z.string(),
});

export const syncChannels = {
  'sync.status': { args: none, result: syncStatusSchema, permission: 'public' },
  'sync.now': { args: none, result: syncStatusSchema, permission: 'session' },
} as const satisfies ChannelSpecs;

export type SyncStatusView = z.infer<typeof syncStatusSchema>;
