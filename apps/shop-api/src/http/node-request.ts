// The request and reply as Node has them (issue 31: the HTTP layer off the hot path).
// @hono/node-server hands Hono a lightweight Request whose WHATWG parts are made only when asked
// for: `c.req.header()` builds a whole `Headers` from the raw header list, `c.header()` another for
// the reply (iterated again to write it), and reading the body builds the full `Request` with a
// `ReadableStream` over the socket and an `AbortController`. Nothing here needs them: request
// headers are read from Node's own parsed object (`c.env.incoming.headers`), headers every reply
// carries are set on Node's reply (`c.env.outgoing.setHeader`; Node merges them with the adapter's
// `writeHead`, whose own win). Bodies are read once, bounded, in `body.ts` (through Hono's request:
// only requests that carry one). Without a Node request (Hono's `app.request()` in tests) each
// falls back to Hono's own call.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** What @hono/node-server passes as `c.env` (another adapter must keep it: CONTEXT.md pitfall). */
export interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

export function nodeOf(c: Context): NodeBindings {
  return (c.env as NodeBindings | undefined) ?? {};
}

/**
 * A request header by its lower-case name, as `c.req.header(name)` gives it (several lines of one
 * header joined with ', '), without a WHATWG `Headers` per request.
 */
export function requestHeader(c: Context, lowerCaseName: string): string | undefined {
  const incoming = nodeOf(c).incoming;
  if (!incoming) return c.req.header(lowerCaseName);
  const value = incoming.headers[lowerCaseName];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Sets a header the reply carries whatever the route answers (set before the route runs). A header
 * the route sets itself with `c.header()` wins, as it did when both went through Hono.
 */
export function replyHeader(c: Context, lowerCaseName: string, value: string): void {
  const outgoing = nodeOf(c).outgoing;
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(lowerCaseName, value);
  else c.header(lowerCaseName, value);
}
