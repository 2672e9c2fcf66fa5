// GET /server/catalogue-changes (issue 33): the change record as the storefront's cache invalidation
// reads it — products (price, stock), boards' articles (0330) — with the system key, on SQLite and
// PostgreSQL (`pnpm test:pg`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardNos, seedMembers } from '../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, login } from './member-area.test-helpers.ts';

interface Changes { cursor: string; reset: boolean; productNos: number[]; categoryNos: number[]; brandNos: number[]; boardNos: number[] }

describe('the catalogue change record for the shop\'s own servers', () => {
  let api: TestShopApi;
  beforeAll(async () => {
    api = await startTestShopApi('catalogue-changes');
  });
  afterAll(async () => {
    await api.close();
  });

  const server = (path: string, init: { method?: string; json?: unknown; key?: string } = {}) =>
    fetch(`${api.url}/server${path}`, {
      method: init.method ?? 'GET',
      headers: { systemKey: init.key ?? api.systemKey, 'content-type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  const changes = async (cursor?: string): Promise<Changes> => {
    const res = await server(`/catalogue-changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Changes;
  };

  it('starts a reader with a reset and a cursor, then hands out what changed after it', async () => {
    const start = await changes();
    expect(start.reset).toBe(true);
    expect(await changes(start.cursor)).toMatchObject({ reset: false, productNos: [], boardNos: [] });

    const created = await server('/products', { method: 'POST', json: { productName: '변경 기록 댐프너', salePrice: 7000, optionLabels: ['색상'], options: [{ values: ['블랙'], addPrice: 0, stockCnt: 5 }] } });
    expect(created.status).toBe(201);
    const { productNo } = (await created.json()) as { productNo: number };
    const afterCreate = await changes(start.cursor);
    expect(afterCreate.productNos).toContain(productNo);

    // A price change through the server API.
    expect((await server(`/products/${productNo}`, { method: 'PUT', json: { salePrice: 8000 } })).status).toBe(200);
    const afterPrice = await changes(afterCreate.cursor);
    expect(afterPrice).toMatchObject({ reset: false, productNos: [productNo] });
    expect(await changes(afterPrice.cursor)).toMatchObject({ productNos: [] });
  });

  it('records a notice written by the shop, but not a reader opening it (its view count)', async () => {
    const admin = await login(api, seedMembers.admin.memberId, seedMembers.admin.password);
    const { cursor } = await changes();
    const posted = await api.call(`/boards/${boardNos.notice}/articles`, { method: 'POST', token: admin, json: { articleTitle: '배송 안내', articleContent: '연휴 배송 일정 안내입니다.' } });
    expect(posted.status).toBe(204);
    const afterPost = await changes(cursor);
    expect(afterPost.boardNos).toEqual([boardNos.notice]);
    expect((await api.call(posted.headers.get('Location') ?? '')).status).toBe(200);
    expect(await changes(afterPost.cursor)).toMatchObject({ boardNos: [] });
  });

  it('refuses a caller without the system key and a cursor it never wrote', async () => {
    const denied = await server('/catalogue-changes', { key: 'wrong-key-000' });
    expect(denied.status).toBe(401);
    expect(await errorCode(denied)).toBe('S0001');
    const bad = await server('/catalogue-changes?cursor=%27%3B%20drop');
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('C0004');
    // A well-formed cursor from another database: start again.
    expect(await changes('1.0')).toMatchObject({ reset: true });
  });
});
