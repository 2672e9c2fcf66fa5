// /api/custom/admin logic over a real platform and own database: paid custom orders (a dampener
// design and a pod project) listed with their design, moved request → progress → completion with
// who and when, refused by the production machine when out of order, filtered by status, and
// exported to the pod partner in the seed's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteError } from '@/lib/server/api-route';
import { createPosCustomOrderSource } from './pos-source';
import { productionHistory } from './production-store';
import { productionList, productionOrder } from './production-list';
import { adminList, adminMove, adminSetChannel, exportDocument, sendExport } from './service';
import { MEMBER, squareRedDesign, startProductionStack, type ProductionStack } from './testing/stack';

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof RouteError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('custom production over the platform and the own database', () => {
  let stack: ProductionStack;
  let dampener: { orderNo: string; reference: string };
  let mug: { orderNo: string; projectId: string };

  beforeAll(async () => {
    stack = await startProductionStack('production');
    const token = await stack.login(MEMBER);
    dampener = await stack.orderDampener(token, squareRedDesign(), 2);
    mug = await stack.orderPodMug(token, MEMBER.memberId);
  }, 60_000);
  afterAll(async () => {
    await stack.close();
  });

  it('lists paid custom orders as design complete, with the design’s shape, colour and both sides', async () => {
    const page = await productionList(stack.deps, { pageNumber: 1, pageSize: 20 });
    const order = page.orders.find((o) => o.orderNo === dampener.orderNo);
    expect(order).toMatchObject({ status: 'design', statusLabel: '디자인 완료', salesChannel: 'courtside', salesChannelLabel: '자사몰', ordererName: '이정현', memberId: MEMBER.memberId });
    expect(order?.items).toEqual([
      expect.objectContaining({
        kind: 'dampener',
        reference: dampener.reference,
        orderCnt: 2,
        shape: 'square',
        shapeLabel: '사각형',
        colorName: '레드',
        sideModeLabel: '앞뒷면 다름',
        designFound: true,
        sides: [
          expect.objectContaining({ side: 'front', printUrl: `/api/custom/dampener/render?reference=${dampener.reference}&side=front` }),
          expect.objectContaining({ side: 'back', imageUrl: 'http://127.0.0.1/uploads/custom-design/back.png' }),
        ],
      }),
    ]);
    const podOrder = page.orders.find((o) => o.orderNo === mug.orderNo);
    expect(podOrder?.items[0]).toMatchObject({ kind: 'pod', reference: mug.projectId, orderCnt: 3, designFound: true, sides: [expect.objectContaining({ imageUrl: 'http://127.0.0.1/uploads/pod/mug.png' })] });
  });

  it('answers core’s reply shape, one item per custom line', async () => {
    const reply = await adminList(stack.deps, { pageNumber: 1, pageSize: 20 });
    expect(reply.totalCount).toBeGreaterThanOrEqual(2);
    expect(reply.items).toContainEqual(
      expect.objectContaining({ orderNo: dampener.orderNo, status: 'design', sales_channel: 'courtside', shape_type: 'square', cushion_color: '레드', front_draft_url: 'http://127.0.0.1/uploads/custom-design/front.png', kind: 'dampener' }),
    );
  });

  it('moves an order one step at a time, recording the admin and the time', async () => {
    const skip = await refusal(() => adminMove(stack.deps, 'courtside_admin', { orderNo: dampener.orderNo, status: 'progress' }));
    expect(skip).toEqual({ status: 409, code: 'PRODUCTION_STATUS_SKIPPED', message: '제작 상태는 한 단계씩만 진행할 수 있습니다.' });

    const requested = await adminMove(stack.deps, 'courtside_admin', { orderNo: dampener.orderNo, status: 'request' });
    expect(requested).toMatchObject({ orderNo: dampener.orderNo, status: 'request', updatedBy: 'courtside_admin', updatedAt: expect.any(String) });
    expect((await refusal(() => adminMove(stack.deps, 'courtside_admin', { orderNo: dampener.orderNo, status: 'request' }))).code).toBe('PRODUCTION_STATUS_UNCHANGED');
    await adminMove(stack.deps, 'courtside_admin', { orderNo: dampener.orderNo, status: 'progress' });
    await adminMove(stack.deps, 'courtside_admin', { orderNo: dampener.orderNo, status: 'completion' });
    expect((await refusal(() => adminMove(stack.deps, 'courtside_admin', { orderNo: dampener.orderNo, status: 'request' }))).code).toBe('PRODUCTION_STATUS_BACKWARD');

    const history = await productionHistory(stack.db, dampener.orderNo);
    expect(history.map((e) => [e.from, e.to, e.memberId])).toEqual([
      ['design', 'request', 'courtside_admin'],
      ['request', 'progress', 'courtside_admin'],
      ['progress', 'completion', 'courtside_admin'],
    ]);
    const detail = await productionOrder(stack.deps, dampener.orderNo);
    expect(detail).toMatchObject({ status: 'completion', statusLabel: '제작완료', updatedBy: 'courtside_admin' });
    expect(detail?.history).toHaveLength(3);
  });

  it('filters by status and sales channel', async () => {
    const done = await adminList(stack.deps, { status: 'completion', pageNumber: 1, pageSize: 20 });
    expect(done.items.map((i) => i.orderNo)).toEqual([dampener.orderNo]);
    const designs = await adminList(stack.deps, { status: 'design', pageNumber: 1, pageSize: 20 });
    expect(designs.items.map((i) => i.orderNo)).toContain(mug.orderNo);
    expect(designs.items.map((i) => i.orderNo)).not.toContain(dampener.orderNo);
    expect((await adminList(stack.deps, { salesChannel: 'smartstore', pageNumber: 1, pageSize: 20 })).items).toEqual([]);
    // An admin marks the mug order as sold on the smartstore; its status stays design complete.
    expect(await adminSetChannel(stack.deps, 'courtside_admin', { orderNo: mug.orderNo, salesChannel: 'smartstore' })).toEqual({ orderNo: mug.orderNo, salesChannel: 'smartstore' });
    const smartstore = await adminList(stack.deps, { salesChannel: 'smartstore', pageNumber: 1, pageSize: 20 });
    expect(smartstore.items.map((i) => [i.orderNo, i.status, i.sales_channel])).toEqual([[mug.orderNo, 'design', 'smartstore']]);
    expect((await adminList(stack.deps, { salesChannel: 'courtside', pageNumber: 1, pageSize: 20 })).items.map((i) => i.orderNo)).not.toContain(mug.orderNo);
    await adminSetChannel(stack.deps, 'courtside_admin', { orderNo: mug.orderNo, salesChannel: 'courtside' });
    expect((await adminList(stack.deps, { keyword: mug.projectId, pageNumber: 1, pageSize: 20 })).items.map((i) => i.orderNo)).toEqual([mug.orderNo]);
  });

  it('gives the terminal the orders on the production line with their design pictures', async () => {
    const source = createPosCustomOrderSource(async () => stack.deps);
    const list = await source.list({ page: 1, size: 30 });
    expect(list.items).toEqual([
      expect.objectContaining({ orderNo: dampener.orderNo, status: 'completion', quantity: 2, ordererName: '이정현', productName: '코트사이드 커스텀 댐프너' }),
    ]);
    expect((await source.list({ status: 'request', page: 1, size: 30 })).items).toEqual([]);
    const detail = await source.detail(dampener.orderNo);
    expect(detail).toMatchObject({ shape: '사각형', colorName: '레드', note: `디자인 번호 ${dampener.reference}` });
    expect(detail?.sides.map((s) => [s.side, s.imageUrl])).toEqual([
      ['front', 'http://127.0.0.1/uploads/custom-design/front.png'],
      ['back', 'http://127.0.0.1/uploads/custom-design/back.png'],
    ]);
    // Not yet requested for production: not on the terminal's line.
    expect(await source.detail(mug.orderNo)).toBeNull();
  });

  it('refuses orders that are not paid custom orders', async () => {
    expect((await refusal(() => adminMove(stack.deps, 'courtside_admin', { orderNo: '000000000000000000', status: 'request' }))).code).toBe('CUSTOM_ORDER_NOT_FOUND');
  });

  it('exports the pod lines in the seed’s shape and sends them once through the adapter', async () => {
    const document = await exportDocument(stack.deps, [mug.orderNo, dampener.orderNo]);
    expect(document).toEqual({
      orders: [
        {
          orderCode: mug.orderNo,
          storeCustomerId: `member:${MEMBER.memberId}`,
          shippingAddress: { address: '서울특별시 강남구 테헤란로 123', addressDetail: '4층', nationCode: 'KR', phoneNumber: '01022223333', postcode: '06236', recipient: '이받음' },
          orderEntries: [{ projectId: mug.projectId, quantity: 3, productSellPrice: 15000 }],
        },
      ],
    });
    expect(await sendExport(stack.deps, 'courtside_admin', [mug.orderNo])).toEqual({ accepted: [mug.orderNo], sent: 1 });
    expect(await sendExport(stack.deps, 'courtside_admin', [mug.orderNo])).toEqual({ accepted: [mug.orderNo], sent: 1 });
    expect(await stack.db.selectFrom('pod_received_orders').select('order_code').execute()).toEqual([{ order_code: mug.orderNo }]);
    const detail = await productionOrder(stack.deps, mug.orderNo);
    expect(detail).toMatchObject({ status: 'design', exportedAt: expect.any(String) });
    expect((await refusal(() => sendExport(stack.deps, 'courtside_admin', [dampener.orderNo]))).code).toBe('POD_NOTHING_TO_EXPORT');
  });
});
