import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { seedMembers } from './fixtures.ts';
import { SEED_GUEST_ORDER_PASSWORD } from './orders.ts';

describe('seeded past orders', () => {
  let api: TestShopApi;

  beforeAll(async () => {
    api = await startTestShopApi('seed-orders');
  });
  afterAll(async () => {
    await api.close();
  });

  const tokenFor = async (memberNo: number) => {
    const token = `seed-test-${memberNo}-${Date.now()}`;
    const now = new Date();
    await api.deps.db
      .insertInto('access_tokens')
      .values({ token, member_no: memberNo, issued_at: now.toISOString(), expires_at: new Date(now.getTime() + 3600_000).toISOString(), revoked: 0 })
      .execute();
    return token;
  };

  it('gives the shopper orders in every stage my-page shows', async () => {
    const token = await tokenFor(seedMembers.shopper.memberNo);
    const list = await (await api.call('/profile/orders?hasTotalCount=true', { token })).json();
    const statuses = list.items.flatMap((o: { orderOptions: Array<{ orderStatusType: string }> }) => o.orderOptions.map((x) => x.orderStatusType));
    expect(new Set(statuses)).toEqual(new Set(['BUY_CONFIRM', 'DELIVERY_DONE', 'DELIVERY_ING', 'DEPOSIT_WAIT']));
    const summary = await (await api.call('/profile/orders/summary/status', { token })).json();
    expect(summary.depositWaitCnt).toBe(1);
    expect(summary.deliveryIngCnt).toBe(2);
  });

  it('leaves the reviewer delivered and confirmed lines to review, and a cancelled order for ace_park', async () => {
    const rows = await api.deps.db
      .selectFrom('order_options')
      .innerJoin('orders', 'orders.order_no', 'order_options.order_no')
      .select(['orders.member_no', 'order_options.order_status'])
      .execute();
    const of = (memberNo: number) => rows.filter((r) => r.member_no === memberNo).map((r) => r.order_status);
    expect(of(seedMembers.reviewer.memberNo)).toEqual(expect.arrayContaining(['BUY_CONFIRM', 'DELIVERY_DONE']));
    expect(of(seedMembers.second.memberNo)).toEqual(expect.arrayContaining(['CANCEL_DONE', 'PAY_DONE']));
  });

  it('lets the guest open their order with the documented password', async () => {
    const guest = await api.deps.db.selectFrom('orders').select('order_no').where('member_no', 'is', null).executeTakeFirstOrThrow();
    const res = await api.call(`/guest/orders/${guest.order_no}`, { method: 'POST', json: { password: SEED_GUEST_ORDER_PASSWORD, orderRequestType: 'ALL' } });
    expect(res.status).toBe(200);
    expect((await res.json()).defaultOrderStatusType).toBe('DELIVERY_ING');
  });
});
