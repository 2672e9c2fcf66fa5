// The hostname a custom server gives Next (scripts/serve.mjs). Next decides whether the proxy's rewrite
// (proxy.ts: the catalogue's addresses to app/cached/) is served in process by comparing its origin with
// `http://<hostname>:<port>`, while the proxy sees the request's URL with every loopback name turned
// into `localhost` (NextURL). Told `127.0.0.1`, Next took each cached page's rewrite for another origin
// and fetched it from itself over HTTP: twice the work per page, and a reset under load answered 500.

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/** `localhost` for a loopback address (as Next's proxy names it), any other host as it is. */
export function nextHostname(host) {
  return LOOPBACK.test(host) ? 'localhost' : host;
}
