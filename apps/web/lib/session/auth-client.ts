// The browser's session actions, one set per page, with no React context: the header, the login form
// and any island call them directly. The clients' code is loaded only when an action needs it: the
// own-server client to read the session cookie (skipped for a visitor whose page came without one),
// the Shop API client for login, a member's profile and logout with a token.
import type { OwnApiClient, ShopApiClient } from '@courtside/core';
import { createAuthActions, type AuthActions } from './auth-store';
import { browserStorage } from './session-storage';

/** The browser's fetch must be called with `window` as `this`; core calls it as a plain function. */
export const browserFetch: typeof fetch = (input, init) => window.fetch(input, init);

let auth: AuthActions | null = null;
let sessionCookie = true;

/** The root layout says whether the page was served with a session cookie (read before hydrate). */
export function rememberSessionCookie(present: boolean): void {
  sessionCookie = present;
}

/** The Shop API client, its code fetched on first use. */
export function loadShopApi(): Promise<ShopApiClient> {
  return import('@/lib/client/shop-api-client').then((m) => m.shopApiClient());
}

function loadOwnApi(): Promise<OwnApiClient> {
  return import('@/lib/client/own-api-client').then((m) => m.ownApiClient());
}

/** login / loginWithToken / logout / loadProfile / hydrate / tick; read state with useAuthStore(selector). */
export function authActions(): AuthActions {
  auth ??= createAuthActions({
    loadShopApi,
    ownApi: {
      getCookie: async () => (await loadOwnApi()).getCookie(),
      setCookie: async (input) => (await loadOwnApi()).setCookie(input),
    },
    storage: browserStorage(),
    now: () => Date.now(),
    hasSessionCookie: () => sessionCookie,
    onLogin: async () => {
      const [{ keepGuestCartAtLogin }, shopApi] = await Promise.all([import('@/lib/cart/guest-cart-login'), loadShopApi()]);
      await keepGuestCartAtLogin(shopApi);
    },
  });
  return auth;
}
