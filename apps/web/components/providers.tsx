'use client';
// Everything a client component reaches through context: react-query, the Shop API client (the
// browser calls the platform directly; CORS is on), the own-server client, and the session actions.
// At start it reads the session back, applies the guest cart's 24-hour expiry for visitors, and
// keeps the session's 60-s-margin expiry ticking.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEVICE_BREAKPOINTS } from '@courtside/core/constants';
import { createOwnApiClient, createShopApiClient, type OwnApiClient, type ShopApiClient, type ShopPlatform } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';
import { sessionExpiresAt } from '@courtside/core/machines';
import type { PublicConfig } from '@/lib/public-config';
import { createAuthActions, useAuthStore, type AuthActions } from '@/lib/session/auth-store';
import { browserStorage } from '@/lib/session/session-storage';
import { guestCart } from '@/lib/cart/guest-cart-store';
import { keepGuestCartAtLogin } from '@/lib/cart/guest-cart-login';
import { queryKeys } from '@/lib/query-keys';
import { showToast } from '@/lib/toast/toast-store';
import { LastPageTracker } from '@/components/layout/last-page';

interface Clients {
  shopApi: ShopApiClient;
  ownApi: OwnApiClient;
  auth: AuthActions;
}

const ClientsContext = createContext<Clients | null>(null);

function useClients(): Clients {
  const clients = useContext(ClientsContext);
  if (!clients) throw new Error('Providers 밖에서는 API 클라이언트를 쓸 수 없습니다.');
  return clients;
}

export const useShopApi = (): ShopApiClient => useClients().shopApi;
export const useOwnApi = (): OwnApiClient => useClients().ownApi;
/** login / loginWithToken / logout / loadProfile; read state with useAuthStore(selector). */
export const useAuthActions = (): AuthActions => useClients().auth;

/** MOBILE_WEB on a phone-sized viewport or a mobile browser, PC otherwise (seed §9: PC default). */
export function detectPlatform(): ShopPlatform {
  if (typeof window === 'undefined') return 'PC';
  const narrow = window.innerWidth < DEVICE_BREAKPOINTS.tablet;
  const mobileAgent = /Mobi|Android|iPhone|iPad/i.test(window.navigator.userAgent);
  return narrow || mobileAgent ? 'MOBILE_WEB' : 'PC';
}

// The browser's fetch must be called with `window` as `this`; core calls it as a plain function.
const browserFetch: typeof fetch = (input, init) => window.fetch(input, init);

function createClients(config: PublicConfig): Clients {
  const shopApi = createShopApiClient({
    baseUrl: config.shopApiUrl,
    clientId: config.clientId,
    platform: detectPlatform(),
    fetch: browserFetch,
    tokens: {
      getAccessToken: () => useAuthStore.getState().accessToken,
      isAccessTokenDisabled: () => useAuthStore.getState().session.status === 'expired',
    },
  });
  const ownApi = createOwnApiClient({ baseUrl: '', fetch: browserFetch });
  const auth = createAuthActions({
    shopApi,
    ownApi,
    storage: browserStorage(),
    now: () => Date.now(),
    onLogin: () => keepGuestCartAtLogin(shopApi),
  });
  return { shopApi, ownApi, auth };
}

/** setTimeout cannot wait longer than ~24.8 days; a 90-day login is re-checked hourly instead. */
const MAX_TICK_DELAY_MS = 3_600_000;

function SessionLifecycle({ auth }: { auth: AuthActions }) {
  const queryClient = useQueryClient();
  const session = useAuthStore((state) => state.session);
  const hydrated = useAuthStore((state) => state.hydrated);

  useEffect(() => {
    void auth.hydrate();
  }, [auth]);

  // The guest cart's 24-hour expiry runs once the session is known (members are left alone).
  useEffect(() => {
    if (hydrated) guestCart.start(session.status === 'active');
    // Only the first hydration counts as "app start", so the session is read but not a dependency.
  }, [hydrated]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'GUEST_KEY') guestCart.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Member data never outlives the member: drop it when the session ends.
  useEffect(() => {
    if (hydrated && session.status !== 'active') queryClient.removeQueries({ queryKey: queryKeys.member });
  }, [hydrated, session.status, queryClient]);

  useEffect(() => {
    const expiresAt = sessionExpiresAt(session);
    if (expiresAt === null) return;
    const check = () => {
      void auth.tick().then((expired) => {
        if (expired) showToast(messageFor('token-has-expired'), 'error');
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
  }, [session, auth]);

  return null;
}

export function Providers({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [clients] = useState(() => createClients(config));
  return (
    <QueryClientProvider client={queryClient}>
      <ClientsContext.Provider value={clients}>
        <SessionLifecycle auth={clients.auth} />
        <LastPageTracker />
        {children}
      </ClientsContext.Provider>
    </QueryClientProvider>
  );
}
