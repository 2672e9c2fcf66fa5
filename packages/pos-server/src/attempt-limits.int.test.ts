// Issue 18: staff PIN and setup-code guesses are limited across names, in the database (so a
// second server instance sees the same count), with a code and a Korean message.
import { posRoutePath } from '@courtside/core';
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

const signIn = (base: string, name: string, pin: string) =>
  fetch(`${base}${posRoutePath('sessions.login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-pos-terminal-key': stack.terminal.terminalKey },
    body: JSON.stringify({ name, pin }),
  });

const register = (base: string, admin: { name: string; pin: string }) =>
  fetch(`${base}${posRoutePath('terminals.register')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: '카운터 9', admin }),
  });

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

  it('lock registration (admin PIN or setup code) after ten wrong guesses across names', async () => {
    for (let i = 0; i < 9; i++) expect((await register(i % 2 ? second.url : stack.server.url, { name: `없는관리자${i}`, pin: '0000' })).status).toBe(401);
    const tenth = await register(stack.server.url, { name: '없는관리자9', pin: '0000' });
    expect(tenth.status).toBe(429);
    expect((await register(second.url, ADMIN)).status).toBe(429);
  }, 60_000);
});
