// What a claim gives back, computed once and used twice: by the estimate (nothing written) and by
// the claim itself (cancel at once, return when the parcel is back), so the shopper is refunded
// exactly what the estimate promised. Pure: order rows in, numbers out.
//
// Rules (Korean mall practice, as the platform applies them):
// - Products: each claimed unit's share of what was paid for its line (a part of a line gets its
//   proportional share, rounded down; the remainder stays on the line).
// - Delivery, cancel: the group's fee is recomputed from what is left (all gone → the fee comes
//   back; dropping below the free-shipping threshold → the fee is deducted), unless the seller is
//   responsible, in which case the shopper never pays more delivery than before.
// - Delivery, return: the parcel was delivered, so its fee is kept; the shopper pays the return
//   fee and any threshold penalty when the reason is theirs; when the seller is responsible and
//   the whole group comes back, the original fee is refunded too.
// - Money and points: the refund is taken from money and points in the proportion they paid
//   (everything left when the whole order goes).
import { deliveryFee } from '../checkout/delivery.ts';
import { lineNet, orderAmount, orderDeliveries, type OrderAmount, type OrderDelivery, type OrderOptionRow, type OrderRow } from './orders.ts';
import type { RefundBreakdown } from './refund-view.ts';

export const amountKeys = ['buy_amt', 'immediate_discount_amt', 'additional_discount_amt', 'coupon_discount_amt', 'cart_coupon_discount_amt', 'accumulation_amt'] as const;
export type AmountKey = (typeof amountKeys)[number];
export type LineAmounts = Record<AmountKey, number>;

/** Reasons the buyer is responsible for unless the request says otherwise. */
export const BUYER_REASONS: readonly string[] = ['CHANGE_MIND', 'CANCEL_BEFORE_PAY', 'OTHERS_BUYER'];

export function sellerResponsible(claimReasonType: string, responsibleObjectType: string | null | undefined): boolean {
  if (responsibleObjectType === 'SELLER') return true;
  if (responsibleObjectType === 'BUYER') return false;
  return !BUYER_REASONS.includes(claimReasonType);
}

/** The amounts `cnt` units of a line carry (all of them when the whole line is claimed). */
export function partOf(option: OrderOptionRow, cnt: number): LineAmounts {
  if (cnt >= option.order_cnt) return Object.fromEntries(amountKeys.map((k) => [k, option[k]])) as LineAmounts;
  return Object.fromEntries(amountKeys.map((k) => [k, Math.floor((option[k] * cnt) / option.order_cnt)])) as LineAmounts;
}

/** Statuses a line leaves the order with for good. */
const GONE = ['CANCEL_DONE', 'RETURN_DONE', 'EXCHANGE_DONE'];
const isOpen = (o: OrderOptionRow) => !GONE.includes(o.order_status) && !(o.claim_status !== null && GONE.includes(o.claim_status));

export interface ClaimedUnits {
  option: OrderOptionRow;
  cnt: number;
}

export interface RefundInput {
  order: OrderRow;
  /** Every line of the order as it is now. */
  options: readonly OrderOptionRow[];
  claimed: readonly ClaimedUnits[];
  kind: 'CANCEL' | 'RETURN';
  sellerFault: boolean;
}

export interface RefundPlan {
  parts: Array<ClaimedUnits & { amounts: LineAmounts }>;
  breakdown: RefundBreakdown;
  /** Money plus points given back. */
  refund: number;
  cash: number;
  points: number;
  /** Nothing of the order is left once this claim is done (coupons come back). */
  everything: boolean;
  deliveries: OrderDelivery[];
  nextAmount: OrderAmount;
}

