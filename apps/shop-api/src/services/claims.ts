// Cancels and returns. A cancel (before shipping) refunds the cancelled lines' share of what was
// paid, recomputes the delivery fee of their group (all gone → the fee comes back; below the
// free-shipping threshold → the fee is deducted), gives back the points in proportion (all of them
// when the whole order goes), the coupons when nothing is left, and the stock. A partial quantity
// splits the order option in two, as the platform does. Returns are requested after delivery.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { restoreAccumulation } from './accumulations.ts';
import { markCouponUnused } from './coupons.ts';
import { deliveryFee } from './delivery.ts';
import type { RefundBreakdown } from './refund-view.ts';
import {
  CANCELABLE_STATUSES,
  RETURNABLE_STATUSES,
  lineNet,
  orderAmount,
  orderDeliveries,
  orderErrors,
  type OrderOptionRow,
  type OrderRow,
} from './orders.ts';
import { restoreStock } from './stock.ts';

export const claimErrors = {
  notCancelable: () => new ApiError(400, 'O5001', '배송 준비가 시작되어 취소할 수 없습니다. 배송 후 반품을 신청해 주세요.'),
  notReturnable: () => new ApiError(400, 'O5002', '배송이 완료된 상품만 반품을 신청할 수 있습니다.'),
  tooMany: (max: number) => new ApiError(400, 'O5003', `신청 수량은 주문 수량(${max}개)을 넘을 수 없습니다.`),
  inClaim: () => new ApiError(400, 'O5004', '이미 취소 또는 반품이 진행된 상품입니다.'),
  nothingToCancel: () => new ApiError(400, 'O5005', '취소할 수 있는 상품이 없습니다.'),
};

/** Who is asking: a member by number, or a guest holding a guestToken for one order. */
export interface ClaimActor {
  memberNo: number | null;
  guestOrderNo: string | null;
}

export interface ClaimReason {
  claimReasonType: string;
  claimReasonDetail: string | null;
}

export interface ClaimedOption {
  originOrderOptionNo: number | null;
  originOrderCnt: number | null;
  orderOptionNo: number;
  orderCnt: number;
}

const BUYER_REASONS = ['CHANGE_MIND', 'CANCEL_BEFORE_PAY', 'OTHERS_BUYER'];

function owns(order: OrderRow, actor: ClaimActor): boolean {
  if (actor.memberNo !== null) return order.member_no === actor.memberNo;
  return order.member_no === null && actor.guestOrderNo === order.order_no;
}

export async function ownedOrder(db: Kysely<ShopDb>, orderNo: string, actor: ClaimActor): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order || !owns(order, actor)) throw orderErrors.notFound();
  return order;
}

export async function ownedOption(db: Kysely<ShopDb>, orderOptionNo: number, actor: ClaimActor): Promise<{ order: OrderRow; option: OrderOptionRow }> {
  const option = await db.selectFrom('order_options').selectAll().where('order_option_no', '=', orderOptionNo).executeTakeFirst();
  if (!option) throw orderErrors.optionNotFound();
  const order = await db.selectFrom('orders').selectAll().where('order_no', '=', option.order_no).executeTakeFirst();
  if (!order || !owns(order, actor)) throw orderErrors.optionNotFound();
  return { order, option };
}

const amountKeys = ['buy_amt', 'immediate_discount_amt', 'additional_discount_amt', 'coupon_discount_amt', 'cart_coupon_discount_amt', 'accumulation_amt'] as const;

/**
 * Marks `cnt` units of a line with the claim; a part of the line is split into a new row carrying
 * its proportional amounts (rounded down, the remainder stays on the original).
 */
