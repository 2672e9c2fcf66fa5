// A shop's first day on the own server: the setup code registers the first terminal and admin (a
// wrong code creates nothing), sign-in refusals say what is really wrong, the admin manages staff —
// add, rename, change role or PIN, deactivate — without ever losing the last admin, sets the shop's
// receipt details once, and option management codes that are GTINs become scannable barcodes.
import { posRoutePath, type PosCataloguePage, type PosShopProfileReply, type PosStaff, type PosStaffList } from '@courtside/core/pos';
import { withCheckDigit } from '@courtside/core/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './testing/platform';
import { createPosTestDatabase, startPosServer, type PosTestDatabase, type PosTestServer } from './testing/pos-server';
import { loginSim, pairingCodeFor, posFetch } from './testing/sim-terminal';

const CODE = 'first-day-code';
let platform: TestPlatform;
let posDb: PosTestDatabase;
let server: PosTestServer;
/** The first terminal and its admin (the second describe registers one more with a code they make). */
const first = { key: '', adminToken: '' };

beforeAll(async () => {
  platform = await startTestPlatform('pos-staff-shop');
  posDb = await createPosTestDatabase('pos-staff');
  server = await startPosServer(posDb.url, { platformUrl: platform.url, systemKey: platform.systemKey, setupCode: CODE });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await posDb?.drop();
  await platform?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function counts() {
  const staff = await server.deps.db.selectFrom('pos_staff').select('staff_id').execute();
  const terminals = await server.deps.db.selectFrom('pos_terminals').select('terminal_id').execute();
  return { staff: staff.length, terminals: terminals.length };
}

describe('first run and staff', () => {
  let key = '';
  let adminToken = '';

  it('refuses a wrong setup code or a bad first PIN on an empty server and creates nothing', async () => {
    const wrong = await post(posRoutePath('terminals.register'), { name: '카운터 1', admin: { name: '사장님', pin: '1234' }, setupCode: 'guess' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'POS_SETUP_CODE_INVALID', message: expect.stringContaining('등록 코드') });
    const badPin = await post(posRoutePath('terminals.register'), { name: '카운터 1', admin: { name: '사장님', pin: '12' }, setupCode: CODE });
    expect(badPin.status).toBe(400);
    expect(await badPin.json()).toMatchObject({ code: 'POS_PIN_INVALID' });
    expect(await counts()).toEqual({ staff: 0, terminals: 0 });
  });

  it('registers the first terminal and its admin with the setup code', async () => {
    const res = await post(posRoutePath('terminals.register'), { name: '카운터 1', admin: { name: '사장님', pin: '1234' }, setupCode: CODE });
    expect(res.status).toBe(201);
    const reply = (await res.json()) as { terminalKey: string; createdFirstAdmin: boolean };
    expect(reply.createdFirstAdmin).toBe(true);
    key = reply.terminalKey;
    adminToken = (await loginSim(server.url, key, '사장님', '1234')).token;
    Object.assign(first, { key, adminToken });
    expect(await counts()).toEqual({ staff: 1, terminals: 1 });
  });

  it('says whether the name is unknown, the PIN wrong or the account stopped', async () => {
    const login = (name: string, pin: string) => post(posRoutePath('sessions.login'), { name, pin }, { 'x-pos-terminal-key': key });
    const unknown = await login('없는사람', '1234');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: 'POS_STAFF_NAME_UNKNOWN', message: expect.stringContaining('이름') });
    const wrongPin = await login('사장님', '9999');
    expect(await wrongPin.json()).toMatchObject({ code: 'POS_STAFF_LOGIN_FAILED', message: 'PIN이 올바르지 않습니다.' });
    const noKey = await post(posRoutePath('sessions.login'), { name: '사장님', pin: '1234' });
    expect(await noKey.json()).toMatchObject({ code: 'POS_TERMINAL_KEY_MISSING' });
  });

  it('lets the admin add, rename, re-role and deactivate staff, and keeps cashiers out of it', async () => {
    const admin = posFetch(server.url, key, adminToken);
    const created = (await (await admin(posRoutePath('staff.list'), { method: 'POST', json: { name: '김계산', pin: '2468', role: 'cashier' } })).json()) as PosStaff;
    expect(created).toMatchObject({ name: '김계산', role: 'cashier', active: true });
    const dup = await admin(posRoutePath('staff.list'), { method: 'POST', json: { name: '김계산', pin: '1111', role: 'stock' } });
    expect(dup.status).toBe(409);

    const cashier = await loginSim(server.url, key, '김계산', '2468');
    const asCashier = posFetch(server.url, key, cashier.token);
    const forbidden = await asCashier(posRoutePath('staff.list'), { method: 'POST', json: { name: '몰래', pin: '1111', role: 'admin' } });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'POS_FORBIDDEN' });

    const renamed = await admin(posRoutePath('staff.update', { staffId: created.staffId }), { method: 'PATCH', json: { name: '김재고', role: 'stock', pin: '1357' } });
    expect(await renamed.json()).toMatchObject({ name: '김재고', role: 'stock', active: true });
    // The changed account's old session ends; the new name and PIN work.
    expect((await asCashier(posRoutePath('sessions.current'))).status).toBe(401);
    await loginSim(server.url, key, '김재고', '1357');

    await admin(posRoutePath('staff.update', { staffId: created.staffId }), { method: 'PATCH', json: { active: false } });
    const stopped = await post(posRoutePath('sessions.login'), { name: '김재고', pin: '1357' }, { 'x-pos-terminal-key': key });
    expect(stopped.status).toBe(403);
    expect(await stopped.json()).toMatchObject({ code: 'POS_STAFF_INACTIVE' });

    const list = (await (await admin(posRoutePath('staff.list'))).json()) as PosStaffList;
    expect(list.items.map((s) => [s.name, s.role, s.active])).toEqual([
      ['사장님', 'admin', true],
      ['김재고', 'stock', false],
    ]);
  });

  it('never deactivates or demotes the last admin', async () => {
    const admin = posFetch(server.url, key, adminToken);
    const list = (await (await admin(posRoutePath('staff.list'))).json()) as PosStaffList;
    const boss = list.items.find((s) => s.role === 'admin');
    const res = await admin(posRoutePath('staff.update', { staffId: boss?.staffId ?? 0 }), { method: 'PATCH', json: { active: false } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'POS_LAST_ADMIN' });
    const demote = await admin(posRoutePath('staff.update', { staffId: boss?.staffId ?? 0 }), { method: 'PATCH', json: { role: 'cashier' } });
    expect(demote.status).toBe(409);
    const bad = await admin(posRoutePath('staff.update', { staffId: boss?.staffId ?? 0 }), { method: 'PATCH', json: { pin: 'abcd' } });
    expect(await bad.json()).toMatchObject({ code: 'POS_PIN_INVALID' });
  });
});

