// The partner tokens the own server holds for itself: one channel token (catalogue for server
// renders, production thumbnails, order exports) and one token per store customer (their editor
// documents and projects). Each is renewed by core's pod token rule — 60 s before the partner's
// deadline — and concurrent callers share one renewal instead of each asking the partner.
import { NO_POD_TOKEN, podTokenNeedsRenewal, reducePodToken, type PodTokenState } from '@courtside/core/machines';
import type { PodProvider } from './partner/provider';

interface Held {
  token: string;
  state: PodTokenState;
}

/** Customers kept at most; the oldest entry is dropped beyond this (a guest's token is cheap to reissue). */
export const MAX_USER_TOKENS = 1000;

export interface PodTokenCache {
  channelToken(): Promise<string>;
  userToken(storeCustomerId: string): Promise<string>;
  /** Drops a token the partner refused, so the next call asks for a new one. */
  forget(token: string): void;
}

export function createPodTokenCache(provider: Pick<PodProvider, 'authorizeChannel' | 'authorizeUser'>, now: () => number): PodTokenCache {
  const held = new Map<string, Held>();
  const pending = new Map<string, Promise<string>>();

  async function obtain(key: string, issue: () => Promise<{ access_token: string; expires_in: number }>): Promise<string> {
    const current = held.get(key);
    if (current && !podTokenNeedsRenewal(current.state, now())) return current.token;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const renewal = (async () => {
      const issuedAt = now();
      const reply = await issue();
      held.delete(key);
      held.set(key, { token: reply.access_token, state: reducePodToken(NO_POD_TOKEN, { type: 'issued', issuedAt, expiresIn: reply.expires_in }) });
      if (held.size > MAX_USER_TOKENS + 1) {
        const oldest = held.keys().next().value;
        if (oldest !== undefined && oldest !== key) held.delete(oldest);
      }
      return reply.access_token;
    })().finally(() => pending.delete(key));
    pending.set(key, renewal);
    return renewal;
  }

  return {
    channelToken: () => obtain('channel', () => provider.authorizeChannel()),
    userToken: (storeCustomerId) => obtain(`user:${storeCustomerId}`, () => provider.authorizeUser(storeCustomerId)),
    forget(token) {
      for (const [key, value] of held) if (value.token === token) held.delete(key);
    },
  };
}
