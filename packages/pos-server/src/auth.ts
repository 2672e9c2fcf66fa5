// Terminal registration, staff accounts and staff sessions. A terminal proves itself with its key;
// a person at the terminal with a session token from name + PIN. Five wrong PINs lock the name for
// five minutes, because a 4-digit PIN falls to guessing otherwise; and guesses are also counted
// across names — per terminal for sign-in, for the whole server for registration (admin PIN or setup
// code) — in the database, so trying one PIN on every name, or waiting out each name's lock, does
// not work either.
import {
  isValidPosPin,
  posPinLockoutMessage,
  type PosOfflineCredential,
  type PosRegisterTerminalReply,
  type PosRegisterTerminalRequest,
  type PosRole,
  type PosStaff,
  type PosStaffCreateRequest,
  type PosStaffLoginReply,
  type PosStaffUpdateRequest,
  type PosTerminalInfo,
} from '@courtside/core';
import type { Kysely, Selectable } from 'kysely';
import { attemptLimiter, type AttemptPolicy } from '@courtside/db';
import type { PosDeps } from './deps';
import { posError } from './errors';
import type { PosDb, PosStaffTable, PosTerminalTable } from './schema';
import { PIN_HASH_PARAMS, hashPin, randomSalt, randomToken, sameSecret, sha256, verifyPin } from './secrets';

const SESSION_MS = 12 * 60 * 60 * 1000;
const OFFLINE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_FAILED_PINS = 5;
const LOCK_MS = 5 * 60 * 1000;
const SEEN_WRITE_MS = 60 * 1000;
/** Wrong PINs (or setup codes) across names before the terminal, or registration, is locked. */
export const PIN_GUESS_POLICY: AttemptPolicy = { maxFailures: 10, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };
// An unknown name counts too: trying names is guessing as much as trying PINs.
const GUESS_FAILURES = new Set(['POS_STAFF_LOGIN_FAILED', 'POS_STAFF_NAME_UNKNOWN', 'POS_SETUP_CODE_INVALID']);

/** Runs a PIN or setup-code check under the scope's attempt limit (kept in the database). */
async function limitGuesses<T>(deps: PosDeps, scope: string, subject: string, check: () => Promise<T>): Promise<T> {
  const limiter = attemptLimiter(deps.db, PIN_GUESS_POLICY);
  const now = deps.now();
  try {
    await limiter.assertOpen(scope, subject, now);
  } catch {
    throw posError('POS_STAFF_LOCKED');
  }
  try {
    return await check();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // Every wrong PIN counts, whichever name it was tried on.
    if (GUESS_FAILURES.has(code) && (await limiter.recordFailure(scope, subject, now))) throw posError('POS_STAFF_LOCKED');
    throw error;
  }
}

export interface AuthedStaff extends PosStaff {
  sessionExpiresAt: string;
}

export function toStaff(row: Selectable<PosStaffTable>): PosStaff {
  return { staffId: row.staff_id, name: row.name, role: row.role as PosRole, active: row.active === 1 };
}

function toTerminal(row: Selectable<PosTerminalTable>): PosTerminalInfo {
  return { terminalId: row.terminal_id, name: row.name, registeredAt: row.registered_at };
}

function assertPin(pin: string): void {
  if (!isValidPosPin(pin)) throw posError('POS_PIN_INVALID');
}

/** Checks name + PIN with the lockout; answers the staff row or throws the matching 4xx. */
async function checkPin(db: Kysely<PosDb>, name: string, pin: string, now: Date): Promise<Selectable<PosStaffTable>> {
  const row = await db.selectFrom('pos_staff').selectAll().where('name', '=', name).executeTakeFirst();
  // The counter says what is really wrong: a mistyped name, a stopped account, or a wrong PIN.
  if (!row) throw posError('POS_STAFF_NAME_UNKNOWN');
  if (row.active !== 1) throw posError('POS_STAFF_INACTIVE');
  if (row.locked_until && row.locked_until > now.toISOString()) throw posError('POS_STAFF_LOCKED', posPinLockoutMessage(Date.parse(row.locked_until)));
  if (await verifyPin(pin, row.pin_hash)) {
    if (row.failed_attempts > 0 || row.locked_until) {
      await db.updateTable('pos_staff').set({ failed_attempts: 0, locked_until: null }).where('staff_id', '=', row.staff_id).execute();
    }
    return row;
  }
  const failed = row.failed_attempts + 1;
  const locked = failed >= MAX_FAILED_PINS;
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  await db
    .updateTable('pos_staff')
    .set({ failed_attempts: locked ? 0 : failed, locked_until: locked ? lockedUntil.toISOString() : row.locked_until })
    .where('staff_id', '=', row.staff_id)
    .execute();
  throw locked ? posError('POS_STAFF_LOCKED', posPinLockoutMessage(lockedUntil.getTime())) : posError('POS_STAFF_LOGIN_FAILED');
}

