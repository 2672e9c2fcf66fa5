// What a shopper asks for after delivery, and takes back: returns (one option or several of one
// order) and exchanges (another option of the same product at the same price), the estimate
// shown before either is sent, withdrawing a claim the shop has not collected yet, and the bank
// account a virtual-account refund goes to. The shop's side (approve, collect, complete) is
// claim-process.ts.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { loadProductWithOptions, findOption } from '../catalogue/catalogue.ts';
import { planRefund, sellerResponsible, type RefundPlan } from './claim-refund.ts';
import {
  claimErrors,
  claimUnits,
  freshLines,
  needsBankAccount,
  newClaim,
  ownedOption,
  ownedOptions,
  ownedOrder,
  type BankAccount,
  type ClaimActor,
  type ClaimReason,
} from './claims.ts';
import { CANCELABLE_STATUSES, RETURNABLE_STATUSES, orderDeliveries, orderErrors, type OrderOptionRow, type OrderRow } from './orders.ts';
import type { ClaimRow, RefundBreakdown } from './refund-view.ts';
import { parseJson } from '../../domain/json-columns.ts';

export interface ClaimAddress {
  receiverName: string;
  receiverZipCd: string;
  receiverAddress: string;
  receiverDetailAddress?: string | null;
  receiverJibunAddress?: string | null;
  receiverContact1: string;
  receiverContact2?: string | null;
  deliveryMemo?: string | null;
}

export interface ExchangeOption {
  productNo: number;
  optionNo: number;
  orderCnt: number;
  optionName: string;
  optionValue: string;
  imageUrl: string | null;
  inputs: Array<{ inputLabel: string; inputValue: string }>;
}

/** What a claim keeps beyond its columns (claims.detail_json). */
export interface ClaimDetail {
  returnAddress?: ClaimAddress | null;
  exchangeAddress?: ClaimAddress | null;
  returnDelivery?: { deliveryCompanyType: string | null; invoiceNo: string | null } | null;
  claimImageUrls?: string[];
  exchangeOption?: ExchangeOption | null;
  refundBankAccount?: BankAccount | null;
  /** The shop's word when it turned the claim down. */
  rejectReason?: string | null;
  /** The order option an exchange shipped. */
  exchangedOrderOptionNo?: number | null;
  /** Delivery the shopper owes for an exchange they asked for (enclosed or sent separately). */
  exchangeDeliveryAmt?: number;
}

export function claimDetail(claim: Pick<ClaimRow, 'detail_json'>): ClaimDetail {
  return parseJson<ClaimDetail>(claim.detail_json, {});
}

export interface ReturnRequest {
  reason: ClaimReason;
  returnWayType: string | null;
  detail: ClaimDetail;
}

export type Wanted = Array<{ orderOptionNo: number; cnt: number }>;

/** The estimate for an exchange: nothing is refunded; a buyer-reason exchange costs the round trip. */
function exchangeBreakdown(order: OrderRow, option: OrderOptionRow, sellerFault: boolean): RefundBreakdown & { exchangeDeliveryAmt: number } {
  const fee = sellerFault ? 0 : (orderDeliveries(order).find((d) => d.deliveryNo === option.delivery_no)?.condition.returnDeliveryAmt ?? 0);
  return {
    standardAmt: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0, productCouponDiscountAmt: 0, cartCouponAmt: 0, productAmt: 0,
    beforeDeliveryAmt: 0, afterDeliveryAmt: 0, refundDeliveryAmt: 0, returnDeliveryAmt: fee, payAmt: 0, subPayAmt: 0, exchangeDeliveryAmt: fee,
  };
}

export interface Estimate {
  breakdown: RefundBreakdown & { exchangeDeliveryAmt?: number };
  order: OrderRow;
  refund: number;
  kind: 'CANCEL' | 'RETURN' | 'EXCHANGE';
  sellerFault: boolean;
}

/** Refund estimate for cancelling or returning options of one order, or exchanging one of them. */
export async function estimateClaim(db: Kysely<ShopDb>, wanted: Wanted, kind: 'CANCEL' | 'RETURN' | 'EXCHANGE', reason: ClaimReason, actor: ClaimActor): Promise<Estimate> {
  const order = await ownedOptions(db, wanted, actor);
  const allowed = kind === 'CANCEL' ? CANCELABLE_STATUSES : RETURNABLE_STATUSES;
  const notAllowed = kind === 'CANCEL' ? claimErrors.notCancelable : kind === 'RETURN' ? claimErrors.notReturnable : claimErrors.notExchangeable;
  const { all, lines } = await freshLines(db, order.order_no, wanted, allowed, notAllowed);
  const sellerFault = sellerResponsible(reason.claimReasonType, reason.responsibleObjectType);
  if (kind === 'EXCHANGE') {
    const first = lines[0];
    if (!first) throw claimErrors.nothingToCancel();
    return { order, breakdown: exchangeBreakdown(order, first.option, sellerFault), refund: 0, kind, sellerFault };
  }
  const plan = planRefund({ order, options: all, claimed: lines, kind, sellerFault });
  return { order, breakdown: plan.breakdown, refund: plan.refund, kind, sellerFault };
}

