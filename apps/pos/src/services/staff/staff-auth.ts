// Staff sign-in on the terminal. Online: the own server checks name + PIN and hands back a session
// token and scrypt parameters; the terminal hashes the PIN itself and caches that hash. Offline (the
// server cannot be reached, not when it refuses): the cached hash is checked instead, until the
// credential's offlineUntil. Five wrong PINs in a row lock offline sign-in for that name briefly.
// Each screen (the Electron window, every browser tab on the host) holds its own session, keyed by
// the screen's random key; a session left idle past the lock time is locked until a PIN is entered.
import { randomBytes } from 'node:crypto';
import { posPinLockoutMessage } from '@courtside/core/pos';
import type { PosOfflineCredential, PosRole, PosStaffLoginReply } from '@courtside/core/pos';
import { isPosRole } from '@courtside/core/pos';
import type { TerminalDb } from '../db/schema.ts';
import { TerminalError } from '../terminal-error.ts';
import type { PosServerClient } from '../server/pos-server-client.ts';
import { isUnreachable, PosServerError } from '../server/pos-server-client.ts';
import type { TerminalIdentityStore } from '../terminal-identity.ts';
import { hashPin, pinMatches } from './pin-hash.ts';
import type { PinHashParams } from './pin-hash.ts';

export interface StaffSession {
  readonly staffId: number;
  readonly name: string;
  readonly role: PosRole;
  readonly offline: boolean;
  /** The server session token; null for an offline sign-in. */
  readonly token: string | null;
}

export interface StaffAuthDeps {
  readonly db: TerminalDb;
  readonly server: Pick<PosServerClient, 'login' | 'logout' | 'unlockStaff'>;
  readonly identity: TerminalIdentityStore;
  readonly now: () => number;
  /** Idle time after which a screen's session locks (0: never). Read at each check. */
  readonly idleLockMs?: () => number;
}

interface ScreenEntry {
  session: StaffSession;
  lastActive: number;
  locked: boolean;
}

const MAX_OFFLINE_FAILURES = 5;
const OFFLINE_LOCK_MS = 60_000;
/** Sessions kept at once (one per screen); the longest idle is dropped beyond this. */
const MAX_SCREENS = 64;

/** The screen Electron's window and in-process callers (tests, scripts) use. */
export const DEFAULT_SCREEN = 'main';

export interface ScreenSessionState {
  readonly session: StaffSession | null;
  /** Signed in, but idle past the lock time: a PIN opens it again. */
  readonly locked: boolean;
}


/** The server's answer to a sign-in, as what the person at the counter should be told. */
function refusal(error: unknown): unknown {
  if (!(error instanceof PosServerError)) return error;
  switch (error.code) {
    case 'POS_STAFF_NAME_UNKNOWN':
      return new TerminalError('AUTH_STAFF_UNKNOWN');
    case 'POS_STAFF_INACTIVE':
      return new TerminalError('AUTH_STAFF_INACTIVE');
    case 'POS_STAFF_LOGIN_FAILED':
      return new TerminalError('AUTH_FAILED');
    case 'POS_TERMINAL_KEY_INVALID':
    case 'POS_TERMINAL_KEY_MISSING':
      return new TerminalError('TERMINAL_KEY_REJECTED');
    default:
      // Lockout and anything else the server says: its own code and Korean message.
      return error;
  }
}