describe('shop details and management-code barcodes', () => {
  let key = '';
  let admin: ReturnType<typeof posFetch>;
  let cashier: ReturnType<typeof posFetch>;

  beforeAll(async () => {
    const res = await post(posRoutePath('terminals.register'), { name: '카운터 2', setupCode: await pairingCodeFor(server.url, first.key, first.adminToken) });
    key = ((await res.json()) as { terminalKey: string }).terminalKey;
    admin = posFetch(server.url, key, (await loginSim(server.url, key, '사장님', '1234')).token);
    await admin(posRoutePath('staff.list'), { method: 'POST', json: { name: '박계산', pin: '4321', role: 'cashier' } });
    cashier = posFetch(server.url, key, (await loginSim(server.url, key, '박계산', '4321')).token);
  });

  const profile = { name: '코트사이드', representative: '김코트', businessNumber: '2208162517', address: '서울특별시 마포구 테니스로 1', phone: '02-1234-5678' };

  it('keeps the receipt details an admin sets, checked, and hands them to any terminal', async () => {
    const before = (await (await posFetch(server.url, key, null)(posRoutePath('shop.get'))).json()) as PosShopProfileReply;
    expect(before).toEqual({ profile: null, updatedAt: null });
    expect((await cashier(posRoutePath('shop.get'), { method: 'PUT', json: profile })).status).toBe(403);
    const bad = await admin(posRoutePath('shop.get'), { method: 'PUT', json: { ...profile, businessNumber: '220-81-62518' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'POS_SHOP_INVALID', message: expect.stringContaining('사업자등록번호') });
    const missing = await admin(posRoutePath('shop.get'), { method: 'PUT', json: { name: '코트사이드' } });
    expect(missing.status).toBe(400);
    expect((await admin(posRoutePath('shop.get'), { method: 'PUT', json: profile })).status).toBe(200);
    const after = (await (await posFetch(server.url, key, null)(posRoutePath('shop.get'))).json()) as PosShopProfileReply;
    expect(after.profile).toEqual({ ...profile, businessNumber: '220-81-62517' });
    expect((await fetch(`${server.url}${posRoutePath('shop.get')}`)).status).toBe(401);
  });

  it('maps option management codes that are valid GTINs as barcodes, and leaves the rest alone', async () => {
    const gtin = withCheckDigit('880123450001');
    const badCheck = `${gtin.slice(0, 12)}${(Number(gtin[12]) + 1) % 10}`;
    const created = await platform.createProduct('관리코드 댐프너', 5000, [3, 3, 3], [gtin, badCheck, 'CS-0001']);
    const feed = (await (await posFetch(server.url, key, null)(`${posRoutePath('catalogue')}?limit=500`)).json()) as PosCataloguePage;
    const barcodes = feed.items.flatMap((item) => (item.kind === 'barcode' ? [item.barcode] : []));
    expect(barcodes).toEqual([expect.objectContaining({ barcode: gtin, productNo: created.productNo, optionNo: created.optionNos[0], inStore: false })]);
    // The shop moves the code to another option by hand; the next sweep keeps the shop's choice.
    const moved = await admin(posRoutePath('barcodes.one', { barcode: gtin }), { method: 'PATCH', json: { productNo: created.productNo, optionNo: created.optionNos[2] } });
    expect(moved.status).toBe(200);
    const again = (await (await posFetch(server.url, key, null)(`${posRoutePath('catalogue')}?limit=500&cursor=${feed.nextCursor}`)).json()) as PosCataloguePage;
    const latest = again.items.flatMap((item) => (item.kind === 'barcode' ? [item.barcode] : []));
    expect(latest.at(-1)).toMatchObject({ barcode: gtin, optionNo: created.optionNos[2] });
  });
});
