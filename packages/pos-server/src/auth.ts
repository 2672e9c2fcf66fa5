// Terminal registration, staff accounts and staff sessions. A terminal proves itself with its key;
// a person at the terminal with a session token from name + PIN. Five wrong PINs lock the name for
// five minutes, because a 4-digit PIN falls to guessing otherwise; and PIN guesses are also counted
// across names per terminal, in the database, so trying one PIN on every name, or waiting out each
// name's lock, does not work either. An admin (the owner) is never locked by either (issue 28, core's
// pin-lockout.ts): their own wrong PINs bring a back-off of at most a minute, and the terminal-wide
// stop does not apply to them — so guesses aimed at the owner cannot keep the owner out.
// Registration (no terminal key yet) never checks a PIN, so nobody can lock an admin out from an
// unregistered machine: the first terminal brings the server's setup code, every later one a
// short-lived single-use code an admin made on a registered terminal's settings screen. Wrong codes
// are counted per client address (apart from staff sign-in), so one guesser cannot block the shop's
// other registrations.
import {
  nextPinLock,
  pinLockMessage,
  pinLockOpen,
  terminalStopApplies,
  terminalStopMessage,
  type PinLockState,
  type PosOfflineCredential,
  type PosRegisterTerminalReply,
  type PosRegisterTerminalRequest,
  type PosStaff,
  type PosStaffLoginReply,
  type PosTerminalInfo,
} from '@courtside/core/pos';
import type { Kysely, Selectable } from 'kysely';
import { randomInt } from 'node:crypto';
import { attemptLimiter, RateLimited, type AttemptPolicy } from '@courtside/db';
import { POS_PAIRING_CODE_MINUTES } from '@courtside/core/pos';
import type { PosDeps } from './deps';
import { assertPin, insertStaff, toStaff } from './staff';
import { posError } from './errors';
import type { PosDb, PosStaffTable, PosTerminalTable } from './schema';
import { PIN_HASH_PARAMS, randomSalt, randomToken, sameSecret, sha256, verifyPin } from './secrets';

const SESSION_MS = 12 * 60 * 60 * 1000;
const OFFLINE_MS = 7 * 24 * 60 * 60 * 1000;
const SEEN_WRITE_MS = 60 * 1000;
/** Wrong PINs across names before the terminal's sign-in is locked. */
export const PIN_GUESS_POLICY: AttemptPolicy = { maxFailures: 10, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };
// An unknown name counts too: trying names is guessing as much as trying PINs.
const GUESS_FAILURES = new Set(['POS_STAFF_LOGIN_FAILED', 'POS_STAFF_NAME_UNKNOWN']);
/** Wrong setup or registration codes from one client address before its registrations wait. */
export const REGISTER_GUESS_POLICY: AttemptPolicy = { maxFailures: 10, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };

const stopped = (now: Date, limited: unknown) =>
  posError('POS_STAFF_LOCKED', terminalStopMessage(now.getTime() + (limited instanceof RateLimited ? limited.retryAfterSeconds : PIN_GUESS_POLICY.lockMs / 1000) * 1000));

/** Runs a PIN check under the terminal's attempt limit (kept in the database); the limit never stops an admin's name. */
async function limitGuesses<T>(deps: PosDeps, scope: string, subject: string, name: string, check: () => Promise<T>): Promise<T> {
  const limiter = attemptLimiter(deps.db, PIN_GUESS_POLICY);
  const now = deps.now();
  const admin = async () => (await deps.db.selectFrom('pos_staff').select('role').where('name', '=', name).executeTakeFirst())?.role === 'admin';
  try {
    await limiter.assertOpen(scope, subject, now);
  } catch (limited) {
    if (terminalStopApplies(await admin())) throw stopped(now, limited);
  }
  try {
    return await check();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // Every wrong PIN counts, whichever name it was tried on.
    if (GUESS_FAILURES.has(code)) {
      const limited = await limiter.recordFailure(scope, subject, now);
      if (limited && terminalStopApplies(await admin())) throw stopped(now, limited);
    }
    throw error;
  }
}

