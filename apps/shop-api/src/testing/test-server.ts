// Integration-test harness: a real server on a random port over a fresh database
// (SQLite by default; PostgreSQL when TEST_DATABASE_URL is set), with a controllable clock.
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import { checkAndRecord } from './conformance-log.ts';
import { loadConfig } from '../config.ts';
import { startShopApi, type RunningShopApi } from '../server.ts';

export interface TestShopApi extends RunningShopApi {
  /** fetch with the platform headers; the reply is checked against the shopby contract. */
  call(path: string, init?: RequestInit & { json?: unknown; token?: string; guestToken?: string }): Promise<Response>;
  /** Move the server clock forward. */
  advance(ms: number): void;
  clientId: string;
  systemKey: string;
  testDb: TestDatabase;
}

export async function startTestShopApi(label = 'shop', env: Record<string, string> = {}): Promise<TestShopApi> {
  const testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, label);
  // The deadline scheduler runs only when a test calls scheduler.runOnce() unless the test asks for its timer.
  const config = loadConfig({ SHOP_API_PORT: '0', DATABASE_URL: testDb.url, DATA_DIR: '/tmp/courtside-test-data', SHOP_SCHEDULER_INTERVAL_MS: '0', SHOP_RESTOCK_ALERT_INTERVAL_MS: '0', SHOP_RETURN_ORIGINS: 'http://shop.test', SHOP_LOG_LEVEL: 'silent', ...env });
  let offset = 0;
  const running = await startShopApi(config, { now: () => new Date(Date.now() + offset) });
  const clientId = config.clientIds[0] ?? 'courtside-local';
  return {
    ...running,
    clientId,
    systemKey: config.systemKey,
    testDb,
    advance: (ms) => {
      offset += ms;
    },
    call: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('clientId')) headers.set('clientId', clientId);
      if (!headers.has('platform')) headers.set('platform', 'PC');
      if (!headers.has('Version')) headers.set('Version', '1.0');
      if (init.token) headers.set('accessToken', init.token);
      if (init.guestToken) headers.set('guestToken', init.guestToken);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const url = `${running.url}${path}`;
      const method = (init.method ?? 'GET').toUpperCase();
      return fetch(url, { ...init, headers, body }).then(async (res) => {
        // Every reply a test receives is checked against the platform contract.
        await checkAndRecord(inject('conformanceLog'), method, url, res);
        return res;
      });
    },
    close: async () => {
      await running.close();
      await testDb.drop();
    },
  };
}
