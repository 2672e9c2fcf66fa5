// Issue 18: staff PIN guesses are limited across names, in the database (so a second server instance
// sees the same count), with a code and a Korean message. Issue 30: registration never checks a PIN
// (nobody can lock an admin out from an unregistered machine), and wrong registration codes are
// counted per client address, apart from staff sign-in — two real client addresses (127.0.0.1 and
// 127.0.0.2 on the loopback interface) show one guesser cannot block another's registration.
import { request as httpRequest } from 'node:http';
import { posRoutePath } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, ADMIN, type PosStack } from './testing/stack';
import { startPosServer, type PosTestServer } from './testing/pos-server';

let stack: PosStack;
let second: PosTestServer;

beforeAll(async () => {
  stack = await startPosStack('pos-attempts');
  // A second instance of the own server on the same database.
  second = await startPosServer(stack.posDb.url, { platformUrl: stack.platform.url, systemKey: stack.platform.systemKey, setupCode: 'test-setup-code' });
}, 60_000);

afterAll(async () => {
  await second?.close();
  await stack?.close();
});

const signIn = (base: string, name: string, pin: string, terminalKey = stack.terminal.terminalKey) =>
  fetch(`${base}${posRoutePath('sessions.login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-pos-terminal-key': terminalKey },
    body: JSON.stringify({ name, pin }),
  });

/** POST /api/pos/terminals from the client address `from` (a real socket bound to it). */
function register(base: string, body: unknown, from = '127.0.0.1'): Promise<{ status: number; body: { code?: string; message?: string; terminalKey?: string } }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(`${base}${posRoutePath('terminals.register')}`, { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as { code?: string } }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

describe('staff PIN guesses', () => {
  it('lock the terminal after ten wrong PINs spread over many names, on every instance', async () => {
    for (const name of ['김일', '김이', '김삼', '김사', '김오', '김육', '김칠', '김팔', '김구', '김십']) {
      await stack.api(posRoutePath('staff.list'), { method: 'POST', json: { name, pin: '8642', role: 'cashier' } });
    }
    const names = ['김일', '김이', '김삼', '김사', '김오', '김육', '김칠', '김팔', '김구'];
    // One guess per name never reaches a name's own lock (five), so only the terminal's count stops it.
    for (const [i, name] of names.entries()) expect((await signIn(i % 2 ? second.url : stack.server.url, name, '1111')).status).toBe(401);
    const tenth = await signIn(second.url, '김십', '1111');
    expect(tenth.status).toBe(429);
    expect(await tenth.json()).toMatchObject({ code: 'POS_STAFF_LOCKED', message: expect.stringMatching(/잠시 후 다시 시도/) });
    // The right PIN of an untouched name waits too, on the other instance.
    expect((await signIn(stack.server.url, '김십', '8642')).status).toBe(429);
  }, 60_000);

});

describe('terminal registration guesses (issue 30)', () => {
  it('with an admin\'s name and wrong PINs, never lock that admin\'s sign-in at the counter', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await register(i % 2 ? second.url : stack.server.url, { name: '카운터 9', admin: { name: ADMIN.name, pin: String(1000 + i) } }, '127.0.0.3');
      expect(res.status).not.toBe(201);
    }
    // (The first terminal's sign-in is locked by the PIN guesses above: the admin signs in on a new one.)
    const fresh = await register(stack.server.url, { name: '카운터 8', setupCode: await stack.pairingCode() }, '127.0.0.7');
    expect(fresh.status).toBe(201);
    expect((await signIn(second.url, ADMIN.name, ADMIN.pin, fresh.body.terminalKey)).status).toBe(201);
  }, 60_000);

  it('lock only the guessing client after ten wrong codes; another client registers with a real code', async () => {
    for (let i = 0; i < 9; i++) {
      const res = await register(i % 2 ? second.url : stack.server.url, { name: '카운터 9', setupCode: `0000-000${i}` }, '127.0.0.4');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('POS_PAIRING_CODE_INVALID');
    }
    const tenth = await register(stack.server.url, { name: '카운터 9', setupCode: '0000-0009' }, '127.0.0.4');
    expect(tenth.status).toBe(429);
    expect(tenth.body).toMatchObject({ code: 'POS_REGISTER_LOCKED', message: expect.stringMatching(/분 후 다시 시도/) });
    // Even a right code waits on the locked client (on every instance) …
    const code = await stack.pairingCode();
    expect((await register(second.url, { name: '카운터 9', setupCode: code }, '127.0.0.4')).status).toBe(429);
    // … while another client registers with it, and staff still sign in on the registered terminal.
    const other = await register(second.url, { name: '카운터 10', setupCode: code }, '127.0.0.5');
    expect(other.status).toBe(201);
    expect(other.body.terminalKey).toEqual(expect.any(String));
    expect((await signIn(stack.server.url, ADMIN.name, ADMIN.pin, other.body.terminalKey)).status).toBe(201);
  }, 60_000);

  it('count apart from staff sign-in: a terminal locked for PIN guesses does not stop registration', async () => {
    expect((await signIn(stack.server.url, ADMIN.name, ADMIN.pin)).status).toBe(429);
    const code = await stack.pairingCode();
    expect((await register(stack.server.url, { name: '카운터 11', setupCode: code })).status).toBe(201);
  }, 60_000);
});
