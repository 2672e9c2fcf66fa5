// A member's saved dampener designs (the design box): list, save, edit and delete, keyed by member
// id and create time. Deleting hides a record from its owner; the row stays for orders that point
// at it. Callers have already checked who the member is and validated the document.
import type { DampenerRecord, JsonObject } from '@courtside/core/api';
import type { DampenerDesign } from '@courtside/core/design';
import { designToData, imageCount, parseDampenerDesign } from '@courtside/core/design';
import type { Kysely, Selectable } from 'kysely';
import type { DampenerDesignsTable } from './schema';
import type { WebDatabase } from '@/lib/server/db/schema';

export interface StoredDesignRecord {
  memberId: string;
  createTime: string;
  /** The latest document (patch data over post data). */
  design: DampenerDesign;
  updatedAt: string;
  deleted: boolean;
}

/** Saves beyond this per member are refused: the design box is for a shopper's own designs. */
export const MAX_DESIGNS_PER_MEMBER = 200;

function summary(design: DampenerDesign) {
  return {
    shape: design.shape,
    cushion_color: design.cushionColor.key,
    side_mode: design.sideMode,
    image_count: imageCount(design),
    front_preview_url: design.front.previewUrl ?? null,
    back_preview_url: design.back.previewUrl ?? null,
  };
}

function parseJson(text: string | null): JsonObject | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
  } catch {
    return null;
  }
}

/** The reply shape of /api/custom/dampener (core's DampenerRecord). */
export function toDampenerRecord(row: Selectable<DampenerDesignsTable>): DampenerRecord {
  return {
    memberId: row.member_id,
    create_time: row.create_time,
    dampenerPostData: parseJson(row.post_data_json) ?? {},
    dampenerPatchData: parseJson(row.patch_data_json),
  };
}

function toStored(row: Selectable<DampenerDesignsTable>): StoredDesignRecord | null {
  const parsed = parseDampenerDesign(parseJson(row.patch_data_json) ?? parseJson(row.post_data_json));
  if (!parsed.ok) return null;
  return { memberId: row.member_id, createTime: row.create_time, design: parsed.design, updatedAt: row.updated_at, deleted: row.deleted_at !== null };
}

export async function listDesignRows(db: Kysely<WebDatabase>, memberId: string): Promise<Selectable<DampenerDesignsTable>[]> {
  return db
    .selectFrom('dampener_designs')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('create_time', 'desc')
    .execute();
}

/** A member's designs, newest first (deleted ones left out). */
export async function listDesignRecords(db: Kysely<WebDatabase>, memberId: string): Promise<StoredDesignRecord[]> {
  const rows = await listDesignRows(db, memberId);
  return rows.map(toStored).filter((record): record is StoredDesignRecord => record !== null);
}

async function findRow(db: Kysely<WebDatabase>, memberId: string, createTime: string) {
  return db.selectFrom('dampener_designs').selectAll().where('member_id', '=', memberId).where('create_time', '=', createTime).executeTakeFirst();
}

/** One record by its key; deleted records too when `includeDeleted` (production reads them). */
export async function findDesignRecord(
  db: Kysely<WebDatabase>,
  memberId: string,
  createTime: string,
  options: { includeDeleted?: boolean } = {},
): Promise<StoredDesignRecord | null> {
  const row = await findRow(db, memberId, createTime);
  if (!row || (row.deleted_at !== null && !options.includeDeleted)) return null;
  return toStored(row);
}

export type SaveOutcome = { ok: true; record: DampenerRecord } | { ok: false; reason: 'not-found' | 'too-many' };

/** Saves a new design; its create time is `now` (a millisecond later if that key is taken). */
export async function createDesignRecord(db: Kysely<WebDatabase>, memberId: string, design: DampenerDesign, now: Date): Promise<SaveOutcome> {
  const counted = await db
    .selectFrom('dampener_designs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(counted?.n ?? 0) >= MAX_DESIGNS_PER_MEMBER) return { ok: false, reason: 'too-many' };
  let time = now.getTime();
  while (await findRow(db, memberId, new Date(time).toISOString())) time += 1;
  const createTime = new Date(time).toISOString();
  await db
    .insertInto('dampener_designs')
    .values({
      member_id: memberId,
      create_time: createTime,
      post_data_json: JSON.stringify(designToData(design)),
      patch_data_json: null,
      ...summary(design),
      updated_at: now.toISOString(),
      deleted_at: null,
    })
    .execute();
  const row = await findRow(db, memberId, createTime);
  return row ? { ok: true, record: toDampenerRecord(row) } : { ok: false, reason: 'not-found' };
}

/** Records a later edit of the member's design (kept apart from the first save). */
export async function updateDesignRecord(db: Kysely<WebDatabase>, memberId: string, createTime: string, design: DampenerDesign, now: Date): Promise<SaveOutcome> {
  const result = await db
    .updateTable('dampener_designs')
    .set({ patch_data_json: JSON.stringify(designToData(design)), ...summary(design), updated_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('create_time', '=', createTime)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'not-found' };
  const row = await findRow(db, memberId, createTime);
  return row ? { ok: true, record: toDampenerRecord(row) } : { ok: false, reason: 'not-found' };
}

/** Takes the design out of the member's box; false when there was no such design. */
export async function deleteDesignRecord(db: Kysely<WebDatabase>, memberId: string, createTime: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('dampener_designs')
    .set({ deleted_at: now.toISOString(), updated_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('create_time', '=', createTime)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
