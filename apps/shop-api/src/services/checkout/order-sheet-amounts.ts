// What an order sheet charges: line prices, delivery (with the remote-area extra), product and
// cart coupons, and points, with the platform's limits on points (at least 1,000원, no more than
// the member has, no more than the products cost after coupons). Every discount is also split
// over the lines, so a later partial cancel refunds exactly the share of the cancelled line.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { availableAccumulation } from '../members/accumulations.ts';
import { couponDiscountFor, findUsableCoupon, type IssuedCoupon } from './coupons.ts';
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

async function applyProductCoupons(db: Kysely<ShopDb>, lines: PricedLine[], request: CouponRequest, ctx: Context, alloc: LineAllocation[], used: Set<number>) {
  const applied: SheetAmounts['productCoupons'] = [];
  for (const pc of request.productCoupons) {
    if (ctx.memberNo === null) throw amountErrors.guestCoupon();
    const indexes = lines.map((l, i) => (l.request.productNo === pc.productNo && !l.error ? i : -1)).filter((i) => i >= 0);
    if (indexes.length === 0) throw amountErrors.productNotInSheet();
    if (used.has(pc.couponIssueNo) || applied.some((a) => a.productNo === pc.productNo)) throw amountErrors.couponTwice();
    const issue = await findUsableCoupon(db, { memberNo: ctx.memberNo, couponIssueNo: pc.couponIssueNo, now: ctx.now, productNo: pc.productNo });
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

async function cartCoupon(db: Kysely<ShopDb>, request: CouponRequest, ctx: Context, used: Set<number>): Promise<IssuedCoupon | null> {
  if (request.cartCouponIssueNo === null) return null;
  if (ctx.memberNo === null) throw amountErrors.guestCoupon();
  if (used.has(request.cartCouponIssueNo)) throw amountErrors.couponTwice();
  const issue = await findUsableCoupon(db, { memberNo: ctx.memberNo, couponIssueNo: request.cartCouponIssueNo, now: ctx.now });
  if (issue.coupon.coupon_type === 'PRODUCT') throw amountErrors.couponKind();
  return issue;
}

/** The first line that cannot be bought, as the 400 the shopper sees. */
export function refuseInvalidLines(lines: PricedLine[]): void {
  const bad = lines.find((l) => l.error);
  if (bad?.error) throw new DomainError('invalid', bad.error.code, bad.error.message);
}

/**
 * The one way from requested lines to what they charge: load and price the lines (once), then the
 * amounts. Lines that cannot be bought are kept (the sheet shows them), refused (making a sheet,
 * paying) or dropped (the seeded orders).
 */
export async function chargeLines(
  db: Kysely<ShopDb>,
  requests: LineRequest[],
  inputs: AmountInputs,
  ctx: Context & { baseUrl: string; invalidLines: 'keep' | 'refuse' | 'drop' },
): Promise<SheetAmounts> {
  const priced = await loadAndPriceLines(db, requests, { now: ctx.now, member: ctx.memberNo !== null, baseUrl: ctx.baseUrl });
  if (ctx.invalidLines === 'refuse') refuseInvalidLines(priced);
  const lines = ctx.invalidLines === 'drop' ? priced.filter((l) => !l.error) : priced;
  return computeAmounts(db, lines, inputs, ctx);
}

/** Amounts for priced lines; throws a 400 with a code when a coupon or the points cannot be used. */
export async function computeAmounts(db: Kysely<ShopDb>, lines: PricedLine[], inputs: AmountInputs, ctx: Context): Promise<SheetAmounts> {
  const groups = groupDeliveries(lines, inputs.receiverZipCd);
  const totals = lineTotals(lines);
  const delivery = deliveryTotals(groups);
  const alloc: LineAllocation[] = lines.map(() => ({ productCouponAmt: 0, productCouponIssueNo: null, cartCouponAmt: 0, accumulationAmt: 0 }));
  const used = new Set<number>();

  const productCoupons = await applyProductCoupons(db, lines, inputs.coupons, ctx, alloc, used);
  const productCouponAmt = productCoupons.reduce((s, c) => s + c.discountAmt, 0);
  const afterProductCoupons = lines.map((l, i) => (l.error ? 0 : l.price.buyAmt - (alloc[i]?.productCouponAmt ?? 0)));

  let cartCouponAmt = 0;
  let deliveryCouponAmt = 0;
  const cart = await cartCoupon(db, inputs.coupons, ctx, used);
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

  const myAccumulationAmt = ctx.memberNo === null ? 0 : await availableAccumulation(db, ctx.memberNo, ctx.now);
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
  };
}

/** The platform's paymentInfo object. */
export function paymentInfoView(a: SheetAmounts) {
  return {
    totalStandardAmt: a.totals.standardAmt,
    totalImmediateDiscountAmt: a.totals.immediateDiscountAmt,
    totalAdditionalDiscountAmt: a.totals.additionalDiscountAmt,
    productAmt: a.totals.buyAmt,
    cartAmt: a.totals.buyAmt,
    productCouponAmt: a.productCouponAmt,
    cartCouponAmt: a.cartCouponAmt,
    deliveryCouponAmt: a.deliveryCouponAmt,
    deliveryAmt: a.deliveryAmt,
    remoteDeliveryAmt: a.remoteDeliveryAmt,
    deliveryAmtOnDelivery: 0,
    remoteDeliveryAmtOnDelivery: 0,
    usedAccumulationAmt: a.usedAccumulationAmt,
    accumulationAmt: a.accumulationAmtWhenBuyConfirm,
    accumulationAmtWhenBuyConfirm: a.accumulationAmtWhenBuyConfirm,
    availableMaxAccumulationAmt: a.availableMaxAccumulationAmt,
    isAvailableAccumulation: a.availableMaxAccumulationAmt >= MIN_ACCUMULATION_USE,
    minAccumulationLimit: MIN_ACCUMULATION_USE,
    minPriceLimit: 0,
    customsDuty: 0,
    salesTaxAmt: 0,
    externalPayInfos: [],
    externalPayTotalAmt: 0,
    paymentAmt: a.paymentAmt,
  };
}
