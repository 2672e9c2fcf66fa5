// 0150 (issue 18): attempt limits and quotas shared by every instance — member login and guest
// order lookup lock after repeated wrong passwords.
import type { Kysely } from 'kysely';
import { createRateLimitsTable } from '@courtside/db';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createRateLimitsTable(db);
}
