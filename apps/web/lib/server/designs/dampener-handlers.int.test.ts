// /api/custom/dampener as the designer and the cart use it, over a real database: only the member
// themself reaches their records, bad input answers 4xx with a code, and designs put in a cart are
// frozen under a reference for members and guests.
import { createDampenerDesign, designToData } from '@courtside/core/design';
import { type DampenerRecord } from '@courtside/core/api';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from '@/lib/server/api-route';
import { openWebDatabase, type WebDatabase } from '@/lib/server/db';
import { describeDesign, editDesign, freezeDesign, listDesigns, removeDesign, saveDesign, type DesignRouteDeps, type Requester } from './dampener-handlers';
import { findDesignReference } from './design-references';

let test: TestDatabase;
let db: Kysely<WebDatabase>;
let signedIn: Requester | null = null;
let clock = new Date('2025-05-01T09:00:00.000Z');

beforeAll(async () => {
  test = await createTestDatabase(process.env.TEST_DATABASE_URL, 'design-routes');
  db = (await openWebDatabase(test.url)).db;
});

afterAll(async () => {
  await db?.destroy();
  await test?.drop();
});

let seed = 0;
const deps = (): DesignRouteDeps => ({
  db,
  requester: async () => signedIn,
  now: () => clock,
  randomBytes: () => Uint8Array.from({ length: 8 }, () => seed++ % 256),
});

