// The member session in the browser: a zustand store whose `session` only ever changes through
// core's reduceSession (seed §4: logged in while a user identifier exists; the token counts as
// expired 60 s before its end). The token lives in HttpOnly cookies (/api/set-cookie) and in memory
// here; USER_IDENTIFIER and issuanceTime live in local storage.
import {
  ANONYMOUS_SESSION,
  reduceSession,
  type AccessTokenReply,
  type MemberProfile,
  type OwnApiClient,
  type SessionEvent,
  type SessionState,
  type ShopApiClient,
} from '@courtside/core';
import { isAdminProfile } from './admin';
import { initialAuthState, markAnonymousAtStart, nothingToReadBack, useAuthStore } from './auth-state';
import { clearIdentity, readIdentity, writeIdentity, type KeyValueStorage } from './session-storage';

export { initialAuthState, useAuthStore, type AuthState } from './auth-state';
export { sessionExpiresAt } from '@courtside/core';

export interface AuthDependencies {
  /**
   * The Shop API client, loaded when first needed (login, logout with a token, a member's profile):
   * a visitor's page reads the session back without loading the client's code.
   */
  loadShopApi: () => Promise<ShopApiClient>;
  ownApi: Pick<OwnApiClient, 'getCookie' | 'setCookie'>;
  storage: KeyValueStorage;
  /**
   * The server's word on whether this page came with a session cookie. When it says no and no
   * identity is stored, there is no session to read back and none to clear: the cookie read is skipped.
   */
  hasSessionCookie?: () => boolean;
  now: () => number;
  /**
   * Runs once a login's token is in hand, before the session turns active (so the header and the
   * page the shopper returns to read the member's data after it): the guest cart moves in here.
   * Its failure never fails the login.
   */
  onLogin?: () => Promise<void>;
}

export interface LoginWithTokenInput {
  accessToken: string;
  /** Seconds, as the platform's `expireIn`. */
  expireIn: number;
  /** Read from GET /profile when not given (social login answers only a token). */
  userIdentifier?: string;
}

export interface AuthActions {
  /** Reads the session back from local storage and the cookie; run once at start. */
  hydrate(): Promise<void>;
  /** POST /oauth/token, keep the token in cookies, remember the identity, load the profile. */
  login(memberId: string, password: string, keepLogin: boolean): Promise<AccessTokenReply>;
  /** For a token obtained elsewhere (social login, a join that logs in). */
  loginWithToken(input: LoginWithTokenInput): Promise<void>;
  /** DELETE /oauth/token (best effort), then forget the cookies and the identity. */
  logout(): Promise<void>;
  loadProfile(): Promise<MemberProfile | null>;
  /** Applies the 60-s-margin expiry; answers true when this tick expired the session. */
  tick(): Promise<boolean>;
}

function apply(event: SessionEvent): SessionState {
  const next = reduceSession(useAuthStore.getState().session, event);
  useAuthStore.setState({ session: next });
  return next;
}

export function createAuthActions(deps: AuthDependencies): AuthActions {
  const { loadShopApi, ownApi, storage, now } = deps;

  async function forgetStoredSession(): Promise<void> {
    clearIdentity(storage);
    // Clearing the cookies may fail offline; the token is dead either way.
    await Promise.allSettled([
      ownApi.setCookie({ key: '', keyType: 'SHOP_KEY' }),
      ownApi.setCookie({ key: '', keyType: 'EXPIRES_IN' }),
    ]);
  }

  async function loadProfile(): Promise<MemberProfile | null> {
    try {
      const profile = await (await loadShopApi()).members.getProfile();
      useAuthStore.setState({ profile, isAdmin: isAdminProfile(profile) });
      return profile;
    } catch {
      return null;
    }
  }

  async function start(accessToken: string, expireIn: number, userIdentifier: string): Promise<void> {
    const issuanceTime = now();
    await ownApi.setCookie({ key: accessToken, keyType: 'SHOP_KEY' });
    await ownApi.setCookie({ key: String(expireIn), keyType: 'EXPIRES_IN' });
    writeIdentity(storage, { userIdentifier, issuanceTime });
    useAuthStore.setState({ accessToken });
    await deps.onLogin?.().catch(() => undefined);
    apply({ type: 'login', userIdentifier, issuanceTime, expireIn, now: issuanceTime });
    await loadProfile();
  }

  return {
    async hydrate() {
      if (nothingToReadBack(storage, deps.hasSessionCookie?.())) {
        markAnonymousAtStart();
        return;
      }
      const identity = readIdentity(storage);
      let cookie: { accesstoken: string | null; expiresIn?: string | null } = { accesstoken: null };
      let cookieRead = false;
      try {
        cookie = await ownApi.getCookie();
        cookieRead = true;
      } catch {
        // Without the cookie route the shopper browses as a visitor.
      }
      const expireIn = Number(cookie.expiresIn);
      if (!identity || !cookie.accesstoken || !Number.isFinite(expireIn) || expireIn <= 0) {
        // Half a session (identity without token, or the reverse) is no session: clear both halves
        // so the server guards and this store agree. A cookie read that failed (offline, or cut off
        // by the next navigation) says nothing about the cookies, so nothing is cleared then.
        if (cookieRead && (identity || cookie.accesstoken)) await forgetStoredSession();
        useAuthStore.setState({ ...initialAuthState, hydrated: true });
        return;
      }
      useAuthStore.setState({ accessToken: cookie.accesstoken });
      const session = apply({ type: 'login', ...identity, expireIn, now: now() });
      if (session.status !== 'active') {
        await forgetStoredSession();
        useAuthStore.setState({ accessToken: null, hydrated: true });
        return;
      }
      useAuthStore.setState({ hydrated: true });
      await loadProfile();
    },

    async login(memberId, password, keepLogin) {
      const reply = await (await loadShopApi()).auth.login({ memberId, password, keepLogin });
      await start(reply.accessToken, reply.expireIn, memberId);
      return reply;
    },

    async loginWithToken({ accessToken, expireIn, userIdentifier }) {
      let identifier = userIdentifier;
      if (!identifier) {
        // The token is sent while the session is not `expired`, so the profile call carries it.
        useAuthStore.setState({ accessToken, session: ANONYMOUS_SESSION });
        identifier = (await (await loadShopApi()).members.getProfile()).memberId;
      }
      await start(accessToken, expireIn, identifier);
    },

    async logout() {
      if (useAuthStore.getState().accessToken) {
        try {
          await (await loadShopApi()).auth.logout();
        } catch {
          // An already-dead token cannot be revoked; logging out locally is what matters.
        }
      }
      await forgetStoredSession();
      apply({ type: 'logout' });
      useAuthStore.setState({ accessToken: null, profile: null, isAdmin: false });
    },

    loadProfile,

    async tick() {
      const before = useAuthStore.getState().session;
      const after = apply({ type: 'tick', now: now() });
      if (before.status === 'active' && after.status === 'expired') {
        await forgetStoredSession();
        useAuthStore.setState({ accessToken: null, profile: null, isAdmin: false });
        return true;
      }
      return false;
    },
  };
}