async function returnLines(trx: Kysely<ShopDb>, order: OrderRow, wanted: Wanted, request: ReturnRequest, now: Date) {
  const iso = now.toISOString();
  const { all, lines } = await freshLines(trx, order.order_no, wanted, RETURNABLE_STATUSES, claimErrors.notReturnable);
  const plan: RefundPlan = planRefund({ order, options: all, claimed: lines, kind: 'RETURN', sellerFault: sellerResponsible(request.reason.claimReasonType, request.reason.responsibleObjectType) });
  if (needsBankAccount(order, plan.cash) && !request.detail.refundBankAccount) throw claimErrors.bankAccountRequired();
  const claimNo = await newClaim(
    trx,
    { orderNo: order.order_no, type: 'RETURN', status: 'RETURN_REQUEST', reason: request.reason, items: lines.map((l) => ({ orderOptionNo: l.option.order_option_no, productCnt: l.cnt })), returnWayType: request.returnWayType, detail: request.detail },
    iso,
  );
  const views = [];
  for (const l of lines) views.push((await claimUnits(trx, l.option, l.cnt, { claimNo, orderStatus: l.option.order_status, claimStatus: 'RETURN_REQUEST', now: iso })).view);
  // The estimate is kept with the request; completing the return pays the same computation then.
  await trx.updateTable('claims').set({ refund_amt: plan.refund, refund_json: JSON.stringify(plan.breakdown) }).where('claim_no', '=', claimNo).execute();
  return { claimNo, claimedOptions: views };
}

/** A return request after delivery: one option, or several of one order. */
export async function requestReturns(db: Kysely<ShopDb>, wanted: Wanted, actor: ClaimActor, request: ReturnRequest, now: Date) {
  const order = await ownedOptions(db, wanted, actor);
  return db.transaction().execute((trx) => returnLines(trx, order, wanted, request, now));
}

/** An exchange: the same product in another (or the same) option at the same price, shipped after the parcel is back. */
export async function requestExchange(
  db: Kysely<ShopDb>,
  orderOptionNo: number,
  productCnt: number,
  exchange: { productNo: number; optionNo: number; orderCnt: number; inputs: Array<{ inputLabel: string; inputValue: string }> },
  actor: ClaimActor,
  request: ReturnRequest,
  now: Date,
  baseUrl: string,
) {
  const { order, option } = await ownedOption(db, orderOptionNo, actor);
  if (exchange.productNo !== option.product_no) throw claimErrors.exchangeOption();
  if (exchange.orderCnt !== productCnt) throw claimErrors.exchangeOption();
  const product = await loadProductWithOptions(db, option.product_no, baseUrl);
  const target = product ? findOption(product, exchange.optionNo) : null;
  if (!product || !target) throw claimErrors.exchangeOption();
  if (target.addPrice !== option.add_price) throw claimErrors.exchangeOption();
  if (target.optionNo !== option.option_no && (target.soldOut || target.stockCnt < productCnt)) throw claimErrors.exchangeSoldOut();
  const sellerFault = sellerResponsible(request.reason.claimReasonType, request.reason.responsibleObjectType);
  return db.transaction().execute(async (trx) => {
    const iso = now.toISOString();
    const { lines } = await freshLines(trx, order.order_no, [{ orderOptionNo, cnt: productCnt }], RETURNABLE_STATUSES, claimErrors.notExchangeable);
    const line = lines[0];
    if (!line) throw orderErrors.optionNotFound();
    const fee = exchangeBreakdown(order, line.option, sellerFault);
    const exchangeOption: ExchangeOption = {
      productNo: product.productNo, optionNo: target.optionNo, orderCnt: productCnt, optionName: target.optionName, optionValue: target.optionValue,
      imageUrl: target.imageUrl ?? option.image_url, inputs: exchange.inputs,
    };
    const claimNo = await newClaim(
      trx,
      {
        orderNo: order.order_no, type: 'EXCHANGE', status: 'EXCHANGE_REQUEST', reason: request.reason, items: [{ orderOptionNo, productCnt }],
        returnWayType: request.returnWayType, detail: { ...request.detail, exchangeOption, exchangeDeliveryAmt: fee.exchangeDeliveryAmt },
      },
      iso,
    );
    const part = await claimUnits(trx, line.option, productCnt, { claimNo, orderStatus: line.option.order_status, claimStatus: 'EXCHANGE_REQUEST', now: iso });
    await trx.updateTable('claims').set({ refund_json: JSON.stringify(fee) }).where('claim_no', '=', claimNo).execute();
    return { claimNo, claimedOptions: [part.view] };
  });
}

