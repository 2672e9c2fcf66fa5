// The shop's details for receipts, kept by the own server: an admin sets them (the storefront's
// admin screen or a terminal's settings screen), every terminal reads them when it syncs, and the
// receipts print them. Checked with core's rules (사업자등록번호 check digit, phone format).
import { checkShopProfile, type PosShopProfile, type PosShopProfileReply } from '@courtside/core';
import type { Kysely } from 'kysely';
import type { PosDb } from './schema';
import { posError } from './errors';

export async function readShopProfile(db: Kysely<PosDb>): Promise<PosShopProfileReply> {
  const row = await db.selectFrom('pos_shop_profile').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { profile: null, updatedAt: null };
  return {
    profile: { name: row.name, representative: row.representative, businessNumber: row.business_number, address: row.address, phone: row.phone },
    updatedAt: row.updated_at,
  };
}

export async function saveShopProfile(db: Kysely<PosDb>, input: PosShopProfile, now: Date): Promise<PosShopProfileReply> {
  const checked = checkShopProfile(input);
  if (!checked.ok) throw posError('POS_SHOP_INVALID', checked.message);
  const p = checked.value;
  const row = { id: 1, name: p.name, representative: p.representative, business_number: p.businessNumber, address: p.address, phone: p.phone, updated_at: now.toISOString() };
  await db
    .insertInto('pos_shop_profile')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: row.name, representative: row.representative, business_number: row.business_number, address: row.address, phone: row.phone, updated_at: row.updated_at }))
    .execute();
  return { profile: p, updatedAt: row.updated_at };
}
