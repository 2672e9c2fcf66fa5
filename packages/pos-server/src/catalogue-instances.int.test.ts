// Two own-server instances on one POS database (each its own connection and sweep state): the first
// terminal request on either waits for one full sweep, and a sweep by one instance counts as fresh
// for the other — the platform's product list is walked once per stale period, not once per instance.
import type { OpenedDatabase } from '@courtside/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogueFresh, SWEEP_STALE_MS } from './catalogue';
import type { PosDeps } from './deps';
import { createHttpPlatform } from './platform';
import type { PosDb } from './schema';
import { startTestPlatform, type TestPlatform } from './testing/platform';
import { createPosTestDatabase, openPosDatabase, type PosTestDatabase } from './testing/pos-server';

let platform: TestPlatform;
let posDb: PosTestDatabase;
const opened: OpenedDatabase<PosDb>[] = [];
let clock = Date.parse('2026-03-02T10:00:00Z');

async function instance(): Promise<{ deps: PosDeps; walks: () => number }> {
  const db = await openPosDatabase(posDb.url);
  opened.push(db);
  const http = createHttpPlatform({ baseUrl: platform.url, systemKey: platform.systemKey });
  let walks = 0;
  const deps: PosDeps = {
    db: db.db,
    platform: {
      ...http,
      listProducts: (after, size) => {
        if (after === 0) walks += 1;
        return http.listProducts(after, size);
      },
    },
    now: () => new Date(clock),
    setupCode: 'unused',
  };
  return { deps, walks: () => walks };
}

async function sweptAt(deps: PosDeps): Promise<number> {
  const row = await deps.db.selectFrom('pos_counters').select('value').where('name', '=', 'catalogue_swept_at').executeTakeFirst();
  return Number(row?.value ?? 0);
}

beforeAll(async () => {
  platform = await startTestPlatform('catalogue-instances-shop');
  posDb = await createPosTestDatabase('catalogue-instances-pos');
  await platform.createProduct('두 인스턴스 상품', 5000, [10]);
}, 60_000);

afterAll(async () => {
  for (const db of opened) await db.close();
  await posDb?.drop();
  await platform?.close();
});

describe('catalogue sweeps across two instances', () => {
  it('sweeps once for both instances, and a sweep by either keeps the other fresh', async () => {
    const a = await instance();
    const b = await instance();

    await ensureCatalogueFresh(a.deps);
    await ensureCatalogueFresh(b.deps);
    expect([a.walks(), b.walks()]).toEqual([1, 0]);
    const items = await a.deps.db.selectFrom('pos_catalogue_items').select('item_key').execute();
    expect(items.length).toBeGreaterThan(0);

    // The log goes stale; "a" refreshes it in the background on its next request.
    clock += SWEEP_STALE_MS + 1000;
    await ensureCatalogueFresh(a.deps);
    for (let i = 0; i < 100 && (await sweptAt(a.deps)) !== clock; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await sweptAt(a.deps)).toBe(clock);
    expect(a.walks()).toBe(2);

    // "b" last knew of the first sweep, but reads the newer one from the database and does not walk again.
    await ensureCatalogueFresh(b.deps);
    expect(b.walks()).toBe(0);
  }, 60_000);
});
