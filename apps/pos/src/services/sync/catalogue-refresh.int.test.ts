// 상품 새로고침 (catalogue.refresh) against a real own server and platform: it answers how many
// catalogue items it applied, and nothing once the terminal is up to date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '@courtside/pos-server/catalogue';
import { ADMIN, startPosStack, type PosStack } from '@courtside/pos-server/testing/stack';
import { createTestTerminal } from '../testing/test-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';

describe('catalogue.refresh', () => {
  let stack: PosStack;
  let t: TestTerminal;
  beforeAll(async () => {
    stack = await startPosStack('pos-refresh');
    t = await createTestTerminal({ POS_SERVER_URL: stack.server.url });
    const registered = await t.dispatch('terminal.register', { name: '카운터 2', adminName: null, adminPin: null, setupCode: await stack.pairingCode() });
    expect(registered.ok).toBe(true);
    expect((await t.dispatch('auth.login', { name: ADMIN.name, pin: ADMIN.pin })).ok).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
    await stack?.close();
  });

  it('answers the number of items it applied, then 0 when nothing changed', async () => {
    await stack.platform.createProduct('새로고침 시험 그립', 9000, [5]);
    await stack.platform.createProduct('새로고침 시험 댐프너', 6000, [3, 4]);
    // The server brings its change log up to date with the platform (a terminal's request only starts it in the background).
    await sweepOnce(stack.server.deps);
    // What the server's feed holds for a terminal starting from nothing.
    const feed = (await (await stack.api('/api/pos/catalogue?limit=2000')).json()) as { items: unknown[] };
    expect(feed.items.length).toBeGreaterThanOrEqual(2);

    const first = await t.dispatch('catalogue.refresh', {});
    expect(first).toMatchObject({ ok: true, value: { applied: feed.items.length } });
    const found = await t.dispatch('catalogue.search', { query: '새로고침', limit: 10 });
    expect(found.ok && (found.value as unknown[]).length).toBe(3);

    const second = await t.dispatch('catalogue.refresh', {});
    expect(second).toMatchObject({ ok: true, value: { applied: 0 } });

    await stack.platform.createProduct('새로고침 시험 손목밴드', 4000, [2]);
    await sweepOnce(stack.server.deps);
    const third = await t.dispatch('catalogue.refresh', {});
    expect(third).toMatchObject({ ok: true, value: { applied: 1 } });
  }, 60_000);
});
