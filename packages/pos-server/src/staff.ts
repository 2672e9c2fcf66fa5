// Staff accounts as an admin keeps them (list, add, change, deactivate) and the rules every change
// keeps: a valid PIN, unique names, always one active admin; a changed PIN, role or name or a
// deactivated account ends that person's sessions. Sign-in and its lockouts are in auth.ts.
import {
  isValidPosPin,
  type PosRole,
  type PosStaff,
  type PosStaffCreateRequest,
  type PosStaffUpdateRequest,
} from '@courtside/core/pos';
import type { Kysely, Selectable } from 'kysely';
import type { PosDeps } from './deps';
import { posError } from './errors';
import type { PosDb, PosStaffTable } from './schema';
import { hashPin } from './secrets';

export function toStaff(row: Selectable<PosStaffTable>): PosStaff {
  return { staffId: row.staff_id, name: row.name, role: row.role as PosRole, active: row.active === 1 };
}

export function assertPin(pin: string): void {
  if (!isValidPosPin(pin)) throw posError('POS_PIN_INVALID');
}

export async function insertStaff(db: Kysely<PosDb>, input: PosStaffCreateRequest, now: Date): Promise<PosStaff> {
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
