// The browser's session actions, one set per page, with no React context: the header, the login form
// and any island call them directly. Nothing heavy is loaded up front: a visitor whose page came
// without a session cookie and who has no stored identity is anonymous at once; otherwise the actions
// (auth-store.ts, on core's session machine) load, with the own-server client to read the session
// cookie, and the Shop API client once an action needs it (login, a member's profile, logout).
import type { OwnApiClient, ShopApiClient } from '@courtside/core/api';
import type { AuthActions } from './auth-store';
import { markAnonymousAtStart, nothingToReadBack } from './auth-state';
import { browserStorage } from './session-storage';
import { hasSessionMarker } from './session-marker';

/** The browser's fetch must be called with `window` as `this`; core calls it as a plain function. */
export const browserFetch: typeof fetch = (input, init) => window.fetch(input, init);

let loaded: Promise<AuthActions> | null = null;

/** Whether a session cookie may be there (the readable marker beside the HttpOnly ones; session-marker.ts). */
const sessionCookie = (): boolean => typeof document === 'undefined' || hasSessionMarker(document.cookie);

/** The Shop API client, its code fetched on first use. */
export function loadShopApi(): Promise<ShopApiClient> {
  return import('@/lib/client/shop-api-client').then((m) => m.shopApiClient());
}

function loadOwnApi(): Promise<OwnApiClient> {
  return import('@/lib/client/own-api-client').then((m) => m.ownApiClient());
}

function actions(): Promise<AuthActions> {
  loaded ??= import('./auth-store').then(({ createAuthActions }) =>
    createAuthActions({
      loadShopApi,
      ownApi: {
        getCookie: async () => (await loadOwnApi()).getCookie(),
        setCookie: async (input) => (await loadOwnApi()).setCookie(input),
      },
      storage: browserStorage(),
      now: () => Date.now(),
      hasSessionCookie: sessionCookie,
      onLogin: async () => {
        const [{ keepGuestCartAtLogin }, shopApi] = await Promise.all([import('@/lib/cart/guest-cart-login'), loadShopApi()]);
        await keepGuestCartAtLogin(shopApi);
      },
    }),
  );
  return loaded;
}

const facade: AuthActions = {
  async hydrate() {
    if (nothingToReadBack(browserStorage(), sessionCookie())) return markAnonymousAtStart();
    return (await actions()).hydrate();
  },
  login: async (memberId, password, keepLogin) => (await actions()).login(memberId, password, keepLogin),
  loginWithToken: async (input) => (await actions()).loginWithToken(input),
  logout: async () => (await actions()).logout(),
  loadProfile: async () => (await actions()).loadProfile(),
  tick: async () => (await actions()).tick(),
};

/** login / loginWithToken / logout / loadProfile / hydrate / tick; read state with useAuthStore(selector). */
export function authActions(): AuthActions {
  return facade;
}
