// Orders: created from a paid order sheet inside the payment approval's transaction, then moved
// along the delivery states. Each order option stores its own share of every discount and the
// delivery group it shipped in, so claims and buy confirms work from the order alone.
import type { Kysely, Selectable } from 'kysely';
import type { OrderOptionTable, OrderTable, ShopDb } from '../../db/schema.ts';
import { giveAccumulation } from '../members/accumulations.ts';
import type { DeliveryCondition } from '../checkout/delivery.ts';
import type { OrderStatusType } from '@courtside/core/constants';
import type { SheetAmounts } from '../checkout/order-sheet-amounts.ts';
import { uniqueDocumentNo } from '../checkout/order-numbers.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';

export type OrderRow = Selectable<OrderTable>;
export type OrderOptionRow = Selectable<OrderOptionTable>;

/** The platform's order status values, from core (never a copy). */
export type OrderStatus = OrderStatusType;

/** Cancellable by the shopper without the seller's help: nothing has left the warehouse. */
export const CANCELABLE_STATUSES: readonly string[] = ['DEPOSIT_WAIT', 'PAY_DONE', 'PRODUCT_PREPARE'];
/** A parcel is on its way or has arrived: it can be returned or its purchase confirmed. */
export const CONFIRMABLE_STATUSES: readonly string[] = ['DELIVERY_ING', 'DELIVERY_DONE'];
export const RETURNABLE_STATUSES: readonly string[] = ['DELIVERY_DONE'];

export const orderErrors = {
  notFound: () => new DomainError('not-found', 'O4001', '주문을 찾을 수 없습니다.'),
  optionNotFound: () => new DomainError('not-found', 'O4002', '주문 상품을 찾을 수 없습니다.'),
  guestMismatch: () => new DomainError('invalid', 'O4003', '주문번호 또는 비밀번호가 일치하지 않습니다.'),
  cannotConfirm: () => new DomainError('invalid', 'O4004', '배송이 시작된 뒤에만 구매확정할 수 있습니다.'),
  alreadyConfirmed: () => new DomainError('invalid', 'O4005', '이미 구매확정한 상품입니다.'),
  inClaim: () => new DomainError('invalid', 'O4006', '취소·반품이 진행 중인 상품입니다.'),
  cancelled: () => new DomainError('invalid', 'O4007', '취소된 주문이라 입금을 받을 수 없습니다.'),
  notDelivering: () => new DomainError('invalid', 'O4009', '배송 중인 상품만 배송 완료로 바꿀 수 있습니다.'),
};

export interface OrderDelivery {
  deliveryNo: number;
  partnerNo: number;
  partnerName: string;
  deliveryTemplateNo: number;
  condition: DeliveryCondition;
  /** Fee charged now (changes when a partial cancel changes the group's amount). */
  deliveryAmt: number;
  remoteDeliveryAmt: number;
}

/** Amounts in the platform's firstOrderAmt / lastOrderAmt shape. payAmt is money, subPayAmt points. */
export interface OrderAmount {
  standardAmt: number;
  immediateDiscountAmt: number;
  additionalDiscountAmt: number;
  productCouponDiscountAmt: number;
  cartCouponDiscountAmt: number;
  deliveryCouponDiscountAmt: number;
  deliveryAmt: number;
  remoteDeliveryAmt: number;
  totalProductAmt: number;
  payAmt: number;
  subPayAmt: number;
  chargeAmt: number;
  externalPayAmt: number;
}

export interface Orderer {
  ordererName: string;
  ordererEmail: string | null;
  ordererContact1: string;
  ordererContact2: string | null;
}

export interface ShippingAddress {
  addressNo: number;
  addressName: string | null;
  receiverName: string;
  receiverZipCd: string;
  receiverAddress: string;
  receiverJibunAddress: string | null;
  receiverDetailAddress: string | null;
  receiverContact1: string;
  receiverContact2: string | null;
}

export interface PayInfo {
  payType: string;
  pgType: string;
  payAmt: number;
  cardInfo: {
    cardCompany: string; cardName: string; cardCode: string; cardNo: string; installmentPeriod: number; noInterest: boolean;
    cardApprovalNumber: string; approveYmdt: string; cardAmt: number;
  } | null;
  bankInfo: {
    bank: string; bankCode: string; bankName: string; account: string; bankAmt: number; depositAmt: number;
    depositYmdt: string | null; remitterName: string; depositorName: string; paymentExpirationYmdt: string;
  } | null;
  mobileInfo: { mobileCompany: string; mobileNo: string } | null;
  easyPayInfo: { easyPayProviderName: string; approvalNumber?: string; approveYmdt?: string } | null;
}

export function orderDeliveries(order: Pick<OrderRow, 'deliveries_json'>): OrderDelivery[] {
  return parseJson<OrderDelivery[]>(order.deliveries_json, []);
}

