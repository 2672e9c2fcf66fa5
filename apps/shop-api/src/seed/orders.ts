// Past orders of the seed members (and one guest), so my-page, order tracking and reviews have
// something to show: confirmed, delivered, in delivery, paid, awaiting a deposit and cancelled.
// Orders are priced by the same services as real checkouts; runs after members and catalogue.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { giveAccumulation } from '../services/members/accumulations.ts';
import { cancelOrder } from '../services/orders/claims.ts';
import { chargeLines, noInputs } from '../services/checkout/order-sheet-amounts.ts';
import { newDocumentNo } from '../services/checkout/order-numbers.ts';
import { createOrder, type Orderer, type ShippingAddress } from '../services/orders/orders.ts';
import { hashPassword } from '../services/members/password.ts';
import { payInfoFor } from '../services/checkout/pay-types.ts';
import type { LineRequest } from '../services/checkout/pricing.ts';
import { takeStock } from '../services/catalogue/stock.ts';
import { seedMembers } from './fixtures.ts';

/** The guest order's lookup password (find its number with GET /server/orders, memberNo null). */
export const SEED_GUEST_ORDER_PASSWORD = 'guest1234';

type Who = keyof typeof seedMembers | 'guest';
type FinalStatus = 'DEPOSIT_WAIT' | 'PAY_DONE' | 'DELIVERY_ING' | 'DELIVERY_DONE' | 'BUY_CONFIRM' | 'CANCEL_DONE';

interface SeedOrder {
  who: Who;
  daysAgo: number;
  /** [productNo, index among the options in stock, quantity] */
  lines: Array<[number, number, number]>;
  payType: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' | 'MOBILE' | 'NAVER_EASY_PAY';
  status: FinalStatus;
}

const pastOrders: SeedOrder[] = [
  { who: 'shopper', daysAgo: 62, lines: [[100001, 0, 3], [100103, 0, 1]], payType: 'CREDIT_CARD', status: 'BUY_CONFIRM' },
  { who: 'shopper', daysAgo: 15, lines: [[100141, 0, 1]], payType: 'NAVER_EASY_PAY', status: 'DELIVERY_DONE' },
  { who: 'shopper', daysAgo: 3, lines: [[100002, 1, 2], [100122, 0, 1]], payType: 'CREDIT_CARD', status: 'DELIVERY_ING' },
  { who: 'shopper', daysAgo: 1, lines: [[100111, 0, 1]], payType: 'VIRTUAL_ACCOUNT', status: 'DEPOSIT_WAIT' },
  { who: 'reviewer', daysAgo: 40, lines: [[100001, 1, 2], [100003, 0, 1]], payType: 'CREDIT_CARD', status: 'BUY_CONFIRM' },
  { who: 'reviewer', daysAgo: 10, lines: [[100005, 0, 1], [100006, 0, 1]], payType: 'MOBILE', status: 'DELIVERY_DONE' },
  { who: 'second', daysAgo: 20, lines: [[100004, 0, 1]], payType: 'CREDIT_CARD', status: 'CANCEL_DONE' },
  { who: 'second', daysAgo: 6, lines: [[100101, 0, 2]], payType: 'CREDIT_CARD', status: 'PAY_DONE' },
  { who: 'guest', daysAgo: 5, lines: [[100010, 0, 2]], payType: 'CREDIT_CARD', status: 'DELIVERY_ING' },
];

const dayMs = 86_400_000;
const progress: FinalStatus[] = ['PAY_DONE', 'DELIVERY_ING', 'DELIVERY_DONE', 'BUY_CONFIRM'];

async function buyer(db: Kysely<ShopDb>, who: Who): Promise<{ memberNo: number | null; orderer: Orderer; shipping: ShippingAddress } | null> {
  if (who === 'guest') {
    return {
      memberNo: null,
      orderer: { ordererName: '한비회', ordererEmail: 'guest@example.kr', ordererContact1: '010-5555-7777', ordererContact2: null },
      shipping: {
        addressNo: 0, addressName: null, receiverName: '한비회', receiverZipCd: '61452', receiverAddress: '광주광역시 동구 금남로 245',
        receiverJibunAddress: null, receiverDetailAddress: '3층', receiverContact1: '010-5555-7777', receiverContact2: null,
      },
    };
  }
  const m = await db.selectFrom('members').selectAll().where('member_id', '=', seedMembers[who].memberId).executeTakeFirst();
  if (!m) return null;
  const contact = m.mobile_no ?? '';
  return {
    memberNo: m.member_no,
    orderer: { ordererName: m.member_name, ordererEmail: m.email, ordererContact1: contact, ordererContact2: null },
    shipping: {
      addressNo: 0, addressName: '집', receiverName: m.member_name, receiverZipCd: m.zip_cd ?? '06236', receiverAddress: m.address ?? '',
      receiverJibunAddress: m.jibun_address, receiverDetailAddress: m.detail_address, receiverContact1: contact, receiverContact2: null,
    },
  };
}