/** A claim the actor may see (their order; withdrawn claims are gone). */
export async function ownedClaim(db: Kysely<ShopDb>, claimNo: number, actor: ClaimActor): Promise<{ claim: ClaimRow; order: OrderRow }> {
  const claim = await db.selectFrom('claims').selectAll().where('claim_no', '=', claimNo).where('withdrawn_at', 'is', null).executeTakeFirst();
  if (!claim) throw claimErrors.notFound();
  const order = await ownedOrder(db, claim.order_no, actor).catch(() => {
    throw claimErrors.notFound();
  });
  return { claim, order };
}

/** The live claim of an order option (the option's claim_no). */
export async function claimOfOption(db: Kysely<ShopDb>, orderOptionNo: number, actor: ClaimActor): Promise<{ claim: ClaimRow; order: OrderRow }> {
  const { option } = await ownedOption(db, orderOptionNo, actor);
  if (option.claim_no === null) throw claimErrors.notFound();
  return ownedClaim(db, option.claim_no, actor);
}

/** The shopper may take a return or exchange back until the shop has the parcel. */
export const WITHDRAWABLE_STATUSES: readonly string[] = ['RETURN_REQUEST', 'RETURN_PROC_BEFORE_RECEIVE', 'EXCHANGE_REQUEST', 'EXCHANGE_PROC_BEFORE_RECEIVE'];

export async function checkWithdraw(db: Kysely<ShopDb>, claim: ClaimRow, order: OrderRow) {
  if (!WITHDRAWABLE_STATUSES.includes(claim.claim_status)) throw claimErrors.notWithdrawable();
  const later = await db
    .selectFrom('claims')
    .select(['claim_no'])
    .where('order_no', '=', claim.order_no)
    .where('claim_no', '>', claim.claim_no)
    .where('withdrawn_at', 'is', null)
    .execute();
  const afterClaimNos = later.map((l) => l.claim_no);
  const coupons = parseJson<{ cartCouponIssueNo?: number | null }>(order.coupons_json, {});
  const lines = await db.selectFrom('order_options').select(['delivery_no', 'claim_no']).where('order_no', '=', claim.order_no).execute();
  const mine = new Set(lines.filter((l) => l.claim_no === claim.claim_no).map((l) => l.delivery_no));
  const shippingNos = [...mine];
  let validationType = 'WITHDRAWABLE';
  if (afterClaimNos.length > 0 && coupons.cartCouponIssueNo) validationType = 'EXISTS_AFTER_CLAIM_WITH_CART_COUPON';
  else if (lines.some((l) => l.claim_no !== null && afterClaimNos.includes(l.claim_no) && mine.has(l.delivery_no))) validationType = 'EXISTS_SAME_SHIPPING_NO_CLAIM';
  return { claimNo: claim.claim_no, afterClaimNos, validationType, shippingNos };
}

/** Withdraws a return or exchange: its lines are back in the order as they were. */
export async function withdrawClaim(db: Kysely<ShopDb>, claim: ClaimRow, now: Date): Promise<void> {
  if (!WITHDRAWABLE_STATUSES.includes(claim.claim_status)) throw claimErrors.notWithdrawable();
  await db.transaction().execute(async (trx) => {
    const iso = now.toISOString();
    const res = await trx
      .updateTable('claims')
      .set({ withdrawn_at: iso, updated_at: iso })
      .where('claim_no', '=', claim.claim_no)
      .where('claim_status', '=', claim.claim_status)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    // The shop moved the claim on (collected it) in the meantime.
    if (Number(res.numUpdatedRows) !== 1) throw claimErrors.notWithdrawable();
    await trx.updateTable('order_options').set({ claim_status: null, claim_no: null, updated_at: iso }).where('claim_no', '=', claim.claim_no).execute();
  });
}

export async function setRefundAccount(db: Kysely<ShopDb>, claim: ClaimRow, account: BankAccount, now: Date): Promise<void> {
  if (claim.completed_at !== null) throw claimErrors.wrongStep(claim.claim_status, '환불 계좌를 바꿀');
  const detail = { ...claimDetail(claim), refundBankAccount: account };
  await db.updateTable('claims').set({ detail_json: JSON.stringify(detail), updated_at: now.toISOString() }).where('claim_no', '=', claim.claim_no).execute();
}
