export { openDatabase, dialectOf, isPostgresUrl, sqlitePathFromUrl } from './open-database.ts';
export type { DialectName, OpenDatabaseOptions, OpenedDatabase } from './open-database.ts';
export { migrateToLatest, addIdColumn, syncIdSequence } from './migrate.ts';
export type { Migration } from './migrate.ts';
export { createTestDatabase } from './test-database.ts';
export type { TestDatabase } from './test-database.ts';
export { createRateLimitsTable, attemptLimiter, takeQuota, RateLimited } from './rate-limits.ts';
export type { RateLimitsTable, RateLimitsDb, AttemptPolicy, QuotaPolicy, AttemptLimiter } from './rate-limits.ts';
