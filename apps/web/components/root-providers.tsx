'use client';
// The root layout's client part, on every page, kept small: it hands the server's public config to
// the clients, reads the session back at start, applies the guest cart's 24-hour expiry for visitors
// (loading the cart rules only when a cart is stored), keeps the session's 60-s-margin expiry ticking,
// remembers the last page and loads Pretendard's unicode-range slices once the page has hydrated. react-query and the Shop API client are not here: routes and islands
// that call the platform wrap themselves in `ApiProviders` (components/providers.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { STORAGE_KEYS } from '@courtside/core/constants';
import { rememberPublicConfig, type PublicConfig } from '@/lib/public-config';
import { useGuestCartStore } from '@/lib/cart/guest-cart-view';
import { authActions } from '@/lib/session/auth-client';
import { useAuthStore } from '@/lib/session/auth-state';
import { browserStorage } from '@/lib/session/session-storage';
import { hasSessionMarker } from '@/lib/session/session-marker';
import { LastPageTracker } from '@/components/layout/last-page';

/** setTimeout cannot wait longer than ~24.8 days; a 90-day login is re-checked hourly instead. */
const MAX_TICK_DELAY_MS = 3_600_000;

const guestCartStore = () => import('@/lib/cart/guest-cart-store');
/** GUEST_KEY (core's GUEST_CART_STORAGE_KEY), named through the small constants module. */
const GUEST_CART_KEY = STORAGE_KEYS.guestKey;

function SessionLifecycle() {
  const session = useAuthStore((state) => state.session);
  const hydrated = useAuthStore((state) => state.hydrated);

  useEffect(() => {
    void authActions().hydrate();
    // Pretendard's slices for text the preloaded core subset lacks, after the first paint (app/pretendard-slices.ts).
    void import('@/app/pretendard-slices');
  }, []);

  // The guest cart's 24-hour expiry runs once the session is known (members are left alone). With
  // nothing stored there is nothing to expire: the (empty) cart counts as read.
  useEffect(() => {
    if (!hydrated) return;
    const loggedIn = session.status === 'active';
    if (browserStorage().getItem(GUEST_CART_KEY) === null) useGuestCartStore.setState({ started: true });
    else void guestCartStore().then((m) => m.guestCart.start(loggedIn));
    // Only the first hydration counts as "app start", so the session is read but not a dependency.
  }, [hydrated]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === GUEST_CART_KEY) void guestCartStore().then((m) => m.guestCart.refresh());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Only a member's session expires; the session machine loads with their session.
  useEffect(() => {
    if (session.status !== 'active') return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('@/lib/session/auth-store').then(({ sessionExpiresAt }) => {
      const expiresAt = sessionExpiresAt(session);
      if (live && expiresAt !== null) stop = tickUntil(expiresAt);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [session]);

  return null;
}

/** Ticks the session at its expiry (and when the tab comes back); answers the function that stops it. */
function tickUntil(expiresAt: number): () => void {
  const check = () => {
    void authActions()
      .tick()
      .then(async (expired) => {
        if (expired) (await import('@/lib/session/expiry-notice')).showExpiryNotice();
      });
  };
  const timer = setTimeout(check, Math.min(Math.max(0, expiresAt - Date.now()), MAX_TICK_DELAY_MS));
  // A laptop waking from sleep skips timers; check again when the tab comes back.
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export function RootProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  useState(() => {
    // Before any child renders (server and browser), so a client created during render has it.
    rememberPublicConfig(config);
    // A member's page calls the Shop API at once (profile, cart count): open that connection early.
    // Pictures come from this origin (/shop-images/), so a visitor's page needs none.
    if (typeof document !== 'undefined' && hasSessionMarker(document.cookie)) preconnect(config.shopApiUrl);
  });
  return (
    <>
      <SessionLifecycle />
      <LastPageTracker />
      {children}
    </>
  );
}