export function planRefund(input: RefundInput): RefundPlan {
  const { order, options, claimed, kind, sellerFault } = input;
  const parts = claimed.map((c) => ({ ...c, amounts: partOf(c.option, c.cnt) }));
  const claimedNos = new Set(claimed.map((c) => c.option.order_option_no));
  // What stays in the order: open lines not claimed, and the rest of partly claimed lines.
  const remaining: Array<{ deliveryNo: number; buyAmt: number }> = [];
  for (const o of options) {
    if (!claimedNos.has(o.order_option_no)) {
      // A line out for exchange comes back to the order (reshipped), so it still counts as kept.
      if (isOpen(o) && (o.claim_status === null || o.claim_status.startsWith('EXCHANGE'))) remaining.push({ deliveryNo: o.delivery_no, buyAmt: o.buy_amt });
      continue;
    }
    const part = parts.find((p) => p.option.order_option_no === o.order_option_no);
    if (part && part.cnt < o.order_cnt) remaining.push({ deliveryNo: o.delivery_no, buyAmt: o.buy_amt - part.amounts.buy_amt });
  }
  const pendingElsewhere = options.some((o) => !claimedNos.has(o.order_option_no) && isOpen(o) && o.claim_status !== null);

  const deliveries = orderDeliveries(order).map((d) => ({ ...d }));
  let beforeDelivery = 0;
  let afterDelivery = 0;
  let returnFee = 0;
  for (const d of deliveries) {
    if (!parts.some((p) => p.option.delivery_no === d.deliveryNo)) continue;
    const left = remaining.filter((r) => r.deliveryNo === d.deliveryNo);
    const before = d.deliveryAmt + d.remoteDeliveryAmt;
    const recomputed = deliveryFee(d.condition, left.reduce((s, r) => s + r.buyAmt, 0), left.length > 0) + (left.length > 0 ? d.remoteDeliveryAmt : 0);
    let after: number;
    if (kind === 'CANCEL') after = sellerFault ? Math.min(before, recomputed) : recomputed;
    else if (sellerFault) after = left.length > 0 ? before : 0;
    else after = left.length > 0 ? Math.max(before, recomputed) : before;
    if (kind === 'RETURN' && !sellerFault) returnFee += d.condition.returnDeliveryAmt;
    beforeDelivery += before;
    afterDelivery += after;
    const remote = left.length > 0 || (kind === 'RETURN' && !sellerFault) ? d.remoteDeliveryAmt : 0;
    d.deliveryAmt = after - remote;
    d.remoteDeliveryAmt = remote;
  }

  const last = orderAmount(order.last_amount_json);
  const remainingPaid = last.payAmt + last.subPayAmt;
  const productAmt = parts.reduce((s, p) => s + lineNet(p.amounts), 0);
  const everything = remaining.length === 0 && !pendingElsewhere;
  const owed = productAmt + beforeDelivery - afterDelivery - returnFee;
  const refund = everything && kind === 'CANCEL' ? remainingPaid : Math.max(0, Math.min(remainingPaid, owed));
  let points = everything && kind === 'CANCEL' ? last.subPayAmt : remainingPaid > 0 ? Math.floor((refund * last.subPayAmt) / remainingPaid) : 0;
  let cash = refund - points;
  if (cash > last.payAmt) {
    points += cash - last.payAmt;
    cash = last.payAmt;
  }

  const sum = (key: AmountKey) => parts.reduce((s, p) => s + p.amounts[key], 0);
  const standard = parts.reduce((s, p) => s + (p.option.sale_price + p.option.add_price) * p.cnt, 0);
  const nextAmount: OrderAmount = {
    ...last,
    standardAmt: last.standardAmt - standard,
    immediateDiscountAmt: last.immediateDiscountAmt - sum('immediate_discount_amt'),
    additionalDiscountAmt: last.additionalDiscountAmt - sum('additional_discount_amt'),
    productCouponDiscountAmt: last.productCouponDiscountAmt - sum('coupon_discount_amt'),
    cartCouponDiscountAmt: last.cartCouponDiscountAmt - sum('cart_coupon_discount_amt'),
    deliveryAmt: deliveries.reduce((s, d) => s + d.deliveryAmt, 0),
    remoteDeliveryAmt: deliveries.reduce((s, d) => s + d.remoteDeliveryAmt, 0),
    totalProductAmt: last.totalProductAmt - productAmt,
    payAmt: last.payAmt - cash,
    subPayAmt: last.subPayAmt - points,
    chargeAmt: last.payAmt - cash,
  };
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
    returnDeliveryAmt: returnFee,
    payAmt: cash,
    subPayAmt: points,
  };
  return { parts, breakdown, refund, cash, points, everything, deliveries, nextAmount };
}
