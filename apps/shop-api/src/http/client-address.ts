// The client's address for per-client limits (login tries): the socket's peer (@hono/node-server
// hands the Node request over as `c.env.incoming`), or behind the trusted proxies TRUST_PROXY names
// the X-Forwarded-For entry they wrote (core's clientAddress) — never a value the client wrote.
// An HTTP adapter other than @hono/node-server must keep `c.env.incoming` (CONTEXT.md pitfall).
import type { Context } from 'hono';
import { clientAddress } from '@courtside/core/security';
import { requestHeader } from './node-request.ts';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientOf(c: Context, trustedHops: number): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? null;
  return clientAddress({ socketAddress: socket, forwardedFor: requestHeader(c, 'x-forwarded-for') ?? null, trustedHops });
}
