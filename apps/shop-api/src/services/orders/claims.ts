// Cancels, and what every claim shares: who may claim an order, splitting a partly claimed line,
// and paying a refund out (order amounts, points, coupons). A cancel (before shipping) is done at
// once: the amounts come from claim-refund.ts (the same numbers the estimate shows), the stock
// comes back. A partial quantity splits the order option in two, as the platform does.
import { reissueAfterRefund } from './cash-receipts.ts';
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { restoreAccumulation } from '../members/accumulations.ts';
import { markCouponUnused } from '../checkout/coupons.ts';
import { amountKeys, partOf, planRefund, sellerResponsible, type RefundPlan } from './claim-refund.ts';
import { CANCELABLE_STATUSES, orderErrors, type OrderOptionRow, type OrderRow } from './orders.ts';
import { restoreStock } from '../catalogue/stock.ts';
import { DomainError } from '../../domain/errors.ts';

export const claimErrors = {
  notCancelable: () => new DomainError('invalid', 'O5001', '배송 준비가 시작되어 취소할 수 없습니다. 배송 후 반품을 신청해 주세요.'),
  notReturnable: () => new DomainError('invalid', 'O5002', '배송이 완료된 상품만 반품을 신청할 수 있습니다.'),
  tooMany: (max: number) => new DomainError('invalid', 'O5003', `신청 수량은 주문 수량(${max}개)을 넘을 수 없습니다.`),
  inClaim: () => new DomainError('invalid', 'O5004', '이미 취소 또는 반품이 진행된 상품입니다.'),
  nothingToCancel: () => new DomainError('invalid', 'O5005', '취소할 수 있는 상품이 없습니다.'),
  notFound: () => new DomainError('not-found', 'O5006', '클레임을 찾을 수 없습니다.'),
  notWithdrawable: () => new DomainError('invalid', 'O5007', '상품 회수가 끝났거나 처리가 끝난 신청이라 철회할 수 없습니다.'),
  notExchangeable: () => new DomainError('invalid', 'O5008', '배송이 완료된 상품만 교환을 신청할 수 있습니다.'),
  exchangeOption: () => new DomainError('invalid', 'O5009', '같은 상품의 같은 가격인 옵션으로만 교환할 수 있습니다.'),
  exchangeSoldOut: () => new DomainError('invalid', 'O5010', '교환할 옵션의 재고가 부족합니다.'),
  bankAccountRequired: () => new DomainError('invalid', 'O5011', '가상계좌로 결제한 주문은 환불받을 계좌(은행, 계좌번호, 예금주)를 입력해 주세요.'),
  wrongStep: (from: string, action: string) => new DomainError('conflict', 'O5012', `클레임 상태(${from})에서는 ${action}할 수 없습니다.`),
  invoiceRequired: () => new DomainError('invalid', 'O5013', '교환 상품을 보내려면 택배사와 송장번호가 필요합니다.'),
  oneOrder: () => new DomainError('invalid', 'O5014', '한 번에 한 주문의 상품만 신청할 수 있습니다.'),
};

/** Who is asking: a member by number, or a guest holding a guestToken for one order. */
export interface ClaimActor {
  memberNo: number | null;
  guestOrderNo: string | null;
}

export interface ClaimReason {
  claimReasonType: string;
  claimReasonDetail: string | null;
  /** BUYER|SELLER; null → from the reason (claim-refund.ts). */
  responsibleObjectType?: string | null;
}

export interface BankAccount {
  bank: string;
  bankName: string | null;
  bankAccount: string;
  bankDepositorName: string;
}

export interface ClaimedOption {
  originOrderOptionNo: number | null;
  originOrderCnt: number | null;
  orderOptionNo: number;
  orderCnt: number;
}

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

/**
 * Marks `cnt` units of a line with the claim; a part of the line is split into a new row carrying
 * its proportional amounts (partOf: rounded down, the remainder stays on the original).
 */
