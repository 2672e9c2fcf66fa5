// Test helper: a fresh, empty database per suite — a temp SQLite file by default, or a new
// PostgreSQL database on the server named by TEST_DATABASE_URL (the CI runs the suites on both).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

export async function createTestDatabase(adminUrl: string | undefined, label = 'test'): Promise<TestDatabase> {
  if (adminUrl && /^postgres(ql)?:\/\//i.test(adminUrl)) {
    const name = `courtside_${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      dialect: 'postgres',
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `courtside-${label}-`));
  return {
    url: `sqlite:${join(dir, 'db.sqlite')}`,
    dialect: 'sqlite',
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
