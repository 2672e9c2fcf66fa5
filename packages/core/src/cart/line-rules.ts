// Rules about a single cart line: when two lines are "the same option" (and merge), how much
// stock allows, and which numbers must be integers.
import { HIDDEN_STOCK } from '../constants/platform.ts';
import { CartError, assertCartInteger } from './cart-error.ts';
import type { CartLinePrice, GuestCartLine, OptionInput } from './types.ts';

/** The platform reports −999 as stock when the mall hides stock (a constant; browser code imports it from constants). */
export { HIDDEN_STOCK };

function inputsKey(inputs: readonly OptionInput[]): string {
  // Text inputs compare by label and value; their order on screen does not make a new line.
  return JSON.stringify(inputs.map((i) => [i.inputLabel, i.inputValue]).sort());
}

/**
 * Two lines are the same option when product, option, text inputs and design image all match.
 * The same option with a different design image is a different thing to print, so it stays apart.
 */
export function isSameOption(
  a: Pick<GuestCartLine, 'optionNo' | 'optionInputs' | 'editorImage'> & { readonly productNo: number },
  b: Pick<GuestCartLine, 'optionNo' | 'optionInputs' | 'editorImage'> & { readonly productNo: number },
): boolean {
  return (
    a.productNo === b.productNo &&
    a.optionNo === b.optionNo &&
    (a.editorImage ?? null) === (b.editorImage ?? null) &&
    inputsKey(a.optionInputs) === inputsKey(b.optionInputs)
  );
}

/** The most of this line the shopper may hold, or null when stock is hidden. */
export function stockLimit(stockCnt: number): number | null {
  return stockCnt === HIDDEN_STOCK ? null : stockCnt;
}

export function assertQuantity(orderCnt: number): void {
  if (!Number.isSafeInteger(orderCnt) || orderCnt < 1) {
    throw new CartError('CART_INVALID_QUANTITY', { orderCnt });
  }
}

export function assertStock(stockCnt: number): void {
  if (!Number.isSafeInteger(stockCnt) || (stockCnt < 0 && stockCnt !== HIDDEN_STOCK)) {
    throw new CartError('CART_INVALID_STOCK', { stockCnt });
  }
}

export function assertPrice(price: CartLinePrice): void {
  assertCartInteger(price.salePrice, 'salePrice');
  assertCartInteger(price.addPrice, 'addPrice');
  assertCartInteger(price.immediateDiscountAmt, 'immediateDiscountAmt');
  assertCartInteger(price.additionalDiscountAmt, 'additionalDiscountAmt');
}
