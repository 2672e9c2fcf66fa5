// The client's address for per-client limits (upload quotas, terminal registration guesses). The
// own server (scripts/serve.mjs) writes the socket's peer into PEER_HEADER on every request,
// replacing whatever a client sent under that name; X-Forwarded-For counts only behind the trusted
// proxies TRUST_PROXY names (start:scale's nginx), from the right (core's clientAddress).
import 'server-only';
import { clientAddress } from '@courtside/core/security';
import { webConfig } from '@/lib/config';

/** Set by scripts/serve.mjs from the socket (keep the two in step). */
export const PEER_HEADER = 'x-courtside-peer';

export function clientOf(request: Request): string {
  return clientAddress({ socketAddress: request.headers.get(PEER_HEADER), forwardedFor: request.headers.get('x-forwarded-for'), trustedHops: webConfig().trustProxyHops });
}
