// Seeds and sizes of the fault runs: FAULT_SEED replays a run (printed on failure), FAULT_FORM=long
// (pnpm bench) picks the long form; every run prints one summary line.
export function faultSeed(fallback: number): number {
  const raw = process.env.FAULT_SEED;
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : fallback;
}

export function isLongForm(): boolean {
  return process.env.FAULT_FORM === 'long';
}

export function faultForm<T>(short: T, long: T): T {
  return isLongForm() ? long : short;
}

/** `[fault] name form=short seed=… sales=… kills=… duration=…s result=ok` */
export function summary(name: string, facts: Readonly<Record<string, number | string | boolean>> & { readonly ms: number; readonly ok: boolean }): void {
  const { ms, ok, ...rest } = facts;
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${String(v)}`);
  console.log(`[fault] ${name} form=${isLongForm() ? 'long' : 'short'} ${fields.join(' ')} duration=${(ms / 1000).toFixed(1)}s result=${ok ? 'ok' : 'FAILED'}`);
}