async function insertStaff(db: Kysely<PosDb>, input: PosStaffCreateRequest, now: Date): Promise<PosStaff> {
  assertPin(input.pin);
  const taken = await db.selectFrom('pos_staff').select('staff_id').where('name', '=', input.name).executeTakeFirst();
  if (taken) throw posError('POS_STAFF_NAME_TAKEN');
  const iso = now.toISOString();
  const inserted = await db
    .insertInto('pos_staff')
    .values({ name: input.name, pin_hash: await hashPin(input.pin), role: input.role, active: 1, failed_attempts: 0, locked_until: null, created_at: iso, updated_at: iso })
    .returning('staff_id')
    .executeTakeFirstOrThrow();
  return { staffId: inserted.staff_id, name: input.name, role: input.role, active: true };
}

export async function registerTerminal(deps: PosDeps, request: PosRegisterTerminalRequest): Promise<PosRegisterTerminalReply> {
  const { db } = deps;
  const now = deps.now();
  const anyStaff = await db.selectFrom('pos_staff').select('staff_id').limit(1).executeTakeFirst();
  await limitGuesses(deps, 'pos-register', 'server', async () => {
    if (anyStaff) {
      const admin = await checkPin(db, request.admin.name, request.admin.pin, now);
      if (admin.role !== 'admin') throw posError('POS_FORBIDDEN', '단말기는 관리자만 등록할 수 있습니다.');
    } else {
      if (!request.setupCode || !sameSecret(request.setupCode, deps.setupCode)) throw posError('POS_SETUP_CODE_INVALID');
      assertPin(request.admin.pin);
    }
  });
  const terminalKey = randomToken();
  const iso = now.toISOString();
  // The first admin and the terminal are made together: a failure leaves neither behind.
  const row = await db.transaction().execute(async (trx) => {
    if (!anyStaff) await insertStaff(trx, { name: request.admin.name, pin: request.admin.pin, role: 'admin' }, now);
    return trx
      .insertInto('pos_terminals')
      .values({ name: request.name, key_hash: sha256(terminalKey), active: 1, registered_at: iso, last_seen_at: iso })
      .returning('terminal_id')
      .executeTakeFirstOrThrow();
  });
  return { terminalId: row.terminal_id, name: request.name, registeredAt: iso, terminalKey, createdFirstAdmin: !anyStaff };
}

export async function authenticateTerminal(deps: PosDeps, key: string | null): Promise<PosTerminalInfo> {
  if (!key) throw posError('POS_TERMINAL_KEY_MISSING');
  const row = await deps.db.selectFrom('pos_terminals').selectAll().where('key_hash', '=', sha256(key)).executeTakeFirst();
  if (!row || row.active !== 1) throw posError('POS_TERMINAL_KEY_INVALID');
  const now = deps.now();
  // "Last seen" is for the admin's terminal list; writing it on every call would serialise reads.
  if (!row.last_seen_at || now.getTime() - Date.parse(row.last_seen_at) > SEEN_WRITE_MS) {
    await deps.db.updateTable('pos_terminals').set({ last_seen_at: now.toISOString() }).where('terminal_id', '=', row.terminal_id).execute();
  }
  return toTerminal(row);
}

