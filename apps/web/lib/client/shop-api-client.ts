// The browser's Shop API client (the browser calls the platform directly; CORS is on): one per page,
// created on first use with the config the root layout handed over, the member's token read from
// the session store. Imported by the islands that call the platform, or loaded by auth-client.ts.
import { DEVICE_BREAKPOINTS, createShopApiClient, type ShopApiClient, type ShopPlatform } from '@courtside/core';
import { handedPublicConfig } from '@/lib/public-config';
import { browserFetch } from '@/lib/session/auth-client';
import { sessionReadBack, useAuthStore } from '@/lib/session/auth-state';

/** MOBILE_WEB on a phone-sized viewport or a mobile browser, PC otherwise (seed §9: PC default). */
export function detectPlatform(): ShopPlatform {
  if (typeof window === 'undefined') return 'PC';
  const narrow = window.innerWidth < DEVICE_BREAKPOINTS.tablet;
  const mobileAgent = /Mobi|Android|iPhone|iPad/i.test(window.navigator.userAgent);
  return narrow || mobileAgent ? 'MOBILE_WEB' : 'PC';
}

let client: ShopApiClient | null = null;

export function shopApiClient(): ShopApiClient {
  if (client) return client;
  const config = handedPublicConfig();
  const created = createShopApiClient({
    baseUrl: config.shopApiUrl,
    clientId: config.clientId,
    platform: detectPlatform(),
    fetch: browserFetch,
    tokens: {
      getAccessToken: () => useAuthStore.getState().accessToken,
      isAccessTokenDisabled: () => useAuthStore.getState().session.status === 'expired',
      // A call made while the session is still being read back (a member's page just opened) waits for it.
      ready: sessionReadBack,
    },
  });
  // On the server (a client component's first render) the platform is not known yet: not kept.
  if (typeof window !== 'undefined') client = created;
  return created;
}
