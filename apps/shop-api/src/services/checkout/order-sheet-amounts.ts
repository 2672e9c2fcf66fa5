// What an order sheet charges — the one module that computes it, entered once per request through
// chargeLines: line prices, delivery (with the remote-area extra), product and cart coupons, and
// points, with the platform's limits on points (at least 1,000원, no more than the member has, no
// more than the products cost after coupons). Every discount is also split over the lines, so a
// later partial cancel refunds exactly the share of the cancelled line.
//
// chargeLines reads everything first (the priced lines, the coupons the inputs name, the member's
// points) and then computes without going back to the database; callers take the result on
// (`SheetAmounts`, with `refusal`: what the first unbuyable line answers) instead of coming back.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { availableAccumulation } from '../members/accumulations.ts';
import { couponDiscountFor, loadIssuedCoupons, usableIssue, type IssuedCoupon } from './coupons.ts';
import { deliveryTotals, groupDeliveries, type DeliveryGroup } from './delivery.ts';
import { lineTotals, loadAndPriceLines, type LineRequest, type LineTotals, type PricedLine } from './pricing.ts';
import { DomainError } from '../../domain/errors.ts';

export const MIN_ACCUMULATION_USE = 1000;

export interface CouponRequest {
  productCoupons: Array<{ productNo: number; couponIssueNo: number }>;
  cartCouponIssueNo: number | null;
}

export interface AmountInputs {
  accumulationUseAmt: number;
  coupons: CouponRequest;
  receiverZipCd: string | null;
}

export const noInputs: AmountInputs = { accumulationUseAmt: 0, coupons: { productCoupons: [], cartCouponIssueNo: null }, receiverZipCd: null };

export interface LineAllocation {
  productCouponAmt: number;
  productCouponIssueNo: number | null;
  cartCouponAmt: number;
  /** Points earned on buy confirm for what the line really costs after coupons. */
  accumulationAmt: number;
}

export interface SheetAmounts {
  lines: PricedLine[];
  groups: DeliveryGroup[];
  totals: LineTotals;
  allocations: LineAllocation[];
  productCoupons: Array<{ productNo: number; couponIssueNo: number; discountAmt: number }>;
  cartCouponIssueNo: number | null;
  productCouponAmt: number;
  cartCouponAmt: number;
  deliveryCouponAmt: number;
  deliveryAmt: number;
  remoteDeliveryAmt: number;
  myAccumulationAmt: number;
  availableMaxAccumulationAmt: number;
  usedAccumulationAmt: number;
  accumulationAmtWhenBuyConfirm: number;
  paymentAmt: number;
  /** What the first line that cannot be bought answers (a 400 with its code), or null when all can. */
  refusal: DomainError | null;
}

export const amountErrors = {
  pointsOverBalance: (available: number) => new DomainError('invalid', 'O2010', `사용 가능한 적립금(${available.toLocaleString('ko-KR')}원)을 초과했습니다.`),
  pointsUnderMinimum: () => new DomainError('invalid', 'O2011', `적립금은 ${MIN_ACCUMULATION_USE.toLocaleString('ko-KR')}원 이상부터 사용할 수 있습니다.`),
  pointsOverProducts: (max: number) => new DomainError('invalid', 'O2012', `적립금은 상품 금액(${max.toLocaleString('ko-KR')}원)까지만 사용할 수 있습니다.`),
  guestPoints: () => new DomainError('invalid', 'O2013', '비회원은 적립금을 사용할 수 없습니다.'),
  guestCoupon: () => new DomainError('invalid', 'O2020', '비회원은 쿠폰을 사용할 수 없습니다.'),
  couponMinimum: (min: number) => new DomainError('invalid', 'O2021', `쿠폰 사용 조건(${min.toLocaleString('ko-KR')}원 이상 구매)을 충족하지 않습니다.`),
  couponKind: () => new DomainError('invalid', 'O2022', '이 자리에는 사용할 수 없는 종류의 쿠폰입니다.'),
  couponTwice: () => new DomainError('invalid', 'O2023', '같은 쿠폰을 두 번 사용할 수 없고, 상품마다 쿠폰은 하나만 쓸 수 있습니다.'),
  couponNotAllowed: () => new DomainError('invalid', 'O2024', '쿠폰 사용이 제한된 상품입니다.'),
  productNotInSheet: () => new DomainError('invalid', 'O2025', '주문서에 없는 상품에는 쿠폰을 적용할 수 없습니다.'),
};