export async function loginStaff(deps: PosDeps, terminal: PosTerminalInfo, name: string, pin: string): Promise<PosStaffLoginReply> {
  const now = deps.now();
  const row = await limitGuesses(deps, 'pos-staff-pin', `terminal:${terminal.terminalId}`, () => checkPin(deps.db, name, pin, now));
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS).toISOString();
  await deps.db
    .insertInto('pos_staff_sessions')
    .values({ token_hash: sha256(token), staff_id: row.staff_id, terminal_id: terminal.terminalId, created_at: now.toISOString(), expires_at: expiresAt, revoked: 0 })
    .execute();
  const staff = toStaff(row);
  const offline: PosOfflineCredential = {
    staff,
    hash: { algorithm: 'scrypt', salt: randomSalt(), ...PIN_HASH_PARAMS },
    offlineUntil: new Date(now.getTime() + OFFLINE_MS).toISOString(),
  };
  return { token, expiresAt, staff, terminal, offline };
}

export async function authenticateStaff(deps: PosDeps, terminal: PosTerminalInfo, token: string | null): Promise<AuthedStaff> {
  if (!token) throw posError('POS_STAFF_SESSION_MISSING');
  const session = await deps.db.selectFrom('pos_staff_sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!session || session.revoked === 1 || session.terminal_id !== terminal.terminalId) throw posError('POS_STAFF_SESSION_MISSING');
  if (session.expires_at <= deps.now().toISOString()) throw posError('POS_STAFF_SESSION_EXPIRED');
  const row = await deps.db.selectFrom('pos_staff').selectAll().where('staff_id', '=', session.staff_id).executeTakeFirst();
  if (!row || row.active !== 1) throw posError('POS_STAFF_SESSION_EXPIRED');
  return { ...toStaff(row), sessionExpiresAt: session.expires_at };
}

export async function logoutStaff(deps: PosDeps, token: string): Promise<void> {
  await deps.db.updateTable('pos_staff_sessions').set({ revoked: 1 }).where('token_hash', '=', sha256(token)).execute();
}

export async function listStaff(deps: PosDeps): Promise<PosStaff[]> {
  const rows = await deps.db.selectFrom('pos_staff').selectAll().orderBy('staff_id').execute();
  return rows.map(toStaff);
}

export async function createStaff(deps: PosDeps, input: PosStaffCreateRequest): Promise<PosStaff> {
  return insertStaff(deps.db, input, deps.now());
}

export async function updateStaff(deps: PosDeps, staffId: number, input: PosStaffUpdateRequest): Promise<PosStaff> {
  const row = await deps.db.selectFrom('pos_staff').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
  if (!row) throw posError('POS_STAFF_NOT_FOUND');
  if (input.pin !== undefined) assertPin(input.pin);
  if (input.name !== undefined && input.name !== row.name) {
    const taken = await deps.db.selectFrom('pos_staff').select('staff_id').where('name', '=', input.name).executeTakeFirst();
    if (taken) throw posError('POS_STAFF_NAME_TAKEN');
  }
  // The shop must keep someone who can manage staff and close the day.
  const losesAdmin = row.role === 'admin' && row.active === 1 && ((input.role !== undefined && input.role !== 'admin') || input.active === false);
  if (losesAdmin) {
    const admins = await deps.db.selectFrom('pos_staff').select('staff_id').where('role', '=', 'admin').where('active', '=', 1).execute();
    if (admins.length <= 1) throw posError('POS_LAST_ADMIN');
  }
  await deps.db
    .updateTable('pos_staff')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.pin !== undefined ? { pin_hash: await hashPin(input.pin), failed_attempts: 0, locked_until: null } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
      updated_at: deps.now().toISOString(),
    })
    .where('staff_id', '=', staffId)
    .execute();
  // A changed PIN, role or name, or a deactivated account ends the sessions it had.
  if (input.pin !== undefined || input.active === false || (input.role !== undefined && input.role !== row.role) || (input.name !== undefined && input.name !== row.name)) {
    await deps.db.updateTable('pos_staff_sessions').set({ revoked: 1 }).where('staff_id', '=', staffId).execute();
  }
  const updated = await deps.db.selectFrom('pos_staff').selectAll().where('staff_id', '=', staffId).executeTakeFirstOrThrow();
  return toStaff(updated);
}
