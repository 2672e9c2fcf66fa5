import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberProfile, OwnApiClient, ShopApiClient } from '@courtside/core';
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
  const auth = createAuthActions({ loadShopApi: async () => shopApi, ownApi, storage, now: () => now });
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

  it('reads a visitor back without loading the Shop API client (its code stays off a visitor\'s page)', async () => {
    const t = setup();
    let loads = 0;
    const visitor = createAuthActions({
      loadShopApi: async () => {
        loads += 1;
        return {} as ShopApiClient;
      },
      ownApi: { getCookie: async () => ({ accesstoken: null, expiresIn: null }), setCookie: async () => undefined } as unknown as OwnApiClient,
      storage: t.storage,
      now: t.now,
    });
    await visitor.hydrate();
    await visitor.logout();
    expect(useAuthStore.getState()).toMatchObject({ hydrated: true, session: { status: 'anonymous' } });
    expect(loads).toBe(0);
  });

  it('skips the cookie read when the server saw no session cookie and no identity is stored, but not otherwise', async () => {
    const t = setup();
    let reads = 0;
    const withHint = (hasSessionCookie: boolean) =>
      createAuthActions({
        loadShopApi: async () => ({}) as ShopApiClient,
        ownApi: {
          getCookie: async () => {
            reads += 1;
            return { accesstoken: t.cookies.SHOP_KEY ?? null, expiresIn: t.cookies.EXPIRES_IN ?? null, customKey: null, customKeyTime: null };
          },
          setCookie: async ({ key, keyType }: { key: string; keyType: string }) => void (t.cookies[keyType] = key === '' ? null : key),
        },
        storage: t.storage,
        now: t.now,
        hasSessionCookie: () => hasSessionCookie,
      });
    await withHint(false).hydrate();
    expect(reads).toBe(0);
    expect(useAuthStore.getState()).toMatchObject({ hydrated: true, session: { status: 'anonymous' } });
    // A stored identity is always checked against the cookie (and cleared when the cookie is gone).
    await t.auth.login('tennis_lee', 'tennis1234', false);
    useAuthStore.setState(initialAuthState, true);
    await withHint(false).hydrate();
    expect(reads).toBe(1);
    expect(useAuthStore.getState().session.status).toBe('active');
    // A cookie the server saw without an identity is read, so it can be cleared.
    t.storage.removeItem('USER_IDENTIFIER');
    useAuthStore.setState(initialAuthState, true);
    await withHint(true).hydrate();
    expect(reads).toBe(2);
    expect(t.cookies.SHOP_KEY).toBeNull();
  });

  it('keeps a stored session when the cookie read fails (offline, or cut off by a navigation)', async () => {
    const t = setup();
    await t.auth.login('tennis_lee', 'tennis1234', false);
    useAuthStore.setState(initialAuthState, true);
    const failing = createAuthActions({
      loadShopApi: async () => ({}) as ShopApiClient,
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
