// What the server hands to the browser so it can call the Shop API directly (CORS is on): the
// address the shopper's browser reaches and the mall's client id. Never secrets.
export interface PublicConfig {
  shopApiUrl: string;
  clientId: string;
}

let current: PublicConfig | null = null;

/** The root layout's client provider keeps the server's config here, before any page renders. */
export function rememberPublicConfig(config: PublicConfig): void {
  current = config;
}

/** The config the root layout handed over (client code; the server reads lib/server/public-config). */
export function handedPublicConfig(): PublicConfig {
  if (!current) throw new Error('RootProviders 밖에서는 Shop API 설정을 읽을 수 없습니다.');
  return current;
}