export interface AuthedStaff extends PosStaff {
  sessionExpiresAt: string;
}

function toTerminal(row: Selectable<PosTerminalTable>): PosTerminalInfo {
  return { terminalId: row.terminal_id, name: row.name, registeredAt: row.registered_at };
}

/** Checks name + PIN with the lockout; answers the staff row or throws the matching 4xx. */
async function checkPin(db: Kysely<PosDb>, name: string, pin: string, now: Date): Promise<Selectable<PosStaffTable>> {
  const row = await db.selectFrom('pos_staff').selectAll().where('name', '=', name).executeTakeFirst();
  // The counter says what is really wrong: a mistyped name, a stopped account, or a wrong PIN.
  if (!row) throw posError('POS_STAFF_NAME_UNKNOWN');
  if (row.active !== 1) throw posError('POS_STAFF_INACTIVE');
  const admin = row.role === 'admin';
  const state: PinLockState = { failures: row.failed_attempts, lockedUntil: row.locked_until ? Date.parse(row.locked_until) : null };
  const open = pinLockOpen(state, now.getTime());
  if (!open.open) throw posError('POS_STAFF_LOCKED', pinLockMessage(row.name, open.until, admin));
  if (await verifyPin(pin, row.pin_hash)) {
    if (row.failed_attempts > 0 || row.locked_until) {
      await db.updateTable('pos_staff').set({ failed_attempts: 0, locked_until: null }).where('staff_id', '=', row.staff_id).execute();
    }
    return row;
  }
  const next = nextPinLock(state, { type: 'failed', at: now.getTime(), admin });
  await db
    .updateTable('pos_staff')
    .set({ failed_attempts: next.failures, locked_until: next.lockedUntil === null ? null : new Date(next.lockedUntil).toISOString() })
    .where('staff_id', '=', row.staff_id)
    .execute();
  const after = pinLockOpen(next, now.getTime());
  throw after.open ? posError('POS_STAFF_LOGIN_FAILED') : posError('POS_STAFF_LOCKED', pinLockMessage(row.name, after.until, admin));
}

/** `1234-5678`, `12345678`, `1234 5678` → the code's digits (what is hashed). */
function pairingDigits(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** A registration code for one more terminal, made by a signed-in admin: single use, short-lived. */
export async function createPairingCode(deps: PosDeps, terminal: PosTerminalInfo, staff: PosStaff): Promise<{ code: string; expiresAt: string }> {
  const now = deps.now();
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const expiresAt = new Date(now.getTime() + POS_PAIRING_CODE_MINUTES * 60_000).toISOString();
  // Codes long past use are dropped as new ones are made.
  await deps.db.deleteFrom('pos_pairing_codes').where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60_000).toISOString()).execute();
  await deps.db
    .insertInto('pos_pairing_codes')
    .values({ code_hash: sha256(digits), created_by_staff_id: staff.staffId, created_on_terminal_id: terminal.terminalId, created_at: now.toISOString(), expires_at: expiresAt, used_at: null, used_by_terminal_id: null })
    .execute();
  return { code: `${digits.slice(0, 4)}-${digits.slice(4)}`, expiresAt };
}

