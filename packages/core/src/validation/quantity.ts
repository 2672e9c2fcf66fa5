// Quantity rule: a whole number from 1 to the most the shopper may order (stock or a purchase limit,
// whichever the caller knows is smaller). Form fields hand in text, carts hand in numbers.
import { invalid, valid } from './result.ts';
import type { ValidationResult } from './result.ts';

export type QuantityCode = 'QUANTITY_NOT_INTEGER' | 'QUANTITY_SOLD_OUT' | 'QUANTITY_TOO_SMALL' | 'QUANTITY_TOO_LARGE';

function parse(input: number | string): number | undefined {
  if (typeof input === 'number') return Number.isInteger(input) ? input : undefined;
  const text = input.trim();
  return /^[0-9]+$/.test(text) ? Number(text) : undefined;
}

/** `max` below 1 means nothing can be ordered; `Infinity` means no limit. */
export function validateQuantity(input: number | string, max: number): ValidationResult<number, QuantityCode> {
  const quantity = parse(input);
  if (quantity === undefined) return invalid('QUANTITY_NOT_INTEGER');
  if (max < 1) return invalid('QUANTITY_SOLD_OUT');
  if (quantity < 1) return invalid('QUANTITY_TOO_SMALL');
  if (quantity > max) return invalid('QUANTITY_TOO_LARGE', `최대 ${Math.floor(max)}개까지 주문할 수 있습니다.`);
  return valid(quantity);
}
