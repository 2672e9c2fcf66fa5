// The browser's own-server client (/api/*), one per page. Imported by the islands that use it;
// the session actions load it on first use (a visitor's page without a session cookie never does).
import { createOwnApiClient, type OwnApiClient } from '@courtside/core';
import { browserFetch } from '@/lib/session/auth-client';

let client: OwnApiClient | null = null;

export function ownApiClient(): OwnApiClient {
  client ??= createOwnApiClient({ baseUrl: '', fetch: browserFetch });
  return client;
}
