// Prices a guest cart the way the platform's cart reply does (contract "Cart"): line amounts,
// delivery groups with their fee, and totals. Totals and fees count SELECTED lines only; every
// line still carries its own amounts for display. All money is integer won; a fractional input
// is refused with CART_AMOUNT_NOT_INTEGER rather than rounded.
import { assertCartInteger, unhandledCase } from './cart-error.ts';
import { assertPrice } from './line-rules.ts';
import type { DeliveryCondition, GuestCart, GuestCartLine, GuestCartProduct, GuestDeliveryPrice } from './types.ts';

export interface CartAmounts {
  /** (salePrice + addPrice) × orderCnt. */
  readonly standardAmt: number;
  /** (immediateDiscountAmt + additionalDiscountAmt) × orderCnt. */
  readonly discountAmt: number;
  /** standardAmt − discountAmt. */
  readonly buyAmt: number;
}

export interface PricedCartLine extends GuestCartLine, CartAmounts {
  readonly selected: boolean;
}

export interface PricedCartProduct extends CartAmounts {
  readonly productNo: number;
  readonly productName: string;
  readonly imageUrl: string;
  readonly orderProductOptions: readonly PricedCartLine[];
}

export interface GuestDeliveryGroup extends CartAmounts {
  readonly groupKey: string;
  readonly partnerName: string;
  readonly deliveryTemplateGroupNo: number | null;
  readonly deliveryCondition: DeliveryCondition;
  readonly deliveryAmt: number;
  readonly orderProducts: readonly PricedCartProduct[];
}

export interface CartPriceSummary extends CartAmounts {
  readonly totalDeliveryAmt: number;
  /** buyAmt + totalDeliveryAmt: what the shopper pays before coupons and points. */
  readonly totalAmt: number;
}

export interface GuestCartSummary {
  readonly deliveryGroups: readonly GuestDeliveryGroup[];
  readonly price: CartPriceSummary;
}

const ZERO: CartAmounts = { standardAmt: 0, discountAmt: 0, buyAmt: 0 };

function add(a: CartAmounts, b: CartAmounts): CartAmounts {
  return { standardAmt: a.standardAmt + b.standardAmt, discountAmt: a.discountAmt + b.discountAmt, buyAmt: a.buyAmt + b.buyAmt };
}

export function lineAmounts(line: Pick<GuestCartLine, 'price' | 'orderCnt'>): CartAmounts {
  assertPrice(line.price);
  assertCartInteger(line.orderCnt, 'orderCnt');
  const { salePrice, addPrice, immediateDiscountAmt, additionalDiscountAmt } = line.price;
  const standardAmt = (salePrice + addPrice) * line.orderCnt;
  const discountAmt = (immediateDiscountAmt + additionalDiscountAmt) * line.orderCnt;
  return { standardAmt, discountAmt, buyAmt: standardAmt - discountAmt };
}

/**
 * The fee for one delivery group given what it buys. FREE ships free; FIXED_FEE always charges
 * deliveryAmt; CONDITIONAL charges baseDeliveryAmt below aboveDeliveryAmt and ships free at or above
 * it (the platform's own wording: "9,800원 미만 배송비 2,500원"). A group with nothing selected ships
 * nothing and costs nothing.
 */
export function deliveryFee(condition: DeliveryCondition, buyAmt: number, hasSelectedLines: boolean): number {
  assertCartInteger(buyAmt, 'buyAmt');
  assertCartInteger(condition.baseDeliveryAmt, 'baseDeliveryAmt');
  assertCartInteger(condition.aboveDeliveryAmt, 'aboveDeliveryAmt');
  assertCartInteger(condition.deliveryAmt, 'deliveryAmt');
  if (!hasSelectedLines) return 0;
  const type = condition.deliveryConditionType;
  switch (type) {
    case 'FREE':
      return 0;
    case 'FIXED_FEE':
      return condition.deliveryAmt;
    case 'CONDITIONAL':
      return buyAmt >= condition.aboveDeliveryAmt ? 0 : condition.baseDeliveryAmt;
    default:
      return unhandledCase(type, 'CART_UNSUPPORTED_DELIVERY_CONDITION');
  }
}

/** Products sharing a delivery template group ship together; without one, a partner's products do. */
export function deliveryGroupKey(product: Pick<GuestCartProduct, 'delivery'>): string {
  const { deliveryTemplateGroupNo, partnerName } = product.delivery;
  return deliveryTemplateGroupNo !== null ? `template:${deliveryTemplateGroupNo}` : `partner:${partnerName}`;
}

function priceProduct(product: GuestCartProduct, selected: ReadonlySet<number>): PricedCartProduct {
  let total = ZERO;
  const orderProductOptions = product.orderProductOptions.map((line) => {
    const amounts = lineAmounts(line);
    const isSelected = selected.has(line.cartNo);
    if (isSelected) total = add(total, amounts);
    return { ...line, ...amounts, selected: isSelected };
  });
  return { productNo: product.productNo, productName: product.productName, imageUrl: product.imageUrl, ...total, orderProductOptions };
}

/** Delivery groups (in first-appearance order) and the cart's totals over selected lines. */
export function summarizeGuestCart(cart: GuestCart): GuestCartSummary {
  const selected = new Set(cart.selectedCartNos);
  const groups = new Map<string, { first: GuestCartProduct; products: PricedCartProduct[] }>();
  for (const product of cart.products) {
    const key = deliveryGroupKey(product);
    const group = groups.get(key) ?? { first: product, products: [] };
    group.products.push(priceProduct(product, selected));
    groups.set(key, group);
  }

  let total = ZERO;
  let totalDeliveryAmt = 0;
  const deliveryGroups: GuestDeliveryGroup[] = [];
  for (const [groupKey, { first, products }] of groups) {
    const amounts = products.reduce<CartAmounts>((sum, p) => add(sum, p), ZERO);
    const hasSelected = products.some((p) => p.orderProductOptions.some((l) => l.selected));
    const deliveryAmt = deliveryFee(first.delivery.deliveryCondition, amounts.buyAmt, hasSelected);
    total = add(total, amounts);
    totalDeliveryAmt += deliveryAmt;
    deliveryGroups.push({
      groupKey,
      partnerName: first.delivery.partnerName,
      deliveryTemplateGroupNo: first.delivery.deliveryTemplateGroupNo,
      deliveryCondition: first.delivery.deliveryCondition,
      deliveryAmt,
      ...amounts,
      orderProducts: products,
    });
  }
  return { deliveryGroups, price: { ...total, totalDeliveryAmt, totalAmt: total.buyAmt + totalDeliveryAmt } };
}

/** The per-group fees worth remembering with the cart. */
export function deliveryPricesOf(summary: GuestCartSummary): GuestDeliveryPrice[] {
  return summary.deliveryGroups.map((g) => ({ groupKey: g.groupKey, deliveryAmt: g.deliveryAmt }));
}
