// The build every instance names at /api/build-id. Each instance records its own build the first
// time it answers; all of them answer the newest build recorded. During a rolling deployment the
// shopper's page therefore never sees the answer flip between the old and the new build as the
// balancer alternates — it sees the new one from the moment one instance runs it.
import type { Kysely } from 'kysely';
import type { SharedStateDb } from './schema';

const recorded = new WeakMap<object, Set<string>>();

export async function newestBuildId(db: Kysely<SharedStateDb>, ownBuildId: string, now: Date): Promise<string> {
  const seen = recorded.get(db) ?? new Set<string>();
  recorded.set(db, seen);
  if (!seen.has(ownBuildId)) {
    await db.insertInto('web_builds').values({ build_id: ownBuildId, first_seen_at: now.toISOString() }).onConflict((oc) => oc.column('build_id').doNothing()).execute();
    seen.add(ownBuildId);
  }
  const newest = await db.selectFrom('web_builds').select('build_id').orderBy('first_seen_at', 'desc').orderBy('build_id', 'desc').limit(1).executeTakeFirst();
  return newest?.build_id ?? ownBuildId;
}
