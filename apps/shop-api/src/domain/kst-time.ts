// The platform writes times as Korea time text.

/** ISO time → the platform's `yyyy-MM-dd HH:mm:ss` in Korea time. */
export function toYmdt(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(new Date(iso).getTime() + 9 * 3600_000);
  return d.toISOString().replace('T', ' ').slice(0, 19);
}

/** ISO time → `yyyy-MM-dd` in Korea time. */
export function toYmd(iso: string): string {
  return (toYmdt(iso) ?? '').slice(0, 10);
}
