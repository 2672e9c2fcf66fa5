// Issue 30: a stranger must not be able to lock a member out of login. Real sockets from distinct
// client addresses on the loopback interface (127.0.0.x) against the running stand-in (SQLite, or
// PostgreSQL under TEST_DATABASE_URL); the server's clock is moved instead of waiting.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../../testing/test-server.ts';
import { CLIENT_LOGIN_POLICY, ID_BACKOFF_POLICY } from './attempt-limits.ts';

const lee = seedMembers.shopper;
let api: TestShopApi;
let clientId = '';

beforeAll(async () => {
  api = await startTestShopApi('login-limits');
  clientId = api.clientId;
});
afterAll(async () => {
  await api.close();
});

/** POST /oauth/token from the client address `from`, optionally with an X-Forwarded-For the client wrote. */
function login(from: string, memberId: string, password: string, forwardedFor?: string): Promise<{ status: number; code?: string; message?: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ memberId, password });
    const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), clientId, platform: 'PC', Version: '1.0' };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const req = request(`${api.url}/oauth/token`, { method: 'POST', localAddress: from, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        const reply = JSON.parse(text || '{}') as { code?: string; message?: string };
        resolve({ status: res.statusCode ?? 0, code: reply.code, message: reply.message });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('member login limits', () => {
  it('ten wrong passwords lock only the guessing client: the owner signs in from elsewhere at once', async () => {
    for (let i = 0; i < 9; i++) expect((await login('127.0.0.11', lee.memberId, `wrong-${i}`)).status).toBe(400);
    const tenth = await login('127.0.0.11', lee.memberId, 'wrong-9');
    expect(tenth).toMatchObject({ status: 429, code: 'M0310', message: expect.stringMatching(/잠겼습니다.*15분/) });
    // A forged X-Forwarded-For does not make the guesser someone else (no trusted proxy).
    expect((await login('127.0.0.11', lee.memberId, lee.password, '203.0.113.7')).status).toBe(429);
    expect((await login('127.0.0.12', lee.memberId, lee.password)).status).toBe(200);
    // Another case of the same id is the same id.
    expect((await login('127.0.0.11', lee.memberId.toUpperCase(), lee.password)).status).toBe(429);
    api.advance(15 * 60_000 + 1000);
    expect((await login('127.0.0.11', lee.memberId, lee.password)).status).toBe(200);
  });

  it('one client trying many ids is stopped, other clients are not', async () => {
    const answers: number[] = [];
    for (let i = 0; i < CLIENT_LOGIN_POLICY.maxFailures; i++) answers.push((await login('127.0.0.21', `nobody_${i}`, 'tennis1234')).status);
    expect(answers.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const next = await login('127.0.0.21', lee.memberId, lee.password);
    expect(next).toMatchObject({ status: 429, code: 'M0312', message: expect.stringMatching(/분 후 다시 시도/) });
    expect((await login('127.0.0.22', lee.memberId, lee.password)).status).toBe(200);
    api.advance(15 * 60_000 + 1000);
  });

  it('many clients guessing one id slow it down by seconds, never lock the owner out for long', async () => {
    // Each guesser address tries once: no pair and no client limit is reached.
    for (let i = 0; i < ID_BACKOFF_POLICY.freeFailures; i++) expect((await login(`127.0.1.${i + 1}`, lee.memberId, `guess-${i}`)).status).toBe(400);
    expect((await login('127.0.0.31', lee.memberId, lee.password)).status).toBe(200);
    // Past the free tries each failure makes the id wait a little, growing to at most 30 s.
    for (let i = 0; i < 12; i++) {
      const r = await login(`127.0.2.${i + 1}`, lee.memberId, `guess-more-${i}`);
      expect([400, 429]).toContain(r.status);
      api.advance(ID_BACKOFF_POLICY.maxMs + 1000);
    }
    expect((await login('127.0.2.100', lee.memberId, 'one-more')).status).toBe(400);
    const waiting = await login('127.0.0.32', lee.memberId, lee.password);
    expect(waiting).toMatchObject({ status: 429, code: 'M0311', message: expect.stringMatching(/초 후 다시 시도/) });
    const seconds = Number(/(\d+)초/.exec(waiting.message ?? '')?.[1]);
    expect(seconds).toBeLessThanOrEqual(ID_BACKOFF_POLICY.maxMs / 1000);
    api.advance(seconds * 1000 + 100);
    expect((await login('127.0.0.32', lee.memberId, lee.password)).status).toBe(200);
  });
});