export async function claimUnits(
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
  const part = partOf(option, cnt);
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

export interface NewClaim {
  orderNo: string;
  type: 'CANCEL' | 'RETURN' | 'EXCHANGE';
  status: string;
  reason: ClaimReason;
  items: Array<{ orderOptionNo: number; productCnt: number }>;
  returnWayType?: string | null;
  detail?: object;
}

export async function newClaim(trx: Kysely<ShopDb>, c: NewClaim, now: string): Promise<number> {
  const row = await trx
    .insertInto('claims')
    .values({
      order_no: c.orderNo, claim_type: c.type, claim_status: c.status, claim_reason_type: c.reason.claimReasonType, claim_reason_detail: c.reason.claimReasonDetail,
      items_json: JSON.stringify(c.items), refund_amt: 0, restored_accumulation_amt: 0, created_at: now, updated_at: now,
      responsible_object_type: sellerResponsible(c.reason.claimReasonType, c.reason.responsibleObjectType) ? 'SELLER' : 'BUYER',
      return_way_type: c.returnWayType ?? null, detail_json: JSON.stringify(c.detail ?? {}),
      approved_at: null, collected_at: null, completed_at: null, withdrawn_at: null,
    })
    .returning('claim_no')
    .executeTakeFirstOrThrow();
  return row.claim_no;
}

/** A paid virtual-account order refunds money to a bank account the shopper names. */
export function needsBankAccount(order: OrderRow, cash: number): boolean {
  return order.pay_type === 'VIRTUAL_ACCOUNT' && order.paid_at !== null && cash > 0;
}

/**
 * Pays a planned refund out inside the caller's transaction: the order's amounts and delivery
 * fees, the points (back to the member), the coupons (when nothing is left) and the claim row.
 */
export async function payRefund(trx: Kysely<ShopDb>, order: OrderRow, claimNo: number, plan: RefundPlan, now: Date): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ last_amount_json: JSON.stringify(plan.nextAmount), deliveries_json: JSON.stringify(plan.deliveries) })
    .where('order_no', '=', order.order_no)
    .execute();
  let restored = 0;
  if (order.member_no !== null) {
    if (plan.points > 0) restored = await restoreAccumulation(trx, { memberNo: order.member_no, orderNo: order.order_no, amt: plan.points, now });
    if (plan.everything) await markCouponUnused(trx, { memberNo: order.member_no, orderNo: order.order_no });
  }
  await trx
    .updateTable('claims')
    .set({ refund_amt: plan.refund, restored_accumulation_amt: restored, refund_json: JSON.stringify(plan.breakdown), completed_at: now.toISOString(), updated_at: now.toISOString() })
    .where('claim_no', '=', claimNo)
    .execute();
  // A 현금영수증 follows the money: cancelled, and issued again for what is left.
  await reissueAfterRefund(trx, order.order_no, plan.nextAmount.payAmt, now);
}

/** Reads the order's lines again inside a transaction and checks the wanted ones can be claimed. */
export async function freshLines(trx: Kysely<ShopDb>, orderNo: string, wanted: ReadonlyArray<{ orderOptionNo: number; cnt: number }>, allowed: readonly string[], notAllowed: () => DomainError) {
  const all = await trx.selectFrom('order_options').selectAll().where('order_no', '=', orderNo).orderBy('order_option_no').execute();
  const lines = wanted.map((w) => {
    const option = all.find((f) => f.order_option_no === w.orderOptionNo);
    if (!option) throw orderErrors.optionNotFound();
    if (option.claim_status !== null) throw claimErrors.inClaim();
    if (!allowed.includes(option.order_status)) throw notAllowed();
    if (w.cnt > option.order_cnt) throw claimErrors.tooMany(option.order_cnt);
    return { option, cnt: w.cnt };
  });
  return { all, lines };
}

export interface CancelExtras {
  bankAccount?: BankAccount | null;
}

