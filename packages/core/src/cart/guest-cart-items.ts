// Adding, removing and re-counting guest cart lines (seed §4 "Guest cart"). Pure functions:
// (cart, input) → { cart, effects }. Every change to the items stamps `savedAt`, which the
// 24-hour expiry reads.
import { CART_MESSAGES } from './cart-messages.ts';
import { cartNosOf, generateCartNo } from './cart-no.ts';
import { assertPrice, assertQuantity, assertStock, isSameOption, stockLimit } from './line-rules.ts';
import type {
  GuestCart,
  GuestCartEffect,
  GuestCartLine,
  GuestCartProduct,
  GuestCartResult,
  NewGuestCartItem,
  RandomSource,
} from './types.ts';

export const EMPTY_GUEST_CART: GuestCart = { products: [], savedAt: null, selectedCartNos: [], deliveryPrices: [] };

function withProducts(cart: GuestCart, products: readonly GuestCartProduct[], now: number): GuestCart {
  return { ...cart, products, savedAt: now };
}

function replaceLine(cart: GuestCart, cartNo: number, change: (line: GuestCartLine) => GuestCartLine): GuestCart['products'] {
  return cart.products.map((product) => ({
    ...product,
    orderProductOptions: product.orderProductOptions.map((line) => (line.cartNo === cartNo ? change(line) : line)),
  }));
}

function findLine(cart: GuestCart, cartNo: number): GuestCartLine | undefined {
  for (const product of cart.products) {
    const line = product.orderProductOptions.find((l) => l.cartNo === cartNo);
    if (line) return line;
  }
  return undefined;
}

function stockLimited(cartNo: number | null, stockCnt: number): GuestCartEffect {
  return {
    type: 'stock-limited',
    cartNo,
    stockCnt,
    message: stockCnt === 0 ? CART_MESSAGES.soldOut : CART_MESSAGES.stockLimited(stockCnt),
  };
}

function select(cart: GuestCart, cartNo: number): readonly number[] {
  return cart.selectedCartNos.includes(cartNo) ? cart.selectedCartNos : [...cart.selectedCartNos, cartNo];
}

/**
 * Puts an option in the cart. The same option (product, option, inputs, design image) raises the
 * existing line's quantity and asks for the "quantity added" toast; anything else is a new line,
 * under its product when the product is already there. Quantities never exceed known stock: the
 * excess is dropped and a `stock-limited` effect says so. The touched line ends up selected.
 */
export function addToGuestCart(cart: GuestCart, item: NewGuestCartItem, now: number, random: RandomSource): GuestCartResult {
  const { product, option } = item;
  assertQuantity(option.orderCnt);
  assertStock(option.stockCnt);
  assertPrice(option.price);
  const limit = stockLimit(option.stockCnt);
  const candidate = { ...option, productNo: product.productNo };

  const existing = cart.products
    .find((p) => p.productNo === product.productNo)
    ?.orderProductOptions.find((line) => isSameOption(line, candidate));

  if (existing) {
    const wanted = existing.orderCnt + option.orderCnt;
    const orderCnt = limit === null ? wanted : Math.min(wanted, limit);
    const effects: GuestCartEffect[] = [];
    if (orderCnt > existing.orderCnt) {
      effects.push({ type: 'quantity-added', cartNo: existing.cartNo, orderCnt, message: CART_MESSAGES.quantityAdded });
    }
    if (orderCnt < wanted) effects.push(stockLimited(existing.cartNo, option.stockCnt));
    // The fresh stock and price replace what was stored: they are newer facts about the same option.
    // A quantity already above fresh stock is kept rather than cut on an "add"; the plus button is
    // then blocked and the platform's calculation flags the line.
    const products = replaceLine(cart, existing.cartNo, (line) => ({
      ...line,
      orderCnt: Math.max(line.orderCnt, orderCnt),
      stockCnt: option.stockCnt,
      price: option.price,
    }));
    return { cart: { ...withProducts(cart, products, now), selectedCartNos: select(cart, existing.cartNo) }, effects };
  }

  if (limit === 0) return { cart, effects: [stockLimited(null, 0)] };

  const cartNo = generateCartNo(cartNosOf(cart), random);
  const orderCnt = limit === null ? option.orderCnt : Math.min(option.orderCnt, limit);
  const line: GuestCartLine = { ...option, cartNo, productNo: product.productNo, orderCnt };
  const effects: GuestCartEffect[] = [{ type: 'line-added', cartNo }];
  if (orderCnt < option.orderCnt) effects.push(stockLimited(cartNo, option.stockCnt));

  const owner = cart.products.find((p) => p.productNo === product.productNo);
  const products = owner
    ? cart.products.map((p) => (p === owner ? { ...p, orderProductOptions: [...p.orderProductOptions, line] } : p))
    : [...cart.products, { ...product, orderProductOptions: [line] }];
  return { cart: { ...withProducts(cart, products, now), selectedCartNos: select(cart, cartNo) }, effects };
}

/**
 * Removes one line. When it is the only option of the only product the whole guest cart is cleared
 * (storage forgets it); otherwise the line goes, and its product too once it has no options left.
 */
export function removeGuestCartLine(cart: GuestCart, cartNo: number, now: number): GuestCartResult {
  if (!findLine(cart, cartNo)) return { cart, effects: [{ type: 'line-not-found', cartNo }] };
  const products = cart.products
    .map((p) => ({ ...p, orderProductOptions: p.orderProductOptions.filter((l) => l.cartNo !== cartNo) }))
    .filter((p) => p.orderProductOptions.length > 0);
  const removed: GuestCartEffect = { type: 'line-removed', cartNo };
  if (products.length === 0) {
    return { cart: EMPTY_GUEST_CART, effects: [removed, { type: 'cart-cleared', reason: 'emptied' }] };
  }
  const selectedCartNos = cart.selectedCartNos.filter((n) => n !== cartNo);
  return { cart: { ...withProducts(cart, products, now), selectedCartNos }, effects: [removed] };
}

/** Plus button: one more, unless that would pass known stock. */
export function increaseGuestCartLine(cart: GuestCart, cartNo: number, now: number): GuestCartResult {
  const line = findLine(cart, cartNo);
  if (!line) return { cart, effects: [{ type: 'line-not-found', cartNo }] };
  const limit = stockLimit(line.stockCnt);
  if (limit !== null && line.orderCnt + 1 > limit) {
    return { cart, effects: [stockLimited(cartNo, line.stockCnt)] };
  }
  const products = replaceLine(cart, cartNo, (l) => ({ ...l, orderCnt: l.orderCnt + 1 }));
  return { cart: withProducts(cart, products, now), effects: [] };
}

/** Minus button: one fewer; going below 1 removes the line. */
export function decreaseGuestCartLine(cart: GuestCart, cartNo: number, now: number): GuestCartResult {
  const line = findLine(cart, cartNo);
  if (!line) return { cart, effects: [{ type: 'line-not-found', cartNo }] };
  if (line.orderCnt <= 1) return removeGuestCartLine(cart, cartNo, now);
  const products = replaceLine(cart, cartNo, (l) => ({ ...l, orderCnt: l.orderCnt - 1 }));
  return { cart: withProducts(cart, products, now), effects: [] };
}