export function orderAmount(json: string): OrderAmount {
  return parseJson<OrderAmount>(json, {
    standardAmt: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0, productCouponDiscountAmt: 0, cartCouponDiscountAmt: 0,
    deliveryCouponDiscountAmt: 0, deliveryAmt: 0, remoteDeliveryAmt: 0, totalProductAmt: 0, payAmt: 0, subPayAmt: 0, chargeAmt: 0, externalPayAmt: 0,
  });
}

/** What the line costs the shopper after every discount (the most a cancel of it can refund). */
export function lineNet(o: Pick<OrderOptionRow, 'buy_amt' | 'coupon_discount_amt' | 'cart_coupon_discount_amt'>): number {
  return o.buy_amt - o.coupon_discount_amt - o.cart_coupon_discount_amt;
}

export interface CreateOrderInput {
  orderSheetNo: string;
  memberNo: number | null;
  guestPasswordHash: string | null;
  amounts: SheetAmounts;
  orderer: Orderer;
  shipping: ShippingAddress;
  payInfo: PayInfo;
  paymentKey: string;
  orderMemo: string | null;
  deliveryMemo: string | null;
  now: Date;
}

/** Writes the order and its options (valid lines only); the caller holds the transaction. */
export async function createOrder(db: Kysely<ShopDb>, input: CreateOrderInput): Promise<string> {
  const { amounts, now } = input;
  const orderNo = await uniqueDocumentNo(now, async (candidate) =>
    (await db.selectFrom('orders').select('order_no').where('order_no', '=', candidate).executeTakeFirst()) !== undefined,
  );
  const deliverable = amounts.groups.filter((g) => g.lines.some((l) => !l.error));
  const deliveries: OrderDelivery[] = deliverable.map((g, i) => ({
    deliveryNo: i + 1,
    partnerNo: g.partnerNo,
    partnerName: g.partnerName,
    deliveryTemplateNo: g.deliveryTemplateNo,
    condition: g.condition,
    deliveryAmt: g.deliveryAmt,
    remoteDeliveryAmt: g.remoteDeliveryAmt,
  }));
  const amount: OrderAmount = {
    standardAmt: amounts.totals.standardAmt,
    immediateDiscountAmt: amounts.totals.immediateDiscountAmt,
    additionalDiscountAmt: amounts.totals.additionalDiscountAmt,
    productCouponDiscountAmt: amounts.productCouponAmt,
    cartCouponDiscountAmt: amounts.cartCouponAmt,
    deliveryCouponDiscountAmt: amounts.deliveryCouponAmt,
    deliveryAmt: amounts.deliveryAmt,
    remoteDeliveryAmt: amounts.remoteDeliveryAmt,
    totalProductAmt: amounts.totals.buyAmt - amounts.productCouponAmt - amounts.cartCouponAmt,
    payAmt: amounts.paymentAmt,
    subPayAmt: amounts.usedAccumulationAmt,
    chargeAmt: amounts.paymentAmt,
    externalPayAmt: 0,
  };
  const paid = input.payInfo.payType !== 'VIRTUAL_ACCOUNT';
  const iso = now.toISOString();
  await db
    .insertInto('orders')
    .values({
      order_no: orderNo,
      order_sheet_no: input.orderSheetNo,
      member_no: input.memberNo,
      guest_password_hash: input.guestPasswordHash,
      orderer_json: JSON.stringify(input.orderer),
      shipping_json: JSON.stringify(input.shipping),
      pay_type: input.payInfo.payType,
      pg_type: input.payInfo.pgType,
      pay_info_json: JSON.stringify(input.payInfo),
      first_amount_json: JSON.stringify(amount),
      last_amount_json: JSON.stringify(amount),
      used_accumulation_amt: amounts.usedAccumulationAmt,
      coupons_json: JSON.stringify({ productCoupons: amounts.productCoupons, cartCouponIssueNo: amounts.cartCouponIssueNo }),
      order_memo: input.orderMemo,
      delivery_memo: input.deliveryMemo,
      order_ymdt: iso,
      paid_at: paid ? iso : null,
      deliveries_json: JSON.stringify(deliveries),
      payment_key: input.paymentKey,
    })
    .execute();
  for (const [i, line] of amounts.lines.entries()) {
    const alloc = amounts.allocations[i];
    if (line.error || !line.product || !line.option || !alloc) continue;
    const d = line.product.delivery;
    const delivery = deliveries.find((x) => x.partnerNo === d.partnerNo && x.deliveryTemplateNo === d.deliveryTemplateNo);
    await db
      .insertInto('order_options')
      .values({
        order_no: orderNo,
        product_no: line.product.productNo,
        option_no: line.option.optionNo,
        product_name: line.product.productName,
        option_name: line.option.optionName,
        option_value: line.option.optionValue,
        image_url: line.option.imageUrl ?? line.product.imageUrl,
        order_cnt: line.request.orderCnt,
        sale_price: line.price.salePrice,
        add_price: line.price.addPrice,
        immediate_discount_amt: line.price.immediateDiscountAmt,
        additional_discount_amt: line.price.additionalDiscountAmt,
        coupon_discount_amt: alloc.productCouponAmt,
        cart_coupon_discount_amt: alloc.cartCouponAmt,
        product_coupon_issue_no: alloc.productCouponIssueNo,
        buy_amt: line.price.buyAmt,
        option_inputs_json: JSON.stringify(line.request.optionInputs),
        order_status: paid ? 'PAY_DONE' : 'DEPOSIT_WAIT',
        claim_status: null,
        accumulation_amt: alloc.accumulationAmt,
        partner_no: d.partnerNo,
        partner_name: d.partnerName,
        delivery_no: delivery?.deliveryNo ?? 1,
        updated_at: iso,
      })
      .execute();
  }
  return orderNo;
}

