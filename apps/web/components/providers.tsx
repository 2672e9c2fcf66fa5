'use client';
// What an island that talks to the platform reaches: react-query (one QueryClient per page, shared
// by every `ApiProviders` on it, so the header's count and the cart page see the same cache), the Shop
// API client (the browser calls the platform directly; CORS is on), the own-server client and the
// session actions. Only the routes and islands that need them import this file: the root layout's
// `RootProviders` (components/root-providers.tsx) stays small, so a visitor's home, category and
// product pages load none of it up front.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { OwnApiClient, ShopApiClient } from '@courtside/core';
import { shopApiClient } from '@/lib/client/shop-api-client';
import { queryKeys } from '@/lib/query-keys';
import { ownApiClient } from '@/lib/client/own-api-client';
import { authActions } from '@/lib/session/auth-client';
import { useAuthStore, type AuthActions } from '@/lib/session/auth-store';

export { detectPlatform } from '@/lib/client/shop-api-client';

export const useShopApi = (): ShopApiClient => shopApiClient();
export const useOwnApi = (): OwnApiClient => ownApiClient();
/** login / loginWithToken / logout / loadProfile; read state with useAuthStore(selector). */
export const useAuthActions = (): AuthActions => authActions();

function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

let browserClient: QueryClient | null = null;

/** The page's QueryClient (a fresh one per server render, so no two requests share a cache). */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  if (!browserClient) {
    const client = makeQueryClient();
    // Member data never outlives the member: drop it when the session ends.
    const dropMemberData = (state: ReturnType<typeof useAuthStore.getState>) => {
      if (state.hydrated && state.session.status !== 'active') client.removeQueries({ queryKey: queryKeys.member });
    };
    dropMemberData(useAuthStore.getState());
    useAuthStore.subscribe(dropMemberData);
    browserClient = client;
  }
  return browserClient;
}

/** react-query for the routes and islands that call the platform (cart, checkout, my page, admin …). */
export function ApiProviders({ children }: { children: ReactNode }) {
  const [client] = useState(pageQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
