// How pod storefront pages read a partner refusal: missing → 404 page, no variant → the retry alert,
// anything else (partner away) → the retry alert with the catalogue's message.
import 'server-only';
import { messageFor } from '@courtside/core/errors';
import { RouteError } from '@/lib/server/api-route';
import { rethrowNextSignals } from '@/lib/server/shop';

export type PodPageFailure = { kind: 'not-found' } | { kind: 'retry'; message: string };

export function podPageFailure(error: unknown): PodPageFailure {
  rethrowNextSignals(error);
  if (error instanceof RouteError && error.code === 'POD_NOT_FOUND') return { kind: 'not-found' };
  if (error instanceof RouteError && error.code === 'POD_VARIANT_MISSING') return { kind: 'retry', message: error.message };
  console.error('[pod] partner call failed', error);
  return { kind: 'retry', message: messageFor('POD_VARIANT_MISSING') };
}
