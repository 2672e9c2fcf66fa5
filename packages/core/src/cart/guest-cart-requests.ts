// The guest cart leaves the browser twice: to be priced by the platform (POST /guest/cart) and to
// become an order sheet (POST /order-sheets). Both take the SELECTED lines only.
import type { GuestCart, GuestCartLine } from './types.ts';

export interface GuestCartCalculationItem {
  readonly cartNo: number;
  readonly productNo: number;
  readonly optionNo: number;
  readonly orderCnt: number;
  readonly optionInputs: readonly { readonly inputLabel: string; readonly inputValue: string }[];
}

export interface GuestOrderSheetProduct {
  readonly productNo: number;
  readonly optionNo: number;
  readonly orderCnt: number;
  readonly optionInputs: readonly { readonly inputLabel: string; readonly inputValue: string }[];
}

function selectedLines(cart: GuestCart): GuestCartLine[] {
  const selected = new Set(cart.selectedCartNos);
  return cart.products.flatMap((p) => p.orderProductOptions.filter((l) => selected.has(l.cartNo)));
}

const inputsOf = (line: GuestCartLine): GuestOrderSheetProduct['optionInputs'] =>
  line.optionInputs.map(({ inputLabel, inputValue }) => ({ inputLabel, inputValue }));

/** Body of POST /guest/cart. */
export function guestCartCalculationRequest(cart: GuestCart): GuestCartCalculationItem[] {
  return selectedLines(cart).map((l) => ({
    cartNo: l.cartNo,
    productNo: l.productNo,
    optionNo: l.optionNo,
    orderCnt: l.orderCnt,
    optionInputs: inputsOf(l),
  }));
}

/** `products` of POST /order-sheets for a guest (a guest has no server cart, so no cartNos). */
export function guestOrderSheetProducts(cart: GuestCart): GuestOrderSheetProduct[] {
  return selectedLines(cart).map((l) => ({
    productNo: l.productNo,
    optionNo: l.optionNo,
    orderCnt: l.orderCnt,
    optionInputs: inputsOf(l),
  }));
}

/**
 * Body of POST /cart when a guest logs in: every line, selected or not (the shopper chose them
 * all). The platform adds a line of the same option and inputs (the design reference included) to
 * the member's line, so quantities add up there.
 */
export function guestCartMemberItems(cart: GuestCart): Array<GuestOrderSheetProduct & { readonly cartNo: number }> {
  return cart.products.flatMap((p) =>
    p.orderProductOptions.map((l) => ({ cartNo: l.cartNo, productNo: l.productNo, optionNo: l.optionNo, orderCnt: l.orderCnt, optionInputs: inputsOf(l) })),
  );
}