async function placeSeedOrder(db: Kysely<ShopDb>, spec: SeedOrder, index: number, now: Date): Promise<void> {
  const who = await buyer(db, spec.who);
  if (!who) return;
  const at = new Date(now.getTime() - spec.daysAgo * dayMs - (index % 5) * 3600_000);
  const requests: LineRequest[] = [];
  const products = await db.selectFrom('options').select(['option_no', 'product_no']).where('product_no', 'in', spec.lines.map((l) => l[0])).where('stock_cnt', '>', 5).where('forced_sold_out', '=', 0).orderBy('display_order').orderBy('option_no').execute();
  for (const [productNo, which, orderCnt] of spec.lines) {
    const option = products.filter((p) => p.product_no === productNo)[which];
    if (option) requests.push({ cartNo: null, productNo, optionNo: option.option_no, orderCnt, optionInputs: [] });
  }
  const amounts = await chargeLines(db, requests, noInputs, { memberNo: who.memberNo, now, baseUrl: '', invalidLines: 'drop' });
  if (amounts.lines.length === 0) return;
  const orderNo = await createOrder(db, {
    orderSheetNo: newDocumentNo(at),
    memberNo: who.memberNo,
    guestPasswordHash: who.memberNo === null ? await hashPassword(SEED_GUEST_ORDER_PASSWORD) : null,
    amounts,
    orderer: who.orderer,
    shipping: who.shipping,
    payInfo: payInfoFor(spec.payType, spec.payType === 'NAVER_EASY_PAY' ? 'NAVER_EASY_PAY' : 'INICIS', amounts.paymentAmt, who.orderer, at),
    paymentKey: `pay_seed${String(index).padStart(12, '0')}`,
    orderMemo: null,
    deliveryMemo: index % 2 === 0 ? '문 앞에 놓아 주세요.' : null,
    now: at,
  });

  if (spec.status === 'CANCEL_DONE') {
    // Take the stock as the sale did, so the cancel puts back exactly what it took.
    for (const l of amounts.lines) await takeStock(db, l.request.productNo, l.request.optionNo, l.request.orderCnt);
    await cancelOrder(db, orderNo, { memberNo: who.memberNo, guestOrderNo: orderNo }, { claimReasonType: 'CHANGE_MIND', claimReasonDetail: '다른 색상으로 다시 주문할게요.' }, new Date(at.getTime() + 2 * 3600_000));
    return;
  }
  const reached = progress.indexOf(spec.status);
  if (reached <= 0) return;
  const shippedAt = new Date(at.getTime() + dayMs).toISOString();
  const doneAt = reached >= 2 ? new Date(at.getTime() + 2 * dayMs).toISOString() : null;
  const confirmedAt = reached >= 3 ? new Date(at.getTime() + 5 * dayMs) : null;
  await db
    .updateTable('order_options')
    .set({
      order_status: spec.status,
      delivery_company: 'CJ',
      invoice_no: `6${orderNo.slice(-11)}`,
      delivery_done_at: doneAt,
      buy_confirmed_at: confirmedAt?.toISOString() ?? null,
      updated_at: confirmedAt?.toISOString() ?? doneAt ?? shippedAt,
    })
    .where('order_no', '=', orderNo)
    .execute();
  if (confirmedAt && who.memberNo !== null) {
    const points = amounts.allocations.reduce((s, a) => s + a.accumulationAmt, 0);
    if (points > 0) await giveAccumulation(db, { memberNo: who.memberNo, amt: points, reason: 'ADD_AFTER_PAYMENT', orderNo, now: confirmedAt });
  }
}

export async function seedOrders(db: Kysely<ShopDb>, now: Date): Promise<void> {
  if (await db.selectFrom('orders').select('order_no').limit(1).executeTakeFirst()) return;
  for (const [i, spec] of pastOrders.entries()) await placeSeedOrder(db, spec, i, now);
}
