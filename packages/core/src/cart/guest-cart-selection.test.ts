import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST_CART, addToGuestCart } from './guest-cart-items.ts';
import {
  areAllGuestCartLinesSelected,
  isGuestCartLineSelected,
  selectAllGuestCartLines,
  setAllGuestCartLinesSelected,
  setGuestCartLineSelected,
} from './guest-cart-selection.ts';
import { newItem } from './testing/fixtures.ts';

const twoLines = addToGuestCart(
  addToGuestCart(EMPTY_GUEST_CART, newItem(), 0, () => 0).cart,
  newItem({ productNo: 202 }),
  0,
  () => 0.5,
).cart;

describe('guest cart checkboxes', () => {
  it('unselects and reselects one line', () => {
    const off = setGuestCartLineSelected(twoLines, 10000, false);
    expect(isGuestCartLineSelected(off, 10000)).toBe(false);
    expect(isGuestCartLineSelected(off, 55000)).toBe(true);
    expect(areAllGuestCartLinesSelected(off)).toBe(false);
    const on = setGuestCartLineSelected(off, 10000, true);
    expect(areAllGuestCartLinesSelected(on)).toBe(true);
  });

  it('selecting an already selected line does not duplicate it', () => {
    expect(setGuestCartLineSelected(twoLines, 10000, true).selectedCartNos).toHaveLength(2);
  });

  it('ignores a cart number that is not in the cart', () => {
    expect(setGuestCartLineSelected(twoLines, 99999, true)).toBe(twoLines);
  });

  it('select all turns every line on, and off', () => {
    const none = setAllGuestCartLinesSelected(twoLines, false);
    expect(none.selectedCartNos).toEqual([]);
    expect(setAllGuestCartLinesSelected(none, true).selectedCartNos).toEqual([10000, 55000]);
  });

  it('after a load every line is selected', () => {
    const loaded = selectAllGuestCartLines({ ...twoLines, selectedCartNos: [] });
    expect(areAllGuestCartLinesSelected(loaded)).toBe(true);
  });

  it('an empty cart is never "all selected"', () => {
    expect(areAllGuestCartLinesSelected(EMPTY_GUEST_CART)).toBe(false);
  });
});