/** Splits `total` over `weights` in proportion, rounding down, the remainder going to the largest weight. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * Math.max(0, w)) / sum));
  const rest = total - shares.reduce((s, v) => s + v, 0);
  let largest = 0;
  weights.forEach((w, i) => {
    if (w > (weights[largest] ?? 0)) largest = i;
  });
  shares[largest] = (shares[largest] ?? 0) + rest;
  return shares;
}

interface Context {
  memberNo: number | null;
  now: Date;
}

/** What the amounts are computed from besides the lines, read before any is computed. */
interface AmountFacts {
  /** The member's issued coupons the inputs name, by number. */
  issues: Map<number, IssuedCoupon>;
  /** The member's usable points (0 for a guest). */
  myAccumulationAmt: number;
}

async function loadFacts(db: Kysely<ShopDb>, inputs: AmountInputs, ctx: Context): Promise<AmountFacts> {
  if (ctx.memberNo === null) return { issues: new Map(), myAccumulationAmt: 0 };
  const named = inputs.coupons.productCoupons.map((c) => c.couponIssueNo);
  if (inputs.coupons.cartCouponIssueNo !== null) named.push(inputs.coupons.cartCouponIssueNo);
  // One after the other: on a transaction's handle (placing an order) they share its connection.
  const issues = await loadIssuedCoupons(db, ctx.memberNo, named);
  return { issues, myAccumulationAmt: await availableAccumulation(db, ctx.memberNo, ctx.now) };
}

function applyProductCoupons(lines: PricedLine[], request: CouponRequest, ctx: Context, facts: AmountFacts, alloc: LineAllocation[], used: Set<number>) {
  const applied: SheetAmounts['productCoupons'] = [];
  for (const pc of request.productCoupons) {
    if (ctx.memberNo === null) throw amountErrors.guestCoupon();
    const indexes = lines.map((l, i) => (l.request.productNo === pc.productNo && !l.error ? i : -1)).filter((i) => i >= 0);
    if (indexes.length === 0) throw amountErrors.productNotInSheet();
    if (used.has(pc.couponIssueNo) || applied.some((a) => a.productNo === pc.productNo)) throw amountErrors.couponTwice();
    const issue = usableIssue(facts.issues.get(pc.couponIssueNo), ctx.now, pc.productNo);
    if (issue.coupon.coupon_type !== 'PRODUCT') throw amountErrors.couponKind();
    if (!lines[indexes[0] ?? 0]?.product?.couponUse) throw amountErrors.couponNotAllowed();
    const base = indexes.reduce((s, i) => s + (lines[i]?.price.buyAmt ?? 0), 0);
    const discount = couponDiscountFor(issue.coupon, base);
    if (discount <= 0) throw amountErrors.couponMinimum(issue.coupon.min_sale_price);
    const shares = allocate(discount, indexes.map((i) => lines[i]?.price.buyAmt ?? 0));
    indexes.forEach((lineIndex, k) => {
      const a = alloc[lineIndex];
      if (a) {
        a.productCouponAmt = shares[k] ?? 0;
        a.productCouponIssueNo = pc.couponIssueNo;
      }
    });
    used.add(pc.couponIssueNo);
    applied.push({ productNo: pc.productNo, couponIssueNo: pc.couponIssueNo, discountAmt: discount });
  }
  return applied;
}

function cartCoupon(request: CouponRequest, ctx: Context, facts: AmountFacts, used: Set<number>): IssuedCoupon | null {
  if (request.cartCouponIssueNo === null) return null;
  if (ctx.memberNo === null) throw amountErrors.guestCoupon();
  if (used.has(request.cartCouponIssueNo)) throw amountErrors.couponTwice();
  const issue = usableIssue(facts.issues.get(request.cartCouponIssueNo), ctx.now);
  if (issue.coupon.coupon_type === 'PRODUCT') throw amountErrors.couponKind();
  return issue;
}

/** What the first line that cannot be bought answers: the 400 the shopper sees. */
function refusalOf(lines: PricedLine[]): DomainError | null {
  const bad = lines.find((l) => l.error);
  return bad?.error ? new DomainError('invalid', bad.error.code, bad.error.message) : null;
}

export interface ChargeOptions extends Context {
  baseUrl: string;
  /** Lines that cannot be bought are kept (shown, and named by `refusal`), refused up front (making a sheet) or dropped (the seeded orders). */
  invalidLines: 'keep' | 'refuse' | 'drop';
  /** Inputs to charge with instead when `inputs` no longer apply (a stored coupon spent elsewhere, points gone). */
  fallback?: AmountInputs;
}

/**
 * The one way from requested lines to what they charge, once per request: the lines are loaded
 * and priced once, the coupons and points they use read once, then the amounts computed (again
 * with `fallback` when a coupon or the points cannot be used and one is given).
 */