export async function registerTerminal(deps: PosDeps, request: PosRegisterTerminalRequest, client: string): Promise<PosRegisterTerminalReply> {
  const { db } = deps;
  const now = deps.now();
  const limiter = attemptLimiter(db, REGISTER_GUESS_POLICY);
  const subject = `client:${client}`;
  try {
    await limiter.assertOpen('pos-register', subject, now);
  } catch (error) {
    if (error instanceof RateLimited) throw posError('POS_REGISTER_LOCKED', `등록 코드를 여러 번 잘못 입력했습니다. ${Math.max(1, Math.ceil(error.retryAfterSeconds / 60))}분 후 다시 시도해 주세요.`);
    throw error;
  }
  const wrongCode = async (code: 'POS_SETUP_CODE_INVALID' | 'POS_PAIRING_CODE_INVALID') => {
    const locked = await limiter.recordFailure('pos-register', subject, now);
    if (locked) throw posError('POS_REGISTER_LOCKED', `등록 코드를 여러 번 잘못 입력했습니다. ${Math.max(1, Math.ceil(locked.retryAfterSeconds / 60))}분 후 다시 시도해 주세요.`);
    return posError(code);
  };
  const anyStaff = await db.selectFrom('pos_staff').select('staff_id').limit(1).executeTakeFirst();
  const firstAdmin = anyStaff ? null : request.admin;
  if (!anyStaff) {
    if (!request.setupCode || !sameSecret(request.setupCode, deps.setupCode)) throw await wrongCode('POS_SETUP_CODE_INVALID');
    if (!firstAdmin) throw posError('POS_PIN_INVALID', '첫 관리자의 이름과 PIN(숫자 4~8자리)을 입력해 주세요.');
    assertPin(firstAdmin.pin);
  } else if (!/^\d{8}$/.test(pairingDigits(request.setupCode ?? ''))) {
    throw await wrongCode('POS_PAIRING_CODE_INVALID');
  }
  const terminalKey = randomToken();
  const iso = now.toISOString();
  // The first admin (or the used code) and the terminal are made together: a failure leaves neither behind.
  const row = await db.transaction().execute(async (trx) => {
    if (firstAdmin) await insertStaff(trx, { name: firstAdmin.name, pin: firstAdmin.pin, role: 'admin' }, now);
    const terminal = await trx
      .insertInto('pos_terminals')
      .values({ name: request.name, key_hash: sha256(terminalKey), active: 1, registered_at: iso, last_seen_at: iso })
      .returning('terminal_id')
      .executeTakeFirstOrThrow();
    if (anyStaff) {
      // Single use: of two registrations racing with one code, the one whose update lands wins.
      const used = await trx
        .updateTable('pos_pairing_codes')
        .set({ used_at: iso, used_by_terminal_id: terminal.terminal_id })
        .where('code_hash', '=', sha256(pairingDigits(request.setupCode ?? '')))
        .where('used_at', 'is', null)
        .where('expires_at', '>', iso)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw posError('POS_PAIRING_CODE_INVALID');
    }
    return terminal;
  }).catch(async (error: unknown) => {
    if ((error as { code?: string }).code === 'POS_PAIRING_CODE_INVALID') throw await wrongCode('POS_PAIRING_CODE_INVALID');
    throw error;
  });
  return { terminalId: row.terminal_id, name: request.name, registeredAt: iso, terminalKey, createdFirstAdmin: firstAdmin !== null };
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

/**
 * An admin's own name and PIN unlock a staff member's name (and this terminal's stop) on the spot.
 * The admin's PIN goes through the same checks as a sign-in (their back-off, the terminal's count).
 */
export async function unlockStaff(deps: PosDeps, terminal: PosTerminalInfo, name: string, admin: { name: string; pin: string }): Promise<void> {
  const now = deps.now();
  const approver = await limitGuesses(deps, 'pos-staff-pin', `terminal:${terminal.terminalId}`, admin.name, () => checkPin(deps.db, admin.name, admin.pin, now));
  if (approver.role !== 'admin') throw posError('POS_FORBIDDEN', '관리자의 이름과 PIN으로만 잠금을 풀 수 있습니다.');
  const result = await deps.db.updateTable('pos_staff').set({ failed_attempts: 0, locked_until: null }).where('name', '=', name).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw posError('POS_STAFF_NAME_UNKNOWN');
  await attemptLimiter(deps.db, PIN_GUESS_POLICY).clear('pos-staff-pin', `terminal:${terminal.terminalId}`);
}

export async function loginStaff(deps: PosDeps, terminal: PosTerminalInfo, name: string, pin: string): Promise<PosStaffLoginReply> {
  const now = deps.now();
  const row = await limitGuesses(deps, 'pos-staff-pin', `terminal:${terminal.terminalId}`, name, () => checkPin(deps.db, name, pin, now));
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
