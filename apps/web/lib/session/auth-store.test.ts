import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberProfile, OwnApiClient, ShopApiClient } from '@courtside/core/api';
import { createAuthActions, initialAuthState, useAuthStore } from './auth-store';
import { memoryStorage, type KeyValueStorage } from './session-storage';

const HOUR = 3_600_000;

function setup(options: { cookie?: Record<string, string | null> } = {}) {
  let now = 1_700_000_000_000;
  const cookies: Record<string, string | null> = { SHOP_KEY: null, EXPIRES_IN: null, ...options.cookie };
  const calls: string[] = [];
  const profile = { memberId: 'tennis_lee', memberGroupNames: '코트사이드 관리자', memberGroups: [] } as unknown as MemberProfile;
  const shopApi = {
    auth: {
      login: async ({ memberId }: { memberId: string }) => {
        calls.push(`login ${memberId}`);
        return { accessToken: 'token-1', expireIn: 12 * 3600 };
      },
      logout: async () => void calls.push('logout'),
    },
    members: {
      getProfile: async () => {
        calls.push(`profile ${useAuthStore.getState().accessToken}`);
        return profile;
      },
    },
  } as unknown as ShopApiClient;
  const ownApi = {
    getCookie: async () => ({ accesstoken: cookies.SHOP_KEY, expiresIn: cookies.EXPIRES_IN, customKey: null, customKeyTime: null }),
    setCookie: async ({ key, keyType }: { key: string; keyType: string }) => {
      cookies[keyType] = key === '' ? null : key;
    },
  } as unknown as OwnApiClient;
  const storage: KeyValueStorage = memoryStorage();
  const auth = createAuthActions({ shopApi, ownApi, storage, now: () => now });
  return { auth, storage, cookies, calls, advance: (ms: number) => (now += ms), now: () => now };
}

beforeEach(() => useAuthStore.setState(initialAuthState, true));

describe('auth store', () => {
  it('logs in: token in cookies, identity in local storage, admin from the profile', async () => {
    const t = setup();
    await t.auth.login('tennis_lee', 'tennis1234', false);
    expect(t.cookies).toMatchObject({ SHOP_KEY: 'token-1', EXPIRES_IN: String(12 * 3600) });
    expect(t.storage.getItem('USER_IDENTIFIER')).toBe('tennis_lee');
    expect(t.storage.getItem('issuanceTime')).toBe(String(t.now()));
    const state = useAuthStore.getState();
    expect(state.session.status).toBe('active');
    expect(state.isAdmin).toBe(true);
  });

  it('reads a live session back at start, and drops one that is past the 60 s margin', async () => {
    const t = setup();
    await t.auth.login('tennis_lee', 'tennis1234', false);
    useAuthStore.setState(initialAuthState, true);
    await t.auth.hydrate();
    expect(useAuthStore.getState().session.status).toBe('active');

    useAuthStore.setState(initialAuthState, true);
    t.advance(12 * HOUR - 60_000);
    await t.auth.hydrate();
    expect(useAuthStore.getState().session.status).toBe('expired');
    expect(t.storage.getItem('USER_IDENTIFIER')).toBeNull();
    expect(t.cookies.SHOP_KEY).toBeNull();
  });

  it('treats half a session (cookie without identity) as a visitor and clears it', async () => {
    const t = setup({ cookie: { SHOP_KEY: 'stale', EXPIRES_IN: '43200' } });
    await t.auth.hydrate();
    expect(useAuthStore.getState()).toMatchObject({ hydrated: true, accessToken: null, session: { status: 'anonymous' } });
    expect(t.cookies.SHOP_KEY).toBeNull();
  });

  it('keeps a stored session when the cookie read fails (offline, or cut off by a navigation)', async () => {
    const t = setup();
    await t.auth.login('tennis_lee', 'tennis1234', false);
    useAuthStore.setState(initialAuthState, true);
    const failing = createAuthActions({
      shopApi: {} as ShopApiClient,
      ownApi: { getCookie: async () => Promise.reject(new Error('aborted')), setCookie: async () => undefined } as unknown as OwnApiClient,
      storage: t.storage,
      now: t.now,
    });
    await failing.hydrate();
    expect(useAuthStore.getState()).toMatchObject({ hydrated: true, session: { status: 'anonymous' } });
    // The next page load reads the cookie again and finds the session whole.
    expect(t.storage.getItem('USER_IDENTIFIER')).toBe('tennis_lee');
    expect(t.cookies.SHOP_KEY).toBe('token-1');
    useAuthStore.setState(initialAuthState, true);
    await t.auth.hydrate();
    expect(useAuthStore.getState().session.status).toBe('active');
  });

  it('expires on the tick that reaches issuance + expiry − 60 s, not before', async () => {
    const t = setup();
    await t.auth.login('tennis_lee', 'tennis1234', false);
    t.advance(12 * HOUR - 60_001);
    expect(await t.auth.tick()).toBe(false);
    t.advance(1);
    expect(await t.auth.tick()).toBe(true);
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('logs in with a social token, reading the identifier from the profile', async () => {
    const t = setup();
    await t.auth.loginWithToken({ accessToken: 'social-token', expireIn: 3600 });
    expect(t.calls[0]).toBe('profile social-token');
    expect(t.storage.getItem('USER_IDENTIFIER')).toBe('tennis_lee');
    expect(useAuthStore.getState().session.status).toBe('active');
  });

  it('logs out: revokes the token and forgets cookies and identity', async () => {
    const t = setup();
    await t.auth.login('tennis_lee', 'tennis1234', false);
    await t.auth.logout();
    expect(t.calls).toContain('logout');
    expect(t.cookies.SHOP_KEY).toBeNull();
    expect(t.storage.getItem('USER_IDENTIFIER')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ session: { status: 'anonymous' }, profile: null, isAdmin: false });
  });
});
