// 0150 (issue 18): attempt limits and quotas shared by every instance of the own server — staff PIN
// and setup-code guesses, upload signing per visitor.
import type { Kysely } from 'kysely';
import { createRateLimitsTable } from '@courtside/db';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createRateLimitsTable(db);
}
