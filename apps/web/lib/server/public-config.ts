import 'server-only';
import { webConfig } from '@/lib/config';
import type { PublicConfig } from '@/lib/public-config';

/** The part of the server config the client provider needs (see components/providers.tsx). */
export function publicConfig(): PublicConfig {
  const config = webConfig();
  return { shopApiUrl: config.shopApiPublicUrl, clientId: config.clientId };
}