export async function loadOrder(db: Kysely<ShopDb>, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export async function loadOrderOptions(db: Kysely<ShopDb>, orderNos: string[]): Promise<OrderOptionRow[]> {
  if (orderNos.length === 0) return [];
  return db.selectFrom('order_options').selectAll().where('order_no', 'in', orderNos).orderBy('order_option_no').execute();
}

/** Moves every option of an order waiting for its deposit to PAY_DONE (virtual account paid). */
export async function markDeposited(db: Kysely<ShopDb>, orderNo: string, now: Date, depositAmt: number): Promise<void> {
  const order = await loadOrder(db, orderNo);
  if (!order) throw orderErrors.notFound();
  const iso = now.toISOString();
  const payInfo = parseJson<PayInfo>(order.pay_info_json, {} as PayInfo);
  if (payInfo.bankInfo) payInfo.bankInfo = { ...payInfo.bankInfo, depositAmt, depositYmdt: iso };
  await db.updateTable('orders').set({ paid_at: iso, pay_info_json: JSON.stringify(payInfo) }).where('order_no', '=', orderNo).execute();
  const res = await db
    .updateTable('order_options')
    .set({ order_status: 'PAY_DONE', updated_at: iso })
    .where('order_no', '=', orderNo)
    .where('order_status', '=', 'DEPOSIT_WAIT')
    .where('claim_status', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw orderErrors.cancelled();
}

/** The shopper says the parcel arrived (DELIVERY_ING → DELIVERY_DONE); the automatic purchase confirmation counts from here. */
export async function markDeliveryDone(db: Kysely<ShopDb>, option: OrderOptionRow, now: Date): Promise<void> {
  if (option.claim_status !== null) throw orderErrors.inClaim();
  const iso = now.toISOString();
  const res = await db
    .updateTable('order_options')
    .set({ order_status: 'DELIVERY_DONE', delivery_done_at: iso, updated_at: iso })
    .where('order_option_no', '=', option.order_option_no)
    .where('order_status', '=', 'DELIVERY_ING')
    .where('claim_status', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw orderErrors.notDelivering();
}

/**
 * Buy confirm: allowed once the parcel is on its way or delivered (DELIVERY_ING / DELIVERY_DONE),
 * as Korean malls let shoppers confirm from the tracking page. A member earns the line's points.
 */
export async function confirmPurchase(db: Kysely<ShopDb>, option: OrderOptionRow, order: OrderRow, now: Date): Promise<void> {
  if (option.claim_status !== null) throw orderErrors.inClaim();
  if (option.order_status === 'BUY_CONFIRM') throw orderErrors.alreadyConfirmed();
  if (!CONFIRMABLE_STATUSES.includes(option.order_status)) throw orderErrors.cannotConfirm();
  await db.transaction().execute(async (trx) => {
    const iso = now.toISOString();
    const res = await trx
      .updateTable('order_options')
      .set({ order_status: 'BUY_CONFIRM', buy_confirmed_at: iso, delivery_done_at: option.delivery_done_at ?? iso, updated_at: iso })
      .where('order_option_no', '=', option.order_option_no)
      .where('order_status', 'in', [...CONFIRMABLE_STATUSES])
      .where('claim_status', 'is', null)
      .executeTakeFirst();
    // A concurrent confirm won the race: it has already given the points.
    if (Number(res.numUpdatedRows) !== 1) throw orderErrors.alreadyConfirmed();
    if (order.member_no !== null && option.accumulation_amt > 0) {
      await giveAccumulation(trx, { memberNo: order.member_no, amt: option.accumulation_amt, reason: 'ADD_AFTER_PAYMENT', orderNo: order.order_no, now });
    }
  });
}

