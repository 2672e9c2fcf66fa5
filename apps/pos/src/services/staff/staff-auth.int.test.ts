import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PosStaffLoginReply } from '@courtside/core/pos';
import { openTerminalDb } from '../db/open-terminal-db.ts';
import type { TerminalDbHandle } from '../db/open-terminal-db.ts';
import { createTerminalIdentityStore } from '../terminal-identity.ts';
import { PosServerError } from '../server/pos-server-client.ts';
import { createStaffAuth } from './staff-auth.ts';

const NOW = Date.parse('2024-03-05T03:00:00Z');

function reply(name: string, pin: string): PosStaffLoginReply {
  void pin;
  return {
    token: 'session-token',
    expiresAt: '2024-03-05T15:00:00Z',
    staff: { staffId: 5, name, role: 'cashier', active: true },
    terminal: { terminalId: 1, name: '카운터 1', registeredAt: '2024-01-01T00:00:00Z' },
    offline: { staff: { staffId: 5, name, role: 'cashier', active: true }, hash: { algorithm: 'scrypt', salt: Buffer.from('0123456789abcdef').toString('base64'), N: 1024, r: 8, p: 1, keyLength: 32 }, offlineUntil: '2024-03-12T03:00:00Z' },
  };
}

describe('staff sign-in with an offline credential cache', () => {
  let handle: TerminalDbHandle;
  let serverUp: boolean;
  let serverRefuses: boolean;
  let now: number;
  let auth: ReturnType<typeof createStaffAuth>;

  beforeEach(async () => {
    handle = await openTerminalDb(':memory:');
    const identity = createTerminalIdentityStore(handle.db);
    await identity.save({ terminalId: 1, name: '카운터 1', key: 'key' });
    serverUp = true;
    serverRefuses = false;
    now = NOW;
    auth = createStaffAuth({
      db: handle.db,
      identity,
      now: () => now,
      server: {
        login: async ({ name, pin }) => {
          if (!serverUp) throw new PosServerError('SERVER_UNREACHABLE', '연결 불가', 0, true);
          if (name === '없는사람') throw new PosServerError('POS_STAFF_NAME_UNKNOWN', '없음', 401, false);
          if (name === '퇴사자') throw new PosServerError('POS_STAFF_INACTIVE', '중지', 403, false);
          if (name === '다른서버') throw new PosServerError('POS_TERMINAL_KEY_INVALID', '모름', 401, false);
          if (serverRefuses || pin !== '1357') throw new PosServerError('POS_STAFF_LOGIN_FAILED', '이름 또는 PIN이 올바르지 않습니다.', 401, false);
          return reply(name, pin);
        },
        unlockStaff: async () => {
          if (!serverUp) throw new PosServerError('SERVER_UNREACHABLE', '연결 불가', 0, true);
        },
        logout: async () => undefined,
      },
    });
  });
  afterEach(async () => handle.close());

  it('signs in online and keeps only a scrypt hash of the PIN', async () => {
    const session = await auth.login('정직원', '1357');
    expect(session).toMatchObject({ staffId: 5, offline: false, token: 'session-token' });
    const row = await handle.db.selectFrom('staff_credentials').selectAll().executeTakeFirstOrThrow();
    expect(row.pin_hash).not.toContain('1357');
    expect(Buffer.from(row.pin_hash, 'base64')).toHaveLength(32);
  });

  it('lets the same person in offline with the same PIN, and not with another', async () => {
    await auth.login('정직원', '1357');
    serverUp = false;
    await expect(auth.login('정직원', '1357')).resolves.toMatchObject({ staffId: 5, offline: true, token: null });
    await expect(auth.login('정직원', '0000')).rejects.toMatchObject({ code: 'AUTH_FAILED' });
  });

  it('refuses offline someone who never signed in online on this terminal', async () => {
    serverUp = false;
    await expect(auth.login('처음', '1357')).rejects.toMatchObject({ code: 'AUTH_OFFLINE_UNKNOWN' });
  });

  it('refuses an offline sign-in after the credential has expired', async () => {
    await auth.login('정직원', '1357');
    serverUp = false;
    now = Date.parse('2024-03-13T00:00:00Z');
    await expect(auth.login('정직원', '1357')).rejects.toMatchObject({ code: 'AUTH_OFFLINE_EXPIRED' });
  });

  it('does not fall back to the cache when the server is up and says no (a changed PIN)', async () => {
    await auth.login('정직원', '1357');
    serverRefuses = true;
    await expect(auth.login('정직원', '1357')).rejects.toMatchObject({ code: 'AUTH_FAILED' });
    expect(auth.current()).toBeNull();
  });

  it('locks offline sign-in for a name after five wrong PINs', async () => {
    await auth.login('정직원', '1357');
    serverUp = false;
    for (let i = 0; i < 5; i += 1) await expect(auth.login('정직원', '9999')).rejects.toMatchObject({ code: 'AUTH_FAILED' });
    // 03:00Z + 60 s is 12:01 in Seoul: the message says until when.
    await expect(auth.login('정직원', '1357')).rejects.toThrow(/여러 번.*12:01까지/);
    now += 61_000;
    await expect(auth.login('정직원', '1357')).resolves.toMatchObject({ offline: true });
  });

  it('offline, an admin’s own cached PIN unlocks a locked name; a cashier’s does not', async () => {
    await auth.login('정직원', '1357');
    await auth.seedCredential({ staffId: 90, name: '사장님', role: 'admin' }, '8080', 3600_000);
    await auth.seedCredential({ staffId: 91, name: '옆계산', role: 'cashier' }, '9090', 3600_000);
    serverUp = false;
    for (let i = 0; i < 5; i += 1) await expect(auth.login('정직원', '9999')).rejects.toMatchObject({ code: 'AUTH_FAILED' });
    await expect(auth.login('정직원', '1357')).rejects.toThrow(/까지/);
    await expect(auth.unlockStaff('정직원', { name: '옆계산', pin: '9090' })).rejects.toMatchObject({ code: 'AUTH_FORBIDDEN' });
    await expect(auth.unlockStaff('정직원', { name: '사장님', pin: '0000' })).rejects.toMatchObject({ code: 'AUTH_FAILED' });
    await auth.unlockStaff('정직원', { name: '사장님', pin: '8080' });
    await expect(auth.login('정직원', '1357')).resolves.toMatchObject({ offline: true });
  });

  it('tells an unknown name, a stopped account, a wrong PIN and a forgotten terminal apart', async () => {
    await expect(auth.login('없는사람', '1357')).rejects.toMatchObject({ code: 'AUTH_STAFF_UNKNOWN', message: expect.stringContaining('이름') });
    await expect(auth.login('퇴사자', '1357')).rejects.toMatchObject({ code: 'AUTH_STAFF_INACTIVE', message: expect.stringContaining('사용이 중지') });
    await expect(auth.login('정직원', '0000')).rejects.toMatchObject({ code: 'AUTH_FAILED', message: 'PIN이 올바르지 않습니다.' });
    await expect(auth.login('다른서버', '1357')).rejects.toMatchObject({ code: 'TERMINAL_KEY_REJECTED', message: expect.stringContaining('다시 등록') });
    serverUp = false;
    await expect(auth.login('처음', '1357')).rejects.toMatchObject({ message: expect.stringContaining('서버에 연결할 수 없') });
  });

  it('says the terminal is not registered instead of asking a server it has no key for', async () => {
    const fresh = await openTerminalDb(':memory:');
    let asked = false;
    const unregistered = createStaffAuth({
      db: fresh.db,
      identity: createTerminalIdentityStore(fresh.db),
      now: () => now,
      server: {
        login: async () => {
          asked = true;
          throw new PosServerError('SERVER_UNREACHABLE', '연결 불가', 0, true);
        },
        unlockStaff: async () => {
          throw new PosServerError('SERVER_UNREACHABLE', '연결 불가', 0, true);
        },
        logout: async () => undefined,
      },
    });
    await expect(unregistered.login('사장님', '1234')).rejects.toMatchObject({ code: 'TERMINAL_NOT_REGISTERED', message: expect.stringContaining('단말기 등록') });
    expect(asked).toBe(false);
    await fresh.close();
  });

  it('keeps one session per screen: signing in on a tab leaves the window signed in as before', async () => {
    await auth.login('정직원', '1357', 'main');
    expect(auth.current('tab:other')).toBeNull();
    await auth.login('정직원', '1357', 'tab:other');
    await auth.logout('tab:other');
    expect(auth.current('tab:other')).toBeNull();
    expect(auth.current('main')).toMatchObject({ staffId: 5 });
  });

  it('locks a screen left idle past the lock time until a PIN is entered again', async () => {
    let idleMs = 5 * 60_000;
    auth = createStaffAuth({ db: handle.db, identity: createTerminalIdentityStore(handle.db), now: () => now, idleLockMs: () => idleMs, server: { login: async ({ name, pin }) => reply(name, pin), unlockStaff: async () => undefined, logout: async () => undefined } });
    await auth.login('정직원', '1357', 'main');
    now += 4 * 60_000;
    auth.touch('main');
    now += 4 * 60_000;
    expect(auth.state('main')).toMatchObject({ locked: false });
    now += 2 * 60_000;
    expect(auth.current('main')).toBeNull();
    expect(auth.state('main')).toMatchObject({ locked: true, session: { staffId: 5 } });
    await auth.login('정직원', '1357', 'main');
    expect(auth.state('main')).toMatchObject({ locked: false });
    auth.lock('main');
    expect(auth.current('main')).toBeNull();
    idleMs = 0;
  });
});
