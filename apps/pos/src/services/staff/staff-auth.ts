// Staff sign-in on the terminal. Online: the own server checks name + PIN and hands back a session
// token and scrypt parameters; the terminal hashes the PIN itself and caches that hash. Offline (the
// server cannot be reached, not when it refuses): the cached hash is checked instead, until the
// credential's offlineUntil. Five wrong PINs in a row lock offline sign-in for that name briefly.
import { randomBytes } from 'node:crypto';
import type { PosOfflineCredential, PosRole, PosStaffLoginReply } from '@courtside/core';
import { isPosRole } from '@courtside/core';
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
  readonly server: Pick<PosServerClient, 'login' | 'logout'>;
  readonly identity: TerminalIdentityStore;
  readonly now: () => number;
}

const MAX_OFFLINE_FAILURES = 5;
const OFFLINE_LOCK_MS = 60_000;

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
  let session: StaffSession | null = null;
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
    if (lock && lock.lockedUntil > at) throw new TerminalError('AUTH_FAILED', { message: 'PIN을 여러 번 잘못 입력했습니다. 잠시 후 다시 시도하세요.' });
    const row = await db.selectFrom('staff_credentials').selectAll().where('name', '=', name).executeTakeFirst();
    if (!row) throw new TerminalError('AUTH_OFFLINE_UNKNOWN');
    if (Date.parse(row.offline_until) < at) throw new TerminalError('AUTH_OFFLINE_EXPIRED');
    const params = JSON.parse(row.params) as Omit<PinHashParams, 'salt'>;
    if (!(await pinMatches(pin, { ...params, salt: row.salt }, row.pin_hash))) {
      const count = (lock?.count ?? 0) + 1;
      failures.set(name, { count, lockedUntil: count >= MAX_OFFLINE_FAILURES ? at + OFFLINE_LOCK_MS : 0 });
      throw new TerminalError('AUTH_FAILED');
    }
    failures.delete(name);
    if (!isPosRole(row.role)) throw new TerminalError('AUTH_FAILED');
    return { staffId: row.staff_id, name: row.name, role: row.role, offline: true, token: null };
  }

  return {
    current(): StaffSession | null {
      return session;
    },

    async login(name: string, pin: string): Promise<StaffSession> {
      // A sign-in attempt means someone else may be at the counter: the old session ends either way.
      session = null;
      // An unregistered terminal has no one to ask: say so, rather than "server unreachable".
      if (!(await deps.identity.load())) throw new TerminalError('TERMINAL_NOT_REGISTERED');
      let reply: PosStaffLoginReply | undefined;
      try {
        reply = await deps.server.login({ name, pin });
      } catch (error) {
        if (!isUnreachable(error)) throw refusal(error);
      }
      if (reply) {
        await cacheCredential(pin, reply.offline);
        session = { staffId: reply.staff.staffId, name: reply.staff.name, role: reply.staff.role, offline: false, token: reply.token };
      } else {
        session = await offlineLogin(name, pin);
      }
      return session;
    },

    async logout(): Promise<void> {
      const token = session?.token;
      session = null;
      if (token) await deps.server.logout(token).catch(() => undefined);
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