type Handler = (request: Request, deps: DesignRouteDeps) => Promise<Response>;
async function call(handler: Handler, method: string, query: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const request = new Request(`http://shop.test/api/custom/dampener${query}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await route((r: Request) => handler(r, deps()))(request);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const design = { ...createDampenerDesign('square'), front: { layers: [{ id: 't', kind: 'text' as const, text: '코트사이드', font: 'pretendard', fontSize: 4, color: '#111111', x: 15, y: 15, scale: 1, rotation: 0 }] } };
const lee: Requester = { memberId: 'tennis_lee', isAdmin: false };

describe('a member’s designs', () => {
  it('saves, lists, edits and deletes the member’s own designs', async () => {
    signedIn = lee;
    const saved = await call(saveDesign, 'POST', '?memberId=tennis_lee', { dampenerPostData: designToData(design) });
    expect(saved.status).toBe(201);
    const record = saved.json as DampenerRecord;
    expect(record).toMatchObject({ memberId: 'tennis_lee', create_time: clock.toISOString(), dampenerPatchData: null });

    clock = new Date(clock.getTime() + 1000);
    const edited = await call(editDesign, 'PATCH', '?memberId=tennis_lee', { createTime: record.create_time, dampenerPatchData: designToData({ ...design, shape: 'circle' }) });
    expect(edited.status).toBe(200);
    expect((edited.json as DampenerRecord).dampenerPatchData).toMatchObject({ shape: 'circle' });

    const listed = await call(listDesigns, 'GET', '?memberId=tennis_lee');
    expect((listed.json as DampenerRecord[]).map((r) => r.create_time)).toEqual([record.create_time]);

    expect((await call(removeDesign, 'DELETE', '?memberId=tennis_lee', { createTime: record.create_time })).status).toBe(204);
    expect(await call(removeDesign, 'DELETE', `?memberId=tennis_lee&createTime=${encodeURIComponent(record.create_time)}`)).toMatchObject({ status: 404, json: { code: 'DESIGN_NOT_FOUND' } });
    expect((await call(listDesigns, 'GET', '?memberId=tennis_lee')).json).toEqual([]);
    expect(await call(editDesign, 'PATCH', '?memberId=tennis_lee', { createTime: record.create_time, dampenerPatchData: designToData(design) })).toMatchObject({ status: 404 });
  });

  it('refuses visitors and other members', async () => {
    signedIn = null;
    expect(await call(listDesigns, 'GET', '?memberId=tennis_lee')).toMatchObject({ status: 401, json: { code: 'LOGIN_REQUIRED' } });
    signedIn = { memberId: 'ace_park', isAdmin: false };
    expect(await call(listDesigns, 'GET', '?memberId=tennis_lee')).toMatchObject({ status: 403, json: { code: 'DESIGN_FORBIDDEN', message: expect.stringMatching(/본인/) } });
    expect(await call(saveDesign, 'POST', '?memberId=tennis_lee', { dampenerPostData: designToData(design) })).toMatchObject({ status: 403 });
    // Even an admin does not write into another member's design box.
    signedIn = { memberId: 'courtside_admin', isAdmin: true };
    expect(await call(removeDesign, 'DELETE', '?memberId=tennis_lee', { createTime: clock.toISOString() })).toMatchObject({ status: 403 });
  });

  it('answers bad input with 400 and a code, never 500', async () => {
    signedIn = lee;
    expect(await call(listDesigns, 'GET', '')).toMatchObject({ status: 400, json: { code: 'INVALID_REQUEST' } });
    expect(await call(saveDesign, 'POST', '?memberId=tennis_lee', '{"dampenerPostData":')).toMatchObject({ status: 400, json: { code: 'INVALID_JSON' } });
    expect(await call(saveDesign, 'POST', '?memberId=tennis_lee', { dampenerPostData: { ...designToData(design), shape: 'star' } })).toMatchObject({ status: 400, json: { code: 'INVALID_DESIGN', message: expect.stringContaining('shape') } });
    expect(await call(editDesign, 'PATCH', '?memberId=tennis_lee', { createTime: 'yesterday', dampenerPatchData: designToData(design) })).toMatchObject({ status: 400 });
    expect(await call(removeDesign, 'DELETE', '?memberId=tennis_lee', {})).toMatchObject({ status: 400, json: { code: 'INVALID_REQUEST' } });
  });
});

describe('designs put in a cart', () => {
  it('freezes a guest’s design with both editor images', async () => {
    signedIn = null;
    const different = { ...design, sideMode: '2' as const };
    const missingBack = await call(freezeDesign, 'POST', '', { design: designToData(different), frontImageUrl: 'http://shop.test/api/upload/custom-design/f.png' });
    expect(missingBack).toMatchObject({ status: 400 });
    const frozen = await call(freezeDesign, 'POST', '', { design: designToData(different), frontImageUrl: 'http://shop.test/f.png', backImageUrl: 'http://shop.test/b.png' });
    expect(frozen.status).toBe(201);
    const { reference, customItem } = frozen.json as { reference: string; customItem: unknown };
    expect(customItem).toEqual({ front_draft_url: 'http://shop.test/f.png', shape_type: 'square', cushion_color: 'white', image_count: 0 });
    expect(await findDesignReference(db, reference)).toMatchObject({ memberId: null, editorImages: { back: 'http://shop.test/b.png' } });

    // The cart line reads it back in words with both faces; a bad or unknown reference is a 4xx.
    expect(await call(describeDesign, 'GET', `?reference=${reference}`)).toEqual({
      status: 200,
      json: { reference, words: { shape: '사각형', color: '화이트', material: '기본 실리콘', sides: '앞뒤 다르게' }, frontImageUrl: 'http://shop.test/f.png', backImageUrl: 'http://shop.test/b.png' },
    });
    expect(await call(describeDesign, 'GET', '?reference=../../etc')).toMatchObject({ status: 400, json: { code: 'INVALID_REQUEST' } });
    expect(await call(describeDesign, 'GET', '')).toMatchObject({ status: 400 });
    expect(await call(describeDesign, 'GET', '?reference=D20250501-ZZZZZZZZ')).toMatchObject({ status: 404, json: { code: 'DESIGN_NOT_FOUND' } });
  });

  it('links a member’s frozen design to the saved record it came from', async () => {
    signedIn = lee;
    const saved = (await call(saveDesign, 'POST', '?memberId=tennis_lee', { dampenerPostData: designToData(design) })).json as DampenerRecord;
    const frozen = await call(freezeDesign, 'POST', '', { design: designToData(design), frontImageUrl: 'http://shop.test/f.png', createTime: saved.create_time });
    const stored = await findDesignReference(db, (frozen.json as { reference: string }).reference);
    expect(stored?.source).toEqual({ memberId: 'tennis_lee', createTime: saved.create_time });
    // Someone else's create time is not linked.
    signedIn = { memberId: 'ace_park', isAdmin: false };
    const other = await call(freezeDesign, 'POST', '', { design: designToData(design), frontImageUrl: 'http://shop.test/f.png', createTime: saved.create_time });
    expect((await findDesignReference(db, (other.json as { reference: string }).reference))?.source).toBeNull();
  });

  it('refuses a design that is not one', async () => {
    expect(await call(freezeDesign, 'POST', '', { design: { version: 1 }, frontImageUrl: 'http://shop.test/f.png' })).toMatchObject({ status: 400, json: { code: 'INVALID_DESIGN' } });
    expect(await call(freezeDesign, 'POST', '', { design: designToData(design), frontImageUrl: 'javascript:alert(1)' })).toMatchObject({ status: 400 });
  });
});

describe('print files through the route', () => {
  it('lets the owner and admins download a side, and refuses others', async () => {
    const { renderDesign } = await import('./render-handler');
    signedIn = lee;
    const saved = (await call(saveDesign, 'POST', '?memberId=tennis_lee', { dampenerPostData: designToData(design) })).json as DampenerRecord;
    const q = `?memberId=tennis_lee&createTime=${encodeURIComponent(saved.create_time)}&side=back`;
    const own = await route((r: Request) => renderDesign(r, deps()))(new Request(`http://shop.test/api/custom/dampener/render${q}`));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('content-disposition')).toContain('-back-300dpi.png');
    signedIn = { memberId: 'ace_park', isAdmin: false };
    expect(await call(renderDesign, 'GET', q)).toMatchObject({ status: 403, json: { code: 'DESIGN_FORBIDDEN' } });
    signedIn = null;
    expect(await call(renderDesign, 'GET', q)).toMatchObject({ status: 401 });
    // A deleted design still prints for production, not for its former owner.
    signedIn = lee;
    await call(removeDesign, 'DELETE', '?memberId=tennis_lee', { createTime: saved.create_time });
    expect(await call(renderDesign, 'GET', q)).toMatchObject({ status: 404 });
    signedIn = { memberId: 'courtside_admin', isAdmin: true };
    const admin = await route((r: Request) => renderDesign(r, deps()))(new Request(`http://shop.test/api/custom/dampener/render${q}`));
    expect(admin.status).toBe(200);
  });

  it('prints a frozen cart design by reference for admins, and answers a missing picture with 422', async () => {
    const { renderDesign } = await import('./render-handler');
    signedIn = null;
    const withPicture = { ...design, front: { layers: [{ id: 'p', kind: 'image' as const, url: 'http://127.0.0.1:9/nowhere.png', naturalWidth: 50, naturalHeight: 50, x: 15, y: 15, scale: 1, rotation: 0 }] } };
    const frozen = (await call(freezeDesign, 'POST', '', { design: designToData(withPicture), frontImageUrl: 'http://shop.test/f.png' })).json as { reference: string };
    signedIn = { memberId: 'courtside_admin', isAdmin: true };
    expect(await call(renderDesign, 'GET', `?reference=${frozen.reference}&side=front`)).toMatchObject({ status: 422, json: { code: 'IMAGE_DOWNLOAD_FAILED' } });
    expect(await call(renderDesign, 'GET', '?reference=D20990101-AAAAAAAA&side=front')).toMatchObject({ status: 404 });
    expect(await call(renderDesign, 'GET', '?side=front')).toMatchObject({ status: 400 });
    signedIn = lee;
    expect(await call(renderDesign, 'GET', `?reference=${frozen.reference}&side=front`)).toMatchObject({ status: 403 });
  });
});