export function createStaffAuth(deps: StaffAuthDeps) {
  const { db } = deps;
  const screens = new Map<string, ScreenEntry>();
  const failures = new Map<string, { count: number; lockedUntil: number }>();

  async function cacheCredential(pin: string, credential: PosOfflineCredential): Promise<void> {
    const params: PinHashParams = { salt: credential.hash.salt, N: credential.hash.N, r: credential.hash.r, p: credential.hash.p, keyLength: credential.hash.keyLength };
    const hash = (await hashPin(pin, params)).toString('base64');
    const row = {
      staff_id: credential.staff.staffId,
      name: credential.staff.name,
      role: credential.staff.role,
      salt: params.salt,
      params: JSON.stringify({ N: params.N, r: params.r, p: params.p, keyLength: params.keyLength }),
      pin_hash: hash,
      offline_until: credential.offlineUntil,
      cached_at: new Date(deps.now()).toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      // A name moved to another staff id (renamed people) must not keep the old row.
      await trx.deleteFrom('staff_credentials').where('name', '=', row.name).where('staff_id', '!=', row.staff_id).execute();
      await trx.insertInto('staff_credentials').values(row).onConflict((oc) => oc.column('staff_id').doUpdateSet(row)).execute();
    });
  }

  async function offlineLogin(name: string, pin: string): Promise<StaffSession> {
    const at = deps.now();
    const lock = failures.get(name);
    if (lock && lock.lockedUntil > at) throw new TerminalError('AUTH_FAILED', { message: posPinLockoutMessage(lock.lockedUntil), details: { lockedUntil: new Date(lock.lockedUntil).toISOString() } });
    const row = await db.selectFrom('staff_credentials').selectAll().where('name', '=', name).executeTakeFirst();
    if (!row) throw new TerminalError('AUTH_OFFLINE_UNKNOWN');
    if (Date.parse(row.offline_until) < at) throw new TerminalError('AUTH_OFFLINE_EXPIRED');
    const params = JSON.parse(row.params) as Omit<PinHashParams, 'salt'>;
    if (!(await pinMatches(pin, { ...params, salt: row.salt }, row.pin_hash))) {
      const count = (lock?.count ?? 0) + 1;
      const lockedUntil = count >= MAX_OFFLINE_FAILURES ? at + OFFLINE_LOCK_MS : 0;
      failures.set(name, { count, lockedUntil });
      if (lockedUntil > 0) throw new TerminalError('AUTH_FAILED', { message: posPinLockoutMessage(lockedUntil), details: { lockedUntil: new Date(lockedUntil).toISOString() } });
      throw new TerminalError('AUTH_FAILED');
    }
    failures.delete(name);
    if (!isPosRole(row.role)) throw new TerminalError('AUTH_FAILED');
    return { staffId: row.staff_id, name: row.name, role: row.role, offline: true, token: null };
  }

  function entryOf(screen: string): ScreenEntry | undefined {
    const entry = screens.get(screen);
    if (!entry) return undefined;
    const idle = deps.idleLockMs?.() ?? 0;
    if (!entry.locked && idle > 0 && deps.now() - entry.lastActive > idle) entry.locked = true;
    return entry;
  }

  function remember(screen: string, session: StaffSession): void {
    screens.delete(screen);
    screens.set(screen, { session, lastActive: deps.now(), locked: false });
    if (screens.size > MAX_SCREENS) {
      const oldest = [...screens].sort((a, b) => a[1].lastActive - b[1].lastActive)[0];
      if (oldest) screens.delete(oldest[0]);
    }
  }

  return {
    /** The screen's signed-in staff, or null when signed out or locked. */
    current(screen: string = DEFAULT_SCREEN): StaffSession | null {
      const entry = entryOf(screen);
      return entry && !entry.locked ? entry.session : null;
    },

    state(screen: string = DEFAULT_SCREEN): ScreenSessionState {
      const entry = entryOf(screen);
      return { session: entry?.session ?? null, locked: entry?.locked ?? false };
    },

    /** Counts as activity on the screen (any signed-in call). */
    touch(screen: string = DEFAULT_SCREEN): void {
      const entry = entryOf(screen);
      if (entry && !entry.locked) entry.lastActive = deps.now();
    },

    /** Locks the screen now (the idle timer on the screen, or the 잠금 button). */
    lock(screen: string = DEFAULT_SCREEN): void {
      const entry = screens.get(screen);
      if (entry) entry.locked = true;
    },

    async login(name: string, pin: string, screen: string = DEFAULT_SCREEN): Promise<StaffSession> {
      // A sign-in attempt means someone else may be at the counter: the screen's old session ends either way.
      screens.delete(screen);
      // An unregistered terminal has no one to ask: say so, rather than "server unreachable".
      if (!(await deps.identity.load())) throw new TerminalError('TERMINAL_NOT_REGISTERED');
      let reply: PosStaffLoginReply | undefined;
      try {
        reply = await deps.server.login({ name, pin });
      } catch (error) {
        if (!isUnreachable(error)) throw refusal(error);
      }
      let session: StaffSession;
      if (reply) {
        await cacheCredential(pin, reply.offline);
        session = { staffId: reply.staff.staffId, name: reply.staff.name, role: reply.staff.role, offline: false, token: reply.token };
      } else {
        session = await offlineLogin(name, pin);
      }
      remember(screen, session);
      return session;
    },

    /**
     * An admin unlocks a locked staff member with the admin's own name and PIN: through the own server
     * when it answers, else against the admin's cached credential (offline locks live here only).
     */
    async unlockStaff(name: string, admin: { name: string; pin: string }): Promise<void> {
      try {
        await deps.server.unlockStaff({ name, admin });
      } catch (error) {
        if (!isUnreachable(error)) throw refusal(error);
        const approver = await offlineLogin(admin.name, admin.pin);
        if (approver.role !== 'admin') throw new TerminalError('AUTH_FORBIDDEN', { message: '관리자의 이름과 PIN으로만 잠금을 풀 수 있습니다.' });
      }
      failures.delete(name);
    },

    /**
     * An admin's name and PIN checked for an approval on the spot (issue 28), without signing anyone
     * in on any screen: through the own server when it answers (its lockout rules count the try; the
     * session it makes is ended at once), else against the cached credential (the offline lock counts).
     */
    async verifyApprover(name: string, pin: string): Promise<StaffSession> {
      let approver: StaffSession;
      let reply: PosStaffLoginReply | undefined;
      try {
        reply = await deps.server.login({ name, pin });
      } catch (error) {
        if (!isUnreachable(error)) throw refusal(error);
      }
      if (reply) {
        await cacheCredential(pin, reply.offline);
        await deps.server.logout(reply.token).catch(() => undefined);
        approver = { staffId: reply.staff.staffId, name: reply.staff.name, role: reply.staff.role, offline: false, token: null };
      } else {
        approver = await offlineLogin(name, pin);
      }
      return approver;
    },

    async logout(screen: string = DEFAULT_SCREEN): Promise<void> {
      const token = screens.get(screen)?.session.token;
      screens.delete(screen);
      // The server token may be shared by another screen of the same person: end it only when no screen uses it.
      if (token && ![...screens.values()].some((e) => e.session.token === token)) await deps.server.logout(token).catch(() => undefined);
    },

    async cachedNames(): Promise<string[]> {
      const rows = await db.selectFrom('staff_credentials').select('name').orderBy('name').execute();
      return rows.map((row) => row.name);
    },

    /** Caches a credential made on this terminal (test hook and first-run demo, no server). */
    async seedCredential(staff: { staffId: number; name: string; role: PosRole }, pin: string, validForMs: number): Promise<void> {
      const salt = randomBytes(16).toString('base64');
      await cacheCredential(pin, {
        staff: { ...staff, active: true },
        hash: { algorithm: 'scrypt', salt, N: 16384, r: 8, p: 1, keyLength: 32 },
        offlineUntil: new Date(deps.now() + validForMs).toISOString(),
      });
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
