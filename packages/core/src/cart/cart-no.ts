// Guest cart lines need a cart number before the platform ever sees them (POST /guest/cart takes
// the client's numbers). Five digits, unique within the cart, drawn from an injected random source.
import { CartError } from './cart-error.ts';
import type { GuestCart, RandomSource } from './types.ts';

export const CART_NO_MIN = 10_000;
export const CART_NO_MAX = 99_999;
const CART_NO_SPAN = CART_NO_MAX - CART_NO_MIN + 1;
/** Random draws before falling back to the first free number; collisions are rare below ~1,000 lines. */
const RANDOM_ATTEMPTS = 32;

export function cartNosOf(cart: GuestCart): Set<number> {
  const used = new Set<number>();
  for (const product of cart.products) {
    for (const line of product.orderProductOptions) used.add(line.cartNo);
  }
  return used;
}

/** A five-digit cart number not in `used`. */
export function generateCartNo(used: ReadonlySet<number>, random: RandomSource): number {
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt += 1) {
    const r = random();
    if (!(r >= 0 && r < 1)) throw new CartError('CART_RANDOM_OUT_OF_RANGE', { value: r });
    const cartNo = CART_NO_MIN + Math.floor(r * CART_NO_SPAN);
    if (!used.has(cartNo)) return cartNo;
  }
  // A repeating or unlucky source must not loop forever: take the first free number instead.
  for (let cartNo = CART_NO_MIN; cartNo <= CART_NO_MAX; cartNo += 1) {
    if (!used.has(cartNo)) return cartNo;
  }
  throw new CartError('CART_NUMBERS_EXHAUSTED', { used: used.size });
}
