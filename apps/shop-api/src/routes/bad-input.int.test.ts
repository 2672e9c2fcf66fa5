// Bad input never breaks the server: for EVERY registered route, malformed JSON, wrong types,
// negative or huge numbers, garbage path parameters and forged tokens get a 4xx with a code and a
// Korean message — never a 500 or a stack trace. Routes are listed from the app, so new routes are covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type RegisteredRoute } from '../testing/route-list.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { seedMembers } from '../seed/fixtures.ts';

const hangul = /[가-힣]/;

const badBodies: Array<[string, string]> = [
  ['깨진 JSON', '{"productNo": 1,'],
  ['배열 대신 객체 / 객체 대신 배열', '[]'],
  ['null', 'null'],
  ['타입이 틀린 값', JSON.stringify({ productNo: 'abc', optionNo: {}, orderCnt: 'many', memberId: 42, password: [], pageSize: 'x' })],
  ['음수와 거대한 수', JSON.stringify([{ productNo: -1, optionNo: 1e20, orderCnt: -5 }])],
  ['거대한 수량', JSON.stringify([{ productNo: 1, optionNo: 1, orderCnt: 1e12, optionInputs: 'x' }])],
];

const badParams = ['abc', '-1', '0', '99999999999999999999', '1.5'];

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

async function expectClientError(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expectReadableError(res, text, what);
}

function expectReadableError(res: Response, text: string, what: string) {
  expect(text, what).not.toMatch(/at .+\.(ts|js):\d+/); // no stack traces
  if ((res.headers.get('content-type') ?? '').includes('text/html')) {
    expect(text, what).toMatch(hangul);
    return;
  }
  const body = JSON.parse(text) as { code?: unknown; message?: unknown; status?: unknown };
  expect(typeof body.code, what).toBe('string');
  expect(String(body.message), what).toMatch(hangul);
}

async function expectNoServerError(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) expectReadableError(res, text, what);
}

describe('bad input on every route', () => {
  let api: TestShopApi;
  let token = '';
  let routes: RegisteredRoute[] = [];

  beforeAll(async () => {
    api = await startTestShopApi('badinput');
    routes = listRoutes();
    const login = await fetch(`${api.url}/oauth/token`, {
      method: 'POST',
      headers: { clientId: api.clientId, platform: 'PC', Version: '1.0', 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: seedMembers.shopper.memberId, password: seedMembers.shopper.password }),
    });
    if (login.ok) token = ((await login.json()) as { accessToken: string }).accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  const headers = (extra: Record<string, string> = {}) => ({
    clientId: api.clientId,
    platform: 'PC',
    Version: '1.0',
    systemKey: api.systemKey,
    ...(token ? { accessToken: token } : {}),
    ...extra,
  });

  it('lists the routes it checks', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('answers garbage path parameters with a 4xx', async () => {
    for (const route of routes.filter((r) => r.path.includes('{'))) {
      for (const value of badParams) {
        const path = fill(route.path, value);
        const init: RequestInit = { method: route.method, headers: headers({ 'content-type': 'application/json' }) };
        if (route.method !== 'GET' && route.method !== 'HEAD') init.body = '{}';
        await expectClientError(await fetch(`${api.url}${path}`, init), `${route.method} ${path}`);
      }
    }
  });

  it('never fails on malformed or mistyped bodies', async () => {
    for (const route of routes.filter((r) => !['GET', 'HEAD'].includes(r.method))) {
      for (const [label, body] of badBodies) {
        const path = fill(route.path, '1');
        const res = await fetch(`${api.url}${path}`, { method: route.method, headers: headers({ 'content-type': 'application/json' }), body });
        await expectNoServerError(res, `${route.method} ${path} (${label})`);
      }
    }
  });

  it('never fails on absurd query strings', async () => {
    const query = '?pageNumber=-1&pageSize=100000000&hasTotalCount=maybe&productNos=abc,,-1&cartNo=x&order.by=NOPE&startYmd=2024-13-45&filter.keywords=%00&memberId=';
    for (const route of routes) {
      const path = fill(route.path, '1') + query;
      const init: RequestInit = { method: route.method, headers: headers() };
      await expectNoServerError(await fetch(`${api.url}${path}`, init), `${route.method} ${path}`);
    }
  });

  it('refuses forged access tokens, guest tokens and system keys', async () => {
    for (const route of routes) {
      const path = fill(route.path, '1');
      const forged = { accessToken: 'forged-token', guestToken: 'forged.guest', systemKey: 'not-the-key' };
      const res = await fetch(`${api.url}${path}`, { method: route.method, headers: { ...headers(), ...forged } });
      if (route.path.startsWith('/sandbox/') || route.path.startsWith('/images/') || route.path === '/' || route.path === '/health' || route.path === '/metrics') {
        await expectNoServerError(res, `${route.method} ${path}`);
      } else {
        expect(res.status, `${route.method} ${path}`).toBe(401);
        await expectClientError(res, `${route.method} ${path}`);
      }
    }
  });
});
