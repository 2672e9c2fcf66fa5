import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';

describe('platform headers', () => {
  let api: TestShopApi;
  beforeAll(async () => { api = await startTestShopApi('headers'); });
  afterAll(async () => { await api.close(); });

  it('refuses a call without clientId in the platform error shape, in Korean', async () => {
    const res = await fetch(`${api.url}/categories`, { headers: { platform: 'PC' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ status: 400, code: 'C0010', error: 'Bad Request', path: 'GET /categories' });
    expect(body.message).toMatch(/clientId/);
    expect(typeof body.timestamp).toBe('string');
  });

  it('refuses an unknown clientId, a bad platform and a forged access token', async () => {
    expect((await api.call('/categories', { headers: { clientId: 'someone-else' } })).status).toBe(401);
    expect((await api.call('/categories', { headers: { platform: 'TV' } })).status).toBe(400);
    const forged = await api.call('/profile', { token: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe('M0001');
  });

  it('answers unknown paths with a Korean 404', async () => {
    const res = await api.call('/no-such-thing');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/찾을 수 없습니다/);
  });
});
