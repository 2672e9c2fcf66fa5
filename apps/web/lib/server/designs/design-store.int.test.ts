// The design tables on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): a member's
// design box and the designs frozen into carts, as the production area reads them.
import { createDampenerDesign, type DampenerDesign, type ImageLayer } from '@courtside/core/design';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWebDatabase, type WebDatabase } from '@/lib/server/db';
import { createDesignRecord, deleteDesignRecord, findDesignRecord, listDesignRecords, updateDesignRecord } from './design-records';
import { createDesignReference, findDesignReference, findDesignReferences, isDesignReference, newDesignReference } from './design-references';

let test: TestDatabase;
let db: Kysely<WebDatabase>;
let close: () => Promise<void>;

beforeAll(async () => {
  test = await createTestDatabase(process.env.TEST_DATABASE_URL, 'designs');
  const opened = await openWebDatabase(test.url);
  db = opened.db;
  close = () => opened.db.destroy();
});

afterAll(async () => {
  await close?.();
  await test?.drop();
});

const logo: ImageLayer = { id: 'logo', kind: 'image', url: 'https://shop.example/api/upload/custom-design/a.png', naturalWidth: 300, naturalHeight: 300, x: 15, y: 15, scale: 1, rotation: 0 };

function designWith(changes: Partial<DampenerDesign> = {}): DampenerDesign {
  return { ...createDampenerDesign('square'), front: { layers: [logo] }, ...changes };
}

const T0 = new Date('2025-03-01T10:00:00.000Z');

describe('a member’s design box', () => {
  it('saves, lists newest first, edits and deletes by member and create time', async () => {
    const first = await createDesignRecord(db, 'tennis_lee', designWith(), T0);
    const second = await createDesignRecord(db, 'tennis_lee', designWith({ shape: 'circle' }), new Date(T0.getTime() + 60_000));
    await createDesignRecord(db, 'ace_park', designWith(), T0);
    if (!first.ok || !second.ok) throw new Error('save failed');
    expect(first.record.create_time).toBe(T0.toISOString());
    expect(first.record.dampenerPatchData).toBeNull();

    const listed = await listDesignRecords(db, 'tennis_lee');
    expect(listed.map((r) => r.design.shape)).toEqual(['circle', 'square']);

    const edited = await updateDesignRecord(db, 'tennis_lee', first.record.create_time, designWith({ cushionColor: { palette: 'dampener', key: 'red' } }), T0);
    expect(edited.ok && edited.record.dampenerPatchData).toMatchObject({ cushionColor: { key: 'red' } });
    expect((await findDesignRecord(db, 'tennis_lee', first.record.create_time))?.design.cushionColor.key).toBe('red');
    // Another member's key does not reach this record.
    expect((await updateDesignRecord(db, 'ace_park', second.record.create_time, designWith(), T0)).ok).toBe(false);

    expect(await deleteDesignRecord(db, 'tennis_lee', first.record.create_time, T0)).toBe(true);
    expect(await deleteDesignRecord(db, 'tennis_lee', first.record.create_time, T0)).toBe(false);
    expect((await listDesignRecords(db, 'tennis_lee')).map((r) => r.createTime)).toEqual([second.record.create_time]);
    expect(await findDesignRecord(db, 'tennis_lee', first.record.create_time)).toBeNull();
    expect((await findDesignRecord(db, 'tennis_lee', first.record.create_time, { includeDeleted: true }))?.deleted).toBe(true);
  });

  it('gives two saves in the same millisecond different keys', async () => {
    const at = new Date('2025-04-01T00:00:00.000Z');
    const a = await createDesignRecord(db, 'volley_choi', designWith(), at);
    const b = await createDesignRecord(db, 'volley_choi', designWith(), at);
    expect(a.ok && b.ok && a.record.create_time !== b.record.create_time).toBe(true);
  });
});

describe('designs frozen into carts', () => {
  it('keeps the bought design under its reference, for members and guests', async () => {
    let n = 0;
    const random = () => Uint8Array.from({ length: 8 }, (_, i) => (n + i) % 256);
    const member = await createDesignReference(db, { memberId: 'tennis_lee', sourceCreateTime: T0.toISOString(), design: designWith(), frontImageUrl: 'https://shop.example/f.png', backImageUrl: 'https://shop.example/b.png' }, T0, random);
    // The next reference would collide with the first; the store draws again.
    const random2 = () => Uint8Array.from({ length: 8 }, (_, i) => (n++ === 0 ? i : 100 + i) % 256);
    n = 0;
    const guest = await createDesignReference(db, { memberId: null, sourceCreateTime: 'ignored', design: designWith({ sideMode: '2' }), frontImageUrl: 'https://shop.example/g.png', backImageUrl: 'https://shop.example/gb.png' }, T0, random2);
    expect(isDesignReference(member.reference)).toBe(true);
    expect(guest.reference).not.toBe(member.reference);
    expect(member.editorImages.back).toBeNull();
    expect(member.source).toEqual({ memberId: 'tennis_lee', createTime: T0.toISOString() });
    expect(guest.source).toBeNull();
    expect(guest.customItem).toEqual({ front_draft_url: 'https://shop.example/g.png', shape_type: 'square', cushion_color: 'white', image_count: 1 });
    expect((await findDesignReference(db, guest.reference))?.editorImages.back).toBe('https://shop.example/gb.png');
    expect(await findDesignReference(db, 'D20250301-XXXXXXXX')).toBeNull();
    expect(await findDesignReference(db, 'not a reference')).toBeNull();
    const many = await findDesignReferences(db, [member.reference, guest.reference, 'nope']);
    expect([...many.keys()].sort()).toEqual([member.reference, guest.reference].sort());
    expect((await findDesignReferences(db, [])).size).toBe(0);
  });

  it('writes references as D + date + eight unambiguous characters', () => {
    expect(newDesignReference(T0, Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 31]))).toBe('D20250301-2345678Z');
  });
});