/** Cancels the given quantities of lines of one order (the caller checked ownership). */
async function cancelLines(db: Kysely<ShopDb>, order: OrderRow, wanted: Array<{ orderOptionNo: number; cnt: number }>, reason: ClaimReason, now: Date, extras: CancelExtras = {}) {
  return db.transaction().execute(async (trx) => {
    const iso = now.toISOString();
    // Re-read inside the transaction so two cancels of the same line cannot both pass.
    const { all, lines } = await freshLines(trx, order.order_no, wanted, CANCELABLE_STATUSES, claimErrors.notCancelable);
    const fresh = (await trx.selectFrom('orders').selectAll().where('order_no', '=', order.order_no).executeTakeFirst()) ?? order;
    const plan = planRefund({ order: fresh, options: all, claimed: lines, kind: 'CANCEL', sellerFault: sellerResponsible(reason.claimReasonType, reason.responsibleObjectType) });
    if (needsBankAccount(fresh, plan.cash) && !extras.bankAccount) throw claimErrors.bankAccountRequired();
    const claimNo = await newClaim(
      trx,
      { orderNo: order.order_no, type: 'CANCEL', status: 'CANCEL_DONE', reason, items: lines.map((l) => ({ orderOptionNo: l.option.order_option_no, productCnt: l.cnt })), detail: extras.bankAccount ? { refundBankAccount: extras.bankAccount } : {} },
      iso,
    );
    const parts: Array<{ claimed: OrderOptionRow; view: ClaimedOption }> = [];
    for (const l of lines) parts.push(await claimUnits(trx, l.option, l.cnt, { claimNo, orderStatus: 'CANCEL_DONE', claimStatus: 'CANCEL_DONE', now: iso }));
    for (const p of parts) await restoreStock(trx, p.claimed.product_no, p.claimed.option_no, p.claimed.order_cnt);
    await payRefund(trx, fresh, claimNo, plan, now);
    return { claimNo, claimedOptions: parts.map((p) => p.view) };
  });
}

/** Cancels every line still active (whole-order cancel, before shipping). */
export async function cancelOrder(db: Kysely<ShopDb>, orderNo: string, actor: ClaimActor, reason: ClaimReason, now: Date, extras: CancelExtras = {}) {
  const order = await ownedOrder(db, orderNo, actor);
  const options = await db.selectFrom('order_options').selectAll().where('order_no', '=', orderNo).orderBy('order_option_no').execute();
  const active = options.filter((o) => o.claim_status === null && o.order_status !== 'CANCEL_DONE');
  if (active.length === 0) throw claimErrors.nothingToCancel();
  if (active.some((o) => !CANCELABLE_STATUSES.includes(o.order_status))) throw claimErrors.notCancelable();
  const unpaid = active.every((o) => o.order_status === 'DEPOSIT_WAIT');
  const why = unpaid && reason.claimReasonType === 'CHANGE_MIND' ? { ...reason, claimReasonType: 'CANCEL_BEFORE_PAY' } : reason;
  return cancelLines(db, order, active.map((option) => ({ orderOptionNo: option.order_option_no, cnt: option.order_cnt })), why, now, extras);
}

/** Cancels `productCnt` units of one line (the whole line when not given). */
export async function cancelOrderOption(db: Kysely<ShopDb>, orderOptionNo: number, productCnt: number | null, actor: ClaimActor, reason: ClaimReason, now: Date, extras: CancelExtras = {}) {
  const { order, option } = await ownedOption(db, orderOptionNo, actor);
  return cancelLines(db, order, [{ orderOptionNo: option.order_option_no, cnt: productCnt ?? option.order_cnt }], reason, now, extras);
}

/** The owned order several options belong to (they must all be of one order). */
export async function ownedOptions(db: Kysely<ShopDb>, wanted: ReadonlyArray<{ orderOptionNo: number; cnt: number }>, actor: ClaimActor): Promise<OrderRow> {
  let order: OrderRow | null = null;
  for (const w of wanted) {
    const owned = await ownedOption(db, w.orderOptionNo, actor);
    if (order && order.order_no !== owned.order.order_no) throw claimErrors.oneOrder();
    order = owned.order;
  }
  if (!order) throw claimErrors.nothingToCancel();
  return order;
}

/** Several options of one order at once (POST …/claims/cancel with claimedProductOptions). */
export async function cancelOrderOptions(db: Kysely<ShopDb>, wanted: Array<{ orderOptionNo: number; cnt: number }>, actor: ClaimActor, reason: ClaimReason, now: Date, extras: CancelExtras = {}) {
  const order = await ownedOptions(db, wanted, actor);
  return cancelLines(db, order, wanted, reason, now, extras);
}
