// DNS rebinding: a page on an attacker's name that resolves to 127.0.0.1 reaches a loopback server
// with the attacker's name in the Host header. A server meant for this machine answers only the
// names it is known by.

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

function withPort(name: string, port: number): string {
  return `${name}:${port}`;
}

/** Host header values (lower case) a loopback server on `listenHost:port` answers. */
export function allowedHostHeaders(listenHost: string, port: number, extraNames: readonly string[] = []): string[] {
  const listen = listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost;
  const wildcard = listen === '0.0.0.0' || listen === '[::]';
  const names = new Set([...LOOPBACK_NAMES, ...(wildcard ? [] : [listen]), ...extraNames].map((n) => n.toLowerCase()));
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(withPort(name, port));
    if (port === 80) hosts.add(name);
  }
  return [...hosts];
}

/** Whether a Host header is on the allow-list (a missing header is refused). */
export function isAllowedHostHeader(host: string | undefined | null, allowed: readonly string[]): boolean {
  if (!host) return false;
  return allowed.includes(host.trim().toLowerCase());
}

/** Whether an Origin header is one of the allowed hosts over http (a missing Origin is allowed). */
export function isAllowedOrigin(origin: string | undefined | null, allowed: readonly string[]): boolean {
  if (origin === undefined || origin === null) return true;
  const o = origin.trim().toLowerCase();
  return allowed.some((host) => o === `http://${host}`);
}
