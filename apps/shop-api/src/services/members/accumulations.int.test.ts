// The points ledger against a real database (SQLite by default, PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, migrateToLatest, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { ShopDb } from '../../db/schema.ts';
import { migrations } from '../../db/migrations/index.ts';
import {
  availableAccumulation, giveAccumulation, restoreAccumulation, revokeAccumulation, useAccumulation,
} from './accumulations.ts';

const dayMs = 24 * 3600_000;

describe('points ledger', () => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase<ShopDb>;
  let db: Kysely<ShopDb>;
  const t0 = new Date('2025-03-01T00:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'points');
    opened = openDatabase<ShopDb>(testDb.url);
    db = opened.db;
    await migrateToLatest(db as Kysely<unknown>, migrations);
    for (const no of [1, 2, 3]) {
      await db.insertInto('members').values({
        member_no: no, member_id: `m${no}`, password_hash: null, member_name: '회원', nickname: null, email: null, mobile_no: null,
        birthday: null, sex: null, zip_cd: null, address: null, detail_address: null, jibun_address: null, member_status: 'ACTIVE',
        member_type: 'MALL', group_names_json: '[]', grade_name: '일반', sms_agreed: 0, direct_mail_agreed: 0, join_terms_json: '[]',
        password_changed_at: null, created_at: t0.toISOString(), withdrawn_at: null,
      }).execute();
    }
  });
  afterAll(async () => {
    await opened.close();
    await testDb.drop();
  });

  it('spends the oldest-expiring points first and refuses to overspend', async () => {
    await giveAccumulation(db, { memberNo: 1, amt: 1000, reason: 'ADD_SIGNUP', now: t0, validDays: 30 });
    await giveAccumulation(db, { memberNo: 1, amt: 2000, reason: 'ADD_EVENT', now: t0, validDays: 365 });
    const used = await useAccumulation(db, { memberNo: 1, amt: 1500, orderNo: 'O-1', now: t0 });
    expect(used.status).toBe('SUBTRACTION');
    expect(used.balance_after).toBe(1500);
    const rows = await db.selectFrom('accumulations').select(['reason', 'rest_amt']).where('member_no', '=', 1).where('status', '=', 'GIVE').orderBy('accumulation_no').execute();
    expect(rows.map((r) => r.rest_amt)).toEqual([0, 1500]);
    await expect(useAccumulation(db, { memberNo: 1, amt: 1501, now: t0 })).rejects.toMatchObject({ code: 'A0001' });
    expect(await availableAccumulation(db, 1, t0)).toBe(1500);
  });

  it('expires points after their validity with a SUB_EXPIRED entry', async () => {
    await giveAccumulation(db, { memberNo: 2, amt: 700, reason: 'ADD_POSTING', now: t0, validDays: 10 });
    await giveAccumulation(db, { memberNo: 2, amt: 300, reason: 'ADD_EVENT', now: t0, validDays: 100 });
    const later = new Date(t0.getTime() + 11 * dayMs);
    expect(await availableAccumulation(db, 2, later)).toBe(300);
    const expired = await db.selectFrom('accumulations').selectAll().where('member_no', '=', 2).where('reason', '=', 'SUB_EXPIRED').execute();
    expect(expired.map((r) => r.amt)).toEqual([700]);
  });

  it('restores what a cancelled order spent, once, and takes back what it earned', async () => {
    await giveAccumulation(db, { memberNo: 3, amt: 5000, reason: 'ADD_SIGNUP', now: t0 });
    await useAccumulation(db, { memberNo: 3, amt: 2000, orderNo: 'O-9', now: t0 });
    expect(await restoreAccumulation(db, { memberNo: 3, orderNo: 'O-9', amt: 500, now: t0 })).toBe(500);
    expect(await restoreAccumulation(db, { memberNo: 3, orderNo: 'O-9', now: t0 })).toBe(1500);
    expect(await restoreAccumulation(db, { memberNo: 3, orderNo: 'O-9', now: t0 })).toBe(0);
    expect(await availableAccumulation(db, 3, t0)).toBe(5000);

    await giveAccumulation(db, { memberNo: 3, amt: 400, reason: 'ADD_AFTER_PAYMENT', orderNo: 'O-10', now: t0 });
    expect(await revokeAccumulation(db, { memberNo: 3, orderNo: 'O-10', now: t0 })).toBe(400);
    expect(await revokeAccumulation(db, { memberNo: 3, orderNo: 'O-10', now: t0 })).toBe(0);
    expect(await availableAccumulation(db, 3, t0)).toBe(5000);
  });

  it('works inside a caller transaction and rolls back with it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await useAccumulation(trx, { memberNo: 3, amt: 1000, orderNo: 'O-11', now: t0 });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await availableAccumulation(db, 3, t0)).toBe(5000);
  });
});