export async function chargeLines(db: Kysely<ShopDb>, requests: LineRequest[], inputs: AmountInputs, options: ChargeOptions): Promise<SheetAmounts> {
  const priced = await loadAndPriceLines(db, requests, { now: options.now, member: options.memberNo !== null, baseUrl: options.baseUrl });
  if (options.invalidLines === 'refuse') {
    const refusal = refusalOf(priced);
    if (refusal) throw refusal;
  }
  const lines = options.invalidLines === 'drop' ? priced.filter((l) => !l.error) : priced;
  const facts = await loadFacts(db, inputs, options);
  const refusal = refusalOf(lines);
  try {
    return computeAmounts(lines, inputs, options, facts, refusal);
  } catch (err) {
    if (!options.fallback || !(err instanceof DomainError)) throw err;
    return computeAmounts(lines, options.fallback, options, facts, refusal);
  }
}

/** Amounts for priced lines; throws a 400 with a code when a coupon or the points cannot be used. */
function computeAmounts(lines: PricedLine[], inputs: AmountInputs, ctx: Context, facts: AmountFacts, refusal: DomainError | null): SheetAmounts {
  const groups = groupDeliveries(lines, inputs.receiverZipCd);
  const totals = lineTotals(lines);
  const delivery = deliveryTotals(groups);
  const alloc: LineAllocation[] = lines.map(() => ({ productCouponAmt: 0, productCouponIssueNo: null, cartCouponAmt: 0, accumulationAmt: 0 }));
  const used = new Set<number>();

  const productCoupons = applyProductCoupons(lines, inputs.coupons, ctx, facts, alloc, used);
  const productCouponAmt = productCoupons.reduce((s, c) => s + c.discountAmt, 0);
  const afterProductCoupons = lines.map((l, i) => (l.error ? 0 : l.price.buyAmt - (alloc[i]?.productCouponAmt ?? 0)));

  let cartCouponAmt = 0;
  let deliveryCouponAmt = 0;
  const cart = cartCoupon(inputs.coupons, ctx, facts, used);
  if (cart) {
    const base = afterProductCoupons.reduce((s, v) => s + v, 0);
    const discount = couponDiscountFor(cart.coupon, base, delivery.deliveryAmt);
    if (discount <= 0 && base < cart.coupon.min_sale_price) throw amountErrors.couponMinimum(cart.coupon.min_sale_price);
    if (cart.coupon.coupon_type === 'CART_DELIVERY') deliveryCouponAmt = discount;
    else {
      cartCouponAmt = discount;
      allocate(discount, afterProductCoupons).forEach((share, i) => {
        const a = alloc[i];
        if (a) a.cartCouponAmt = share;
      });
    }
  }

  const net = lines.map((l, i) => (l.error ? 0 : l.price.buyAmt - (alloc[i]?.productCouponAmt ?? 0) - (alloc[i]?.cartCouponAmt ?? 0)));
  lines.forEach((l, i) => {
    const a = alloc[i];
    if (a && l.product) a.accumulationAmt = Math.floor(((net[i] ?? 0) * Math.max(0, l.product.accumulationRate)) / 100);
  });

  const myAccumulationAmt = facts.myAccumulationAmt;
  const pointsBase = lines.reduce((s, l, i) => s + (l.product?.accumulationUse ? (net[i] ?? 0) : 0), 0);
  const availableMaxAccumulationAmt = myAccumulationAmt >= MIN_ACCUMULATION_USE ? Math.min(myAccumulationAmt, pointsBase) : 0;
  const use = inputs.accumulationUseAmt;
  if (use > 0) {
    if (ctx.memberNo === null) throw amountErrors.guestPoints();
    if (use > myAccumulationAmt) throw amountErrors.pointsOverBalance(myAccumulationAmt);
    if (use < MIN_ACCUMULATION_USE) throw amountErrors.pointsUnderMinimum();
    if (use > pointsBase) throw amountErrors.pointsOverProducts(pointsBase);
  }

  const productAmt = totals.buyAmt;
  const paymentAmt = productAmt - productCouponAmt - cartCouponAmt + delivery.deliveryAmt + delivery.remoteDeliveryAmt - deliveryCouponAmt - use;
  return {
    lines,
    groups,
    totals,
    allocations: alloc,
    productCoupons,
    cartCouponIssueNo: cart ? cart.couponIssueNo : null,
    productCouponAmt,
    cartCouponAmt,
    deliveryCouponAmt,
    deliveryAmt: delivery.deliveryAmt,
    remoteDeliveryAmt: delivery.remoteDeliveryAmt,
    myAccumulationAmt,
    availableMaxAccumulationAmt,
    usedAccumulationAmt: use,
    accumulationAmtWhenBuyConfirm: alloc.reduce((s, a) => s + a.accumulationAmt, 0),
    paymentAmt,
    refusal,
  };
}
