// One text for one value regardless of key order, so the terminal and the server fingerprint an
// entry's payload the same way (the server refuses the same id with a different payload).

export function canonicalPosJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // undefined members are skipped below; a bare undefined becomes null like JSON.stringify([undefined]).
    return JSON.stringify(value === undefined ? null : value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalPosJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalPosJson(v)}`).join(',')}}`;
}