async function claimUnits(
  trx: Kysely<ShopDb>,
  option: OrderOptionRow,
  cnt: number,
  claim: { claimNo: number; orderStatus: string; claimStatus: string; now: string },
): Promise<{ claimed: OrderOptionRow; view: ClaimedOption }> {
  if (cnt === option.order_cnt) {
    const res = await trx
      .updateTable('order_options')
      .set({ order_status: claim.orderStatus, claim_status: claim.claimStatus, claim_no: claim.claimNo, updated_at: claim.now })
      .where('order_option_no', '=', option.order_option_no)
      .where('order_status', '=', option.order_status)
      .where('claim_status', 'is', null)
      .executeTakeFirst();
    // The shop moved the line (or another claim took it) since it was read.
    if (Number(res.numUpdatedRows) !== 1) throw claimErrors.inClaim();
    const claimed = { ...option, order_status: claim.orderStatus, claim_status: claim.claimStatus, claim_no: claim.claimNo };
    return { claimed, view: { originOrderOptionNo: null, originOrderCnt: null, orderOptionNo: option.order_option_no, orderCnt: cnt } };
  }
  const part = Object.fromEntries(amountKeys.map((k) => [k, Math.floor((option[k] * cnt) / option.order_cnt)])) as Record<(typeof amountKeys)[number], number>;
  const split = await trx
    .updateTable('order_options')
    .set({
      order_cnt: option.order_cnt - cnt,
      ...Object.fromEntries(amountKeys.map((k) => [k, option[k] - part[k]])),
      updated_at: claim.now,
    })
    .where('order_option_no', '=', option.order_option_no)
    .where('order_status', '=', option.order_status)
    .where('order_cnt', '=', option.order_cnt)
    .where('claim_status', 'is', null)
    .executeTakeFirst();
  if (Number(split.numUpdatedRows) !== 1) throw claimErrors.inClaim();
  const { order_option_no: originNo, ...rest } = option;
  const inserted = await trx
    .insertInto('order_options')
    .values({
      ...rest,
      ...part,
      order_cnt: cnt,
      order_status: claim.orderStatus,
      claim_status: claim.claimStatus,
      claim_no: claim.claimNo,
      origin_order_option_no: originNo,
      updated_at: claim.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { claimed: inserted, view: { originOrderOptionNo: originNo, originOrderCnt: option.order_cnt - cnt, orderOptionNo: inserted.order_option_no, orderCnt: cnt } };
}

async function newClaim(trx: Kysely<ShopDb>, orderNo: string, type: 'CANCEL' | 'RETURN', status: string, reason: ClaimReason, items: Array<{ orderOptionNo: number; productCnt: number }>, now: string) {
  const row = await trx
    .insertInto('claims')
    .values({
      order_no: orderNo, claim_type: type, claim_status: status, claim_reason_type: reason.claimReasonType, claim_reason_detail: reason.claimReasonDetail,
      items_json: JSON.stringify(items), refund_amt: 0, restored_accumulation_amt: 0, created_at: now, updated_at: now,
    })
    .returning('claim_no')
    .executeTakeFirstOrThrow();
  return row.claim_no;
}

/** Cancels the given quantities of lines of one order (the caller checked ownership). */
async function cancelLines(db: Kysely<ShopDb>, order: OrderRow, wanted: Array<{ option: OrderOptionRow; cnt: number }>, reason: ClaimReason, now: Date) {
  return db.transaction().execute(async (trx) => {
    const iso = now.toISOString();
    // Re-read inside the transaction so two cancels of the same line cannot both pass.
    const fresh = await trx.selectFrom('order_options').selectAll().where('order_no', '=', order.order_no).orderBy('order_option_no').execute();
    const lines = wanted.map((w) => {
      const option = fresh.find((f) => f.order_option_no === w.option.order_option_no);
      if (!option || option.claim_status !== null) throw claimErrors.inClaim();
      if (!CANCELABLE_STATUSES.includes(option.order_status)) throw claimErrors.notCancelable();
      if (w.cnt > option.order_cnt) throw claimErrors.tooMany(option.order_cnt);
      return { option, cnt: w.cnt };
    });
    const claimNo = await newClaim(trx, order.order_no, 'CANCEL', 'CANCEL_DONE', reason, lines.map((l) => ({ orderOptionNo: l.option.order_option_no, productCnt: l.cnt })), iso);
    const parts: Array<{ claimed: OrderOptionRow; view: ClaimedOption }> = [];
    for (const l of lines) parts.push(await claimUnits(trx, l.option, l.cnt, { claimNo, orderStatus: 'CANCEL_DONE', claimStatus: 'CANCEL_DONE', now: iso }));
    for (const p of parts) await restoreStock(trx, p.claimed.product_no, p.claimed.option_no, p.claimed.order_cnt);

    // Delivery: recompute each touched group from the lines still active in it.
    const after = await trx.selectFrom('order_options').selectAll().where('order_no', '=', order.order_no).execute();
    const active = after.filter((o) => o.claim_status === null);
    const deliveries = orderDeliveries(order);
    let beforeDelivery = 0;
    let afterDelivery = 0;
    for (const d of deliveries) {
      if (!parts.some((p) => p.claimed.delivery_no === d.deliveryNo)) continue;
      const remaining = active.filter((o) => o.delivery_no === d.deliveryNo);
      const fee = deliveryFee(d.condition, remaining.reduce((s, o) => s + o.buy_amt, 0), remaining.length > 0);
      const remote = remaining.length > 0 ? d.remoteDeliveryAmt : 0;
      beforeDelivery += d.deliveryAmt + d.remoteDeliveryAmt;
      afterDelivery += fee + remote;
      d.deliveryAmt = fee;
      d.remoteDeliveryAmt = remote;
    }

    const last = orderAmount(order.last_amount_json);
    const remainingPaid = last.payAmt + last.subPayAmt;
    const productAmt = parts.reduce((s, p) => s + lineNet(p.claimed), 0);
    const everything = active.length === 0;
    const refund = everything ? remainingPaid : Math.max(0, Math.min(remainingPaid, productAmt + beforeDelivery - afterDelivery));
    let points = everything ? last.subPayAmt : remainingPaid > 0 ? Math.floor((refund * last.subPayAmt) / remainingPaid) : 0;
    let cash = refund - points;
    if (cash > last.payAmt) {
      points += cash - last.payAmt;
      cash = last.payAmt;
    }

    const sum = (key: (typeof amountKeys)[number]) => parts.reduce((s, p) => s + p.claimed[key], 0);
    const standard = parts.reduce((s, p) => s + (p.claimed.sale_price + p.claimed.add_price) * p.claimed.order_cnt, 0);
    const totalDelivery = deliveries.reduce((s, d) => s + d.deliveryAmt, 0);
    const totalRemote = deliveries.reduce((s, d) => s + d.remoteDeliveryAmt, 0);
    const next = {
      ...last,
      standardAmt: last.standardAmt - standard,
      immediateDiscountAmt: last.immediateDiscountAmt - sum('immediate_discount_amt'),
      additionalDiscountAmt: last.additionalDiscountAmt - sum('additional_discount_amt'),
      productCouponDiscountAmt: last.productCouponDiscountAmt - sum('coupon_discount_amt'),
      cartCouponDiscountAmt: last.cartCouponDiscountAmt - sum('cart_coupon_discount_amt'),
      deliveryAmt: totalDelivery,
      remoteDeliveryAmt: totalRemote,
      totalProductAmt: last.totalProductAmt - productAmt,
      payAmt: last.payAmt - cash,
      subPayAmt: last.subPayAmt - points,
      chargeAmt: last.payAmt - cash,
    };
    await trx
      .updateTable('orders')
      .set({ last_amount_json: JSON.stringify(next), deliveries_json: JSON.stringify(deliveries) })
      .where('order_no', '=', order.order_no)
      .execute();

    let restored = 0;
    if (order.member_no !== null) {
      if (points > 0) restored = await restoreAccumulation(trx, { memberNo: order.member_no, orderNo: order.order_no, amt: points, now });
      if (everything) await markCouponUnused(trx, { memberNo: order.member_no, orderNo: order.order_no });
    }
    const breakdown: RefundBreakdown = {
      standardAmt: standard,
      immediateDiscountAmt: sum('immediate_discount_amt'),
      additionalDiscountAmt: sum('additional_discount_amt'),
      productCouponDiscountAmt: sum('coupon_discount_amt'),
      cartCouponAmt: sum('cart_coupon_discount_amt'),
      productAmt,
      beforeDeliveryAmt: beforeDelivery,
      afterDeliveryAmt: afterDelivery,
      refundDeliveryAmt: beforeDelivery - afterDelivery,
      returnDeliveryAmt: 0,
      payAmt: cash,
      subPayAmt: points,
    };
    await trx
      .updateTable('claims')
      .set({ refund_amt: refund, restored_accumulation_amt: restored, refund_json: JSON.stringify(breakdown) })
      .where('claim_no', '=', claimNo)
      .execute();
    return { claimNo, claimedOptions: parts.map((p) => p.view) };
  });
}

/** Cancels every line still active (whole-order cancel, before shipping). */
export async function cancelOrder(db: Kysely<ShopDb>, orderNo: string, actor: ClaimActor, reason: ClaimReason, now: Date) {
  const order = await ownedOrder(db, orderNo, actor);
  const options = await db.selectFrom('order_options').selectAll().where('order_no', '=', orderNo).orderBy('order_option_no').execute();
  const active = options.filter((o) => o.claim_status === null);
  if (active.length === 0) throw claimErrors.nothingToCancel();
  if (active.some((o) => !CANCELABLE_STATUSES.includes(o.order_status))) throw claimErrors.notCancelable();
  const unpaid = active.every((o) => o.order_status === 'DEPOSIT_WAIT');
  const why = unpaid && reason.claimReasonType === 'CHANGE_MIND' ? { ...reason, claimReasonType: 'CANCEL_BEFORE_PAY' } : reason;
  return cancelLines(db, order, active.map((option) => ({ option, cnt: option.order_cnt })), why, now);
}

/** Cancels `productCnt` units of one line (the whole line when not given). */
export async function cancelOrderOption(db: Kysely<ShopDb>, orderOptionNo: number, productCnt: number | null, actor: ClaimActor, reason: ClaimReason, now: Date) {
  const { order, option } = await ownedOption(db, orderOptionNo, actor);
  return cancelLines(db, order, [{ option, cnt: productCnt ?? option.order_cnt }], reason, now);
}

/** A return request after delivery; the refund (less the return fee when the buyer changed their mind) is estimated now and paid when the shop receives the parcel. */
export async function requestReturn(db: Kysely<ShopDb>, orderOptionNo: number, productCnt: number | null, actor: ClaimActor, reason: ClaimReason, now: Date) {
  const { order, option } = await ownedOption(db, orderOptionNo, actor);
  return db.transaction().execute(async (trx) => {
    const fresh = await trx.selectFrom('order_options').selectAll().where('order_option_no', '=', option.order_option_no).executeTakeFirst();
    if (!fresh || fresh.claim_status !== null) throw claimErrors.inClaim();
    if (!RETURNABLE_STATUSES.includes(fresh.order_status)) throw claimErrors.notReturnable();
    const cnt = productCnt ?? fresh.order_cnt;
    if (cnt > fresh.order_cnt) throw claimErrors.tooMany(fresh.order_cnt);
    const iso = now.toISOString();
    const claimNo = await newClaim(trx, order.order_no, 'RETURN', 'RETURN_REQUEST', reason, [{ orderOptionNo: fresh.order_option_no, productCnt: cnt }], iso);
    const part = await claimUnits(trx, fresh, cnt, { claimNo, orderStatus: fresh.order_status, claimStatus: 'RETURN_REQUEST', now: iso });
    const delivery = orderDeliveries(order).find((d) => d.deliveryNo === fresh.delivery_no);
    const returnFee = BUYER_REASONS.includes(reason.claimReasonType) ? (delivery?.condition.returnDeliveryAmt ?? 0) : 0;
    const productAmt = lineNet(part.claimed);
    const estimate = Math.max(0, productAmt - returnFee);
    const breakdown: RefundBreakdown = {
      standardAmt: (part.claimed.sale_price + part.claimed.add_price) * cnt,
      immediateDiscountAmt: part.claimed.immediate_discount_amt,
      additionalDiscountAmt: part.claimed.additional_discount_amt,
      productCouponDiscountAmt: part.claimed.coupon_discount_amt,
      cartCouponAmt: part.claimed.cart_coupon_discount_amt,
      productAmt,
      beforeDeliveryAmt: 0,
      afterDeliveryAmt: 0,
      refundDeliveryAmt: 0,
      returnDeliveryAmt: returnFee,
      payAmt: estimate,
      subPayAmt: 0,
    };
    await trx.updateTable('claims').set({ refund_amt: estimate, refund_json: JSON.stringify(breakdown) }).where('claim_no', '=', claimNo).execute();
    return { claimNo, claimedOptions: [part.view] };
  });
}
