// /api/pod/* logic over a real own database with the stand-in partner: the browser's token in
// cookies with the 60 s margin, catalogue reads through the allow-listed paths, the no-variant
// retry alert, and a shopper's editor save → project → my projects, members and guests apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodChannelProductsReply, PodOption, PodProductPodReply, PodVariant } from '@courtside/core/api';
import { RouteError } from '@/lib/server/api-route';
import { authorizePodAdmin, podTokenExpiry, podUserAction, readPartner, setPodToken, type PodUserBody } from './service';
import { memoryCookieJar, startPodTestBed, type PodTestBed } from './testing/test-bed';

const member = { memberId: 'tennis_lee', isAdmin: false };
const visitor = { memberId: null, isAdmin: false };
const admin = { memberId: 'courtside_admin', isAdmin: true };
const GUEST = 'guest-3f1c2a9e-1111-4a2b-9c3d-2e5f6a7b8c9d';

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof RouteError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('/api/pod/* over the stand-in partner', () => {
  let bed: PodTestBed;

  beforeAll(async () => {
    bed = await startPodTestBed('pod-routes');
  });
  afterAll(async () => {
    await bed.close();
  });

  async function browserWithToken() {
    const jar = memoryCookieJar();
    const oauth = await authorizePodAdmin(bed.deps);
    setPodToken(bed.deps, jar, oauth);
    return { jar, oauth };
  }

  it('authorises, stores the token in cookies and reports its time left with the 60 s margin', async () => {
    const jar = memoryCookieJar();
    expect(podTokenExpiry(bed.deps, jar)).toEqual({ expiresIn: 0 });
    const oauth = await authorizePodAdmin(bed.deps);
    expect(oauth).toMatchObject({ expires_in: 3600, access_token: expect.any(String), refresh_token: expect.any(String) });
    setPodToken(bed.deps, jar, oauth);
    expect(jar.values.get('token')).toBe(oauth.access_token);
    expect(podTokenExpiry(bed.deps, jar)).toEqual({ expiresIn: 3540 });
    bed.advance(3540_000);
    expect(podTokenExpiry(bed.deps, jar)).toEqual({ expiresIn: 0 });
    // Expired by the margin: the browser must renew before reading.
    expect(await refusal(() => readPartner(bed.deps, jar, '/channel-products'))).toEqual({ status: 401, code: 'POD_TOKEN_EXPIRED' });
  });

  it('lists the seeded channel products with paging', async () => {
    const { jar } = await browserWithToken();
    const first = (await readPartner(bed.deps, jar, '/channel-products?pageNo=1&pageSize=4')) as PodChannelProductsReply;
    expect(first.totalCount).toBe(6);
    expect(first.items.map((p) => p.channel_product_name)).toEqual(['커스텀 티셔츠', '에코백', '머그컵', '커스텀 댐프너']);
    expect(first.items[0]).toMatchObject({ channel_product_id: 'cp-tshirt', design_template_id: 'tpl-tshirt-front' });
    const second = (await readPartner(bed.deps, jar, '/channel-products?pageNo=2&pageSize=4')) as PodChannelProductsReply;
    expect(second.items.map((p) => p.channel_product_id)).toEqual(['cp-keyring', 'cp-cap']);
  });

  it('reads templates, options, variants and one variant of a channel product', async () => {
    const { jar } = await browserWithToken();
    expect(await readPartner(bed.deps, jar, '/channel-products/cp-tshirt/design-templates')).toEqual([
      { design_template_id: 'tpl-tshirt-front', name: '앞면 가슴 로고', thumbnail: '/pod/tshirt.svg' },
      { design_template_id: 'tpl-tshirt-back', name: '등판 이름·번호', thumbnail: '/pod/tshirt.svg' },
    ]);
    const options = (await readPartner(bed.deps, jar, '/channel-products/cp-tshirt/options')) as PodOption[];
    expect(options).toEqual([
      { name: '사이즈', values: ['S', 'M', 'L', 'XL'] },
      { name: '색상', values: ['화이트', '네이비'] },
    ]);
    const variants = (await readPartner(bed.deps, jar, '/channel-products/cp-tshirt/variants')) as PodVariant[];
    expect(variants).toHaveLength(8);
    const navyM = variants.find((v) => v.options?.['사이즈'] === 'M' && v.options['색상'] === '네이비');
    expect(navyM).toBeDefined();
    expect(await readPartner(bed.deps, jar, `/channel-products/cp-tshirt/variants/${navyM?.variant_id}`)).toEqual(navyM);
    expect(await refusal(() => readPartner(bed.deps, jar, '/channel-products/cp-tshirt/variants/v-none'))).toEqual({ status: 404, code: 'POD_NOT_FOUND' });
    expect(await refusal(() => readPartner(bed.deps, jar, '/channel-products/cp-nothing/options'))).toEqual({ status: 404, code: 'POD_NOT_FOUND' });
  });

  it('answers the pod product of a mall product, and the retry alert when it has no variant', async () => {
    const { jar } = await browserWithToken();
    const reply = (await readPartner(bed.deps, jar, '/product-pod/100201')) as PodProductPodReply;
    expect(reply.message).toEqual({ variant_id: 'v-mug-1', channel_product_id: 'cp-mug', channel_product_name: '머그컵', design_template_id: 'tpl-mug-photo' });
    // A mall product the partner does not print.
    const missing = await refusal(() => readPartner(bed.deps, jar, '/product-pod/100001'));
    expect(missing).toEqual({ status: 404, code: 'POD_VARIANT_MISSING' });
  });

  it('refuses partner paths outside the allow-list and reads without a token', async () => {
    const { jar } = await browserWithToken();
    expect(await refusal(() => readPartner(bed.deps, jar, 'https://partner.example/channel-products'))).toEqual({ status: 400, code: 'POD_INVALID_REQUEST' });
    expect(await refusal(() => readPartner(bed.deps, memoryCookieJar(), '/channel-products'))).toEqual({ status: 401, code: 'POD_TOKEN_EXPIRED' });
    const forged = memoryCookieJar();
    setPodToken(bed.deps, forged, { access_token: 'made-up', expires_in: 3600 });
    expect(await refusal(() => readPartner(bed.deps, forged, '/channel-products'))).toEqual({ status: 401, code: 'POD_TOKEN_INVALID' });
  });

  it('saves an editor document and makes one project of it, listed for its owner only', async () => {
    const save: PodUserBody = { type: 'editor', designTemplateId: 'tpl-mug-text', document: { text: '코트사이드 테니스 클럽' }, thumbnail: 'http://127.0.0.1/api/upload/pod/a.png' };
    const result = (await podUserAction(bed.deps, member, save)) as { editorNo: string; thumbnail: string; designTemplateId: string };
    expect(result).toMatchObject({ editorNo: expect.stringMatching(/^ED\d{8}-/), designTemplateId: 'tpl-mug-text', thumbnail: save.thumbnail });
    const project: PodUserBody = { type: 'project', ...result, variantId: 'v-mug-2' };
    const created = (await podUserAction(bed.deps, member, project)) as { projectId: string };
    expect(created.projectId).toMatch(/^PJ\d{8}-/);
    // A second save of the same editor document (double click) answers the same project.
    expect(await podUserAction(bed.deps, member, project)).toEqual(created);

    const mine = (await podUserAction(bed.deps, member, { type: 'projects' })) as { items: { projectId: string; variantId: string }[] };
    expect(mine.items).toEqual([expect.objectContaining({ projectId: created.projectId, variantId: 'v-mug-2', editorNo: result.editorNo })]);
    // 내 디자인 says what the design is on (issue 29), not only the partner's project id.
    const described = mine.items[0] as unknown as { productName: string; optionText: string };
    expect(described.productName).not.toBe('');
    expect(described.productName).not.toContain('PJ');
    expect(described).toMatchObject({ productName: '머그컵', optionText: '색상: 블랙' });
    const guests = (await podUserAction(bed.deps, visitor, { type: 'projects', guestUserIdentifier: GUEST })) as { items: unknown[] };
    expect(guests.items).toEqual([]);
    // Another customer cannot turn this member's editor document into their project.
    expect(await refusal(() => podUserAction(bed.deps, visitor, { ...project, guestUserIdentifier: GUEST }))).toEqual({ status: 404, code: 'POD_NOT_FOUND' });
  });

  it('refuses a project whose variant belongs to another product, with the retry alert', async () => {
    const result = (await podUserAction(bed.deps, member, { type: 'editor', designTemplateId: 'tpl-mug-photo', document: {}, thumbnail: '/api/upload/pod/b.png' })) as {
      editorNo: string;
      thumbnail: string;
      designTemplateId: string;
    };
    expect(await refusal(() => podUserAction(bed.deps, member, { type: 'project', ...result, variantId: 'v-tshirt-1' }))).toEqual({ status: 404, code: 'POD_VARIANT_MISSING' });
  });

  it('lets a guest edit with their device identifier, and asks for an identity otherwise', async () => {
    const authorize = (await podUserAction(bed.deps, visitor, { type: 'authorize', guestUserIdentifier: GUEST })) as { access_token: string; expires_in: number };
    expect(authorize.expires_in).toBe(1800);
    const result = (await podUserAction(bed.deps, visitor, {
      type: 'editor',
      guestUserIdentifier: GUEST,
      designTemplateId: 'tpl-keyring-photo',
      document: { text: '에이스' },
      thumbnail: '/api/upload/pod/c.png',
    })) as { editorNo: string; thumbnail: string; designTemplateId: string };
    await podUserAction(bed.deps, visitor, { type: 'project', guestUserIdentifier: GUEST, ...result, variantId: 'v-keyring-1' });
    const guests = (await podUserAction(bed.deps, visitor, { type: 'projects', guestUserIdentifier: GUEST })) as { items: unknown[] };
    expect(guests.items).toHaveLength(1);

    expect(await refusal(() => podUserAction(bed.deps, visitor, { type: 'projects' }))).toEqual({ status: 401, code: 'POD_IDENTITY_REQUIRED' });
    expect(await refusal(() => podUserAction(bed.deps, visitor, { type: 'projects', guestUserIdentifier: 'member:tennis_lee' }))).toEqual({
      status: 401,
      code: 'POD_IDENTITY_REQUIRED',
    });
  });

  it('keeps working after the server’s own user token expires', async () => {
    await podUserAction(bed.deps, member, { type: 'projects' });
    bed.advance(2 * 3600_000);
    const again = (await podUserAction(bed.deps, member, { type: 'projects' })) as { items: unknown[] };
    expect(again.items.length).toBeGreaterThan(0);
  });

  it('takes order exports from admins only, once per order code', async () => {
    const result = (await podUserAction(bed.deps, member, { type: 'editor', designTemplateId: 'tpl-ecobag-center', document: {}, thumbnail: '/api/upload/pod/d.png' })) as {
      editorNo: string;
      thumbnail: string;
      designTemplateId: string;
    };
    const { projectId } = (await podUserAction(bed.deps, member, { type: 'project', ...result, variantId: 'v-ecobag-1' })) as { projectId: string };
    const order = {
      orderCode: '20250301000001',
      storeCustomerId: 'member:tennis_lee',
      shippingAddress: { address: '서울특별시 강남구 테헤란로 123', addressDetail: '4층', nationCode: 'KR' as const, phoneNumber: '01022223333', postcode: '06236', recipient: '이받음' },
      orderEntries: [{ projectId, quantity: 2, productSellPrice: 19000 }],
    };
    const unknownProject = { ...order, orderCode: '20250301000002', orderEntries: [{ projectId: 'PJ00000000-NOPE', quantity: 1, productSellPrice: 1 }] };
    expect(await refusal(() => podUserAction(bed.deps, member, { type: 'orders', orders: [order] }))).toEqual({ status: 403, code: 'ADMIN_ONLY' });
    expect(await refusal(() => podUserAction(bed.deps, visitor, { type: 'orders', orders: [order] }))).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
    expect(await podUserAction(bed.deps, admin, { type: 'orders', orders: [order, unknownProject] })).toEqual({ accepted: ['20250301000001'] });
    expect(await podUserAction(bed.deps, admin, { type: 'orders', orders: [order] })).toEqual({ accepted: ['20250301000001'] });
    const received = await bed.db.selectFrom('pod_received_orders').selectAll().execute();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]?.entries_json ?? '[]')).toEqual(order.orderEntries);
  });
});
