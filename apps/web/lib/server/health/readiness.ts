// Liveness and readiness of the own server (GET /api/health, /api/ready). Ready means each of its
// dependencies answers, each named in the reply: the database is reachable, every migration is
// applied, and the commerce platform answers its /health. A check that does not answer within
// CHECK_TIMEOUT_MS counts as down, so a stopped PostgreSQL is reported within seconds, not after the
// driver's own timeouts. start:scale and nginx's balancer use /api/ready.
import 'server-only';
import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from '@courtside/db';
import { webConfig } from '@/lib/config';
import { webDb } from '@/lib/server/db';
import { migrations } from '@/lib/server/db/migrations';

export const CHECK_TIMEOUT_MS = 2000;

export interface CheckResult {
  name: 'database' | 'migrations' | 'platform';
  ok: boolean;
  /** Korean, for the operator. */
  detail: string;
  ms: number;
}

export interface Readiness {
  ready: boolean;
  instance: string;
  checks: CheckResult[];
}

async function timed(name: CheckResult['name'], check: () => Promise<string>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${CHECK_TIMEOUT_MS / 1000}초 안에 응답하지 않았습니다`)), CHECK_TIMEOUT_MS);
  });
  try {
    const detail = await Promise.race([check(), timeout]);
    return { name, ok: true, detail, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error), ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessDeps {
  db: () => Promise<Kysely<unknown>>;
  migrations: Parameters<typeof pendingMigrations>[1];
  platformUrl: string;
  instance: string;
}

export function defaultReadinessDeps(): ReadinessDeps {
  const config = webConfig();
  return { db: async () => (await webDb()) as unknown as Kysely<unknown>, migrations, platformUrl: config.shopApiUrl, instance: config.instanceId };
}

export async function readiness(deps: ReadinessDeps = defaultReadinessDeps()): Promise<Readiness> {
  let db: Kysely<unknown> | null = null;
  const database = await timed('database', async () => {
    db = await deps.db();
    await sql`select 1`.execute(db);
    return '연결됨';
  });
  const migrationCheck = database.ok
    ? await timed('migrations', async () => {
        const pending = await pendingMigrations(db!, deps.migrations);
        if (pending.length > 0) throw new Error(`적용되지 않은 마이그레이션: ${pending.join(', ')}`);
        return `${Object.keys(deps.migrations).length}개 적용됨`;
      })
    : { name: 'migrations' as const, ok: false, detail: '데이터베이스에 연결할 수 없어 확인하지 못했습니다', ms: 0 };
  const platform = await timed('platform', async () => {
    const res = await fetch(`${deps.platformUrl}/health`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), cache: 'no-store' });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${deps.platformUrl}/health 응답 ${res.status}`);
    return `${deps.platformUrl} 응답함`;
  });
  const checks = [database, migrationCheck, platform];
  return { ready: checks.every((c) => c.ok), instance: deps.instance, checks };
}
