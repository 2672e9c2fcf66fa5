// Who sent a request, for per-client limits (login tries, registration guesses, upload quotas). The
// socket's peer unless the server is told it sits behind proxies it trusts (TRUST_PROXY = how many):
// a client can write any X-Forwarded-For it likes, but each trusted proxy appends the address it saw,
// so the entry that many places from the right is the one the nearest untrusted hop could not forge.

/** TRUST_PROXY as a hop count: unset, '', 'false', '0' → 0; 'true' → 1; a number → that many. */
export function trustedProxyHops(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return 0;
  if (v === 'true') return 1;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUST_PROXY는 true, false 또는 0~10의 숫자여야 합니다: ${value}`);
  return n;
}

/** `::ffff:127.0.0.1` → `127.0.0.1`; trims; '' → null. */
function normalise(address: string | null | undefined): string | null {
  const a = (address ?? '').trim();
  if (a === '') return null;
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/**
 * The client's address: the socket peer with no trusted proxy; behind `hops` trusted proxies, the
 * X-Forwarded-For entry `hops` places from the right (the leftmost one when there are fewer entries);
 * 'unknown' when nothing is known.
 */
export function clientAddress(input: { socketAddress?: string | null; forwardedFor?: string | null; trustedHops: number }): string {
  const socket = normalise(input.socketAddress);
  if (input.trustedHops <= 0) return socket ?? 'unknown';
  const entries = (input.forwardedFor ?? '').split(',').map((e) => normalise(e)).filter((e): e is string => e !== null);
  if (entries.length === 0) return socket ?? 'unknown';
  return entries[Math.max(0, entries.length - input.trustedHops)] ?? socket ?? 'unknown';
}
