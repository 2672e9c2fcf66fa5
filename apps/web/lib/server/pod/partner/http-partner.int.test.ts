// The HTTP partner adapter against the stand-in served over real HTTP (a Node server on port 0 in
// front of the stand-in's HTTP face, over a real database — SQLite, or PostgreSQL under
// TEST_DATABASE_URL): tokens, catalogue reads, editor save and project, order export with the
// project's artwork, status and cancel, and each refusal as the partner's code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodOrderExport } from '@courtside/core/api';
import { createHttpPodProvider } from './http-partner';
import { isPodError, type PodProvider } from './provider';
import { createPodHttpFace } from './stand-in/http-face';
import { PRODUCTION_STARTS_AFTER_MS } from './stand-in/orders';
import { startPodTestBed, type PodTestBed } from '../testing/test-bed';

async function codeOf(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    if (isPodError(error)) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'no refusal';
}

function serve(handler: (request: Request) => Promise<Response>): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
        ...(body.length > 0 ? { body } : {}),
      });
      void handler(request).then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the print-on-demand partner over HTTP', () => {
  let bed: PodTestBed;
  let server: Server;
  let partner: PodProvider;
  let seen: string[];

  beforeAll(async () => {
    bed = await startPodTestBed('pod-http-partner');
    const face = createPodHttpFace(bed.deps.provider, '/v1');
    seen = [];
    server = await serve((request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return face(request);
    });
    partner = createHttpPodProvider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/` });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await bed.close();
  });

  it('takes tokens and reads the catalogue over the wire, as the stand-in answers in process', async () => {
    const channel = await partner.authorizeChannel();
    expect(channel.access_token).not.toBe('');
    const products = await partner.listChannelProducts(channel.access_token, { pageNo: 1, pageSize: 5 });
    expect(products.items.length).toBeGreaterThan(0);
    const first = products.items[0]!;
    const direct = await bed.deps.provider.getChannelProduct(channel.access_token, first.channel_product_id);
    expect(await partner.getChannelProduct(channel.access_token, first.channel_product_id)).toEqual(direct);
    const [template] = await partner.listDesignTemplates(channel.access_token, first.channel_product_id);
    expect((await partner.getDesignTemplate(channel.access_token, template!.design_template_id)).layout.area.width).toBeGreaterThan(0);
    const variants = await partner.listVariants(channel.access_token, first.channel_product_id);
    expect(await partner.getVariant(channel.access_token, first.channel_product_id, variants[0]!.variant_id)).toEqual(variants[0]);
    expect(seen).toContain(`GET /v1/channel-products/${first.channel_product_id}/variants`);
  });

  it('saves a design, makes a project, sends the order with it, reads its status and cancels it', async () => {
    const user = await partner.authorizeUser('member:tennis_lee');
    const saved = await partner.saveEditorDocument(user.access_token, { designTemplateId: 'tpl-mug-text', document: { text: '코트사이드' }, thumbnail: 'http://127.0.0.1/api/upload/pod/design.png' });
    const { projectId } = await partner.createProject(user.access_token, { ...saved, variantId: 'v-mug-2' });
    const mine = await partner.listProjects(user.access_token);
    expect(mine.map((p) => [p.projectId, p.thumbnail])).toEqual([[projectId, 'http://127.0.0.1/api/upload/pod/design.png']]);

    const channel = await partner.authorizeChannel();
    const order: PodOrderExport = {
      orderCode: 'O202503010001',
      storeCustomerId: 'member:tennis_lee',
      shippingAddress: { address: '서울특별시 마포구 월드컵로 1', addressDetail: '2층', nationCode: 'KR', phoneNumber: '010-1234-5678', postcode: '04001', recipient: '이테니스' },
      orderEntries: [{ projectId, quantity: 2, productSellPrice: 15000 }],
    };
    expect(await partner.exportOrders(channel.access_token, [order])).toEqual({ accepted: ['O202503010001'] });
    // The artwork travels as the project the partner holds: found by id with its picture.
    expect((await partner.findProjects(channel.access_token, [projectId]))[0]?.thumbnail).toBe('http://127.0.0.1/api/upload/pod/design.png');
    expect(await partner.orderStatus(channel.access_token, 'O202503010001')).toMatchObject({ orderCode: 'O202503010001', status: 'RECEIVED', cancelledAt: null });
    const cancelled = await partner.cancelOrder(channel.access_token, 'O202503010001');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
    // Cancelling again answers the same.
    expect(await partner.cancelOrder(channel.access_token, 'O202503010001')).toEqual(cancelled);
  });

  it('refuses an order in production, unknown orders, wrong scopes and bad tokens with the partner’s codes', async () => {
    const user = await partner.authorizeUser('member:ace_park');
    const saved = await partner.saveEditorDocument(user.access_token, { designTemplateId: 'tpl-mug-text', document: {}, thumbnail: 'http://127.0.0.1/api/upload/pod/b.png' });
    const { projectId } = await partner.createProject(user.access_token, { ...saved, variantId: 'v-mug-2' });
    const channel = await partner.authorizeChannel();
    const order: PodOrderExport = {
      orderCode: 'O202503010002',
      storeCustomerId: 'member:ace_park',
      shippingAddress: { address: '부산광역시 해운대구 1', addressDetail: '', nationCode: 'KR', phoneNumber: '010-2222-3333', postcode: '48000', recipient: '박에이스' },
      orderEntries: [{ projectId, quantity: 1, productSellPrice: 15000 }],
    };
    await partner.exportOrders(channel.access_token, [order]);
    bed.advance(PRODUCTION_STARTS_AFTER_MS);
    const fresh = await partner.authorizeChannel();
    expect((await partner.orderStatus(fresh.access_token, 'O202503010002')).status).toBe('IN_PRODUCTION');
    expect(await codeOf(() => partner.cancelOrder(fresh.access_token, 'O202503010002'))).toBe('409 POD_ORDER_NOT_CANCELLABLE');
    expect(await codeOf(() => partner.orderStatus(fresh.access_token, 'O209912310000'))).toBe('404 POD_NOT_FOUND');
    // A shopper's token may not read the shop's orders; a token a day old has lapsed.
    expect(await codeOf(() => partner.orderStatus(user.access_token, 'O202503010002'))).toBe('401 POD_TOKEN_EXPIRED');
    const shopper = await partner.authorizeUser('member:ace_park');
    expect(await codeOf(() => partner.orderStatus(shopper.access_token, 'O202503010002'))).toBe('403 POD_SCOPE_DENIED');
    expect(await codeOf(() => partner.listChannelProducts('made-up', { pageNo: 1, pageSize: 5 }))).toBe('401 POD_TOKEN_INVALID');
  });

  it('is unavailable, never half-read, when the partner is away or speaks something else', async () => {
    const away = createHttpPodProvider({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2000 });
    expect(await codeOf(() => away.authorizeChannel())).toBe('503 POD_UNAVAILABLE');
    const odd = await serve(async () => new Response(JSON.stringify({ hello: 'world' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const confused = createHttpPodProvider({ baseUrl: `http://127.0.0.1:${(odd.address() as AddressInfo).port}` });
    expect(await codeOf(() => confused.authorizeChannel())).toBe('503 POD_UNAVAILABLE');
    await new Promise((resolve) => odd.close(resolve));
  });
});
