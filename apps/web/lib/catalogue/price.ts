// The price a shopper pays before coupons: sale price less the immediate and additional discounts
// (the platform's definition), never below zero.
export interface Discountable {
  salePrice: number;
  immediateDiscountAmt: number;
  additionDiscountAmt?: number;
}

export function discountedPrice(p: Discountable): number {
  return Math.max(0, p.salePrice - p.immediateDiscountAmt - (p.additionDiscountAmt ?? 0));
}

/** Whole-percent discount for the badge ("10%"), 0 when there is none. */
export function discountRate(p: Discountable): number {
  if (p.salePrice <= 0) return 0;
  return Math.floor(((p.salePrice - discountedPrice(p)) * 100) / p.salePrice);
}
