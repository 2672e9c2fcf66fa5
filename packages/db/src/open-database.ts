// One way to open a server database from a URL: SQLite (embedded default, WAL) or PostgreSQL.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, PostgresAdapter, type SqliteDatabase } from 'kysely';
import pg from 'pg';

export type DialectName = 'sqlite' | 'postgres';

export interface OpenDatabaseOptions {
  /** SQLite only: FULL for the terminal outbox, NORMAL (safe with WAL) for servers. */
  synchronous?: 'FULL' | 'NORMAL';
  /** PostgreSQL pool size. */
  poolSize?: number;
  /**
   * SQLite only: checkpoint the WAL on a timer instead of inside a commit. SQLite's automatic
   * checkpoint runs in whichever commit crosses 1,000 WAL pages, so one request in many pays for
   * copying pages it never wrote. With this set, a PASSIVE checkpoint (it never waits for anyone)
   * runs every `checkpointEveryMs` while no transaction is open. Durability is unchanged: a
   * committed transaction is in the WAL.
   */
  checkpointEveryMs?: number;
}

export interface OpenedDatabase<DB> {
  db: Kysely<DB>;
  dialect: DialectName;
  /** SQLite only: the better-sqlite3 handle under `db`, for hot paths that run prepared statements on it. */
  sqlite: SQLite.Database | null;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `sqlite:./data/x.sqlite`, `file:/abs/x.sqlite`, a plain path, or `:memory:` → a SQLite file path. */
export function sqlitePathFromUrl(url: string): string {
  const stripped = url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  return stripped === ':memory:' ? stripped : resolve(stripped);
}

/**
 * The PostgreSQL pools this process has open (metrics: db_pool_connections). Kept on globalThis so a
 * bundled copy of this module (the storefront's Next build) and its server script see the same set.
 */
const POOLS_KEY = Symbol.for('courtside.db.pools');
const openPools: Set<pg.Pool> = ((globalThis as Record<symbol, unknown>)[POOLS_KEY] as Set<pg.Pool> | undefined) ?? new Set<pg.Pool>();
(globalThis as Record<symbol, unknown>)[POOLS_KEY] = openPools;

/** Connections of every open PostgreSQL pool in this process: all, idle, and queries waiting for one (0s on SQLite). */
export function poolStats(): { total: number; idle: number; waiting: number } {
  let total = 0;
  let idle = 0;
  let waiting = 0;
  for (const p of openPools) {
    total += p.totalCount;
    idle += p.idleCount;
    waiting += p.waitingCount;
  }
  return { total, idle, waiting };
}

export function openDatabase<DB>(url: string, options: OpenDatabaseOptions = {}): OpenedDatabase<DB> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    openPools.add(pool);
    // An idle client whose server connection ends (restart, database dropped) emits 'error'; unhandled,
    // that would crash the process. The pool replaces the client on the next query.
    const warn = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.warn(`[db] PostgreSQL 연결 오류: ${error.message}`);
    };
    pool.on('error', warn);
    // A client checked out for a query or transaction has no pool listener; when its connection
    // drops, the running query already rejects, and this keeps the 'error' event from crashing us.
    pool.on('connect', (client) => client.on('error', warn));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      sqlite: null,
      close: () => {
        openPools.delete(pool);
        return db.destroy();
      },
    };
  }
  const path = sqlitePathFromUrl(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  const stopCheckpoints = options.checkpointEveryMs ? checkpointOnTimer(database, options.checkpointEveryMs) : () => {};
  return {
    db,
    dialect: 'sqlite',
    sqlite: database,
    close: () => {
      stopCheckpoints();
      return db.destroy();
    },
  };
}

function checkpointOnTimer(database: SQLite.Database, everyMs: number): () => void {
  database.pragma('wal_autocheckpoint = 0');
  const timer = setInterval(() => {
    if (database.open && !database.inTransaction) database.pragma('wal_checkpoint(PASSIVE)');
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Distinct statements kept prepared per connection (the least recently used goes first). */
const statementCacheSize = 256;

/**
 * The connection as Kysely sees it, with every statement prepared once and reused: Kysely prepares
 * each query it runs, and compiling the SQL costs as much as running a short indexed query. A
 * statement still being iterated (a stream) is never handed out twice; a fresh one is prepared.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const kept = cache.get(sql);
      if (kept && !kept.busy) {
        cache.delete(sql);
        cache.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept) return statement;
      cache.set(sql, statement);
      if (cache.size > statementCacheSize) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

/** Which dialect a Kysely instance speaks (migrations need it for id columns). */
export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
